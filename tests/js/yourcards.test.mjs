// A player's own card values (yourcards.mjs), on small hand-made data: which values may
// be filled in, how they are checked, laid over the data, written as a pack and read back.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as cards from "../../generator/games/js/yourcards.mjs";

const data = {
  game: "brs",
  content_version: "7",
  // The ranges the schema gives, as Python writes them in the data (GameSystem.ranges).
  ranges: { aircraft: { points: [0, 9999] }, aces: { points: [0, 9999] } },
  aircraft: {
    bf109e: { name: "Bf109E", traits: ["great-climb", "great-dive"], points: 145 },
    bf109f: { name: "Bf109F", traits: null, points: null },
    "p-40e": { name: "P-40E", traits: null, points: 140 },
  },
  aces: { galland: { name: "Adolf Galland", aircraft: "bf109f", points: null } },
  cards: { "great-climb": { kind: "traits" }, "great-dive": { kind: "traits" }, robust: { kind: "traits" }, d: { kind: "doctrine" } },
};

// A spec as a game gives it (Blood Red Skies' shape): what may be filled in, and what a
// force uses.
const spec = {
  game: "brs",
  tables: {
    aircraft: {
      kind: "aircraft", noun: "aircraft", prefix: "a",
      fields: {
        traits: { type: "ids", most: 2, code: "t", choices: (d) => Object.keys(d.cards).filter((id) => d.cards[id].kind === "traits").sort() },
        points: { type: "int", code: "p" },
      },
    },
    aces: { kind: "aces", noun: "ace", prefix: "e", fields: { points: { type: "int", code: "p" } } },
  },
  wanted: (state, d) => state.force.flatMap((l) => (l.ace ? [["aces", l.ace], ["aircraft", d.aces[l.ace]?.aircraft]] : [["aircraft", l.aircraft]])),
};
const emptyYours = () => cards.emptyYours(spec);
const withValue = cards.withValue;
const countYours = cards.countYours;
const fillable = (state, d) => cards.fillable(spec, state, d);
const problemOf = (...args) => cards.problemOf(spec, ...args);
const applyYours = (d, y) => cards.applyYours(spec, d, y);
const toPack = (y, name) => cards.toPack(spec, y, name);
const parsePack = (text, d) => cards.parsePack(spec, text, d, "Blood Red Skies");
const encodeYours = (y, state, d) => cards.encodeYours(spec, y, state, d);
const decodeYours = (text, d) => cards.decodeYours(spec, text, d);
const readStored = (text, d) => cards.readStored(spec, text, d);

test("only the force's unknown values are offered, each once", () => {
  const state = { force: [{ aircraft: "bf109e", count: 2 }, { aircraft: "p-40e", count: 1 }, { ace: "galland" }, { aircraft: "bf109f", count: 1 }] };
  assert.deepEqual(fillable(state, data).map((f) => `${f.table}.${f.id}.${f.field}`), [
    "aircraft.p-40e.traits", "aces.galland.points", "aircraft.bf109f.traits", "aircraft.bf109f.points",
  ]);
  assert.deepEqual(fillable({ force: [{ aircraft: "nope", count: 1 }] }, data), []);
});

test("values are checked as strictly as a content file", () => {
  assert.equal(problemOf(data, "aircraft", "bf109f", "traits", ["great-climb", "great-dive"]), null);
  assert.equal(problemOf(data, "aircraft", "bf109f", "traits", []), null); // no trait at all is a value too
  assert.match(problemOf(data, "aircraft", "bf109f", "traits", ["d"]), /"d" is not a trait id \(known: great-climb, great-dive, robust\)/);
  assert.match(problemOf(data, "aircraft", "bf109f", "traits", ["robust", "robust"]), /named twice/);
  assert.match(problemOf(data, "aircraft", "bf109f", "traits", ["robust", "great-climb", "great-dive"]), /at most two/);
  assert.match(problemOf(data, "aircraft", "bf109f", "points", -1), /whole number from 0 to 9999/);
  assert.match(problemOf(data, "aircraft", "bf109f", "points", 2.5), /whole number/);
  assert.match(problemOf(data, "aircraft", "bf109f", "points", "30"), /whole number/);
  assert.match(problemOf(data, "aircraft", "__proto__", "points", 3), /no aircraft has the id/);
  assert.match(problemOf(data, "aircraft", "bf109f", "speed", 3), /cannot be filled in/);
});

test("your values fill unknown values, replace those a pack changed, and are marked as yours", () => {
  let yours = withValue(emptyYours(), "aircraft", "bf109f", "traits", ["great-climb", "great-dive"]);
  yours = withValue(yours, "aircraft", "bf109e", "points", 1); // known: a club's change, as sortie validate takes it
  yours = withValue(yours, "aces", "galland", "points", 50);
  const merged = applyYours(data, yours);
  assert.deepEqual(merged.aircraft.bf109f, { name: "Bf109F", traits: ["great-climb", "great-dive"], points: null, yours: ["traits"] });
  assert.equal(merged.aircraft.bf109e.points, 1);
  assert.deepEqual(merged.aircraft.bf109e.yours, ["points"]);
  assert.equal(data.aircraft.bf109e.points, 145);
  assert.equal(merged.aces.galland.points, 50);
  assert.equal(data.aircraft.bf109f.traits, null); // the data itself is untouched
  assert.equal(countYours(yours), 3);
  assert.equal(countYours(withValue(yours, "aces", "galland", "points", undefined)), 2);
});

