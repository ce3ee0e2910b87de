// The deck builder's picker and trait fill, on small hand-made data (the shipped data
// has few aircraft, and none yet with unknown traits or availability).
import assert from "node:assert/strict";
import { test } from "node:test";
import { addToForce, fillTraits, periods, pickerGroups, unknownValues } from "../../generator/games/brs/js/picker.mjs";

const data = {
  nations: { gb: "Great Britain", de: "Germany", us: "United States" },
  rules: { formats: { goe: { name: "GoE", skill_points: { 1: null, 2: 25, 3: 50, 4: 75, 5: 100 } } }, pilot_costs: { 1: null, 2: 25, 3: 50, 4: 75, 5: 100 } },
  aircraft: {
    bf109e: { name: "Bf109E", nation: "de", traits: ["great-climb", "great-dive"], points: 145, availability: [{ year: 1940, block: "mid", status: "auto" }] },
    "spitfire-ii": { name: "Spitfire II", nation: "gb", traits: ["tight-turn"], points: null, availability: [{ year: 1940, block: "late", status: "limit" }, { year: 1940, block: "mid", status: "auto" }] },
    "p-40e": { name: "P-40E", nation: "us", traits: null, points: 140 },
  },
  aces: { galland: { name: "Adolf Galland", nation: "de", aircraft: "bf109e", points: null } },
  cards: { "great-climb": { kind: "traits" }, "great-dive": { kind: "traits" }, "tight-turn": { kind: "traits" }, robust: { kind: "traits" }, d: { kind: "doctrine" } },
};

test("the picker groups by air force, filters by period and finds by typing", () => {
  const all = pickerGroups(data);
  assert.deepEqual(all.map((g) => g.label), ["Great Britain", "Germany", "United States"]);
  assert.deepEqual(all[1].options.map((o) => o.value), ["bf109e", "ace:galland"]);
  const late = pickerGroups(data, { period: "1940-late" });
  assert.deepEqual(late.map((g) => g.options.map((o) => o.label)), [["Spitfire II (Limit)"]]);
  assert.deepEqual(pickerGroups(data, { find: "spit" }).flatMap((g) => g.options.map((o) => o.value)), ["spitfire-ii"]);
  assert.deepEqual(pickerGroups(data, { find: "P40" }).flatMap((g) => g.options.map((o) => o.value)), ["p-40e"]);
  assert.deepEqual(pickerGroups(data, { nation: "de", find: "galland" }).flatMap((g) => g.options.map((o) => o.value)), ["ace:galland"]);
  assert.deepEqual(periods(data), [{ id: "1940-mid", label: "1940 Mid" }, { id: "1940-late", label: "1940 Late" }]);
  assert.deepEqual(periods({ aircraft: { x: { name: "X" } } }), []); // no availability: no period entries
});

test("adding a type already in the force raises its count", () => {
  const state = { force: [], deck: {}, odd: {} };
  addToForce(state, "bf109e", 3);
  addToForce(state, "bf109e", 3);
  addToForce(state, "bf109e", 5); // another skill: its own line
  addToForce(state, "ace:galland", null);
  assert.deepEqual(state.force, [{ aircraft: "bf109e", count: 2, skill: 3 }, { aircraft: "bf109e", count: 1, skill: 5 }, { ace: "galland" }]);
});

test("trait cards of an aircraft with unknown traits are picked by hand and kept", () => {
  const state = { force: [{ aircraft: "bf109e", count: 3, skill: 3 }, { aircraft: "p-40e", count: 2, skill: 3 }], deck: { robust: 2, d: 1, "tight-turn": 0 }, odd: { bf109e: "great-dive" } };
  fillTraits(state, data);
  assert.deepEqual(state.deck, { "great-dive": 2, "great-climb": 1, robust: 2, d: 1 });
  // Without the P-40E, its hand-picked cards go.
  state.force.pop();
  fillTraits(state, data);
  assert.deepEqual(state.deck, { "great-dive": 2, "great-climb": 1, d: 1 });
});

test("unknown point values are counted once each", () => {
  const state = { format: null, force: [{ aircraft: "spitfire-ii", count: 2, skill: 1 }, { aircraft: "spitfire-ii", count: 1, skill: 3 }, { aircraft: "bf109e", count: 1, skill: 1 }, { ace: "galland" }], deck: {} };
  // Spitfire II points, the skill 1 cost, Galland's points.
  assert.equal(unknownValues(state, data), 3);
  assert.equal(unknownValues({ format: null, force: [{ aircraft: "bf109e", count: 6, skill: 3 }] }, data), 0);
});
