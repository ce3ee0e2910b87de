// A player's own card values: what is printed on the cards they hold and unknown to our
// data (traits and points of aircraft, points of named aces). Kept in the browser, laid
// over the data before each check, exported as a pack (`sortie validate --content content
// --content pack.yaml` then gives the same verdict) and read back from one.
//
// Only unknown values are filled in: a value our data knows is never replaced here (a
// pack that would change one says so, and that patch is left out). No DOM here: Node's
// tests import this module directly.

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_PACK = 1024 * 1024; // the CLI's content file limit is larger; a pack of card values is tiny
const MAX_PATCHES = 5000; // as generator/pack.py
const MAX_POINTS = 9999;

/** The values a player may give, by the data table they fill and the pack's kind. */
export const FIELDS = {
  aircraft: { kind: "aircraft", fields: ["traits", "points"] },
  aces: { kind: "aces", fields: ["points"] },
};
const TABLE_OF_KIND = { aircraft: "aircraft", aces: "aces" };

export const emptyYours = () => ({ aircraft: {}, aces: {} });

const traitIds = (data) => Object.keys(data.cards).filter((id) => data.cards[id].kind === "traits").sort();

/** What is wrong with a value for one field, or null when it may be kept. */
export function problemOf(data, table, id, field, value) {
  if (!Object.hasOwn(FIELDS, table) || !FIELDS[table].fields.includes(field)) return `${field} cannot be filled in here`;
  if (!Object.hasOwn(data[table], id)) return `no ${table === "aces" ? "ace" : "aircraft"} has the id ${JSON.stringify(id)}`;
  if (field === "points") {
    if (!Number.isInteger(value) || value < 0 || value > MAX_POINTS) return `points: expected a whole number from 0 to ${MAX_POINTS}`;
    return null;
  }
  if (!Array.isArray(value) || value.length > 2) return "traits: expected a list of at most two trait ids";
  if (new Set(value).size !== value.length) return "traits: the same trait is named twice";
  const known = traitIds(data);
  const stranger = value.find((t) => typeof t !== "string" || !known.includes(t));
  if (stranger !== undefined) return `traits: ${JSON.stringify(stranger)} is not a trait id (known: ${known.join(", ")})`;
  return null;
}

/** A copy of the data with the player's values where ours are unknown; each filled
 * entry lists its filled fields in `yours`. */
export function applyYours(data, yours) {
  const out = { ...data };
  for (const table of Object.keys(FIELDS)) {
    out[table] = { ...data[table] };
    for (const [id, values] of Object.entries(yours?.[table] ?? {})) {
      if (!Object.hasOwn(data[table], id)) continue;
      const entry = { ...data[table][id] };
      const filled = [];
      for (const [field, value] of Object.entries(values)) {
        if (entry[field] != null || problemOf(data, table, id, field, value)) continue;
        entry[field] = Array.isArray(value) ? [...value] : value;
        filled.push(field);
      }
      if (filled.length) out[table][id] = { ...entry, yours: filled };
    }
  }
  return out;
}

/** The unknown values of the force's aircraft and aces that a player may fill in:
 * [{table, id, name, field}], in force order. */
export function fillable(state, data) {
  const seen = new Set();
  const found = [];
  const add = (table, id) => {
    const entry = data[table]?.[id];
    if (!entry || !Object.hasOwn(data[table], id)) return;
    for (const field of FIELDS[table].fields) {
      const key = `${table}.${id}.${field}`;
      if (entry[field] == null && !seen.has(key)) {
        seen.add(key);
        found.push({ table, id, name: entry.name, field });
      }
    }
  };
  for (const line of state.force) {
    if (line.aircraft) add("aircraft", line.aircraft);
    if (line.ace) {
      add("aces", line.ace);
      const plane = data.aces?.[line.ace]?.aircraft;
      if (plane) add("aircraft", plane);
    }
  }
  return found;
}

/** The number of values in `yours`. */
export const countYours = (yours) => Object.values(yours ?? {}).reduce((n, t) => n + Object.values(t).reduce((m, v) => m + Object.keys(v).length, 0), 0);

/** Set (or, with value undefined, forget) one value; returns a new object. */
export function withValue(yours, table, id, field, value) {
  const out = { aircraft: { ...yours.aircraft }, aces: { ...yours.aces } };
  const entry = { ...(out[table][id] ?? {}) };
  if (value === undefined) delete entry[field];
  else entry[field] = value;
  if (Object.keys(entry).length) out[table][id] = entry;
  else delete out[table][id];
  return out;
}

