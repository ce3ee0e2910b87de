// Node's test runner over the browser modules that need no page: the permalink codec,
// the deck file reader and writer, and the odds. Run by tests/test_js_modules.py.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { parseDeckFile, stateFromDeckFile, toYaml } from "../../generator/games/brs/js/deckfile.mjs";
import { atLeastOne } from "../../generator/games/brs/js/odds.mjs";
import { decode, encode } from "../../generator/games/brs/js/permalink.mjs";

const data = JSON.parse(readFileSync(process.env.SORTIE_BRS_DATA, "utf8"));

const sample = {
  name: "JG 26 <img src=x onerror=alert(1)>",
  format: "gathering-of-eagles",
  points_limit: 500,
  force: [{ aircraft: "bf109e", count: 5, skill: 3 }, { ace: "adolf-galland" }],
  deck: { "great-climb": 3, "great-dive": 3, "dive-evasion": 1, "hail-of-fire": 1 },
  odd: { bf109e: "great-dive" },
  autoTraits: true,
};

test("a permalink restores the deck exactly", () => {
  const fragment = encode(sample, data.content_version);
  assert.ok(fragment.length < 1500);
  const { state, dropped, contentVersion } = decode(`#${fragment}`, data);
  assert.deepEqual(dropped, []);
  assert.equal(contentVersion, data.content_version);
  assert.deepEqual(state, { ...sample, force: [sample.force[0], sample.force[1]] });
});

test("unknown ids are dropped and listed, never kept", () => {
  const { state, dropped } = decode("v=1&d=1&a=p-51d.2.3_bf109e.1.3&c=prototype.1_great-dive.1", data);
  assert.deepEqual(state.force, [{ aircraft: "bf109e", count: 1, skill: 3 }]);
  assert.deepEqual(state.deck, { "great-dive": 1 });
  assert.deepEqual(dropped, ["aircraft p-51d", "card prototype"]);
  // "_" separates items, so "__proto__" can never be read as an id.
  assert.throws(() => decode("v=1&c=__proto__.1", data), /malformed/);
});

test("malformed links throw with a reason", () => {
  for (const [fragment, reason] of [
    ["v=2", /unknown link version/],
    ["v=1&a=bf109e.500.3", /count must be 1 to 99/],
    ["v=1&a=bf109e.5", /malformed/],
    ["v=1&c=Great_Dive.1", /malformed|not an id/],
    ["v=1&c=constructor.1", null],
    [`v=1&n=${"x".repeat(200)}`, /too long/],
  ]) {
    if (reason === null) {
      assert.deepEqual(decode(fragment, data).dropped, ["card constructor"]);
    } else {
      assert.throws(() => decode(fragment, data), reason, fragment);
    }
  }
});

test("the exported deck file reads back the same deck", () => {
  const text = toYaml(sample);
  assert.match(text, /^game: brs\nname: "JG 26 <img src=x onerror=alert\(1\)>"\npoints_limit: 500\n/);
  const { state, dropped } = stateFromDeckFile(parseDeckFile(text), data);
  assert.deepEqual(dropped, []);
  assert.deepEqual(state.force, sample.force);
  assert.deepEqual(state.deck, sample.deck);
  assert.equal(state.name, sample.name);
});

test("deck files the importer does not read are refused with a line", () => {
  assert.throws(() => parseDeckFile("game: brs\nforce: [{aircraft: bf109e}]\n"), /line 2: this YAML form/);
  assert.throws(() => stateFromDeckFile(parseDeckFile("game: chess\nforce: []\n"), data), /game must be brs/);
});

test("opening-hand odds are hypergeometric", () => {
  // 3 copies in 10 cards, hand of 3: 1 - C(7,3)/C(10,3) = 1 - 35/120
  assert.ok(Math.abs(atLeastOne(10, 3, 3) - 85 / 120) < 1e-12);
  assert.equal(atLeastOne(10, 0, 3), 0);
  assert.equal(atLeastOne(3, 3, 3), 1);
});
