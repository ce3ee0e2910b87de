// The browser's "did you mean" rule, on the same hand-computed cases as tests/test_suggest.py.
import assert from "node:assert/strict";
import { test } from "node:test";
import { wordsOf } from "../../generator/games/js/findings.mjs";
import { editDistance, knownIds, nearest } from "../../generator/games/js/suggest.mjs";

// The core's words for known ids (generator/words/messages.py: CHECK), as a game's data ships them.
const KNOWN = {
  en: {
    known: "{guess}known: {ids}{more}", "known-guess": "did you mean '{id}'? ", "known-none": "none is defined",
    "known-more/one": ", … {count} more", "known-more/many": ", … {count} more",
  },
  fr: {
    known: "{guess}connus : {ids}{more}", "known-guess": "vouliez-vous dire '{id}' ? ", "known-none": "aucun n'est défini",
    "known-more/one": ", … et {count} autre", "known-more/many": ", … et {count} autres",
  },
};

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
  assert.equal(knownIds(["silver", "gold"], "glod", wordsOf(KNOWN, "en")), "did you mean 'gold'? known: gold, silver");
});

test("the known ids in the check's language, the first few and a count of the rest", () => {
  const ids = ["c", "b", "a"];
  assert.equal(knownIds(ids, "x", wordsOf(KNOWN, "fr"), 2), "connus : a, b, … et 1 autre");
  assert.equal(knownIds(ids, "x", wordsOf(KNOWN, "fr"), 1), "connus : a, … et 2 autres");
  assert.equal(knownIds(ids, "x", wordsOf(KNOWN, "en"), 2), "known: a, b, … 1 more");
  assert.equal(knownIds([], "x", wordsOf(KNOWN, "fr")), "aucun n'est défini");
});
