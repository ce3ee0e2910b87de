// My hangar's Transcribe your cards (transcribe.mjs) and Trust (status.mjs, the saved
// lists' verdicts): what the form asks for a collection, how far the player got, and whose
// values each verdict says it rests on. Hand-made data and hand-worked verdicts; the Blood
// Red Skies cases run the real check on the shipped data (SORTIE_BRS_DATA).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { NONE, cardsToTranscribe, inputsOf, progressOf, valueFromInputs } from "../../generator/games/js/transcribe.mjs";
import { verdictWords } from "../../generator/games/js/status.mjs";
import { countYours, emptyYours, storageKey, usedValues, withValue } from "../../generator/games/js/yourcards.mjs";

const data = {
  game: "brs",
  content_version: "7",
  ranges: { aircraft: { points: [0, 9999], speed: [0, 20] } },
  aircraft: {
    bf109e: { name: "Bf109E", traits: ["great-climb", "great-dive"], points: 145, speed: 7 },
    bf109f: { name: "Bf109F", traits: null, points: 36, speed: null },
    "p-40e": { name: "P-40E", traits: null, points: null, speed: 6 },
    bomber: { name: "Bomber", traits: null, points: null, speed: null, card: false },
  },
  aces: { galland: { name: "Adolf Galland", aircraft: "bf109f", points: null } },
  cards: { "great-climb": { kind: "traits" }, "great-dive": { kind: "traits" } },
};
const spec = {
  game: "brs",
  tables: {
    aircraft: {
      kind: "aircraft", noun: "aircraft", prefix: "a",
      fields: {
        traits: { type: "ids", most: 2, code: "t", choices: () => ["great-climb", "great-dive"], words: "traits" },
        points: { type: "int", code: "p", words: "points" },
        speed: { type: "int", code: "s", words: "speed", has: (entry) => entry.card !== false },
      },
    },
    aces: { kind: "aces", noun: "ace", prefix: "e", fields: { points: { type: "int", code: "p" } } },
    skills: { kind: "ace-skills", noun: "ace skill card", prefix: "k", adds: true, fields: { name: { type: "name", most: 80, code: "n" } } },
  },
  wanted: (state) => state.force.map((line) => ["aircraft", line.aircraft]),
};

test("the form lists each owned card in the data's order, known values given, the rest asked", () => {
  // Owned in another order than the data's, with an id the data no longer knows and a
  // kind no table fills in.
  const owned = { aircraft: { "p-40e": 2, bf109f: 4, gone: 1, bomber: 1 }, doctrine: { numbers: 1 } };
  const cards = cardsToTranscribe(spec, data, owned);
  assert.deepEqual(cards.map((c) => [c.id, c.name, c.count]), [["bf109f", "Bf109F", 4], ["p-40e", "P-40E", 2], ["bomber", "Bomber", 1]]);
  assert.deepEqual(cards[0].fields, [
    { field: "traits", label: "traits", known: undefined },
    { field: "points", label: "points", known: 36 },
    { field: "speed", label: "speed", known: undefined },
  ]);
  // A bomber's card prints no speed: never asked.
  assert.deepEqual(cards[2].fields.map((f) => f.field), ["traits", "points"]);
  // Nothing owned in a table's kind: nothing listed; a table of added cards never is.
  assert.deepEqual(cardsToTranscribe(spec, data, { "ace-skills": { x: 1 } }), []);
  assert.deepEqual(cardsToTranscribe(spec, data, undefined), []);
});

test("progress counts the values asked and those the player gave", () => {
  const cards = cardsToTranscribe(spec, data, { aircraft: { bf109f: 4, "p-40e": 2 } });
  // Asked: Bf109F traits and speed, P-40E traits and points (its speed is known) = 4.
  let yours = emptyYours(spec);
  assert.deepEqual(progressOf(cards, yours), { filled: 0, asked: 4 });
  yours = withValue(yours, "aircraft", "bf109f", "traits", ["great-climb", "great-dive"]);
  yours = withValue(yours, "aircraft", "p-40e", "points", 140);
  // A value of a card not owned counts for nothing.
  yours = withValue(yours, "aircraft", "bf109e", "points", 150);
  assert.deepEqual(progressOf(cards, yours), { filled: 2, asked: 4 });
});

test("what the inputs give: a list, none, yes or no, a whole number or nothing", () => {
  const ids = spec.tables.aircraft.fields.traits;
  const int = spec.tables.aircraft.fields.points;
  const bool = { type: "bool" };
  assert.deepEqual(valueFromInputs(ids, ["great-dive", ""]), ["great-dive"]);
  assert.deepEqual(valueFromInputs(ids, [NONE, "great-dive"]), []);
  assert.equal(valueFromInputs(ids, ["", ""]), undefined);
  assert.equal(valueFromInputs(int, " 36 "), 36);
  assert.equal(valueFromInputs(int, ""), undefined);
  assert.ok(Number.isNaN(valueFromInputs(int, "2.5")));
  assert.ok(Number.isNaN(valueFromInputs(int, "?")));
  assert.equal(valueFromInputs(bool, "no"), false);
  // And back: what the inputs show for a value kept.
  assert.deepEqual(inputsOf(ids, []), [NONE]);
  assert.deepEqual(inputsOf(ids, ["great-dive"]), ["great-dive"]);
  assert.equal(inputsOf(int, 0), "0");
  assert.equal(inputsOf(bool, true), "yes");
});

