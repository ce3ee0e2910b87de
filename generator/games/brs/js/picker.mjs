// What the deck builder computes from the data and a deck, without a page: the aircraft
// picker (air forces, periods, search), the trait cards' even split, and which point
// values are unknown. Node's tests import it directly (tests/js).
import { splits } from "./deck-check.mjs";
import { own } from "../../js/ownkeys.mjs";
import { ownedFirst, ownedLabel } from "../../js/owning.mjs";
import { language, named, t } from "../../js/words.mjs";

const BLOCKS = ["early", "mid", "late"];
const fold = (text) => String(text ?? "").toLowerCase().normalize("NFKD").replace(/[^a-z0-9]/g, "");

/** The aircraft of each type on the side, named aces included (known types only). */
export function typeCounts(state, data) {
  const counts = new Map();
  for (const line of state.force) {
    const plane = line.ace ? (Object.hasOwn(data.aces, line.ace) ? data.aces[line.ace].aircraft : null) : line.aircraft;
    if (plane && Object.hasOwn(data.aircraft, plane)) counts.set(plane, (counts.get(plane) ?? 0) + (line.ace ? 1 : line.count));
  }
  return counts;
}

/** Types of the force whose traits our sources do not give (traits: null). */
export function unknownTraitTypes(state, data) {
  return [...typeCounts(state, data)].filter(([plane]) => data.aircraft[plane].traits == null);
}

/**
 * Fill the trait cards with the even split; the odd card goes to the chosen trait.
 * Aircraft with unknown traits get none: the player picks theirs by hand, and those
 * picks are kept while such an aircraft is in the force.
 */
export function fillTraits(state, data) {
  const isTrait = (id) => own(data.cards, id)?.kind === "traits";
  const handPicked = unknownTraitTypes(state, data).length > 0;
  const auto = {};
  for (const [plane, count] of typeCounts(state, data)) {
    const planeTraits = data.aircraft[plane].traits;
    if (planeTraits == null) continue;
    const traits = [...planeTraits];
    if (traits.length === 2 && own(state.odd, plane) === traits[1]) traits.reverse();
    const [option] = splits({ aircraft: plane, count, traits });
    for (const [trait, n] of Object.entries(option)) auto[trait] = (auto[trait] ?? 0) + n;
  }
  const kept = Object.entries(state.deck).filter(([id, n]) => !isTrait(id) || (handPicked && !Object.hasOwn(auto, id) && n !== 0));
  // Traits first, then the rest in the order the player added them.
  const traits = [...Object.entries(auto), ...kept.filter(([id]) => isTrait(id))];
  state.deck = Object.fromEntries([...traits, ...kept.filter(([id]) => !isTrait(id))]);
}

/** The trait ids the automatic fill decides for the current force. */
export function autoTraitIds(state, data) {
  const ids = new Set();
  for (const [plane] of typeCounts(state, data)) for (const trait of data.aircraft[plane].traits ?? []) ids.add(trait);
  return ids;
}

/**
 * How many point values the total lacks: aircraft points, pilot costs and named aces'
 * points our sources do not give, each counted once.
 */
export function unknownValues(state, data) {
  const rules = data.rules;
  const preset = state.format != null && Object.hasOwn(rules.formats, state.format) ? rules.formats[state.format] : null;
  const costs = preset?.skill_points ?? rules.pilot_costs ?? null;
  const missing = new Set();
  for (const line of state.force) {
    if (line.ace) {
      if (Object.hasOwn(data.aces, line.ace) && data.aces[line.ace].points == null) missing.add(`ace ${line.ace}`);
      continue;
    }
    if (!Object.hasOwn(data.aircraft, line.aircraft)) continue;
    if (data.aircraft[line.aircraft].points == null) missing.add(`aircraft ${line.aircraft}`);
    const key = String(line.skill);
    if (costs && Object.hasOwn(costs, key) && costs[key] == null) missing.add(`skill ${key}`);
  }
  return missing.size;
}

