// A player's own card values: what is printed on the cards they hold and unknown to our
// data. Kept in the browser, laid over the data before each check, exported as a pack
// (`sortie validate --content content --content pack.yaml` then gives the same verdict)
// and read back from one. Shared by the games' builders; each game describes what may be
// filled in with a spec:
//
//   { game: "<game id>",
//     tables: { aircraft: { kind: "aircraft", noun: "aircraft", prefix: "a",
//                           fields: { traits: { type: "ids", most: 2, code: "t", choices: (data) => [...] },
//                                     points: { type: "int", min: 0, max: 9999, code: "p" },
//                                     jet: { type: "bool", code: "j" } } } },
//     // also: { type: "record", parts: { base: { min: 0 }, … }, fixed: { verified: true } }
//     // (a mapping written whole); "ids" without `most` and "int" without `max` are bounded
//     // by the known ids and by nothing, as the schema's own field is; a field key may be a
//     // dotted path to a nested value ("front.performance")
//     wanted: (state, data) => [[table, id], …] }   // what the current force uses, in order;
//                                                   // [table, id, field] asks for one field
//
// A table with `adds: true` holds definitions the player adds rather than values they
// fill in (cards whose very names no source gives): its entries are new ids, refused when
// `taken(data, id)` names what holds the id already; its fields are `{ type: "name",
// most: 80 }` (written in a pack as the schema's text, `name: {en: …}`), and it says when
// the builder offers it (`offered(state, data)`) and which of its cards a force uses (`used(state,
// id)`, what a share link carries). A pack writes them under `adds:`, as `sortie pack` does.
//
// `kind` is the content folder a pack patch names; `data[table]` holds the entries, each
// with a `name`. A field key may be a dotted path into a nested mapping of the entry
// (`front.performance` is `entry.front.performance`, written in a pack as `front:
// {performance: 4}`, which an overlay merges key by key). A field may name its words in
// messages (`title`, else its key) and an entry field that lowers its `max` when set
// (`atMost`: a rulebook example's bound). Only unknown values are filled in: a value our data knows is never
// replaced here (a pack that would change one says so, and that patch is left out). No DOM
// here: Node's tests import this module directly.

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_PACK = 1024 * 1024; // a pack of card values is tiny; the CLI allows more
const MAX_PATCHES = 5000; // as generator/pack.py

export const emptyYours = (spec) => Object.fromEntries(Object.keys(spec.tables).map((t) => [t, {}]));

const entryOf = (data, table, id) => (Object.hasOwn(data[table] ?? {}, id) ? data[table][id] : undefined);
const isMapping = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

/** The value at a field's path in an entry (undefined when a step is missing). */
export const valueAt = (entry, field) => field.split(".").reduce((v, key) => (isMapping(v) && Object.hasOwn(v, key) ? v[key] : undefined), entry);

/** A copy of `entry` with `value` at the field's path; nested mappings are copied, never shared. */
function withPath(entry, field, value) {
  const [key, ...rest] = field.split(".");
  if (!rest.length) return { ...entry, [key]: value };
  return { ...entry, [key]: withPath(isMapping(entry[key]) ? entry[key] : {}, rest.join("."), value) };
}

/** A field's words in messages and on the page. */
export const labelOf = (spec, table, field) => spec.tables[table]?.fields[field]?.title ?? field.replace(/_/g, " ");

/** A value as the page shows it: a list by its choices' names, yes or no, a number. */
export function shownValue(shape, data, value, label) {
  if (shape.type === "bool") return value ? "yes" : "no";
  if (shape.type === "record") return shape.text(value);
  if (shape.type !== "ids") return String(value);
  return value.length ? value.map((id) => shape.label?.(data, id) ?? id).join(", ") : `no ${label.replace(/s$/, "")}`;
}

/** The highest value a field takes for one entry: its `max`, or lower where the entry's
 * `atMost` field bounds it. */