test("a pack written by the builder reads back to the same values", () => {
  let yours = withValue(emptyYours(), "aircraft", "bf109f", "traits", ["great-climb", "great-dive"]);
  yours = withValue(yours, "aces", "galland", "points", 50);
  const text = toPack(yours);
  assert.equal(text, [
    "pack: 1",
    'name: "My cards"',
    "patches:",
    '  - {"game":"brs","kind":"aircraft","id":"bf109f","traits":["great-climb","great-dive"]}',
    '  - {"game":"brs","kind":"aces","id":"galland","points":50}',
    "",
  ].join("\n"));
  const read = parsePack(text, data);
  assert.deepEqual(read.yours, yours);
  assert.deepEqual(read.left, []);
  assert.deepEqual(read.changes.map((c) => `${c.name} ${c.field}`), ["Bf109F traits", "Adolf Galland points"]);
  assert.equal(toPack(emptyYours()), 'pack: 1\nname: "My cards"\npatches: []\n');
  assert.equal(toPack(emptyYours(), "a\u2028b"), 'pack: 1\nname: "a\\u2028b"\npatches: []\n');
});

test("the form sortie pack writes is read, with spaces after the separators", () => {
  const text = 'pack: 1\nname: "club"\npatches:\n  - {"game": "brs", "kind": "aircraft", "id": "bf109f", "points": 30}\n';
  assert.deepEqual(parsePack(text, data).yours, { aircraft: { bf109f: { points: 30 } }, aces: {} });
  assert.deepEqual(parsePack(JSON.stringify({ pack: 1, patches: [{ game: "brs", kind: "aircraft", id: "bf109f", points: 30 }] }), data).yours.aircraft, { bf109f: { points: 30 } });
});

test("a pack's patches that cannot apply are left out with why; a malformed pack is refused whole", () => {
  const text = [
    "pack: 1",
    "patches:",
    '  - {"game": "dif", "kind": "aircraft", "id": "p-40b", "year": 1941}',
    '  - {"game": "brs", "kind": "doctrine", "id": "x", "points": 1}',
    '  - {"game": "brs", "kind": "aircraft", "id": "bf109z", "points": 1}',
    '  - {"game": "brs", "kind": "aircraft", "id": "bf109e", "points": 1}',
    '  - {"game": "brs", "kind": "aircraft", "id": "bf109f", "traits": ["x"], "__proto__": {"polluted": 1}}',
  ].join("\n");
  const { yours, left, changes } = parsePack(text, data);
  // The one that applies changes a value our data knows, and says what it was.
  assert.deepEqual(changes.map((c) => `${c.id} ${c.field} ${c.value} was ${c.was}`), ["bf109e points 1 was 145"]);
  assert.equal(countYours(yours), 1);
  assert.deepEqual(left, [
    'line 3: a patch for another game than Blood Red Skies',
    'line 4: the builder fills in aircraft and aces only (got "doctrine" "x")',
    'line 5: no aircraft has the id "bf109z"',
    'line 7: Bf109F: traits: "x" is not a trait id (known: great-climb, great-dive, robust)',
    "line 7: Bf109F: __proto__ cannot be filled in here",
  ]);
  assert.equal({}.polluted, undefined);
  for (const [bad, message] of [
    ["patches: []\n", /pack: expected 1/],
    ["pack: 2\npatches: []\n", /pack: expected 1 \(the pack format\), got 2/],
    ["pack: 1\n", /patches: expected a list/],
    ["pack: 1\npatches:\n- game: brs\n", /line 3: not in the form Sortie writes/],
    ["pack: 1\npatches:\n  - {game: brs}\n", /line 3: the browser reads each patch as one line of JSON/],
    ["{not json", /not valid JSON/],
    ["[1]", /not valid JSON|not a pack/],
    ["x".repeat(1024 * 1024 + 1), /larger than 1 MiB/],
  ]) {
    assert.throws(() => parsePack(bad, data), message, bad.slice(0, 40));
  }
});

