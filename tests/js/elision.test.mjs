// French elision in the tools: words.mjs's de, du, le and fill give the hand-written cases
// of tests/vectors/elision.json, which tests/test_elision.py gives Python too.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { fillMessage } from "../../generator/games/js/findings.mjs";
import { de, du, fill, le } from "../../generator/games/js/words.mjs";

const VECTORS = JSON.parse(readFileSync(new URL("../vectors/elision.json", import.meta.url), "utf-8"));
const FORMS = { de, du, le };

test("each name takes de, du and le as the vectors write them", () => {
  for (const c of VECTORS.cases) {
    for (const form of ["de", "du", "le"]) assert.equal(FORMS[form](c.name), c[form], `${form} ${c.name}`);
  }
});

test("a phrase and a check's message fill {de:name} the same way", () => {
  for (const f of VECTORS.fills) {
    assert.equal(fill(f.template, f.values), f.filled);
    assert.equal(fillMessage({ key: f.template }, "key", f.values), f.filled);
  }
});