/** A campaign period as the page says it: "1940 Mid". */
export function periodLabel(year, block) {
  const said = { early: t("{year} Early", { year }), mid: t("{year} Mid", { year }), late: t("{year} Late", { year }) }[block];
  return said ?? `${year} ${block}`;
}

/** Every period some aircraft is available in, in time order: [{id: "1940-mid", label}]. */
export function periods(data) {
  const seen = new Map();
  for (const plane of Object.values(data.aircraft)) {
    for (const slot of Array.isArray(plane.availability) ? plane.availability : []) {
      if (!Number.isInteger(slot?.year) || !BLOCKS.includes(slot.block)) continue;
      const id = `${slot.year}-${slot.block}`;
      seen.set(id, { id, label: periodLabel(slot.year, slot.block), order: slot.year * 3 + BLOCKS.indexOf(slot.block) });
    }
  }
  return [...seen.values()].sort((a, b) => a.order - b.order).map(({ id, label }) => ({ id, label }));
}

/** How an aircraft is available in a period: "auto", "limit", or null (not available / unknown). */
export function availabilityIn(plane, period) {
  if (!period) return null;
  const slot = (Array.isArray(plane.availability) ? plane.availability : []).find((s) => `${s.year}-${s.block}` === period);
  return slot ? slot.status : null;
}

/**
 * The picker's choices: aircraft (and named aces) grouped by air force, filtered by air
 * force, period and typed text. Returns [{nation, label, options: [{value, label, owned}]}].
 * `owned(value)` is how many of a choice the player owns (an aircraft's id, "ace:<id>"):
 * in each group what they own comes first, its label says how many, and with `only` the
 * rest is left out.
 */
export function pickerGroups(data, { nation = "", period = "", find = "", owned = () => 0, only = false } = {}) {
  const wanted = fold(find);
  const groups = new Map();
  const add = (nationId, value, label, searchable) => {
    if (nation && nationId !== nation) return;
    if (wanted && !searchable.some((text) => fold(text).includes(wanted))) return;
    const key = nationId ?? "";
    const nationName = data[`nations_${language}`]?.[key] || data.nations?.[key];
    if (!groups.has(key)) groups.set(key, { nation: key, label: nationName ?? (key || t("Air force unknown")), options: [] });
    groups.get(key).options.push({ value, label });
  };
  for (const [id, plane] of Object.entries(data.aircraft)) {
    const status = availabilityIn(plane, period);
    if (period && !status) continue;
    add(plane.nation, id, status === "limit" ? t("{aircraft} (Limit)", { aircraft: named(plane) }) : named(plane), [plane.name, named(plane), id]);
  }
  for (const [id, ace] of Object.entries(data.aces)) {
    const plane = data.aircraft[ace.aircraft];
    if (period && !(plane && availabilityIn(plane, period))) continue;
    add(ace.nation ?? plane?.nation, `ace:${id}`, t("{ace} (named ace, {aircraft})", { ace: named(ace), aircraft: named(plane) ?? ace.aircraft }), [ace.name, id, plane?.name]);
  }
  const order = Object.keys(data.nations ?? {});
  const mine = (group) => ({ ...group, options: ownedFirst(group.options, owned, { only }).map((o) => ({ ...o, label: ownedLabel(o.label, o.owned) })) });
  return [...groups.values()].map(mine).filter((g) => g.options.length).sort((a, b) => {
    const ia = order.indexOf(a.nation);
    const ib = order.indexOf(b.nation);
    return (ia < 0 ? order.length : ia) - (ib < 0 ? order.length : ib) || a.label.localeCompare(b.label);
  });
}

/** Add one aircraft (or a named ace) to the force: a type already there at that skill counts up. */
export function addToForce(state, value, skill) {
  if (value.startsWith("ace:")) {
    state.force.push({ ace: value.slice(4) });
    return state.force.length - 1;
  }
  const index = state.force.findIndex((line) => line.aircraft === value && line.skill === skill);
  if (index >= 0) {
    state.force[index].count = Math.min(99, state.force[index].count + 1);
    return index;
  }
  state.force.push({ aircraft: value, count: 1, skill });
  return state.force.length - 1;
}
