// Lookups and writes of keys that a player, a link, a file or the browser's storage gave.
// A plain `table[key]` reads Object.prototype for `constructor` or `toString`, and a plain
// `table[key] = value` with `__proto__` replaces the object's prototype instead of adding a
// key: with these, every such key is an ordinary key, as it is to Python and to JSON.

/** `table[key]` when the table has that key of its own, else undefined. */
export const own = (table, key) => (table != null && typeof table === "object" && Object.hasOwn(table, key) ? table[key] : undefined);

/** Set `key` of `table` as a key of its own (as JSON.parse does), whatever its name. */
export function put(table, key, value) {
  Object.defineProperty(table, key, { value, enumerable: true, writable: true, configurable: true });
  return value;
}