test("a share link carries the values the force depends on, and only those", () => {
  let yours = withValue(emptyYours(), "aircraft", "bf109f", "traits", ["great-climb", "great-dive"]);
  yours = withValue(yours, "aircraft", "p-40e", "traits", ["robust"]);
  yours = withValue(yours, "aces", "galland", "points", 50);
  const state = { force: [{ aircraft: "bf109f", count: 4 }] };
  const text = encodeYours(yours, state, data);
  assert.equal(text, "a.bf109f.t.great-climb~great-dive");
  assert.deepEqual(decodeYours(text, data).yours, withValue(emptyYours(), "aircraft", "bf109f", "traits", ["great-climb", "great-dive"]));
  const withAce = encodeYours(yours, { force: [{ ace: "galland" }] }, data);
  assert.equal(withAce, "a.bf109f.t.great-climb~great-dive_e.galland.p.50");
  const odd = decodeYours("a.bf109e.p.1_x.y_a.bf109f.p.99999_e.galland.p.50", data);
  // Each value left out says which it is and why, in the player's words: no id, no code.
  assert.deepEqual(odd.left, [
    { part: "a.bf109e.p.1", what: "points of Bf109E (“1”)", why: "this site knows it already" },
    { part: "x.y", what: "one value", why: "this site cannot read it: the link may be cut, changed, or made by another version of the site" },
    { part: "a.bf109f.p.99999", what: "points of Bf109F (“99999”)", why: "it must be a whole number from 0 to 9999" },
  ]);
  assert.deepEqual(odd.yours, withValue(emptyYours(), "aces", "galland", "points", 50));
});

test("stored values are checked again when read", () => {
  const stored = JSON.stringify({ aircraft: { bf109f: { points: 30, traits: ["nope"] }, bf109e: { points: 1 } }, aces: { ghost: { points: 1 } } });
  // A known value a pack changed is kept like any other; a bad one and a ghost's are not.
  assert.deepEqual(readStored(stored, data), { aircraft: { bf109f: { points: 30 }, bf109e: { points: 1 } }, aces: {} });
  assert.deepEqual(readStored("{broken", data), emptyYours());
  assert.deepEqual(readStored(null, data), emptyYours());
});

// Down In Flames' shape: a value in a nested mapping of the entry (`front.performance`),
// bounded for one aircraft by a rulebook example (`performance_at_most`).
const nested = {
  game: "dif",
  tables: {
    aircraft: {
      kind: "aircraft", noun: "aircraft", prefix: "a",
      fields: {
        "front.performance": { type: "int", code: "f", title: "Performance", atMost: "performance_at_most" },
        year: { type: "int", code: "y" },
      },
    },
  },
  wanted: (state) => state.map((id) => ["aircraft", id]),
};
const difData = {
  game: "dif",
  content_version: "3",
  ranges: { aircraft: { "front.performance": [0, 20], year: [1900, 1950] } },
  aircraft: {
    "p-11c": { name: "P.11c", year: null, front: { horsepower_pre: 1 }, performance_at_most: 4 },
    "spitfire-i": { name: "Spitfire I", year: 1938, front: { performance: 6 } },
    gladiator: { name: "Gladiator II", year: null, front: {} },
  },
};

test("a nested value is offered, bounded, laid into its mapping and written as one", () => {
  assert.deepEqual(cards.fillable(nested, ["p-11c", "spitfire-i"], difData).map((f) => `${f.id}.${f.field}.${f.label}`), [
    "p-11c.front.performance.Performance", "p-11c.year.year",
  ]);
  // The P.11c draws no fifth card in a rulebook example: 4 at most; another aircraft takes up to 20.
  assert.match(cards.problemOf(nested, difData, "aircraft", "p-11c", "front.performance", 5), /^Performance: expected a whole number from 0 to 4 \(a rulebook example allows no more than 4\)$/);
  assert.equal(cards.problemOf(nested, difData, "aircraft", "p-11c", "front.performance", 4), null);
  assert.equal(cards.problemOf(nested, difData, "aircraft", "gladiator", "front.performance", 9), null);
  const range = cards.rangeOf(nested, difData, "aircraft", "front.performance");
  assert.deepEqual(range, { min: 0, max: 20 });
  assert.equal(cards.maxOf(nested.tables.aircraft.fields["front.performance"], difData.aircraft.gladiator, range), 20);
  assert.equal(cards.maxOf(nested.tables.aircraft.fields["front.performance"], difData.aircraft["p-11c"], range), 4);

  let yours = withValue(cards.emptyYours(nested), "aircraft", "p-11c", "front.performance", 4);
  yours = withValue(yours, "aircraft", "p-11c", "year", 1936);
  yours = withValue(yours, "aircraft", "spitfire-i", "front.performance", 2); // known: a pack's change
  const merged = cards.applyYours(nested, difData, yours);
  assert.deepEqual(merged.aircraft["p-11c"].front, { horsepower_pre: 1, performance: 4 });
  assert.deepEqual(merged.aircraft["p-11c"].yours, ["front.performance", "year"]);
  assert.equal(merged.aircraft["spitfire-i"].front.performance, 2);
  assert.deepEqual(difData.aircraft["p-11c"].front, { horsepower_pre: 1 }); // the data is untouched

  const text = cards.toPack(nested, yours);
  assert.ok(text.includes('  - {"game":"dif","kind":"aircraft","id":"p-11c","front":{"performance":4},"year":1936}\n'), text);
  const read = cards.parsePack(nested, text, difData, "Down In Flames");
  assert.deepEqual(read.changes.map((c) => `${c.id} ${c.label} ${c.value}`), ["p-11c Performance 4", "p-11c year 1936", "spitfire-i Performance 2"]);
  assert.deepEqual(read.left, []);
});

