// The Blood Red Skies Action Deck check, in the browser. It mirrors
// generator/games/brs/deck.py rule for rule and takes every message's wording from the
// table in the data (generator/games/brs/messages.py), in English or French: tests/vectors/
// and a differential test feed both engines the same decks and require the same verdicts,
// codes and messages in both languages.
// It reads only the JSON that generator/games/brs/export.py writes.

import { clipNumber, collector, finish, wordsOf } from "../../js/findings.mjs";
import { byCodePoint } from "../../js/suggest.mjs";

/** What to do to go from `have` to `want` of the counted `noun` (deck.py: change). */
const change = (say, have, want, noun, values = {}) =>
  say(have < want ? "add" : "remove", { what: say.counted(noun, Math.abs(want - have), values) });

// The codes an unknown id of each kind may cause (KNOCK_ON in deck.py).
const COUNTS = ["trait-count", "trait-split", "doctrine-count"];
const FORCE_KNOCK_ON = [...COUNTS, "trait-foreign", "ace-skill-count", "format-aircraft-count", "campaign-limit"];
const KNOCK_ON = { card: [...COUNTS, "theatre-count"], aircraft: FORCE_KNOCK_ON, ace: FORCE_KNOCK_ON };

const BLOCKS = ["early", "mid", "late"];
const periodName = (say, year, block) => say(`period-${block}`, { year });

/** Whether some legal split of every type asks no more of each trait than the deck holds. */
function splitFits(needs, deck) {
  const choices = needs.map(splits);
  const walk = (index, totals) => {
    if (index === choices.length) {
      for (const [t, c] of totals) if (c > (deck.get(t) ?? 0)) return false;
      return true;
    }
    return choices[index].some((option) => {
      const next = new Map(totals);
      for (const [t, c] of Object.entries(option)) next.set(t, (next.get(t) ?? 0) + c);
      return walk(index + 1, next);
    });
  };
  return walk(0, new Map());
}

/** Cards in hand for a side of `aircraft` aircraft. */
export function handSize(rules, aircraft) {
  const h = rules.hand_size;
  return aircraft > h.large_above ? h.large : h.standard;
}

/** Doctrine cards the deck holds for `aircraft` aircraft. */
export function doctrineRequired(rules, aircraft) {
  const t = rules.doctrine_cards;
  const extra = Math.max(0, aircraft - t.up_to);
  return t.base + Math.ceil(extra / t.block) * t.per_block;
}

/** Every legal way to share one type's trait cards between its traits. */
export function splits(typeNeed) {
  const { count, traits } = typeNeed;
  if (!traits.length) return [{}];
  if (traits.length === 1) return [{ [traits[0]]: count }];
  const low = Math.floor(count / 2);
  const high = count - low;
  const options = [{ [traits[0]]: high, [traits[1]]: low }];
  if (high !== low) options.push({ [traits[0]]: low, [traits[1]]: high });
  return options;
}

export function traitRanges(needs) {
  const ranges = new Map();
  for (const n of needs) {
    const single = n.traits.length === 1;
    const low = single ? n.count : Math.floor(n.count / 2);
    const high = single ? n.count : n.count - low;
    for (const t of n.traits) {
      const old = ranges.get(t);
      ranges.set(t, old ? [old[0] + low, old[1] + high] : [low, high]);
    }
  }
  return ranges;
}

function splitExists(needs, deck) {
  if (needs.length === 1) {
    // One type: its cards must be split as evenly as possible (or all one trait).
    const [first, second] = needs[0].traits;
    const a = deck.get(first) ?? 0;
    if (second === undefined) return a === needs[0].count;
    const b = deck.get(second) ?? 0;
    return a + b === needs[0].count && Math.abs(a - b) <= 1;
  }
  const traits = [...new Set(needs.flatMap((n) => n.traits))];
  const choices = needs.map(splits);
  const walk = (index, totals) => {
    if (index === choices.length) return traits.every((t) => (totals.get(t) ?? 0) === (deck.get(t) ?? 0));
    return choices[index].some((option) => {
      const next = new Map(totals);
      for (const [t, c] of Object.entries(option)) next.set(t, (next.get(t) ?? 0) + c);
      return walk(index + 1, next);
    });
  };
  return walk(0, new Map());
}

