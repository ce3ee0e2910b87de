// The cards a deck or a collection prints (cardsheets.mjs), worked by hand on a small file
// shaped as generator/sheets/browser.py writes it: a named ace prints with the aircraft he
// flies, once however many lines name them; deck cards print every copy, found among the
// deck's own kinds before the force's; an id the site has no card of is said, not printed.
import assert from "node:assert/strict";
import { test } from "node:test";
import { deckCards, ownedCards, sheetsOf, tableOf, yourValue } from "../../generator/games/js/cardsheets.mjs";

const FILE = {
  kinds: { aircraft: { card: false }, traits: { card: true }, aces: { card: false } },
  cards: { "aircraft/bf109e": {}, "aircraft/bf109f": {}, "aces/galland": {}, "traits/robust": {} },
  force: { "aircraft/bf109e": ["aircraft/bf109e"], "aircraft/bf109f": ["aircraft/bf109f"], "aces/galland": ["aces/galland", "aircraft/bf109e"] },
};

test("a force prints each entry once, an ace with his aircraft; the deck every copy", () => {
  const printed = deckCards(FILE, { force: ["aircraft/bf109f", "aces/galland", "aircraft/bf109e", "aircraft/bf109f"], deck: { robust: 2, nothing: 1, bf109f: 0 } });
  assert.deepEqual(printed.keys, ["aircraft/bf109f", "aces/galland", "aircraft/bf109e", "traits/robust", "traits/robust"]);
  assert.deepEqual(printed.left, ["nothing"]);
});

test("the collection prints one card a model or card owned, kind by kind", () => {
  const keys = ownedCards(FILE, { aces: { galland: 1 }, aircraft: { bf109f: 2, "no-such": 3, constructor: 1 } });
  assert.deepEqual(keys, ["aircraft/bf109f", "aircraft/bf109f", "aces/galland"]);
});

test("sheets of nine", () => {
  assert.deepEqual(sheetsOf([...Array(10).keys()]).map((s) => s.length), [9, 1]);
});

test("a value is the player's only for a field the spec lets them give", () => {
  const spec = { tables: { aircraft: { kind: "aircraft", fields: { speed: {} } }, added: { kind: "aircraft", adds: true, fields: {} } } };
  assert.equal(tableOf(spec, "aircraft"), "aircraft");
  const yours = { aircraft: { bf109f: { speed: 7, points: 3 } } };
  assert.equal(yourValue(spec, yours, "aircraft", "bf109f", "speed"), 7);
  assert.equal(yourValue(spec, yours, "aircraft", "bf109f", "points"), undefined);
  assert.equal(yourValue(spec, yours, "aircraft", "toString", "speed"), undefined);
});