test("a nested patch is read key by key; strangers in it are left out", () => {
  const text = [
    "pack: 1",
    "patches:",
    '  - {"game": "dif", "kind": "aircraft", "id": "gladiator", "front": {"performance": 5, "bursts": 2, "__proto__": {"x": 1}}}',
    '  - {"game": "dif", "kind": "aircraft", "id": "p-11c", "front": {"performance": 7}}',
    '  - {"game": "dif", "kind": "aircraft", "id": "p-11c", "front": 4}',
    '  - {"game": "dif", "kind": "aircraft", "id": "p-11c", "front.performance": 3}', // a key, not a path
  ].join("\n");
  const read = cards.parsePack(nested, text, difData, "Down In Flames");
  assert.deepEqual(read.changes.map((c) => [c.id, c.field, c.value]), [["gladiator", "front.performance", 5]]);
  assert.deepEqual(read.left, [
    "line 3: Gladiator II: front.bursts cannot be filled in here",
    "line 3: Gladiator II: front.__proto__ cannot be filled in here",
    "line 4: P.11c: Performance: expected a whole number from 0 to 4 (a rulebook example allows no more than 4)",
    "line 5: P.11c: front cannot be filled in here",
    "line 6: P.11c: front.performance cannot be filled in here",
  ]);
  assert.equal(Object.getPrototypeOf(cards.applyYours(nested, difData, read.yours).aircraft.gladiator.front), Object.prototype);
});

test("a nested value travels by link and by storage under its field", () => {
  const yours = withValue(cards.emptyYours(nested), "aircraft", "gladiator", "front.performance", 5);
  const link = cards.encodeYours(nested, yours, ["gladiator"], difData);
  assert.equal(link, "a.gladiator.f.5");
  assert.deepEqual(cards.decodeYours(nested, link, difData).yours, yours);
  assert.deepEqual(cards.decodeYours(nested, "a.p-11c.f.5", difData).left.map((l) => [l.part, l.why]), [["a.p-11c.f.5", "it must be a whole number from 0 to 4"]]);
  assert.deepEqual(cards.readStored(nested, JSON.stringify(yours), difData), yours);
});

test("a field an aircraft's card does not print is never asked for, and refused", () => {
  // Down In Flames: a bomber's card has no Performance (Aces High, "Bombardiers").
  const printed = { ...nested, tables: { aircraft: { ...nested.tables.aircraft, fields: {
    ...nested.tables.aircraft.fields,
    "front.performance": { ...nested.tables.aircraft.fields["front.performance"], has: (entry) => entry.fighter_card !== false },
  } } } };
  const withBomber = { ...difData, aircraft: { ...difData.aircraft, "b-17e": { name: "B-17E", year: null, front: {}, fighter_card: false } } };
  assert.deepEqual(cards.fillable(printed, ["b-17e", "gladiator"], withBomber).map((f) => `${f.id}.${f.field}`), [
    "b-17e.year", "gladiator.front.performance", "gladiator.year",
  ]);
  assert.equal(cards.problemOf(printed, withBomber, "aircraft", "b-17e", "front.performance", 4), "Performance: the card of B-17E does not print it");
  const pack = ["pack: 1", "patches:", '  - {"game": "dif", "kind": "aircraft", "id": "b-17e", "front": {"performance": 4}, "year": 1941}'].join("\n");
  const read = cards.parsePack(printed, pack, withBomber, "Down In Flames");
  assert.deepEqual(read.changes.map((c) => `${c.id} ${c.field}`), ["b-17e year"]);
  assert.deepEqual(read.left, ["line 3: B-17E: Performance: the card of B-17E does not print it"]);
  const stored = withValue(withValue(cards.emptyYours(printed), "aircraft", "b-17e", "front.performance", 4), "aircraft", "b-17e", "year", 1941);
  assert.deepEqual(cards.applyYours(printed, withBomber, stored).aircraft["b-17e"].yours, ["year"]);
});

test("a yes-or-no value is checked, linked and stored as true or false", () => {
  const flags = { game: "dif", tables: { aircraft: { kind: "aircraft", noun: "aircraft", prefix: "a", fields: { turbocharger: { type: "bool", code: "t" } } } }, wanted: (state) => state.map((id) => ["aircraft", id]) };
  assert.equal(cards.problemOf(flags, difData, "aircraft", "gladiator", "turbocharger", false), null);
  assert.equal(cards.problemOf(flags, difData, "aircraft", "gladiator", "turbocharger", "yes"), "turbocharger: expected yes or no");
  const yours = withValue(cards.emptyYours(flags), "aircraft", "gladiator", "turbocharger", false);
  assert.equal(cards.encodeYours(flags, yours, ["gladiator"], difData), "a.gladiator.t.false");
  assert.deepEqual(cards.decodeYours(flags, "a.gladiator.t.false", difData).yours, yours);
  assert.deepEqual(cards.decodeYours(flags, "a.gladiator.t.constructor", difData).left,
    [{ part: "a.gladiator.t.constructor", what: "turbocharger of Gladiator II (“constructor”)", why: "it must be yes or no" }]);
  assert.ok(cards.toPack(flags, yours).includes('"turbocharger":false'));
  assert.deepEqual(cards.parsePack(flags, cards.toPack(flags, yours), difData, "Down In Flames").yours, yours);
  assert.equal(cards.applyYours(flags, difData, yours).aircraft.gladiator.turbocharger, false);
});