test("a verdict says whose values it rests on", () => {
  const legal = { valid: true, unchecked: [] };
  const partial = { valid: true, unchecked: [{ code: "x" }] };
  const notLegal = { valid: false, unchecked: [] };
  assert.equal(verdictWords(legal), "Legal");
  assert.equal(verdictWords(legal, { mine: 4 }), "Legal with 4 values of yours");
  assert.equal(verdictWords(legal, { mine: 1 }), "Legal with 1 value of yours");
  assert.equal(verdictWords(partial, { mine: 2 }), "Legal as far as known with 2 values of yours");
  assert.equal(verdictWords(notLegal, { mine: 1 }), "Not legal with 1 value of yours");
  assert.equal(verdictWords(partial, { mine: 2, linked: 3 }), "Legal as far as known with 2 values of yours and 3 from the link");
  assert.equal(verdictWords(notLegal, { mine: 1, linked: 1 }), "Not legal with 1 value of yours and 1 from the link");
  // The link's wording stays, and a number is the link's count, as before.
  assert.equal(verdictWords(legal, { linked: 3 }), "Legal with 3 values from the link");
  assert.equal(verdictWords(legal, 3), "Legal with 3 values from the link");
  assert.equal(verdictWords(notLegal, { mine: 0, linked: 0 }), "Not legal");
});

test("a verdict rests only on the values its force uses", () => {
  let yours = emptyYours(spec);
  yours = withValue(yours, "aircraft", "bf109f", "traits", ["great-climb"]);
  yours = withValue(yours, "aircraft", "bf109f", "speed", 8);
  yours = withValue(yours, "aircraft", "p-40e", "points", 140); // not in the force
  yours = withValue(yours, "aircraft", "bf109e", "points", 150); // known to the data: a pack's change, not asked
  const state = { force: [{ aircraft: "bf109f" }] };
  assert.equal(countYours(usedValues(spec, yours, state, data)), 2);
});

// -- the saved decks' verdicts, on the shipped Blood Red Skies data ---------------------

/** A storage like the browser's localStorage: getItem and setItem. */
function storage() {
  const kept = new Map();
  return { getItem: (key) => kept.get(key) ?? null, setItem: (key, value) => kept.set(key, String(value)), removeItem: (key) => kept.delete(key) };
}

const site = JSON.parse(readFileSync(process.env.SORTIE_BRS_DATA, "utf8"));
const CARDS = "c=dive-evasion.1_hail-of-fire.1_clear-skies.1_numbers.1";
const ROOT = "/";
/** A format with no rule of its own that takes only the site's values, as the build
 * writes a format of game.yaml (every field, nulls where it sets nothing). */
const CLUB_CUP = {
  name: "Club Cup", name_fr: null, points_limit: null, max_aircraft_types: null, min_aircraft: null, max_aircraft: null, skill_points: null,
  heavy_fighter_points: null, unique_named_aces: false, campaign: false, require_known: false, values: "site",
};

test("a saved deck's verdict counts the player's values, unless its format takes the site's only", async () => {
  globalThis.localStorage = storage();
  const { savedVerdict } = await import("../../generator/games/brs/js/saved.mjs");
  // Worked by hand: four Bf109F (traits unknown to our data), their doctrine and theatre
  // cards. Without the player's values the trait cards cannot be checked: legal as far as
  // known. With the traits the player transcribed (Great Climb, Great Dive) and the trait
  // cards filled automatically (t=1), 2 + 2 cards: legal, resting on one value of theirs.
  // Without trait cards (no t=1): 4 Bf109F need 4 trait cards, the deck has none.
  assert.equal(savedVerdict(`v=1&d=1&a=bf109f.4.3&${CARDS}&t=1`, site, ROOT).words, "Legal as far as known");
  const key = storageKey(ROOT, { game: "brs", content_version: site.content_version });
  localStorage.setItem(key, JSON.stringify({ aircraft: { bf109f: { traits: ["great-climb", "great-dive"] } } }));
  assert.equal(savedVerdict(`v=1&d=1&a=bf109f.4.3&${CARDS}&t=1`, site, ROOT).words, "Legal with 1 value of yours");
  assert.equal(savedVerdict(`v=1&d=1&a=bf109f.4.3&${CARDS}`, site, ROOT).words, "Not legal with 1 value of yours");
  // A value of an aircraft the deck does not field is not counted.
  localStorage.setItem(key, JSON.stringify({ aircraft: { bf109f: { traits: ["great-climb", "great-dive"] }, "spitfire-ix": { traits: ["tight-turn"] } } }));
  assert.equal(savedVerdict(`v=1&d=1&a=bf109f.4.3&${CARDS}&t=1`, site, ROOT).words, "Legal with 1 value of yours");
  // A club's format that takes only the site's values (values: site): the player's traits
  // are not used, so the trait cards are again unchecked, and no value of theirs is said.
  const club = { ...site, rules: { ...site.rules, formats: { ...site.rules.formats, "club-cup": CLUB_CUP } } };
  assert.equal(savedVerdict(`v=1&d=1&f=club-cup&a=bf109f.4.3&${CARDS}&t=1`, club, ROOT).words, "Legal as far as known");
  delete globalThis.localStorage;
});