function groups(needs) {
  const withTraits = needs.filter((x) => x.traits.length);
  const distinct = new Set();
  let size = 0;
  for (const n of withTraits) for (const t of n.traits) { distinct.add(t); size += 1; }
  if (distinct.size === size) return withTraits.map((n) => [n]); // no trait is shared
  let result = [];
  for (const n of needs.filter((x) => x.traits.length)) {
    const linked = result.filter((g) => g.some((o) => o.traits.some((t) => n.traits.includes(t))));
    let merged = [n];
    for (const g of linked) {
      merged = [...g, ...merged];
      result = result.filter((x) => x !== g);
    }
    result.push(merged);
  }
  return result;
}

/**
 * Check a deck ({force: [{aircraft|ace, count, skill}], deck: {id: copies}, format,
 * points_limit}) against the data; returns the same verdict shape as `sortie validate
 * --format json`, without line numbers, its messages in `lang` ("en" or "fr").
 */
export function checkDeck(data, deck, lang = "en") {
  const rules = data.rules;
  const say = wordsOf(data.messages, lang);
  const { errors, warnings, unchecked, unknowns, error, warn, notChecked, ...found } = collector("brs", say);
  const unknownId = found.unknown;
  const lookup = (table, id) => (Object.hasOwn(table, id) ? table[id] : undefined);
  const name = (table, id) => {
    const entry = lookup(table, id);
    return entry ? say.named(entry) : id;
  };

  // The force: aircraft per type, aces, and priced lines.
  const types = new Map();
  let genericAces = 0;
  let namedAces = 0;
  const priced = [];
  const skillRule = rules.pilot_skill;
  const aceSkill = rules.aces.skill;
  const force = deck.force ?? [];
  for (const line of force) {
    if (line.ace != null) {
      const ace = lookup(data.aces, line.ace);
      if (!ace) {
        unknownId("ace", line.ace, Object.keys(data.aces));
        continue;
      }
      if (line.skill != null && line.skill !== aceSkill) {
        error("skill-range", say("skill-named-ace", { ace: say.named(ace), skill: aceSkill }));
      }
      namedAces += 1;
      types.set(ace.aircraft, (types.get(ace.aircraft) ?? 0) + 1);
      continue;
    }
    const plane = lookup(data.aircraft, line.aircraft);
    const count = line.count ?? 1;
    if (!plane) {
      unknownId("aircraft", line.aircraft, Object.keys(data.aircraft));
      continue;
    }
    const skill = line.skill ?? skillRule.default;
    if (skill < skillRule.minimum || skill > skillRule.maximum) {
      error("skill-range", say("skill-range", { skill: clipNumber(skill), minimum: skillRule.minimum, maximum: skillRule.maximum }));
    }
    if (skill === aceSkill) genericAces += count;
    types.set(line.aircraft, (types.get(line.aircraft) ?? 0) + count);
    priced.push([plane, count, skill]);
  }
  const total = [...types.values()].reduce((a, b) => a + b, 0);
  if (!force.length) error("force-empty", say("force-empty"));
  const known = [...types].filter(([id]) => lookup(data.aircraft, id));
  const needs = known
    .filter(([id]) => data.aircraft[id].traits != null)
    .map(([id, count]) => ({ aircraft: id, count, traits: data.aircraft[id].traits }));
  const unknownTraits = known.filter(([id]) => data.aircraft[id].traits == null);
  let surplus = 0;
  const doctrine = doctrineRequired(rules, total);
  const theatre = rules.theatre_cards;
  const aceMax = genericAces * rules.aces.skill_cards + namedAces * rules.aces.named_skill_cards;
  const ranges = traitRanges(needs);
  const requiredTraits = {};
  for (const t of [...ranges.keys()].sort(byCodePoint)) requiredTraits[t] = ranges.get(t);
  const required = {
    traits: requiredTraits,
    doctrine,
    theatre,
    ace_skills_max: aceMax,
  };

  // The deck's cards: trait cards by id, the other kinds counted.
  const traitCards = new Map();
  const counts = { doctrine: 0, theatre: 0, "ace-skills": 0 };
  const cards = deck.deck ?? {};
  for (const id in cards) {
    if (!Object.hasOwn(cards, id)) continue;
    const copies = cards[id];
    const card = lookup(data.cards, id);
    if (!card) {
      unknownId("card", id, Object.keys(data.cards));
      continue;
    }
    if (!copies) continue;
    if (card.kind === "traits") traitCards.set(id, copies);
    else counts[card.kind] += copies;
  }

  // Trait cards.
  const carried = new Set();
  for (const n of needs) for (const t of n.traits) carried.add(t);
  for (const [id, copies] of traitCards) {
    const card = data.cards[id];
    if (card.negative) {
      error("negative-trait", say("negative-trait", { trait: say.named(card), copies }));
    } else if (!carried.has(id) && unknownTraits.length) {
      surplus += copies;
    } else if (!carried.has(id)) {
      const own = [...carried].sort(byCodePoint).map((t) => name(data.cards, t)).join(", ") || say("none");
      error("trait-foreign", say("trait-foreign", { trait: say.named(card), copies, traits: own }));
    }
  }
  for (const group of groups(needs)) {
    const firstIndex = (t) => group.find((n) => n.traits.includes(t)).traits.indexOf(t);
    const traits = group.length === 1 ? group[0].traits : [...new Set(group.flatMap((n) => n.traits))].sort(
      (a, b) => firstIndex(a) - firstIndex(b) || byCodePoint(a, b),
    );
    const needTotal = group.reduce((s, n) => s + n.count, 0);
    const have = new Map(traits.map((t) => [t, traitCards.get(t) ?? 0]));
    let haveTotal = 0;
    for (const n of have.values()) haveTotal += n;
    if (haveTotal === needTotal && (traits.length > 1 || group.length > 1) && splitExists(group, have)) continue;
    if (haveTotal === needTotal && traits.length === 1 && group.length === 1) continue;
    if (unknownTraits.length && haveTotal > needTotal && splitFits(group, have)) {
      surplus += haveTotal - needTotal;
      continue;
    }
    // Only a broken rule pays for its message.
    const names = traits.map((t) => name(data.cards, t));
    const who = `${say.both(group.map((n) => `${n.count} ${name(data.aircraft, n.aircraft)}`))} ${say.counted("needs", needTotal)}`;
    if (group.length === 1 && traits.length === 1) {
      error("trait-count", say("count", {
        who,
        need: say.counted("named-cards", needTotal, { name: names[0] }),
        have: haveTotal,
        change: change(say, haveTotal, needTotal, "named-cards", { name: names[0] }),
      }));
      continue;
    }
    let split;
    if (group.length === 1) {
      const { count } = group[0];
      const low = Math.floor(count / 2);
      const high = count - low;
      const ratio = low === high ? `${high}/${low}` : say("split-either", { first: `${high}/${low}`, second: `${low}/${high}` });
      split = say("split-one-type", { ratio, first: names[0], second: names[1] });
    } else {
      const parts = group.map((n) => say("split-part", {
        count: n.count, aircraft: name(data.aircraft, n.aircraft), traits: say.both(n.traits.map((t) => name(data.cards, t))),
      }));
      const groupRanges = traitRanges(group);
      const totals = traits
        .map((t, i) => {
          const [lo, hi] = groupRanges.get(t);
          return `${names[i]} ${lo}${lo !== hi ? `–${hi}` : ""}`;
        })
        .join(", ");
      split = say("split-types", { parts: parts.join("; "), totals });
    }
    const has = traits.map((t) => have.get(t)).join("/");
    if (haveTotal !== needTotal) {
      error("trait-count", say("trait-count", {
        who,
        need: say.counted("trait-cards", needTotal),
        split,
        have: haveTotal,
        has,
        change: change(say, haveTotal, needTotal, "trait-cards"),
      }));
    } else {
      let fix = "";
      if (group.length === 1) {
        const first = traits[0];
        let target = null;
        for (const option of splits(group[0])) {
          if (target === null || Math.abs(have.get(first) - option[first]) < Math.abs(have.get(first) - target)) {
            target = option[first];
          }
        }
        const surplus = have.get(first) - target;
        const [source, dest] = surplus > 0 ? [names[0], names[1]] : [names[1], names[0]];
        fix = say("trait-split-fix", { cards: say.counted("named-cards", Math.abs(surplus), { name: source }), dest });
      }
      error("trait-split", say("trait-split", { who, need: say.counted("trait-cards", needTotal), split, has, fix }));
    }
  }

  // Aircraft of unknown traits: a warning each; an error only for more spare trait cards
  // than they could have brought.
  for (const [id] of unknownTraits) {
    warn("traits-unknown", say("traits-unknown", { aircraft: name(data.aircraft, id) }));
    notChecked("traits-unknown", say("unchecked-traits", { aircraft: name(data.aircraft, id) }), "aircraft", id, "traits");
  }
  const most = unknownTraits.reduce((s, [, n]) => s + n, 0);
  if (surplus > most) {
    const who = say.both(unknownTraits.map(([id, n]) => `${n} ${name(data.aircraft, id)}`));
    error("trait-count", say("traits-unknown-surplus", {
      who, most: say.counted("trait-cards", most), surplus: say.counted("trait-cards", surplus), remove: surplus - most,
    }));
  }

  // Doctrine, theatre and ace skill cards. A count from unverified data only warns.
  const countCheck = (code, got, want, noun, who, verified) => {
    if (got === want) return;
    const values = { who, need: say.counted(noun, want), have: got, change: change(say, got, want, noun) };
    (verified ? error : warn)(code, say(verified ? "count" : "count-assumed", values));
  };
  countCheck("doctrine-count", counts.doctrine, doctrine, "doctrine-cards", say.counted("aircraft-need", total), rules.doctrine_cards.verified);
  countCheck("theatre-count", counts.theatre, theatre, "theatre-cards", say("every-deck-needs"), true);
  const haveAces = counts["ace-skills"];
  if (haveAces > aceMax) {
    error("ace-skill-count", say("ace-skill-count", {
      aces: say.counted("aces", genericAces),
      named: say.counted("named-aces", namedAces),
      most: say.counted("ace-skill-cards", aceMax),
      have: haveAces,
      remove: haveAces - aceMax,
    }));
  }

  // The format preset.
  const preset = deck.format != null ? lookup(rules.formats, deck.format) : undefined;
  if (deck.format != null && !preset) {
    unknownId("format", deck.format, Object.keys(rules.formats));
  }
  if (preset) {
    const formatName = say.named(preset);
    const typeIds = [...types.keys()];
    if (preset.max_aircraft_types != null && typeIds.length > preset.max_aircraft_types) {
      error("format-aircraft-types", say("format-aircraft-types", {
        format: formatName,
        most: say.counted("aircraft-types", preset.max_aircraft_types),
        count: typeIds.length,
        types: typeIds.map((t) => name(data.aircraft, t)).join(", "),
        extra: typeIds.slice(preset.max_aircraft_types).map((t) => name(data.aircraft, t)).join(", "),
      }));
    }
    const low = preset.min_aircraft;
    const high = preset.max_aircraft;
    if ((low != null && total < low) || (high != null && total > high)) {
      const over = high != null && total > high;
      error("format-aircraft-count", say(high != null ? "format-aircraft-count" : "format-aircraft-least", {
        format: formatName, low: low ?? 0, high, total, change: change(say, total, over ? high : low ?? 0, "aircraft"),
      }));
    }
    if (preset.unique_named_aces) {
      const seen = new Map();
      for (const line of force) if (line.ace) seen.set(line.ace, (seen.get(line.ace) ?? 0) + 1);
      for (const [id, copies] of seen) {
        if (copies > 1) {
          error("format-unique-ace", say("format-unique-ace", { format: formatName, ace: name(data.aces, id), copies, remove: copies - 1 }));
        }
      }
    }
    if (preset.campaign) checkCampaign(data, deck, formatName, types, say, { error, warn, unknown: unknownId });
  }

  // Points: base points plus the pilot's cost; a named ace's card replaces the pilot cost.
  const limit = deck.points_limit ?? preset?.points_limit ?? null;
  required.points_limit = limit; // as deck.py: the verdict line says the points against it
  const costs = preset?.skill_points ?? rules.pilot_costs;
  const unknown = new Set();
  let points = 0;
  for (const [plane, count, skill] of priced) {
    if (plane.points == null) unknown.add(say("points-of", { name: say.named(plane) }));
    else points += plane.points * count;
    if (Object.hasOwn(costs, String(skill))) {
      const cost = costs[String(skill)];
      if (cost == null) unknown.add(say("pilot-cost-of", { skill }));
      else points += cost * count;
    }
    if (preset?.heavy_fighter_points != null && plane.role === "heavy-fighter" && plane.engines > 1) {
      points += preset.heavy_fighter_points * count;
    }
  }
  for (const line of force) {
    const ace = line.ace ? lookup(data.aces, line.ace) : undefined;
    if (!ace) continue;
    const flies = lookup(data.aircraft, ace.aircraft);
    if (flies) {
      if (flies.points == null) unknown.add(say("points-of", { name: say.named(flies) }));
      else points += flies.points;
    }
    if (ace.points == null) unknown.add(say("points-of", { name: say.named(ace) }));
    else points += ace.points;
  }
  const unknownParts = [...unknown].sort(byCodePoint);
  if (limit != null) {
    const values = { total: points, over: points - limit, limit, unknown: unknownParts.join(", ") };
    if (points > limit) {
      const [fix, enough] = cheapestFix(savings(data, preset, force, costs, points - limit, say), points - limit);
      if (fix === null) values.fix = say("points-fix-unknown", values);
      else {
        values.fix = say(fix.key, fix.values);
        if (!enough) values.fix = say("points-fix-short", { ...values, change: values.fix });
      }
      error("points-limit", say(unknownParts.length ? "points-limit-lower-bound" : "points-limit", values));
    } else if (unknownParts.length) {
      warn("points-unknown", say("points-unknown", values));
      // Each unknown value the limit needs, as a part not checked (Python: unchecked_points).
      for (const line of force) {
        let flies = line.aircraft;
        const ace = line.ace != null ? lookup(data.aces, line.ace) : undefined;
        if (ace) {
          flies = ace.aircraft;
          if (ace.points == null) notChecked("points-unknown", say("unchecked-points", { name: say.named(ace) }), "aces", line.ace, "points");
        }
        const plane = flies != null ? lookup(data.aircraft, flies) : undefined;
        if (plane && plane.points == null) notChecked("points-unknown", say("unchecked-points", { name: say.named(plane) }), "aircraft", flies, "points");
      }
      const table = preset?.skill_points ? `formats.${deck.format}.skill_points` : "pilot_costs";
      for (const [, , skill] of priced) {
        if (Object.hasOwn(costs, String(skill)) && costs[String(skill)] == null) {
          notChecked("points-unknown", say("unchecked-pilot-cost", { skill }), "game", "brs", table);
        }
      }
    }
  }
  // A format that asks for every value known makes each unchecked part an error
  // (_Check.check_known).
  unchecked.sort((a, b) => byCodePoint(a.message, b.message));
  if (preset?.require_known) {
    for (const part of unchecked) error("not-checked", say("format-require-known", { part: part.message, format: say.named(preset), ...part.fill }));
  }
  return {
    valid: errors.length === 0,
    hand_size: handSize(rules, total),
    aircraft: total,
    points,
    points_known: unknownParts.length === 0,
    required,
    ...finish({ errors, warnings, unchecked, unknowns }, KNOCK_ON, say),
    details: { points_unknown: unknownParts },
  };
}