// -- Blood Red Skies' own spec (cardvalues.mjs): figures and the rulebook's doctrine table --

const brs = await import("../../generator/games/brs/js/cardvalues.mjs");
const B = brs.CARD_VALUES;
const assumed = { base: 2, up_to: 6, per_block: 1, block: 6, verified: false };
const brsData = brs.withRulebook({
  ...data,
  // As GameSystem.ranges writes them from generator/games/brs/schema.py.
  ranges: {
    aircraft: { points: [0, 9999], speed: [0, 99], agility: [0, 3], firepower: [0, 3], top_speed: [0, 999] },
    game: { "doctrine_cards.base": [0, 99], "doctrine_cards.up_to": [1, 99], "doctrine_cards.per_block": [0, 99], "doctrine_cards.block": [1, 99] },
  },
  aircraft: {
    ...data.aircraft,
    "yak-1": { name: "Yak-1", traits: null, negative_traits: ["poor-quality"], points: null, speed: null, agility: null, firepower: null, top_speed: null },
    bf109f: { ...data.aircraft.bf109f, negative_traits: null, speed: 8, agility: 3, firepower: 1, top_speed: 390 },
  },
  cards: { ...data.cards, vulnerable: { kind: "traits", negative: true }, "poor-quality": { kind: "traits", negative: true }, robust: { kind: "traits", negative: false } },
  rules: { doctrine_cards: assumed },
});
const table = { base: 2, up_to: 6, per_block: 1, block: 6, verified: true };

test("Blood Red Skies: the values that change a verdict first, then the card's figures and the rulebook's table", () => {
  const open = cards.fillable(B, { force: [{ aircraft: "yak-1", count: 2 }, { aircraft: "bf109f", count: 1 }] }, brsData);
  assert.deepEqual(open.map((f) => `${f.id}.${f.field}${B.tables[f.table].fields[f.field].more ? " (more)" : ""}`), [
    "yak-1.traits", "yak-1.points", "yak-1.speed (more)", "yak-1.agility (more)", "yak-1.firepower (more)", "yak-1.top_speed (more)",
    "bf109f.traits", "bf109f.points", "bf109f.negative_traits (more)", "brs.doctrine_cards (more)",
  ]);
  // An empty force asks for nothing, not even the rulebook's table.
  assert.deepEqual(cards.fillable(B, { force: [] }, brsData), []);
  // A verified table in our data is known: nothing to fill in.
  const verified = brs.withRulebook({ ...brsData, rules: { doctrine_cards: { ...assumed, verified: true } } });
  assert.deepEqual(cards.fillable(B, { force: [{ aircraft: "bf109f", count: 1 }] }, verified).map((f) => f.field), ["traits", "points", "negative_traits"]);
});

test("Blood Red Skies: each figure in the schema's range, and no other", () => {
  const problem = (field, value, id = "yak-1", t = "aircraft") => cards.problemOf(B, brsData, t, id, field, value);
  assert.equal(problem("agility", 0), null);
  assert.equal(problem("agility", 3), null);
  assert.equal(problem("agility", 4), "agility: expected a whole number from 0 to 3");
  assert.equal(problem("firepower", -1), "firepower: expected a whole number from 0 to 3");
  // Speed and top speed in the ranges the data gives from the schema.
  assert.equal(problem("speed", 12), null);
  assert.equal(problem("top_speed", 999), null);
  assert.equal(problem("top_speed", 12000), "top speed (mph): expected a whole number from 0 to 999");
  assert.equal(problem("speed", -1), "speed: expected a whole number from 0 to 99");
  assert.equal(problem("top_speed", 350.5), "top speed (mph): expected a whole number from 0 to 999");
  // Negative traits: any number of the negative ones, never a positive trait.
  assert.equal(problem("negative_traits", ["poor-quality", "vulnerable"], "bf109f"), null);
  assert.equal(problem("negative_traits", [], "bf109f"), null);
  assert.equal(problem("negative_traits", ["robust"], "bf109f"), 'negative_traits: "robust" is not a negative trait id (known: poor-quality, vulnerable)');
  assert.equal(problem("negative_traits", ["vulnerable", "vulnerable"], "bf109f"), "negative_traits: the same negative trait is named twice");
  assert.equal(problem("traits", ["vulnerable"], "bf109f"), 'traits: "vulnerable" is not a trait id (known: great-climb, great-dive, robust)');
  // The doctrine table: every part a whole number in DoctrineTable's range, verified: true.
  const doctrine = (value) => problem("doctrine_cards", value, "brs", "rulebook");
  assert.equal(doctrine(table), null);
  assert.equal(doctrine({ ...table, block: 0 }), "doctrine_cards.block: expected a whole number from 1 to 99");
  assert.equal(doctrine({ ...table, up_to: 0 }), "doctrine_cards.up_to: expected a whole number from 1 to 99");
  assert.equal(doctrine({ ...table, base: -1 }), "doctrine_cards.base: expected a whole number from 0 to 99");
  assert.equal(doctrine({ ...table, verified: false }), "doctrine_cards.verified: expected true");
  assert.equal(doctrine({ base: 2, up_to: 6, per_block: 1, verified: true }), "doctrine_cards.block: expected a whole number from 1 to 99");
  assert.equal(doctrine({ ...table, source: "x" }), "doctrine_cards.source: not one of base, up_to, per_block, block, verified");
  assert.equal(doctrine([2, 6, 1, 6]), "doctrine_cards: expected a mapping of base, up_to, per_block, block, verified");
});

