// The browser's "did you mean" rule, on the same hand-computed cases as tests/test_suggest.py.
import assert from "node:assert/strict";
import { test } from "node:test";
import { editDistance, knownIds, nearest } from "../../generator/games/js/suggest.mjs";

test("a swap of two neighbouring letters is one edit, and a swapped pair is not edited again", () => {
  const cases = [
    ["great-clmb", "great-climb", 1],
    ["bf190e", "bf109e", 1],
    ["glod", "gold", 1],
    ["abcd", "badc", 2],
    ["ca", "abc", 3],
    ["", "abc", 3],
    ["kitten", "sitting", 3],
    ["same", "same", 0],
  ];
  for (const [a, b, edits] of cases) {
    assert.equal(editDistance(a, b), edits, `${a} -> ${b}`);
    assert.equal(editDistance(b, a), edits, `${b} -> ${a}`);
  }
});

test("the nearest id: fewest edits, then code-point order; nothing far or short", () => {
  assert.equal(nearest("glod", ["gold", "silver"]), "gold");
  assert.equal(nearest("bf190f", ["bf109e", "bf109f"]), "bf109f");
  assert.equal(nearest("bf109x", ["bf109e", "bf109f"]), "bf109e");
  assert.equal(nearest("ba", ["ab"]), null);
  assert.equal(nearest("olgd", ["gold"]), null);
  assert.equal(nearest("abcdef", ["abcxyz"]), null);
  assert.equal(knownIds(["silver", "gold"], "glod"), "did you mean 'gold'? known: gold, silver");
});