const FIX_KEYS = ["points-fix-skill", "points-fix-drop", "points-fix-ace"];

/** Every single-line change to the force whose saving is made of known values, in force
 * order (generator/games/brs/savings.py: changes). */
function savings(data, preset, force, costs, over, say) {
  const found = [];
  const heavyPoints = preset?.heavy_fighter_points ?? null;
  const costOf = (skill) => (Object.hasOwn(costs, String(skill)) ? costs[String(skill)] : undefined);
  force.forEach((line, index) => {
    if (line.ace != null) {
      const ace = Object.hasOwn(data.aces, line.ace) ? data.aces[line.ace] : undefined;
      if (!ace || ace.points == null) return;
      const flies = Object.hasOwn(data.aircraft, ace.aircraft) ? data.aircraft[ace.aircraft] : undefined;
      const base = flies ? flies.points : 0;
      if (base == null) return;
      found.push({ index, key: "points-fix-ace", values: { ace: say.named(ace), saves: ace.points + base }, saves: ace.points + base });
      return;
    }
    const plane = Object.hasOwn(data.aircraft, line.aircraft) ? data.aircraft[line.aircraft] : undefined;
    if (!plane) return;
    const heavy = heavyPoints != null && plane.role === "heavy-fighter" && plane.engines > 1 ? heavyPoints : 0;
    const skill = line.skill ?? data.rules.pilot_skill.default;
    const count = line.count ?? 1;
    const own = costOf(skill);
    const pilot = own === undefined ? 0 : own;
    if (own != null) {
      const lower = Object.keys(costs).map(Number).filter((s) => s < skill).sort((a, b) => b - a);
      for (const to of lower) {
        const cost = costs[String(to)];
        if (cost != null && own - cost > 0) {
          const saves = own - cost;
          found.push({ index, key: "points-fix-skill", values: { aircraft: say.named(plane), from: skill, to, saves }, saves });
        }
      }
    }
    if (plane.points == null || pilot == null) return;
    const each = plane.points + pilot + heavy;
    if (each <= 0) return;
    const dropped = Math.min(count, Math.max(1, Math.ceil(over / each)));
    found.push({ index, key: "points-fix-drop", values: { count: dropped, aircraft: say.named(plane), saves: each * dropped }, saves: each * dropped });
  });
  return found;
}

