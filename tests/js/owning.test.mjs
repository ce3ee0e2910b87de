// What the collection changes in the pickers and lists (owning.mjs), and the deck
// builder's picker with what the player owns first (picker.mjs). Every answer is worked by
// hand from the small data below.
import assert from "node:assert/strict";
import { test } from "node:test";
import { overOwned, withCount } from "../../generator/games/js/collection.mjs";
import { ownedFirst, ownedLabel, overWords, typedCount, usedCounts } from "../../generator/games/js/owning.mjs";
import { pickerGroups } from "../../generator/games/brs/js/picker.mjs";

test("a typed count is a whole number from 0 to 999; an empty box is 0; anything else is refused", () => {
  assert.equal(typedCount(""), 0);
  assert.equal(typedCount("  "), 0);
  assert.equal(typedCount("4"), 4);
  assert.equal(typedCount(" 12 "), 12);
  assert.equal(typedCount("0"), 0);
  assert.equal(typedCount("999"), 999);
  for (const bad of ["1000", "-1", "2.5", "1e2", "four", "0x10", "4 5"]) assert.equal(typedCount(bad), null, bad);
});

test("what the player owns comes first, in the order it came; only mine leaves the rest out but keeps the list's own", () => {
  const options = [{ value: "a" }, { value: "b" }, { value: "c" }, { value: "d" }];
  const counts = { b: 2, d: 4 };
  const countOf = (id) => counts[id] ?? 0;
  assert.deepEqual(ownedFirst(options, countOf).map((o) => [o.value, o.owned]), [["b", 2], ["d", 4], ["a", 0], ["c", 0]]);
  assert.deepEqual(ownedFirst(options, countOf, { only: true }).map((o) => o.value), ["b", "d"]);
  assert.deepEqual(ownedFirst(options, countOf, { only: true, keep: "c" }).map((o) => o.value), ["b", "d", "c"]);
  assert.deepEqual(ownedFirst(options, () => 0, { only: true }), []);
});

test("a label says how many the player owns, only when they own some", () => {
  assert.equal(ownedLabel("Bf109F", 4), "Bf109F · 4 owned");
  assert.equal(ownedLabel("Bf109F", 1), "Bf109F · 1 owned");
  assert.equal(ownedLabel("Bf109F", 0), "Bf109F");
});

test("a list using more models than owned gets one warning a model, in the player's words", () => {
  let owned = withCount({}, "brs", "aircraft", "bf109f", 4);
  owned = withCount(owned, "brs", "aircraft", "spitfire-ii", 2);
  const used = usedCounts([["bf109f", 3], ["spitfire-ii", 2], ["bf109f", 2], ["hurricane-i", 1]]);
  assert.deepEqual([...used], [["bf109f", 5], ["spitfire-ii", 2], ["hurricane-i", 1]]);
  const names = { bf109f: "Bf109F", "spitfire-ii": "Spitfire II", "hurricane-i": "Hurricane I" };
  assert.deepEqual(overWords(overOwned(owned, "brs", "aircraft", used), (id) => names[id]), [
    "You use 5 Bf109F and own 4.",
    "You use 1 Hurricane I and own none.",
  ]);
  // Nothing marked in a game: the player has not said, so no warning.
  assert.deepEqual(overOwned(owned, "dif", "aircraft", used), []);
});

const data = {
  nations: { gb: "Great Britain", de: "Germany" },
  aircraft: {
    bf109e: { name: "Bf109E", nation: "de" },
    bf109f: { name: "Bf109F", nation: "de" },
    "spitfire-ii": { name: "Spitfire II", nation: "gb" },
    "hurricane-i": { name: "Hurricane I", nation: "gb" },
  },
  aces: { galland: { name: "Adolf Galland", nation: "de", aircraft: "bf109e" } },
};

test("the deck builder's picker lists what the player owns first with its count, and only that when asked", () => {
  const counts = { bf109f: 4, "spitfire-ii": 2, "ace:galland": 1 };
  const owned = (value) => counts[value] ?? 0;
  const all = pickerGroups(data, { owned });
  assert.deepEqual(all.map((g) => [g.label, g.options.map((o) => o.label)]), [
    ["Great Britain", ["Spitfire II · 2 owned", "Hurricane I"]],
    ["Germany", ["Bf109F · 4 owned", "Adolf Galland (named ace, Bf109E) · 1 owned", "Bf109E"]],
  ]);
  const mine = pickerGroups(data, { owned, only: true });
  assert.deepEqual(mine.flatMap((g) => g.options.map((o) => o.value)), ["spitfire-ii", "bf109f", "ace:galland"]);
  // A group left empty by the filter is not shown.
  assert.deepEqual(pickerGroups(data, { owned: (v) => (v === "bf109f" ? 4 : 0), only: true }).map((g) => g.label), ["Germany"]);
  // Nothing owned: with the filter, nothing; without it, the picker as before.
  assert.deepEqual(pickerGroups(data, { only: true }), []);
  assert.deepEqual(pickerGroups(data).flatMap((g) => g.options.map((o) => o.label)), ["Spitfire II", "Hurricane I", "Bf109E", "Bf109F", "Adolf Galland (named ace, Bf109E)"]);
});
