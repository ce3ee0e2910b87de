// Node's test runner over the browser modules that need no page: the permalink codec,
// the deck file reader and writer, and the odds. Run by tests/test_js_modules.py.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { parseDeckFile, pointsText, stateFromDeckFile, stripComment, toText, toYaml } from "../../generator/games/brs/js/deckfile.mjs";
import { atLeastOne, openingOdds } from "../../generator/games/brs/js/odds.mjs";
import { decode, encode, isDeckFragment } from "../../generator/games/brs/js/permalink.mjs";

const data = JSON.parse(readFileSync(process.env.SORTIE_BRS_DATA, "utf8"));

const sample = {
  name: "JG 26 <img src=x onerror=alert(1)>",
  format: "gathering-of-eagles",
  period: { year: 1940, block: "mid", air_force: "de" },
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

test("unknown ids in a link stay in the deck, so reloading never makes it legal", () => {
  const { state, unknown, dropped } = decode("v=1&d=1&a=p-51d.2.3_bf109e.1.3&c=prototype.1_great-dive.1", data);
  assert.deepEqual(state.force, [{ aircraft: "p-51d", count: 2, skill: 3 }, { aircraft: "bf109e", count: 1, skill: 3 }]);
  assert.deepEqual(state.deck, { prototype: 1, "great-dive": 1 });
  assert.deepEqual(unknown, ["aircraft p-51d", "card prototype"]);
  assert.deepEqual(dropped, []);
  // An in-page anchor (Material's "skip to content") is not a deck.
  assert.equal(isDeckFragment("#deck-builder"), false);
  assert.equal(isDeckFragment("#v=1&d=1"), true);
  // "_" separates items, so "__proto__" can never be read as an id.
  assert.throws(() => decode("v=1&c=__proto__.1", data), /malformed/);
});

test("malformed links throw with a reason", () => {
  for (const [fragment, reason] of [
    ["v=2", /unknown link version/],
    ["v=1&a=bf109e.500.3", /count must be 1 to 100/],
    ["v=1&a=bf109e.5", /malformed/],
    ["v=1&c=Great_Dive.1", /malformed|not an id/],
    ["v=1&c=constructor.1", null],
    [`v=1&n=${"x".repeat(200)}`, /too long/],
  ]) {
    if (reason === null) {
      assert.deepEqual(decode(fragment, data).unknown, ["card constructor"]);
    } else {
      assert.throws(() => decode(fragment, data), reason, fragment);
    }
  }
});

test("the exported deck file reads back the same deck", () => {
  const text = toYaml(sample);
  assert.match(text, /^game: brs\nname: "JG 26 <img src=x onerror=alert\(1\)>"\npoints_limit: 500\n/);
  const { state, unknown, notes } = stateFromDeckFile(parseDeckFile(text), data);
  assert.deepEqual(unknown, []);
  assert.deepEqual(notes, []);
  assert.deepEqual(state.force, sample.force);
  assert.deepEqual(state.deck, sample.deck);
  assert.deepEqual(state.period, sample.period);
  assert.equal(state.name, sample.name);
  assert.match(text, /\nperiod:\n  year: 1940\n  block: mid\n  air_force: de\n/);
  // The flow form reads the same.
  assert.deepEqual(parseDeckFile("game: brs\nperiod: {year: 1940, block: mid}\nforce: []\n").period, { year: 1940, block: "mid" });
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

test("a name with # survives export and import (quotes are read before comments)", () => {
  for (const name of ["JG 26 #2", "#1 squadron", "It's #3 'quoted'", 'say "hi" # not a comment', "a\\b #"]) {
    const text = toYaml({ ...sample, name });
    const { state } = stateFromDeckFile(parseDeckFile(text), data);
    assert.equal(state.name, name, text);
  }
  // A real comment after a value is still a comment, quoted or not.
  assert.equal(parseDeckFile('game: brs\nname: "JG 26 #2"  # our club list\nforce: []\n').name, "JG 26 #2");
  assert.equal(parseDeckFile("game: brs\nname: JG 26 #2\nforce: []\n").name, "JG 26");
  assert.equal(parseDeckFile("game: brs\nname: 'it''s #2' # c\nforce: []\n").name, "it's #2");
  assert.equal(stripComment("a#b # c"), "a#b ");
});

test("an import keeps what the data does not know, as the CLI reports it", () => {
  const text = "game: brs\nforce:\n  - aircraft: p-51d\n    count: 2\n  - ace: red-baron\ndeck:\n  great-clmb: 3\n  great-dive: 0\nextra: 1\n";
  const { state, unknown, notes } = stateFromDeckFile(parseDeckFile(text), data);
  assert.deepEqual(state.force, [{ aircraft: "p-51d", count: 2, skill: 3 }, { ace: "red-baron" }]);
  assert.deepEqual(state.deck, { "great-clmb": 3, "great-dive": 0 });
  assert.deepEqual(unknown, ["aircraft p-51d", "ace red-baron", "card great-clmb"]);
  assert.deepEqual(notes, ["unknown key extra ignored"]);
  // What the CLI refuses (exit 2) is refused here too, with a reason.
  for (const [bad, reason] of [
    ["game: brs\nforce:\n  - aircraft: bf109e\n    count: 0\n", /count must be a whole number/],
    ["game: brs\nforce: []\ndeck:\n  great-dive: -1\n", /whole number of copies from 0 to 100/],
    ["game: brs\nforce:\n  - ace: adolf-galland\n    count: 2\n", /single aircraft/],
    ["game: brs\nforce:\n  - count: 2\n", /either aircraft or ace/],
    ["game: brs\nforce: []\ndeck:\n  Great_Dive: 1\n", /not an id/],
    ["game: brs\nname: 12\nforce: []\n", /name must be text/],
    ["game: brs\n\tforce: []\n", /tab/],
  ]) {
    assert.throws(() => stateFromDeckFile(parseDeckFile(bad), data), reason, bad);
  }
});

test("the text list of an illegal deck lists its problems and the link", () => {
  const verdict = { valid: false, aircraft: 6, hand_size: 3, points: 486, points_known: false, errors: [{ code: "theatre-count", message: "every deck needs exactly 2 theatre cards" }], warnings: [] };
  const text = toText(sample, data, verdict, "https://example.org/#v=1", 1);
  assert.match(text, /NOT LEGAL · 6 aircraft · hand 3 · ≥ 486 points \(1 value unknown\) · Gathering of Eagles/);
  assert.match(text, /Problems \(1\):\n- theatre-count: every deck needs exactly 2 theatre cards/);
  assert.ok(text.trimEnd().endsWith("https://example.org/#v=1"));
  assert.equal(pointsText({ points: 486, points_known: false }, 2), "≥ 486 points (2 values unknown)");
  assert.equal(pointsText({ points: 500, points_known: true }, 0), "500 points");
  assert.equal(pointsText({ points: null }, 0), "points unknown");
});

test("deployment theatre cards are set aside before the opening hand", () => {
  const cards = {
    a: { kind: "traits" }, b: { kind: "doctrine" }, radar: { kind: "theatre", deployment: true }, sky: { kind: "theatre", deployment: false },
  };
  // 6 traits + 2 doctrine + 1 theatre drawn = 9 cards; the radar card is played at deployment.
  const { drawn, setAside, rows } = openingOdds({ a: 6, b: 2, radar: 1, sky: 1 }, cards, 3);
  assert.equal(drawn, 9);
  assert.equal(setAside, 1);
  const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
  assert.equal(byId.radar.chance, null);
  // Sky: 1 copy among 9, hand of 3: 1 - C(8,3)/C(9,3) = 1 - 56/84 = 1/3.
  assert.ok(Math.abs(byId.sky.chance - 1 / 3) < 1e-12);
  // Doctrine b: 2 copies in 9: 1 - C(7,3)/C(9,3) = 1 - 35/84.
  assert.ok(Math.abs(byId.b.chance - 49 / 84) < 1e-12);
});
