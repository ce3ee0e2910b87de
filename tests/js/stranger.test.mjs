// What a stranger's link, file, pack or storage gives the builders' modules (issue 38), on
// the Blood Red Skies data the build writes: ids named after Object.prototype's keys are
// ordinary ids, a name that hides a character is refused, and every value a link leaves
// out is said, in words. Run by tests/test_js_modules.py.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import * as cards from "../../generator/games/js/yourcards.mjs";
import { parseYaml } from "../../generator/games/js/yamlsubset.mjs";
import { CARD_VALUES as B, dataUsed, withRulebook } from "../../generator/games/brs/js/cardvalues.mjs";
import { parseDeckFile, stateFromDeckFile, toText } from "../../generator/games/brs/js/deckfile.mjs";
import { fillTraits } from "../../generator/games/brs/js/picker.mjs";

const site = JSON.parse(readFileSync(process.env.SORTIE_BRS_DATA, "utf8"));
const data = withRulebook(site);
/** The keys of Object.prototype a player may type as a name, or a file may give as a key. */
const PROTO = ["constructor", "__proto__", "toString", "hasOwnProperty"];
/** A force with a generic ace (skill 5): the builder offers ace skill cards for it. */
const withAce = { force: [{ aircraft: "bf109e", count: 3, skill: 3 }, { aircraft: "bf109e", count: 1, skill: 5 }], deck: {}, odd: {} };

test("an ace skill card whose id is constructor rides in a share link only while the deck holds it", () => {
  const yours = cards.withValue(cards.emptyYours(B), "aceSkills", "constructor", "name", "Constructor");
  assert.deepEqual(Object.keys(yours.aceSkills), ["constructor"]);
  // Not in the deck: the link carries nothing of it (a plain state.deck.constructor is
  // Object, which is not 0, and used to put it in every link).
  assert.equal(cards.encodeYours(B, yours, withAce, data), "");
  const inDeck = { ...withAce, deck: { constructor: 1 } };
  assert.equal(cards.encodeYours(B, yours, inDeck, data), "k.constructor.n.Constructor");
  const linked = cards.decodeYours(B, "k.constructor.n.Constructor", data);
  assert.deepEqual(linked.left, []);
  assert.equal(cards.valueOf(linked.yours, "aceSkills", "constructor", "name"), "Constructor");
  // Nothing of the player's reads a key of Object.prototype.
  for (const id of PROTO) {
    assert.equal(cards.valueOf(cards.emptyYours(B), "aceSkills", id, "name"), undefined, id);
    assert.equal(cards.valueOf(yours, "aceSkills", "constructor", id === "constructor" ? "name" : id), id === "constructor" ? "Constructor" : undefined, id);
  }
  // Laid over the data, it is a card of the deck like the others, named as typed.
  const used = dataUsed(cards.applyYours(B, data, yours));
  assert.equal(Object.hasOwn(used.cards, "constructor"), true);
  assert.equal(used.cards.constructor.name, "Constructor");
  assert.equal(Object.hasOwn(dataUsed(cards.applyYours(B, data, cards.emptyYours(B))).cards, "constructor"), false);
  // Kept in storage under such keys, values are checked like any other.
  const stored = JSON.stringify({ aceSkills: { constructor: { name: "Constructor" }, __proto__: { name: "Proto" }, tostring: { name: "toString" } }, aircraft: { constructor: { points: 1 } } });
  const read = cards.readStored(B, stored, data);
  assert.deepEqual(read.aceSkills, { constructor: { name: "Constructor" }, tostring: { name: "toString" } });
  assert.deepEqual(read.aircraft, {});
});

test("the ids of Object.prototype's keys are unknown ids, never its values", () => {
  for (const id of ["constructor", "tostring", "hasownproperty"]) {
    assert.match(cards.problemOf(B, data, "aircraft", id, "points", 100), /^no aircraft has the id/, id);
    assert.equal(B.tables.aceSkills.used({ deck: {} }, id), false, id);
    assert.equal(B.tables.aceSkills.taken(data, id), null, id);
  }
  // The deck's text list names a card the data lacks by its id, not as "Object".
  const state = { name: "", format: "constructor", force: [{ aircraft: "constructor", count: 1, skill: 3 }, { ace: "constructor" }], deck: { constructor: 2 }, odd: {} };
  const text = toText(state, data, { valid: false, errors: [], warnings: [], points: 0, aircraft: 1, hand_size: 3, unchecked: [] }, "", 0);
  assert.doesNotMatch(text, /Object|function/);
  // Trait cards picked by hand are kept beside a card called constructor.
  const hand = { force: [{ aircraft: "bf109f", count: 2, skill: 3 }], deck: { constructor: 1, "great-climb": 2 }, odd: { constructor: "great-dive" }, autoTraits: true };
  fillTraits(hand, data);
  assert.equal(hand.deck.constructor, 1);
});