/** The change to name and whether it is enough: the smallest saving of `over` or more,
 * else the largest (savings.py: fix). */
function cheapestFix(found, over) {
  const rank = (a, b) => FIX_KEYS.indexOf(a.key) - FIX_KEYS.indexOf(b.key) || a.index - b.index;
  const enough = found.filter((c) => c.saves >= over).sort((a, b) => a.saves - b.saves || rank(a, b));
  if (enough.length) return [enough[0], true];
  const most = [...found].sort((a, b) => b.saves - a.saves || rank(a, b));
  return most.length ? [most[0], false] : [null, false];
}

/** The campaign rules: each aircraft on its air force's list in the period, and at most
 * half the squadron (rounded down) of Limit types (campaign.py: check). */
function checkCampaign(data, deck, formatName, types, say, { error, warn, unknown }) {
  const period = deck.period;
  if (period == null) {
    error("campaign-period", say("campaign-period", { format: formatName }));
    return;
  }
  const airForce = period.air_force ?? null;
  if (airForce != null && !Object.hasOwn(data.nations, airForce)) {
    unknown("air force", airForce, Object.keys(data.nations));
    return;
  }
  const when = periodName(say, period.year, period.block);
  const limited = [];
  let total = 0;
  for (const [id, count] of types) {
    const plane = Object.hasOwn(data.aircraft, id) ? data.aircraft[id] : undefined;
    if (!plane) continue;
    total += count;
    if (!plane.availability_known) {
      warn("campaign-unknown", say("campaign-unknown", { aircraft: say.named(plane), period: when }));
      continue;
    }
    const force = airForce ?? plane.nation;
    const listed = plane.availability.filter((a) => a.air_force === force);
    const entry = listed.find((a) => a.year === period.year && a.block === period.block);
    if (!entry) {
      let first = "";
      if (listed.length) {
        const earliest = listed.reduce((x, y) =>
          y.year * 3 + BLOCKS.indexOf(y.block) < x.year * 3 + BLOCKS.indexOf(x.block) ? y : x);
        first = say("campaign-unavailable-when", { first: periodName(say, earliest.year, earliest.block) });
      }
      const nation = Object.hasOwn(data.nations, force) ? say.named({ name: data.nations[force], name_fr: data.nations_fr?.[force] }) : force;
      error("campaign-unavailable", say("campaign-unavailable", {
        aircraft: say.named(plane), air_force: nation, period: when, when: first,
      }));
    } else if (entry.status === "limit") {
      limited.push([id, count]);
    }
  }
  const count = limited.reduce((s, [, n]) => s + n, 0);
  const most = Math.floor(total / 2);
  if (count > most) {
    error("campaign-limit", say("campaign-limit", {
      limited: count, total, period: when, most, over: count - most,
      types: limited.map(([id, n]) => `${say.named(data.aircraft[id])} ×${n}`).join(", "),
    }));
  }
}
