// The collection (collection.mjs): counts kept under a versioned key, read back entry by
// entry, a damaged store or entry left out and counted, the rest kept; the warning on a
// force that uses more models than the player owns, worked by hand.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as c from "../../generator/games/js/collection.mjs";

function storage(most = Infinity) {
  const kept = new Map();
  return {
    getItem: (key) => (kept.has(key) ? kept.get(key) : null),
    setItem: (key, value) => {
      if (value.length > most) throw new Error("QuotaExceededError");
      kept.set(key, value);
    },
  };
}

test("the key carries the format's version and the site's root", () => {
  assert.equal(c.ownedKey("/sortie/"), "sortie:owned:1:/sortie/");
});

test("4 Bf109F and 2 Spitfire Ia marked, kept and read back", () => {
  const store = storage();
  const key = c.ownedKey("/");
  let owned = c.withCount({}, "brs", "aircraft", "bf109f", 4);
  owned = c.withCount(owned, "brs", "aircraft", "spitfire-ia", 2);
  assert.ok(c.storeOwned(store, key, owned));
  const read = c.loadOwned(store, key);
  assert.deepEqual(read, { owned: { brs: { aircraft: { bf109f: 4, "spitfire-ia": 2 } } }, lost: 0, unreadable: false });
  assert.equal(c.countOf(read.owned, "brs", "aircraft", "bf109f"), 4);
  assert.equal(c.countOf(read.owned, "brs", "aircraft", "bf110c"), 0);
  assert.deepEqual([...c.ownedOf(read.owned, "brs", "aircraft")], [["bf109f", 4], ["spitfire-ia", 2]]);
});

test("a count of 0 removes the entry, and the emptied kind and game", () => {
  const owned = c.withCount({}, "dif", "aircraft", "f6f", 1);
  assert.deepEqual(c.withCount(owned, "dif", "aircraft", "f6f", 0), {});
  assert.deepEqual(c.withCount({}, "dif", "aircraft", "f6f", 0), {});
  assert.deepEqual(owned, { dif: { aircraft: { f6f: 1 } } }, "the original is left as it was");
});

test("a count out of range is refused, not kept", () => {
  for (const bad of [-1, 1.5, 1000, NaN, "4"]) assert.throws(() => c.withCount({}, "brs", "aircraft", "x", bad), RangeError);
});

test("ids such as constructor and __proto__-like keys are ordinary", () => {
  const owned = c.withCount({}, "brs", "aircraft", "constructor", 3);
  assert.equal(c.countOf(owned, "brs", "aircraft", "constructor"), 3);
  assert.equal(c.countOf({}, "brs", "aircraft", "constructor"), 0);
  const read = c.readOwned('{"format":1,"owned":{"brs":{"aircraft":{"__proto__":2,"toString":1}}}}');
  assert.equal(read.lost, 2, "neither is in the ids' alphabet");
  assert.equal(Object.getPrototypeOf(read.owned), Object.prototype);
});

test("a damaged store loses nothing it can read", () => {
  assert.deepEqual(c.readOwned("{not json"), { owned: {}, lost: 0, unreadable: true });
  assert.deepEqual(c.readOwned('{"format":2,"owned":{}}'), { owned: {}, lost: 0, unreadable: true });
  const read = c.readOwned(JSON.stringify({ format: 1, owned: { brs: { aircraft: { bf109f: 4, bad: -2, "Upper": 1 }, "x y": {} }, fis: [] } }));
  assert.deepEqual(read.owned, { brs: { aircraft: { bf109f: 4 } } });
  assert.equal(read.lost, 4);
  assert.equal(read.unreadable, false);
});

test("a full store refuses the write and keeps what it had", () => {
  const store = storage(60);
  const key = c.ownedKey("/");
  assert.ok(c.storeOwned(store, key, { brs: { aircraft: { a: 1 } } }));
  assert.equal(c.storeOwned(store, key, { brs: { aircraft: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`a${i}`, 1])) } }), false);
  assert.deepEqual(c.loadOwned(store, key).owned, { brs: { aircraft: { a: 1 } } });
  const blocked = { getItem: () => { throw new Error("SecurityError"); } };
  assert.equal(c.loadOwned(blocked, key).unreadable, true);
});

test("a force of 5 Bf109F and 2 Spitfire Ia against 4 and 2 owned: one over, by one", () => {
  let owned = c.withCount({}, "brs", "aircraft", "bf109f", 4);
  owned = c.withCount(owned, "brs", "aircraft", "spitfire-ia", 2);
  const used = new Map([["bf109f", 5], ["spitfire-ia", 2], ["hurricane-i", 1]]);
  assert.deepEqual(c.overOwned(owned, "brs", "aircraft", used), [
    { id: "bf109f", used: 5, owned: 4 },
    { id: "hurricane-i", used: 1, owned: 0 },
  ]);
  assert.deepEqual(c.overOwned({}, "brs", "aircraft", used), [], "nothing marked in the game: no warning");
  assert.deepEqual(c.overOwned(owned, "dif", "aircraft", new Map([["f6f", 2]])), [], "another game's collection says nothing");
});

test("an import's merge replaces a count of the same id and keeps the rest", () => {
  const here = { brs: { aircraft: { bf109f: 4, "spitfire-ia": 2 } } };
  const file = { brs: { aircraft: { bf109f: 6 } }, dif: { aircraft: { f6f: 1 } } };
  assert.deepEqual(c.mergedOwned(here, file), { brs: { aircraft: { bf109f: 6, "spitfire-ia": 2 } }, dif: { aircraft: { f6f: 1 } } });
});