test("Blood Red Skies: the rulebook's table replaces the assumed one, as a pack's patch of game.yaml", () => {
  let yours = cards.withValue(cards.emptyYours(B), "rulebook", "brs", "doctrine_cards", { base: 3, up_to: 4, per_block: 2, block: 3, verified: true });
  yours = cards.withValue(yours, "aircraft", "yak-1", "agility", 2);
  yours = cards.withValue(yours, "aircraft", "bf109f", "negative_traits", ["vulnerable"]);
  const used = brs.rulebookUsed(cards.applyYours(B, brsData, yours));
  assert.deepEqual(used.rules.doctrine_cards, { base: 3, up_to: 4, per_block: 2, block: 3, verified: true });
  assert.deepEqual(used.aircraft.bf109f.yours, ["negative_traits"]);
  assert.equal(brsData.rules.doctrine_cards.verified, false); // the data itself is untouched
  assert.equal(brs.rulebookUsed(cards.applyYours(B, brsData, cards.emptyYours(B))).rules.doctrine_cards, assumed);
  assert.equal(brs.doctrineText(table), "2 up to 6 aircraft, 1 more per further 6 or part of 6");

  const text = cards.toPack(B, yours);
  assert.equal(text, [
    "pack: 1",
    'name: "My cards"',
    "patches:",
    '  - {"game":"brs","kind":"aircraft","id":"bf109f","negative_traits":["vulnerable"]}',
    '  - {"game":"brs","kind":"aircraft","id":"yak-1","agility":2}',
    '  - {"game":"brs","kind":"game","id":"brs","doctrine_cards":{"base":3,"up_to":4,"per_block":2,"block":3,"verified":true}}',
    "",
  ].join("\n"));
  assert.deepEqual(cards.parsePack(B, text, brsData, "Blood Red Skies").yours, yours);
  // The link carries the table as its four numbers, in the table's order.
  const state = { force: [{ aircraft: "yak-1", count: 1 }, { aircraft: "bf109f", count: 1 }] };
  const link = cards.encodeYours(B, yours, state, brsData);
  assert.equal(link, "a.bf109f.n.vulnerable_a.yak-1.g.2_g.brs.d.3~4~2~3");
  assert.deepEqual(cards.decodeYours(B, link, brsData).yours, yours);
  const left = cards.decodeYours(B, "g.brs.d.3~4~2_g.brs.d.3~4~2~3~1_g.brs.d.3~0~2~3_a.yak-1.g.4", brsData).left;
  assert.deepEqual(left.map((l) => l.part), ["g.brs.d.3~4~2", "g.brs.d.3~4~2~3~1", "g.brs.d.3~0~2~3", "a.yak-1.g.4"]);
  assert.deepEqual(left.map((l) => `${l.what} | ${l.why}`), [
    ...Array(3).fill("doctrine table of Blood Red Skies | it must be 4 whole numbers, each in its range"),
    "agility of Yak-1 (“4”) | it must be a whole number from 0 to 3",
  ]);
});

test("Blood Red Skies: a pack's game patch the builder cannot use is left out with why", () => {
  const text = [
    "pack: 1",
    "patches:",
    '  - {"game": "brs", "kind": "game", "id": "brs", "doctrine_cards": {"base": 2, "up_to": 6, "per_block": 1, "block": 6}}',
    '  - {"game": "brs", "kind": "game", "id": "brs", "theatre_cards": 3}',
    '  - {"game": "brs", "kind": "aircraft", "id": "yak-1", "agility": 4, "speed": 7}',
  ].join("\n");
  const read = cards.parsePack(B, text, brsData, "Blood Red Skies");
  assert.deepEqual(read.left, [
    "line 3: Blood Red Skies: doctrine_cards.verified: expected true",
    "line 4: Blood Red Skies: theatre_cards cannot be filled in here",
    "line 5: Yak-1: agility: expected a whole number from 0 to 3",
  ]);
  assert.deepEqual(read.yours.aircraft, { "yak-1": { speed: 7 } });
});

// -- Blood Red Skies ace skill cards: no source names them, the player adds the ones they hold --