test("a file's __proto__ key is a key of its own, refused by name as the command line refuses it", () => {
  // A block deck: before, `__proto__: {game: brs}` became the file's prototype, and the
  // file passed for a Blood Red Skies deck without saying game: brs.
  const proto = parseDeckFile("__proto__: {game: brs}\nforce: []\n");
  assert.equal(Object.hasOwn(proto, "__proto__"), true);
  assert.equal(Object.getPrototypeOf(proto), Object.prototype);
  assert.throws(() => stateFromDeckFile(proto, data), /game must be brs, got null/);
  // A card id __proto__ in the deck is named, not dropped.
  assert.throws(() => stateFromDeckFile(parseDeckFile("game: brs\nforce: []\ndeck:\n  constructor: 2\n  __proto__: 1\n"), data), /deck: __proto__ is not an id/);
  const { state, unknown } = stateFromDeckFile(parseDeckFile("game: brs\nforce: []\ndeck:\n  constructor: 2\n"), data);
  assert.deepEqual(state.deck, { constructor: 2 });
  assert.deepEqual(unknown, ["card constructor"]);
  // The YAML the set-up and force files use: the same, block and flow.
  const yaml = parseYaml("__proto__:\n  game: dif\nsides: {__proto__: 1, toString: 2}\n");
  assert.deepEqual(Object.keys(yaml), ["__proto__", "sides"]);
  assert.equal(Object.getPrototypeOf(yaml), Object.prototype);
  assert.equal(yaml.game, undefined);
  assert.deepEqual(Object.keys(yaml.sides), ["__proto__", "toString"]);
});

test("a typed name that hides a character is refused: the characters a content file refuses in an id", () => {
  const hidden = ["\u202e", "\u200b", "\u200f", "\u2066", "\ufeff", "\u00ad", "\u{e0001}"];
  for (const c of hidden) {
    assert.equal(cards.hiddenIn(data, `Eagle${c}Eye`), c, c.codePointAt(0).toString(16));
    assert.match(cards.typedNameProblem(data, `JG 26${c}`), /^This name holds a character that cannot be seen/);
    assert.equal(cards.problemOf(B, data, "aceSkills", "eagle-eye", "name", `Eagle${c}Eye`),
      "name: it holds a character that cannot be seen (a zero-width space or a text-direction mark, often pasted with text); type it again without it");
  }
  // Letters of every script, accents, a no-break space and an emoji are names like any other.
  for (const name of ["Élan d'Artagnan", "Сокол", "隼", "Eagle\u00a0Eye", "Ace ✈"]) {
    assert.equal(cards.hiddenIn(data, name), null, name);
    assert.equal(cards.typedNameProblem(data, name), null, name);
    assert.equal(cards.problemOf(B, data, "aceSkills", "x", "name", name), null, name);
  }
  // Stored or linked, such a name is left out too.
  const stored = JSON.stringify({ aceSkills: { "eagle-eye": { name: "Eagle\u202eEye" } } });
  assert.deepEqual(cards.readStored(B, stored, data).aceSkills, {});
});

test("each value a link leaves out is said: which, and why, in words, cut short", () => {
  const long = "A".repeat(200);
  const link = [
    "k.eagle-eye.n.Eagle%E2%80%AEEye", // a direction mark
    `k.long.n.${long}`,
    "k.great-climb.n.Great%20Climb", // a card of the data's id
    "a.bf109e.p.145", // known already
    "a.bf110c.p.abc", // not a number
    "a.nope.p.1", // no such aircraft
    "a.bf109f.z.1", // a field this site does not read
    "a.bf109f.t.great-climb~great-climb",
  ].join("_");
  const { yours, left } = cards.decodeYours(B, link, data);
  assert.deepEqual(yours.aceSkills, {});
  assert.deepEqual(left.map(({ what, why }) => `${what} | ${why}`), [
    "the ace skill card “Eagle\ufffdEye” | the name holds a character that cannot be seen (a zero-width space or a text-direction mark)",
    `the ace skill card “${"A".repeat(39)}…” | the name is longer than 80 characters`,
    "the ace skill card “Great Climb” | a card of this site has that name already",
    "points of Bf109E (“145”) | this site knows it already",
    "points of Bf110C (“abc”) | it must be a whole number from 0 to 9999",
    "one value | it is for a card this site does not have (the link may come from another version of the site)",
    "a value for Bf109F | this site cannot read it: the link may be cut, changed, or made by another version of the site",
    "traits of Bf109F | it names the same one twice",
  ]);
  for (const { what } of left) assert.ok([...what].length < 80, what);
  const said = cards.leftOutOfLink(left);
  assert.equal(said.length, 6);
  assert.equal(said[0], "Left out from the link: the ace skill card “Eagle\ufffdEye”, because the name holds a character that cannot be seen (a zero-width space or a text-direction mark).");
  assert.equal(said[5], "3 more values left out from the link.");
  // A link carries at most 60 of them: the rest are counted, not dropped without a word.
  const many = cards.decodeYours(B, Array(65).fill("a.bf109e.p.145").join("_"), data).left;
  assert.equal(many.length, 61);
  assert.deepEqual(many.at(-1), { part: "", count: 5, what: "5 more values", why: "a link carries at most 60 of your values" });
  // The same value left out for the same reason is said once, with how many more times.
  assert.deepEqual(cards.leftOutOfLink(many), [
    "Left out from the link: points of Bf109E (“145”), because this site knows it already (and 59 more times).",
    "Left out from the link: 5 more values, because a link carries at most 60 of your values.",
  ]);
});
