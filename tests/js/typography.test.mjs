// French punctuation in the tools: the rule of generator/words/typography.py, by hand-made cases
// (tests/test_typography.py gives Python the same ones).
import assert from "node:assert/strict";
import { test } from "node:test";

import { frenchText, typeset } from "../../generator/games/js/words.mjs";

const NB = "\u00a0";

test("a space before a high mark and inside guillemets is a no-break space", () => {
  assert.equal(
    frenchText("Légal : oui ; avance ! Et après ? « Tally-ho »"),
    `Légal${NB}: oui${NB}; avance${NB}! Et après${NB}? «${NB}Tally-ho${NB}»`,
  );
});

test("a line break or several spaces before the mark become one no-break space", () => {
  assert.equal(frenchText("test d'alignement\n: PDF  ; fin"), `test d'alignement${NB}: PDF${NB}; fin`);
});

test("marks inside a word or a number and a name's are left alone", () => {
  const text = "12:30, https://example.org/?q=1, 3:1, «mot», ZERO! campagne, (ZERO!)";
  assert.equal(frenchText(text), text);
});

test("a mark glued to its word gets its no-break space", () => {
  assert.equal(
    frenchText("Traits: aucun; Duxford; Debden. Pourquoi? EN: Random Events"),
    `Traits${NB}: aucun${NB}; Duxford${NB}; Debden. Pourquoi${NB}? EN${NB}: Random Events`,
  );
});

test("a URL's semicolon is left alone", () => {
  const text = "12:30, https://example.org/?q=1;x, «mot», ZERO!";
  assert.equal(frenchText(text), text);
});

test("a colon or semicolon glued to a word gets its space", () => {
  assert.equal(
    frenchText("Blood Red Skies: Battle of Britain; Aces (x): y «Bomber»: z"),
    `Blood Red Skies${NB}: Battle of Britain${NB}; Aces (x)${NB}: y «Bomber»${NB}: z`,
  );
  assert.equal(frenchText("à la fin:"), `à la fin${NB}:`);
});

test("outside a French page the text is written as it is", () => {
  assert.equal(typeset("Legal : yes"), "Legal : yes");
});