export function maxOf(shape, entry) {
  const bound = shape.atMost ? valueAt(entry, shape.atMost) : undefined;
  return Number.isInteger(bound) && bound < (shape.max ?? Infinity) ? bound : shape.max;
}

/** The id a name gives a card the player adds: "Eagle Eye" is eagle-eye (accents dropped). */
export const idOf = (name) => name.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");

/** What is wrong with a name: the schema's non-empty text, bounded, on one line. */
function nameProblem(label, { most }, value) {
  if (typeof value !== "string" || !value.trim()) return `${label}: expected the name printed on your card`;
  if ([...value].length > most) return `${label}: at most ${most} characters`;
  return /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(value) ? `${label}: one line of text, without control characters` : null;
}

/** What is wrong with a value for one field, or null when it may be kept. */
export function problemOf(spec, data, table, id, field, value) {
  const shape = Object.hasOwn(spec.tables, table) && Object.hasOwn(spec.tables[table].fields, field) ? spec.tables[table].fields[field] : null;
  if (!shape) return `${field} cannot be filled in here`;
  if (spec.tables[table].adds) {
    // A definition of the player's own: a new id, never one the data holds.
    if (typeof id !== "string" || !ID.test(id)) return `${JSON.stringify(String(id).slice(0, 40))} is not an id (lowercase letters, digits and hyphens)`;
    const holder = spec.tables[table].taken(data, id);
    if (holder != null) return `the id ${JSON.stringify(id)} is taken by ${holder}: a card of yours needs a name of its own`;
    return nameProblem(shape.title ?? field, shape, value);
  }
  const entry = entryOf(data, table, id);
  if (!entry) return `no ${spec.tables[table].noun} has the id ${JSON.stringify(id)}`;
  const label = shape.title ?? field;
  if (shape.type === "bool") return typeof value === "boolean" ? null : `${label}: expected yes or no`;
  if (shape.type === "int") return intProblem(label, { min: shape.min, max: maxOf(shape, entry) }, value, shape.max);
  if (shape.type === "record") return recordProblem(field, shape, value); // its parts by their keys in the file
  const noun = label.replace(/_/g, " ").replace(/s$/, "");
  const known = shape.choices(data);
  const most = shape.most ?? known.length;
  if (!Array.isArray(value) || value.length > most) return `${label}: expected a list of at most ${most === 2 ? "two" : most} ${noun} ids`;
  if (new Set(value).size !== value.length) return `${label}: the same ${noun} is named twice`;
  const stranger = value.find((t) => typeof t !== "string" || !known.includes(t));
  if (stranger !== undefined) return `${label}: ${JSON.stringify(stranger)} is not a ${noun} id (known: ${known.join(", ")})`;
  return null;
}

function intProblem(field, { min, max }, value, own = max) {
  if (Number.isInteger(value) && value >= min && value <= (max ?? Infinity)) return null;
  const why = max != null && max < (own ?? Infinity) ? ` (a rulebook example allows no more than ${max})` : "";
  return `${field}: expected a whole number ${max == null ? `of at least ${min}` : `from ${min} to ${max}`}${why}`;
}

/** A mapping written whole: each part a whole number in its range, each fixed key its value. */
function recordProblem(field, { parts, fixed = {} }, value) {
  const keys = [...Object.keys(parts), ...Object.keys(fixed)];
  if (value === null || typeof value !== "object" || Array.isArray(value)) return `${field}: expected a mapping of ${keys.join(", ")}`;
  const stranger = Object.keys(value).find((key) => !keys.includes(key));
  if (stranger !== undefined) return `${field}.${stranger}: not one of ${keys.join(", ")}`;
  for (const [part, range] of Object.entries(parts)) {
    const problem = intProblem(`${field}.${part}`, range, value[part]);
    if (problem) return problem;
  }
  const wrong = Object.keys(fixed).find((key) => value[key] !== fixed[key]);
  return wrong === undefined ? null : `${field}.${wrong}: expected ${JSON.stringify(fixed[wrong])}`;
}

