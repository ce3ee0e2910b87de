// What a player owns (My hangar's collection): for each game, how many of each aircraft
// model and of each card that comes apart from aircraft, kept in the browser's storage for
// this site. Marked from the hangar, the tables, the aircraft pages and the builders; read
// by the builders' "only mine" filters, their pickers (owned first) and the warning on a
// force that uses more models than the player owns (a warning, never a rule).
//
// The store is one JSON value under a key that carries its format's version:
//   sortie:owned:1:<site root> → {"format": 1, "owned": {"<game>": {"<kind>": {"<id>": 4}}}}
// `kind` is the content folder the id is defined in (what a pack's patch names). An id the
// data no longer knows is kept (a data update must not forget what a player owns) and is
// simply not shown. Storage is input like any other: it is read entry by entry, an entry
// that is not a count is left out and counted as lost, the rest is kept. No DOM here:
// Node's tests import this module directly.
import { own, put } from "./ownkeys.mjs";

export const FORMAT = 1;
export const MAX_COUNT = 999; // more models of one aircraft than any table holds
export const MAX_ENTRIES = 5000; // as a pack's patches: every definition of every game

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The storage key of the collection of the site whose root is `siteRoot` (a path). */
export const ownedKey = (siteRoot) => `sortie:owned:${FORMAT}:${siteRoot}`;

/** Whether `n` is a count the collection keeps (a whole number from 1 to MAX_COUNT;
 * 0 is "not owned", kept as no entry). */
export const isCount = (n) => Number.isSafeInteger(n) && n >= 1 && n <= MAX_COUNT;

const isMapping = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

/** `table[key]`, made an empty mapping of its own first when the table has none (an id
 * such as `constructor` is an ordinary key: ownkeys.mjs). */
const child = (table, key) => own(table, key) ?? put(table, key, {});

/**
 * The collection in the stored `text` (null: nothing stored), and how much of it could not
 * be read: `{owned, lost, unreadable}`. `lost` counts the entries left out (not a game, a
 * kind or an id in the ids' alphabet, or not a count); `unreadable` is true when the store
 * as a whole was not a collection (not JSON, another shape), so nothing in it was kept.
 */
export function readOwned(text) {
  if (text == null) return { owned: {}, lost: 0, unreadable: false };
  let stored;
  try {
    stored = JSON.parse(text);
  } catch {
    return { owned: {}, lost: 0, unreadable: true };
  }
  if (!isMapping(stored) || stored.format !== FORMAT || !isMapping(stored.owned)) {
    return { owned: {}, lost: 0, unreadable: true };
  }
  const owned = {};
  let lost = 0;
  let kept = 0;
  for (const [game, kinds] of Object.entries(stored.owned)) {
    if (!ID.test(game) || !isMapping(kinds)) {
      lost += 1;
      continue;
    }
    for (const [kind, ids] of Object.entries(kinds)) {
      if (!ID.test(kind) || !isMapping(ids)) {
        lost += 1;
        continue;
      }
      for (const [id, count] of Object.entries(ids)) {
        if (!ID.test(id) || !isCount(count) || kept >= MAX_ENTRIES) {
          lost += 1;
          continue;
        }
        kept += 1;
        put(child(child(owned, game), kind), id, count);
      }
    }
  }
  return { owned, lost, unreadable: false };
}

/** The stored text of `owned`. */
export const ownedText = (owned) => JSON.stringify({ format: FORMAT, owned });

/** The collection kept in `storage` under `key`; a storage that cannot be read at all
 * (blocked by the browser) holds none. */
export function loadOwned(storage, key) {
  let text;
  try {
    text = storage.getItem(key);
  } catch {
    return { owned: {}, lost: 0, unreadable: true };
  }
  return readOwned(text);
}

/** Keep `owned` in `storage`; false when the storage refused (full, or blocked). */
export function storeOwned(storage, key, owned) {
  try {
    storage.setItem(key, ownedText(owned));
    return true;
  } catch {
    return false;
  }
}

/** How many of `id` (of `kind`, in `game`) the player owns: 0 when none. */
export const countOf = (owned, game, kind, id) => own(own(own(owned, game), kind), id) ?? 0;

/** `owned` with `count` of `id` (0 removes it, and an emptied kind or game with it);
 * `owned` itself is left as it was. A count that is not one (see isCount) throws: the
 * caller checks what a player typed first. */
export function withCount(owned, game, kind, id, count) {
  if (count !== 0 && !isCount(count)) throw new RangeError(`not a count: ${count}`);
  const next = structuredClone(owned);
  if (count === 0) {
    const kinds = own(next, game);
    const ids = own(kinds, kind);
    if (!ids) return next;
    delete ids[id];
    if (!Object.keys(ids).length) delete kinds[kind];
    if (!Object.keys(kinds).length) delete next[game];
    return next;
  }
  put(child(child(next, game), kind), id, count);
  return next;
}

/** The ids of `kind` in `game` the player owns, with their counts (a Map, in the order
 * they were first marked). */
export const ownedOf = (owned, game, kind) => new Map(Object.entries(own(own(owned, game), kind) ?? {}));

/** Whether the player marked anything at all in `game`. */
export const ownsAny = (owned, game) => Object.values(own(owned, game) ?? {}).some((ids) => Object.keys(ids).length > 0);

/** The ids a force uses more of than the player owns: `used` maps each id of `kind` to the
 * number of models the force uses; the answer lists `{id, used, owned}` in `used`'s order.
 * A game where nothing is marked owned gets none (the player has not told us). */
export function overOwned(owned, game, kind, used) {
  if (!ownsAny(owned, game)) return [];
  const over = [];
  for (const [id, n] of used) {
    const have = countOf(owned, game, kind, id);
    if (n > have) over.push({ id, used: n, owned: have });
  }
  return over;
}

/** `owned` with `more` laid over it (an import's merge): a count in `more` replaces the
 * count of the same id; every other entry of both is kept. */
export function mergedOwned(owned, more) {
  let next = structuredClone(owned);
  for (const [game, kinds] of Object.entries(more)) {
    for (const [kind, ids] of Object.entries(kinds)) {
      for (const [id, count] of Object.entries(ids)) next = withCount(next, game, kind, id, count);
    }
  }
  return next;
}
