// Saved lists (savedlists.mjs): kept under a versioned key, read back item by item, a
// damaged store or item left out and said, the rest kept, a full store refusing a write.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as saved from "../../generator/games/js/savedlists.mjs";

/** A storage like the browser's: getItem/setItem, and a size past which a write throws
 * as a full localStorage does (QuotaExceededError). */
function storage(most = Infinity) {
  const kept = new Map();
  return {
    kept,
    getItem: (key) => (kept.has(key) ? kept.get(key) : null),
    setItem: (key, value) => {
      if (value.length > most) throw new Error("QuotaExceededError");
      kept.set(key, value);
    },
  };
}

const DECK = "v=1&d=1&a=bf109f.4.3";

test("the key carries the format's version and the site's root", () => {
  assert.equal(saved.listsKey("/"), "sortie:lists:1:/");
  assert.equal(saved.listsKey("/sortie/"), "sortie:lists:1:/sortie/");
});

test("two lists saved, one renamed, read back from storage", () => {
  const store = storage();
  const key = saved.listsKey("/");
  let { lists } = saved.withSaved([], "brs", "Jagdgeschwader", DECK);
  ({ lists } = saved.withSaved(lists, "brs", "Fighter Command", "v=1&d=1&a=spitfire-ia.2.3"));
  lists = saved.renamed(lists, lists[0].id, "JG 26");
  assert.equal(saved.storeLists(store, key, lists), true);
  const back = saved.loadLists(store, key);
  assert.deepEqual(back.lists.map((l) => [l.game, l.name, l.link]), [
    ["brs", "JG 26", DECK],
    ["brs", "Fighter Command", "v=1&d=1&a=spitfire-ia.2.3"],
  ]);
  assert.deepEqual(back.lost, []);
  assert.equal(back.unreadable, false);
});

test("saving again under the same name and game updates that list", () => {
  const first = saved.withSaved([], "brs", "Deck", DECK);
  const again = saved.withSaved(first.lists, "brs", "Deck", "v=1&d=1");
  assert.equal(again.replaced, true);
  assert.equal(again.lists.length, 1);
  assert.equal(again.lists[0].link, "v=1&d=1");
  const other = saved.withSaved(again.lists, "dif", "Deck", "x=1");
  assert.equal(other.replaced, false);
  assert.equal(other.lists.length, 2);
});

test("a duplicate sits after its list under a name of its own; delete removes one", () => {
  let { lists } = saved.withSaved([], "brs", "A", DECK);
  ({ lists } = saved.withSaved(lists, "brs", "B", DECK));
  lists = saved.duplicated(lists, lists[0].id, saved.copyName(lists, "brs", "A"));
  lists = saved.duplicated(lists, lists[0].id, saved.copyName(lists, "brs", "A"));
  assert.deepEqual(lists.map((l) => l.name), ["A", "A (3)", "A (2)", "B"]);
  assert.equal(new Set(lists.map((l) => l.id)).size, 4);
  lists = saved.removed(lists, lists[1].id);
  assert.deepEqual(lists.map((l) => l.name), ["A", "A (2)", "B"]);
});

test("a store that is not JSON, or not the lists, is said unreadable, and nothing throws", () => {
  for (const text of ["{not json", "[]", '"text"', "null", '{"format": 2, "lists": []}', '{"format": 1}']) {
    const read = saved.readLists(text);
    assert.deepEqual(read.lists, [], text);
    assert.equal(read.unreadable, true, text);
  }
  assert.deepEqual(saved.readLists(null), { lists: [], lost: [], unreadable: false });
});

test("a damaged list is left out and named where it can be; the others are kept", () => {
  const text = JSON.stringify({
    format: 1,
    lists: [
      { id: 1, game: "brs", name: "Kept", link: DECK },
      { id: 2, game: "brs", name: "No link" },
      { id: 3, game: "<img src=x>", name: "Bad game", link: DECK },
      { id: 4, game: "brs", name: "", link: DECK },
      "a string",
      { id: 1, game: "brs", name: "Same id", link: DECK },
      { id: 7, game: "fis", name: "Also kept", link: "s=1" },
    ],
  });
  const read = saved.readLists(text);
  assert.deepEqual(read.lists.map((l) => l.name), ["Kept", "Also kept"]);
  assert.deepEqual(read.lost.map((l) => l.name), ["No link", "Bad game", null, null, "Same id"]);
  assert.equal(read.unreadable, false);
});

test("a full store refuses the write and keeps what it held", () => {
  const key = saved.listsKey("/");
  const store = storage(120);
  const { lists } = saved.withSaved([], "brs", "Small", "v=1");
  assert.equal(saved.storeLists(store, key, lists), true);
  const more = saved.withSaved(lists, "brs", "Big", "v=1&" + "a".repeat(200)).lists;
  assert.equal(saved.storeLists(store, key, more), false);
  assert.deepEqual(saved.loadLists(store, key).lists.map((l) => l.name), ["Small"]);
});

test("a storage the browser blocks reads as unreadable instead of throwing", () => {
  const blocked = { getItem: () => { throw new Error("SecurityError"); }, setItem: () => { throw new Error("SecurityError"); } };
  assert.equal(saved.loadLists(blocked, "k").unreadable, true);
  assert.equal(saved.storeLists(blocked, "k", []), false);
});

test("a name is one line of 1 to 80 characters", () => {
  assert.equal(saved.nameProblem(""), "empty");
  assert.equal(saved.nameProblem("   "), "empty");
  assert.equal(saved.nameProblem("a".repeat(81)), "long");
  assert.equal(saved.nameProblem("two\nlines"), "lines");
  assert.equal(saved.nameProblem("Escadrille « Cigognes »"), null);
});