/** A copy of the data with the player's values where ours are unknown; each filled
 * entry lists its filled fields in `yours`. */
export function applyYours(spec, data, yours) {
  const out = { ...data };
  for (const table of Object.keys(spec.tables)) {
    out[table] = { ...data[table] };
    if (spec.tables[table].adds) {
      for (const [id, values] of Object.entries(yours?.[table] ?? {})) {
        const kept = Object.keys(values).filter((field) => !problemOf(spec, data, table, id, field, values[field]));
        if (kept.length) out[table][id] = { ...Object.fromEntries(kept.map((field) => [field, values[field]])), yours: kept };
      }
      continue;
    }
    for (const [id, values] of Object.entries(yours?.[table] ?? {})) {
      const entry = entryOf(data, table, id);
      if (!entry) continue;
      const filled = [];
      let merged = { ...entry };
      for (const [field, value] of Object.entries(values)) {
        if (valueAt(merged, field) != null || problemOf(spec, data, table, id, field, value)) continue;
        merged = withPath(merged, field, Array.isArray(value) ? [...value] : isMapping(value) ? { ...value } : value);
        filled.push(field);
      }
      if (filled.length) out[table][id] = { ...merged, yours: filled };
    }
  }
  return out;
}

/** The unknown values of what the force uses that a player may fill in:
 * [{table, id, name, field}], in force order, each once. */
export function fillable(spec, state, data) {
  const seen = new Set();
  const found = [];
  for (const [table, id, only] of spec.wanted(state, data)) {
    const entry = entryOf(data, table, id);
    if (!entry || !Object.hasOwn(spec.tables, table)) continue;
    for (const field of Object.keys(spec.tables[table].fields)) {
      if (only !== undefined && field !== only) continue;
      const key = `${table}.${id}.${field}`;
      if (valueAt(entry, field) == null && !seen.has(key)) {
        seen.add(key);
        found.push({ table, id, name: entry.name, field, label: labelOf(spec, table, field) });
      }
    }
  }
  return found;
}

/** The number of values in `yours`. */
export const countYours = (yours) => Object.values(yours ?? {}).reduce((n, t) => n + Object.values(t).reduce((m, v) => m + Object.keys(v).length, 0), 0);

/** Set (or, with value undefined, forget) one value; returns a new object. */
export function withValue(yours, table, id, field, value) {
  const out = Object.fromEntries(Object.entries(yours).map(([t, entries]) => [t, { ...entries }]));
  const entry = { ...(out[table][id] ?? {}) };
  if (value === undefined) delete entry[field];
  else entry[field] = value;
  if (Object.keys(entry).length) out[table][id] = entry;
  else delete out[table][id];
  return out;
}

/** Every value of `more` laid over `yours`. */
export function merged(yours, more) {
  let all = yours;
  for (const table of Object.keys(more)) {
    for (const [id, values] of Object.entries(more[table])) {
      for (const [field, value] of Object.entries(values)) all = withValue(all, table, id, field, value);
    }
  }
  return all;
}

// -- packs -----------------------------------------------------------------------------

/** The pack file for `yours`, one patch a line: JSON flow mappings, which YAML reads as
 * they are, and which parsePack reads back. A dotted field is written as nested mappings. */