const withAce = { force: [{ aircraft: "bf109f", count: 3, skill: 3 }, { aircraft: "bf109f", count: 1, skill: 5 }], deck: {} };
const aceData = { ...brsData, rules: { ...brsData.rules, aces: { skill: 5, skill_cards: 1, named_skill_cards: 2 } }, cards: { ...brsData.cards, "great-climb": { kind: "traits", name: "Great Climb" } } };

test("Blood Red Skies: an ace skill card of yours is named, gets its id from the name, and never takes a card's id", () => {
  assert.equal(cards.idOf("Eagle Eye"), "eagle-eye");
  assert.equal(cards.idOf("  Élan — d'Artagnan!  "), "elan-d-artagnan");
  assert.equal(cards.idOf("!!!"), "");
  const problem = (id, name) => cards.problemOf(B, aceData, "aceSkills", id, "name", name);
  assert.equal(problem("eagle-eye", "Eagle Eye"), null);
  assert.equal(problem("great-climb", "Great Climb"), 'the id "great-climb" is taken by the card Great Climb: a card of yours needs a name of its own');
  assert.equal(problem("Eagle_Eye", "Eagle Eye"), '"Eagle_Eye" is not an id (lowercase letters, digits and hyphens)');
  assert.equal(problem("x", ""), "name: expected the name printed on your card");
  assert.equal(problem("x", { en: "X" }), "name: expected the name printed on your card");
  assert.equal(problem("x", "x".repeat(81)), "name: at most 80 characters");
  assert.equal(problem("x", "x".repeat(80)), null);
  assert.equal(problem("x", "two\nlines"), "name: one line of text, without control characters");
  // Offered once the force has an ace: a pilot of the ace skill, or a named ace.
  assert.equal(B.tables.aceSkills.offered(withAce, aceData), true);
  assert.equal(B.tables.aceSkills.offered({ force: [{ aircraft: "bf109f", count: 4, skill: 3 }] }, aceData), false);
  assert.equal(B.tables.aceSkills.offered({ force: [{ ace: "galland" }] }, aceData), true);
});

test("Blood Red Skies: your ace skill cards join the deck's cards, go in a pack under adds, and come back from it", () => {
  let yours = cards.withValue(cards.emptyYours(B), "aceSkills", "eagle-eye", "name", "Eagle Eye");
  yours = cards.withValue(yours, "aceSkills", "lucky-break", "name", "Lucky <b>Break</b>");
  yours = cards.withValue(yours, "aceSkills", "great-climb", "name", "Great Climb"); // taken: never used
  const used = brs.dataUsed(cards.applyYours(B, aceData, yours));
  assert.deepEqual(used.cards["eagle-eye"], { kind: "ace-skills", name: "Eagle Eye", name_fr: null, retention: null, reaction: false, text: null, negative: false, bonus_trait: null, deployment: false, yours: true });
  assert.equal(used.cards["lucky-break"].name, "Lucky <b>Break</b>");
  assert.deepEqual(used.cards["great-climb"], aceData.cards["great-climb"]);
  assert.equal(aceData.cards["eagle-eye"], undefined); // the site's data is untouched

  const kept = cards.withValue(yours, "aceSkills", "great-climb", "name", undefined);
  const text = cards.toPack(B, cards.withValue(kept, "aircraft", "bf109f", "points", 150));
  assert.equal(text, [
    "pack: 1",
    'name: "My cards"',
    "adds:",
    '  - {"game":"brs","kind":"ace-skills","id":"eagle-eye","name":{"en":"Eagle Eye"}}',
    '  - {"game":"brs","kind":"ace-skills","id":"lucky-break","name":{"en":"Lucky <b>Break</b>"}}',
    "patches:",
    '  - {"game":"brs","kind":"aircraft","id":"bf109f","points":150}',
    "",
  ].join("\n"));
  const read = cards.parsePack(B, text, aceData, "Blood Red Skies");
  assert.deepEqual(read.yours.aceSkills, kept.aceSkills);
  assert.deepEqual(read.changes.filter((c) => c.adds).map((c) => c.value), ["Eagle Eye", "Lucky <b>Break</b>"]);
  // A pack that only adds may leave out its patches, as the command line allows.
  assert.deepEqual(cards.parsePack(B, "pack: 1\nadds:\n" + text.split("\n")[3] + "\n", aceData, "Blood Red Skies").yours.aceSkills, { "eagle-eye": { name: "Eagle Eye" } });
});