// -- packs -----------------------------------------------------------------------------

/** The pack file for `yours`, one patch a line: JSON flow mappings, which YAML reads as
 * they are, and which parsePack reads back. */
export function toPack(yours, name = "My cards") {
  const lines = ["pack: 1", `name: ${JSON.stringify(name)}`];
  const patches = [];
  for (const table of Object.keys(FIELDS)) {
    for (const id of Object.keys(yours?.[table] ?? {}).sort()) {
      const values = yours[table][id];
      const written = FIELDS[table].fields.filter((f) => Object.hasOwn(values, f));
      if (!written.length) continue;
      const patch = { game: "brs", kind: FIELDS[table].kind, id };
      for (const field of written) patch[field] = values[field];
      patches.push(`  - ${JSON.stringify(patch)}`);
    }
  }
  lines.push(patches.length ? "patches:" : "patches: []", ...patches);
  // A raw U+0085, U+2028 or U+2029 would be a line break to YAML: escape them as Python does.
  return `${lines.join("\n")}\n`.replace(/[\u0085\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

class PackError extends Error {}

/** The lines of a pack in the form toPack and `sortie pack` write, or a JSON document. */
function packDocument(text) {
  if (/^\s*[{[]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new PackError(`not valid JSON: ${error.message}`);
    }
  }
  const doc = { patches: null };
  let inPatches = false;
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.replace(/\s+#.*$/, "").replace(/^#.*$/, "");
    if (!line.trim()) continue;
    const where = `line ${index + 1}`;
    let m;
    if ((m = /^pack:\s*(\S+)\s*$/.exec(line))) doc.pack = /^\d+$/.test(m[1]) ? Number(m[1]) : m[1];
    else if ((m = /^name:\s*(.*)$/.exec(line))) doc.name = readScalar(m[1], where);
    else if (/^patches:\s*\[\]\s*$/.test(line)) { doc.patches = []; inPatches = false; }
    else if (/^patches:\s*$/.test(line)) { doc.patches = []; inPatches = true; }
    else if (inPatches && (m = /^\s*-\s*(\{.*\})\s*$/.exec(line))) {
      if (doc.patches.length >= MAX_PATCHES) throw new PackError(`at most ${MAX_PATCHES} patches`);
      try {
        doc.patches.push({ ...JSON.parse(m[1]), line: index + 1 });
      } catch {
        throw new PackError(`${where}: the browser reads each patch as one line of JSON, as Sortie writes it; use sortie validate --content for other YAML`);
      }
    } else {
      throw new PackError(`${where}: not in the form Sortie writes packs (pack, name, then one patch a line); use sortie validate --content for other YAML`);
    }
  }
  return doc;
}

function readScalar(text, where) {
  const value = text.trim();
  if (value.startsWith('"')) {
    try {
      return JSON.parse(value);
    } catch {
      throw new PackError(`${where}: the name is not a well-formed quoted text`);
    }
  }
  return value;
}

/**
 * Read a pack against the data. Returns {yours, name, changes, left} where `changes`
 * lists what applying it would do ([{table, id, name, field, value, before}]) and `left`
 * the patches left out and why. Throws an Error whose message says what is wrong with a
 * pack that cannot be used at all; nothing is applied then.
 */
export function parsePack(text, data) {
  if (typeof text !== "string") throw new PackError("the pack is larger than 1 MiB");
  if (text.length > MAX_PACK) throw new PackError("the pack is larger than 1 MiB");
  const doc = packDocument(text);
  if (doc === null || typeof doc !== "object" || Array.isArray(doc)) throw new PackError("not a pack: expected pack: 1 and a list of patches");
  if (doc.pack !== 1) throw new PackError(`pack: expected 1 (the pack format), got ${JSON.stringify(doc.pack ?? null)}`);
  if (!Array.isArray(doc.patches)) throw new PackError("patches: expected a list");
  if (doc.patches.length > MAX_PATCHES) throw new PackError(`at most ${MAX_PATCHES} patches`);
  const name = typeof doc.name === "string" ? doc.name.slice(0, 80) : "";
  let yours = emptyYours();
  const changes = [];
  const left = [];
  doc.patches.forEach((patch, index) => {
    const where = patch?.line ? `line ${patch.line}` : `patch ${index + 1}`;
    if (patch === null || typeof patch !== "object" || Array.isArray(patch)) {
      left.push(`${where}: expected a mapping with game, kind and id`);
      return;
    }
    const { game, kind, id } = patch;
    if (game !== "brs") {
      left.push(`${where}: a patch of the game ${JSON.stringify(game)}, not Blood Red Skies`);
      return;
    }
    const table = Object.hasOwn(TABLE_OF_KIND, kind) ? TABLE_OF_KIND[kind] : null;
    if (!table || typeof id !== "string" || !ID.test(id)) {
      left.push(`${where}: the builder fills in aircraft and aces only (got ${JSON.stringify(kind)} ${JSON.stringify(id)})`);
      return;
    }
    if (!Object.hasOwn(data[table], id)) {
      left.push(`${where}: no ${table === "aces" ? "ace" : "aircraft"} has the id ${JSON.stringify(id)}`);
      return;
    }
    for (const field of Object.keys(patch)) {
      if (["game", "kind", "id", "line"].includes(field)) continue;
      const value = patch[field];
      const problem = problemOf(data, table, id, field, value);
      if (problem) {
        left.push(`${where}: ${data[table][id].name}: ${problem}`);
        continue;
      }
      const before = data[table][id][field];
      if (before != null) {
        left.push(`${where}: ${data[table][id].name}: our data knows its ${field} already`);
        continue;
      }
      yours = withValue(yours, table, id, field, value);
      changes.push({ table, id, name: data[table][id].name, field, value });
    }
  });
  return { yours, name, changes, left };
}

// -- in the share link and in the browser's storage --------------------------------------

/** The `u` parameter of a share link: the values the force depends on, and only those.
 *   a.<aircraft>.t.<trait>~<trait>  a.<aircraft>.p.<points>  e.<ace>.p.<points> */
export function encodeYours(yours, state, data) {
  const needed = new Set(fillable(state, data).map((f) => `${f.table}.${f.id}.${f.field}`));
  const parts = [];
  for (const [table, prefix] of [["aircraft", "a"], ["aces", "e"]]) {
    for (const [id, values] of Object.entries(yours?.[table] ?? {})) {
      for (const [field, value] of Object.entries(values)) {
        if (!needed.has(`${table}.${id}.${field}`)) continue;
        parts.push(field === "traits" ? `${prefix}.${id}.t.${value.join("~")}` : `${prefix}.${id}.p.${value}`);
      }
    }
  }
  return parts.sort().join("_");
}

/** The values a share link carries; entries that are malformed or not for this data are
 * left out (listed in `left`). */
export function decodeYours(text, data) {
  let yours = emptyYours();
  const left = [];
  for (const part of (text ?? "").split("_").filter(Boolean).slice(0, 60)) {
    const [prefix, id, field, value, ...rest] = part.split(".");
    const table = prefix === "a" ? "aircraft" : prefix === "e" ? "aces" : null;
    const name = field === "t" ? "traits" : field === "p" ? "points" : null;
    if (!table || !name || rest.length || value === undefined || !ID.test(id ?? "")) {
      left.push(part.slice(0, 40));
      continue;
    }
    const parsed = name === "traits" ? value.split("~").filter(Boolean) : /^\d{1,4}$/.test(value) ? Number(value) : NaN;
    if (problemOf(data, table, id, name, parsed) || data[table][id][name] != null) {
      left.push(part.slice(0, 40));
      continue;
    }
    yours = withValue(yours, table, id, name, parsed);
  }
  return { yours, left };
}

/** The storage key: one set of values per site and per data version. */
export const storageKey = (siteRoot, data) => `sortie:yours:${siteRoot}:${data.game}:${data.content_version}`;

/** The values kept in storage, checked again (storage is input like any other). */
export function readStored(text, data) {
  if (!text) return emptyYours();
  try {
    const stored = JSON.parse(text);
    let yours = emptyYours();
    for (const table of Object.keys(FIELDS)) {
      for (const [id, values] of Object.entries(stored?.[table] ?? {})) {
        for (const [field, value] of Object.entries(values ?? {})) {
          if (!problemOf(data, table, id, field, value) && data[table][id][field] == null) yours = withValue(yours, table, id, field, value);
        }
      }
    }
    return yours;
  } catch {
    return emptyYours();
  }
}