export function toPack(spec, yours, name = "My cards") {
  const lines = ["pack: 1", `name: ${JSON.stringify(name)}`];
  const adds = [];
  const patches = [];
  for (const [table, { kind, fields, adds: adding }] of Object.entries(spec.tables)) {
    for (const id of Object.keys(yours?.[table] ?? {}).sort()) {
      const values = yours[table][id];
      const written = Object.keys(fields).filter((f) => Object.hasOwn(values, f));
      if (!written.length) continue;
      let patch = { game: spec.game, kind, id };
      for (const field of written) patch = withPath(patch, field, fields[field].type === "name" ? { en: values[field] } : values[field]);
      (adding ? adds : patches).push(`  - ${JSON.stringify(patch)}`);
    }
  }
  if (adds.length) lines.push("adds:", ...adds);
  lines.push(patches.length ? "patches:" : "patches: []", ...patches);
  // A raw U+0085, U+2028 or U+2029 would be a line break to YAML: escape them as Python does.
  return `${lines.join("\n")}\n`.replace(/[\u0085\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

class PackError extends Error {}

/** The values a patch writes as [field, value, literal] triples: a nested mapping under a
 * key that begins a dotted field is read key by key (`front: {performance: 4}` is
 * `front.performance`), as an overlay merges it. `literal` marks a key with a dot in it,
 * which a content file would take as a key of its own, never as a path. */
function flatValues(fields, patch, prefix = "") {
  const found = [];
  for (const [key, value] of Object.entries(patch)) {
    if (!prefix && ["game", "kind", "id", "line"].includes(key)) continue;
    const field = `${prefix}${key}`;
    const nests = !key.includes(".") && Object.keys(fields).some((f) => f.startsWith(`${field}.`));
    if (nests && isMapping(value)) found.push(...flatValues(fields, value, `${field}.`));
    else found.push([field, value, key.includes(".")]);
  }
  return found;
}

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
  let section = null; // "adds" or "patches", while its items are read
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.replace(/\s+#.*$/, "").replace(/^#.*$/, "");
    if (!line.trim()) continue;
    const where = `line ${index + 1}`;
    let m;
    if ((m = /^pack:\s*(\S+)\s*$/.exec(line))) doc.pack = /^\d+$/.test(m[1]) ? Number(m[1]) : m[1];
    else if ((m = /^name:\s*(.*)$/.exec(line))) doc.name = readScalar(m[1], where);
    else if ((m = /^(adds|patches):\s*\[\]\s*$/.exec(line))) { doc[m[1]] = []; section = null; }
    else if ((m = /^(adds|patches):\s*$/.exec(line))) { doc[m[1]] = []; section = m[1]; }
    else if (section && (m = /^\s*-\s*(\{.*\})\s*$/.exec(line))) {
      if (doc[section].length >= MAX_PATCHES) throw new PackError(`at most ${MAX_PATCHES} ${section}`);
      try {
        doc[section].push({ ...JSON.parse(m[1]), line: index + 1 });
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
 * lists what applying it would do ([{table, id, name, field, value}]) and `left` the
 * patches left out and why. Throws an Error whose message says what is wrong with a pack
 * that cannot be used at all; nothing is applied then.
 */
export function parsePack(spec, text, data, gameName) {
  if (typeof text !== "string" || text.length > MAX_PACK) throw new PackError("the pack is larger than 1 MiB");
  const doc = packDocument(text);
  if (doc === null || typeof doc !== "object" || Array.isArray(doc)) throw new PackError("not a pack: expected pack: 1 and a list of patches");
  if (doc.pack !== 1) throw new PackError(`pack: expected 1 (the pack format), got ${JSON.stringify(doc.pack ?? null)}`);
  // As generator/pack.py: a pack that adds may leave out its patches.
  const patches = doc.patches ?? (Array.isArray(doc.adds) ? [] : null);
  if (!Array.isArray(patches)) throw new PackError("patches: expected a list");
  if (doc.adds != null && !Array.isArray(doc.adds)) throw new PackError("adds: expected a list");
  if (patches.length > MAX_PATCHES || (doc.adds?.length ?? 0) > MAX_PATCHES) throw new PackError(`at most ${MAX_PATCHES} patches or adds`);
  const tablesOf = (adding) => Object.fromEntries(Object.entries(spec.tables).filter(([, t]) => Boolean(t.adds) === adding).map(([table, { kind }]) => [kind, table]));
  const tableOf = tablesOf(false);
  const kinds = Object.keys(tableOf);
  let yours = emptyYours(spec);
  const changes = [];
  const left = [];
  const addOf = tablesOf(true);
  (doc.adds ?? []).forEach((add, index) => {
    const where = add?.line ? `line ${add.line}` : `addition ${index + 1}`;
    if (!isMapping(add)) {
      left.push(`${where}: expected a mapping with game, kind and id`);
      return;
    }
    const table = Object.hasOwn(addOf, add.kind) ? addOf[add.kind] : null;
    if (add.game !== spec.game || !table) {
      left.push(`${where}: the builder adds ${Object.keys(addOf).join(" and ") || "nothing"} of ${gameName} only (got ${JSON.stringify(add.game)} ${JSON.stringify(add.kind)})`);
      return;
    }
    const { fields, noun } = spec.tables[table];
    const stranger = Object.keys(add).find((key) => !["game", "kind", "id", "line"].includes(key) && !Object.hasOwn(fields, key));
    // A name is the schema's text, as in a content file: {en: …}.
    const plain = Object.keys(fields).find((field) => fields[field].type === "name" && !isMapping(add[field]));
    const given = Object.entries(fields).map(([field, shape]) => [field, shape.type === "name" ? add[field]?.en : add[field]]);
    const problem = stranger !== undefined ? `${stranger} cannot be given to a card you add (only ${Object.keys(fields).join(", ")})`
      : plain !== undefined ? `${plain}: expected a mapping with the English text, {"en": "…"}`
        : Object.hasOwn(yours[table], add.id) ? `${JSON.stringify(add.id)} is added twice in this pack`
          : given.map(([field, value]) => problemOf(spec, data, table, add.id, field, value)).find(Boolean);
    if (problem) {
      left.push(`${where}: ${noun}: ${problem}`);
      return;
    }
    for (const [field, value] of given) {
      yours = withValue(yours, table, add.id, field, value);
      changes.push({ table, id: add.id, name: value, field, label: labelOf(spec, table, field), value, adds: true });
    }
  });
  patches.forEach((patch, index) => {
    const where = patch?.line ? `line ${patch.line}` : `patch ${index + 1}`;
    if (patch === null || typeof patch !== "object" || Array.isArray(patch)) {
      left.push(`${where}: expected a mapping with game, kind and id`);
      return;
    }
    const { game, kind, id } = patch;
    if (game !== spec.game) {
      left.push(`${where}: a patch of the game ${JSON.stringify(game)}, not ${gameName}`);
      return;
    }
    const table = Object.hasOwn(tableOf, kind) ? tableOf[kind] : null;
    if (!table || typeof id !== "string" || !ID.test(id)) {
      left.push(`${where}: the builder fills in ${kinds.join(" and ")} only (got ${JSON.stringify(kind)} ${JSON.stringify(id)})`);
      return;
    }
    const entry = entryOf(data, table, id);
    if (!entry) {
      left.push(`${where}: no ${spec.tables[table].noun} has the id ${JSON.stringify(id)}`);
      return;
    }
    for (const [field, value, literal] of flatValues(spec.tables[table].fields, patch)) {
      const problem = literal ? `${field} cannot be filled in here` : problemOf(spec, data, table, id, field, value);
      if (problem) {
        left.push(`${where}: ${entry.name}: ${problem}`);
      } else if (valueAt(entry, field) != null) {
        left.push(`${where}: ${entry.name}: our data knows its ${labelOf(spec, table, field)} already`);
      } else {
        yours = withValue(yours, table, id, field, value);
        changes.push({ table, id, name: entry.name, field, label: labelOf(spec, table, field), value });
      }
    }
  });
  return { yours, name: typeof doc.name === "string" ? doc.name.slice(0, 80) : "", changes, left };
}

// -- in the share link and in the browser's storage --------------------------------------

/** The `u` parameter of a share link: the values the force depends on, and only those,
 * as `<table prefix>.<id>.<field code>.<value>` joined by "_" (a list's ids by "~"). */
export function encodeYours(spec, yours, state, data) {
  const needed = new Set(fillable(spec, state, data).map((f) => `${f.table}.${f.id}.${f.field}`));
  const parts = [];
  for (const [table, { prefix, fields }] of Object.entries(spec.tables)) {
    for (const [id, values] of Object.entries(yours?.[table] ?? {})) {
      for (const [field, value] of Object.entries(values)) {
        const wanted = spec.tables[table].adds ? spec.tables[table].used(state, id) : needed.has(`${table}.${id}.${field}`);
        if (!wanted || !Object.hasOwn(fields, field)) continue;
        const shape = fields[field];
        const listed = shape.type === "record" ? Object.keys(shape.parts).map((part) => value[part])
          : shape.type === "name" ? linkText(value) : value;
        parts.push(`${prefix}.${id}.${shape.code}.${Array.isArray(listed) ? listed.join("~") : listed}`);
      }
    }
  }
  return parts.sort().join("_");
}

/** A name in a link: percent-escaped, and so are the link's own separators "." and "_". */
const linkText = (text) => encodeURIComponent(text).replace(/[._~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const fromLinkText = (text) => {
  try {
    return text.length <= 1000 ? decodeURIComponent(text) : undefined;
  } catch {
    return undefined;
  }
};

/** A record's parts from a link, in the order of the spec (null when there are too few or too many). */
const recordOf = ({ parts, fixed }, numbers) => {
  const names = Object.keys(parts);
  return numbers.length === names.length ? { ...Object.fromEntries(names.map((part, i) => [part, numbers[i]])), ...fixed } : null;
};

/** The values a share link carries; entries that are malformed or not for this data are
 * left out (listed in `left`). */
export function decodeYours(spec, text, data) {
  let yours = emptyYours(spec);
  const left = [];
  const tables = Object.entries(spec.tables);
  for (const part of (text ?? "").split("_").filter(Boolean).slice(0, 60)) {
    const [prefix, id, code, value, ...rest] = part.split(".");
    const found = tables.find(([, t]) => t.prefix === prefix);
    const field = found ? Object.keys(found[1].fields).find((f) => found[1].fields[f].code === code) : undefined;
    if (!found || !field || rest.length || value === undefined || !ID.test(id ?? "")) {
      left.push(part.slice(0, 40));
      continue;
    }
    const [table, { fields }] = found;
    const shape = fields[field];
    const number = (text) => (/^\d{1,6}$/.test(text) ? Number(text) : NaN);
    const parsed = shape.type === "name" ? fromLinkText(value)
      : shape.type === "ids" ? value.split("~").filter(Boolean)
      : shape.type === "bool" ? { true: true, false: false }[value]
        : shape.type === "record" ? recordOf(shape, value.split("~").map(number))
          : number(value);
    if (problemOf(spec, data, table, id, field, parsed) || valueAt(entryOf(data, table, id), field) != null) {
      left.push(part.slice(0, 40));
      continue;
    }
    yours = withValue(yours, table, id, field, parsed);
  }
  return { yours, left };
}

/** The storage key: one set of values per site, game and data version. */
export const storageKey = (siteRoot, data) => `sortie:yours:${siteRoot}:${data.game}:${data.content_version}`;

/** The values kept in storage, checked again (storage is input like any other). */
export function readStored(spec, text, data) {
  if (!text) return emptyYours(spec);
  try {
    const stored = JSON.parse(text);
    let yours = emptyYours(spec);
    for (const table of Object.keys(spec.tables)) {
      for (const [id, values] of Object.entries(stored?.[table] ?? {})) {
        for (const [field, value] of Object.entries(values ?? {})) {
          if (!problemOf(spec, data, table, id, field, value) && valueAt(entryOf(data, table, id), field) == null) yours = withValue(yours, table, id, field, value);
        }
      }
    }
    return yours;
  } catch {
    return emptyYours(spec);
  }
}