test("Blood Red Skies: a pack's additions the builder cannot use are left out with why", () => {
  const text = [
    "pack: 1",
    "adds:",
    '  - {"game": "brs", "kind": "ace-skills", "id": "great-climb", "name": {"en": "Great Climb"}}',
    '  - {"game": "brs", "kind": "ace-skills", "id": "mine", "name": {"en": "Mine"}, "retention": "auto"}',
    '  - {"game": "brs", "kind": "aircraft", "id": "my-plane", "name": {"en": "Mine"}}',
    '  - {"game": "brs", "kind": "ace-skills", "id": "mine", "name": {"en": "Mine"}}',
    '  - {"game": "brs", "kind": "ace-skills", "id": "mine", "name": {"en": "Mine again"}}',
    '  - {"game": "brs", "kind": "ace-skills", "id": "__proto__", "name": {"en": "Proto"}}',
    '  - {"game": "brs", "kind": "ace-skills", "id": "plain", "name": "Plain"}',
    "patches: []",
  ].join("\n");
  const read = cards.parsePack(B, text, aceData, "Blood Red Skies");
  assert.deepEqual(read.left, [
    'line 3: ace skill card: the id "great-climb" is taken by the card Great Climb: a card of yours needs a name of its own',
    "line 4: ace skill card: retention cannot be given to a card you add (only name)",
    'line 5: the builder adds ace-skills of Blood Red Skies only (got "brs" "aircraft")',
    'line 7: ace skill card: "mine" is added twice in this pack',
    'line 8: ace skill card: "__proto__" is not an id (lowercase letters, digits and hyphens)',
  ]);
  // A plain text is the English name, as in a content file and on the command line.
  assert.deepEqual(read.yours.aceSkills, { mine: { name: "Mine" }, plain: { name: "Plain" } });
});

test("Blood Red Skies: a share link carries the ace skill cards of yours the deck holds, and only those", () => {
  let yours = cards.withValue(cards.emptyYours(B), "aceSkills", "odd-name", "name", "Odd_name. 100% ~ç");
  yours = cards.withValue(yours, "aceSkills", "not-in-deck", "name", "Not in deck");
  const state = { ...withAce, deck: { "odd-name": 1, "not-in-deck": 0 } };
  const link = cards.encodeYours(B, yours, state, aceData);
  assert.equal(link, "k.odd-name.n.Odd%5Fname%2E%20100%25%20%7E%C3%A7");
  assert.deepEqual(cards.decodeYours(B, link, aceData).yours.aceSkills, { "odd-name": { name: "Odd_name. 100% ~ç" } });
  // Checked on reading: a card's id, a malformed escape, a name too long or empty.
  const bad = ["k.great-climb.n.Great%20Climb", "k.x.n.%E0%A4%A", `k.long.n.${"a".repeat(81)}`, "k.empty.n.", "k.Bad.n.Bad"];
  const decoded = cards.decodeYours(B, bad.join("_"), aceData);
  assert.deepEqual(decoded.yours.aceSkills, {});
  assert.equal(decoded.left.length, bad.length);
});

/** A storage as the browser's: keys in order of first writing, key(i) and length. */
function storageOf(entries) {
  const kept = new Map(Object.entries(entries));
  return {
    get length() { return kept.size; },
    key: (i) => [...kept.keys()][i] ?? null,
    getItem: (key) => (kept.has(key) ? kept.get(key) : null),
    setItem: (key, value) => kept.set(key, String(value)),
  };
}

test("a data update keeps the player's values, and says which overrule what the site now knows", () => {
  // Version 7 of the data knows the P-40E's points (140); under version 6 the player gave
  // them (150, as their card prints), and the Bf109F's: both carry over, and the P-40E's
  // is one that overrules the site's value (the builder lists it with the site's value).
  // A value today's data refuses (not a whole number) is left out.
  const before = JSON.stringify({ aircraft: { bf109f: { points: 40 }, "p-40e": { points: 150 }, "bf109e": { points: "x" } } });
  const storage = storageOf({ "sortie:yours:/:brs:6": before, "sortie:yours:/other/:brs:9": "{}", "sortie:yours:/:dif:9": "{}" });
  const kept = cards.loadStored(spec, data, "/", storage);
  assert.deepEqual(kept.aircraft, { bf109f: { points: 40 }, "p-40e": { points: 150 } });
  assert.deepEqual(cards.overruled(spec, data, kept).map((o) => o.id), ["p-40e"]);
  assert.equal(cards.loadStored(spec, data, "/other/", storageOf({})).aircraft.bf109f, undefined);
});

test("the newest earlier version is read, by number (10 after 9), and this version's first", () => {
  const at = (points) => JSON.stringify({ aircraft: { bf109f: { points } } });
  const storage = storageOf({ "sortie:yours:/:brs:9": at(9), "sortie:yours:/:brs:10": at(10), "sortie:yours:/:brs:2": at(2) });
  assert.equal(cards.loadStored(spec, data, "/", storage).aircraft.bf109f.points, 10);
  storage.setItem("sortie:yours:/:brs:7", at(7));
  assert.equal(cards.loadStored(spec, data, "/", storage).aircraft.bf109f.points, 7);
  // Emptied under this version: kept empty, the earlier values do not come back.
  storage.setItem("sortie:yours:/:brs:7", JSON.stringify(cards.emptyYours(spec)));
  assert.equal(countYours(cards.loadStored(spec, data, "/", storage)), 0);
});

test("a blocked storage holds no values", () => {
  const blocked = { getItem: () => { throw new Error("SecurityError"); } };
  assert.equal(countYours(cards.loadStored(spec, data, "/", blocked)), 0);
});
