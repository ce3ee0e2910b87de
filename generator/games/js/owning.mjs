// What the collection (collection.mjs) changes in a picker and a list, without a page: the
// count a player typed, the choices with what the player owns first, the "only mine"
// filter, the models a list uses and the warning on a list that uses more than the player
// owns (a warning for the player, never a rule: no check and no command line reads it).
// Node's tests import this module directly.
import { MAX_COUNT } from "./collection.mjs";
import { t, tn } from "./words.mjs";

/** The count a player typed in an "I own" box: 0 for an empty box, a whole number from 0
 * to MAX_COUNT, else null (the box says so and the count stays as it was). */
export function typedCount(text) {
  const typed = String(text ?? "").trim();
  if (typed === "") return 0;
  if (!/^\d{1,4}$/.test(typed)) return null;
  const n = Number(typed);
  return n <= MAX_COUNT ? n : null;
}

/**
 * `options` (each with a `value`) with the count the player owns of each (`countOf(value)`,
 * 0 when none) as `owned`: what the player owns first, each part in the order it came, and
 * only what they own when `only` is true. `keep` is a value shown whatever the filter (the
 * one a list already holds: a picker never drops what the list shows).
 */
export function ownedFirst(options, countOf, { only = false, keep = null } = {}) {
  const counted = options.map((option) => ({ ...option, owned: countOf(option.value) }));
  const mine = counted.filter((o) => o.owned > 0);
  const rest = counted.filter((o) => o.owned === 0 && (!only || o.value === keep));
  return [...mine, ...rest];
}

/** A choice's label with the count the player owns: "Bf109F · 4 owned" (the label alone
 * when they own none). */
export const ownedLabel = (label, owned) => (owned > 0 ? tn("one|{name} · {count} owned", "{name} · {count} owned", owned, { name: label }) : label);

/** The models a list uses by id: `lines` are [id, count] pairs (a line of a force), added
 * up where an id comes back (two lines of one aircraft). */
export function usedCounts(lines) {
  const used = new Map();
  for (const [id, count] of lines) used.set(id, (used.get(id) ?? 0) + count);
  return used;
}

/** The warning on each id a list uses more of than the player owns (collection.mjs
 * overOwned's answer), in words: "You use 5 Bf109F and own 4." `nameOf(id)` names it. */
export const overWords = (over, nameOf) =>
  over.map(({ id, used, owned }) => (owned === 0
    ? t("You use {used} {name} and own none.", { used, name: nameOf(id) })
    : t("You use {used} {name} and own {owned}.", { used, name: nameOf(id), owned })));
