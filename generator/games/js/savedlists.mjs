// Saved lists (My hangar): the decks, set-ups and forces a player saved from the builders,
// by name, kept in the browser's storage for this site. A list is the builder's own link
// (what its address bar holds after "#"), so opening it is opening that link, and an id
// the data no longer knows stays in it until the player changes the list.
//
// The store is one JSON value under a key that carries its format's version:
//   sortie:lists:1:<site root> → {"format": 1, "lists": [{id, game, name, link}, …]}
// Storage is input like any other: it is read item by item, a list that is not a list is
// left out and named (what was lost), the others are kept. A full store refuses a write:
// the caller says so, and what was kept stays as it was. No DOM here: Node's tests import
// this module directly.

export const FORMAT = 1;
export const MAX_NAME = 80; // as a deck's name in a builder
export const MAX_LINK = 4000; // a builder's link is at most 1,500 characters today
export const MAX_LISTS = 500;

const GAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** The storage key of the lists of the site whose root is `siteRoot` (a path). */
export const listsKey = (siteRoot) => `sortie:lists:${FORMAT}:${siteRoot}`;

/** What is wrong with a list's name ("empty", "long", "lines"), or null. */
export function nameProblem(name) {
  if (typeof name !== "string" || !name.trim()) return "empty";
  if ([...name].length > MAX_NAME) return "long";
  return CONTROL.test(name) ? "lines" : null;
}

/** A stored item as a list, or null when it is not one. */
function listOf(item) {
  if (item === null || typeof item !== "object" || Array.isArray(item)) return null;
  const { id, game, name, link } = item;
  if (!Number.isSafeInteger(id) || id < 1) return null;
  if (typeof game !== "string" || !GAME.test(game)) return null;
  if (nameProblem(name)) return null;
  if (typeof link !== "string" || link.length > MAX_LINK || CONTROL.test(link)) return null;
  return { id, game, name, link };
}

/** A name to say what was lost by, where the item has one that can be shown. */
function lostName(item) {
  const name = item?.name;
  return typeof name === "string" && !nameProblem(name.trim().slice(0, MAX_NAME)) ? name.trim().slice(0, MAX_NAME) : null;
}

/**
 * The lists in the stored `text` (null: none stored), and what could not be read:
 * `{lists, lost, unreadable}`. `lost` holds one entry per item left out (`{name}`, null
 * when it had none to show); `unreadable` is true when the store as a whole was not the
 * lists (not JSON, another shape), in which case nothing in it could be kept.
 */
export function readLists(text) {
  if (text == null) return { lists: [], lost: [], unreadable: false };
  let stored;
  try {
    stored = JSON.parse(text);
  } catch {
    return { lists: [], lost: [], unreadable: true };
  }
  if (stored === null || typeof stored !== "object" || stored.format !== FORMAT || !Array.isArray(stored.lists)) {
    return { lists: [], lost: [], unreadable: true };
  }
  const lists = [];
  const lost = [];
  const seen = new Set();
  for (const item of stored.lists.slice(0, MAX_LISTS)) {
    const list = listOf(item);
    if (list && !seen.has(list.id)) {
      seen.add(list.id);
      lists.push(list);
    } else {
      lost.push({ name: lostName(item) });
    }
  }
  for (const item of stored.lists.slice(MAX_LISTS)) lost.push({ name: lostName(item) });
  return { lists, lost, unreadable: false };
}

/** The stored text of `lists`. */
export const listsText = (lists) => JSON.stringify({ format: FORMAT, lists });

/** The lists kept in `storage` (localStorage, or anything with getItem) under `key`;
 * a storage that cannot be read at all (blocked by the browser) holds none. */
export function loadLists(storage, key) {
  let text;
  try {
    text = storage.getItem(key);
  } catch {
    return { lists: [], lost: [], unreadable: true };
  }
  return readLists(text);
}

/** Keep `lists` in `storage`; false when the storage refused (full, or blocked). */
export function storeLists(storage, key, lists) {
  try {
    storage.setItem(key, listsText(lists));
    return true;
  } catch {
    return false;
  }
}

const nextId = (lists) => lists.reduce((most, list) => Math.max(most, list.id), 0) + 1;

/** `lists` with a list of `game` named `name` holding `link`: the list of that game and
 * name is replaced (saving again under a name updates it), else one is added at the end.
 * Returns `{lists, list, replaced}`. */
export function withSaved(lists, game, name, link) {
  const found = lists.find((list) => list.game === game && list.name === name);
  if (found) {
    const list = { ...found, link };
    return { lists: lists.map((l) => (l.id === found.id ? list : l)), list, replaced: true };
  }
  const list = { id: nextId(lists), game, name, link };
  return { lists: [...lists, list], list, replaced: false };
}

/** `lists` with list `id` named `name`. */
export const renamed = (lists, id, name) => lists.map((list) => (list.id === id ? { ...list, name } : list));

/** `lists` with a copy of list `id`, named `name`, just after it. */
export function duplicated(lists, id, name) {
  const at = lists.findIndex((list) => list.id === id);
  if (at < 0) return lists;
  const copy = { ...lists[at], id: nextId(lists), name };
  return [...lists.slice(0, at + 1), copy, ...lists.slice(at + 1)];
}

/** `lists` without list `id`. */
export const removed = (lists, id) => lists.filter((list) => list.id !== id);

/** A name for a copy of `name` that no list of `game` has yet: "name (2)", "name (3)"… */
export function copyName(lists, game, name) {
  const taken = new Set(lists.filter((list) => list.game === game).map((list) => list.name));
  const base = name.replace(/ \(\d+\)$/, "");
  for (let n = 2; ; n += 1) {
    const suffix = ` (${n})`;
    const candidate = [...base].slice(0, MAX_NAME - suffix.length).join("") + suffix;
    if (!taken.has(candidate)) return candidate;
  }
}
