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
// Its `title` heads its part of the page, and its `says` are its sentences there: `none`
// (why the player types the names), `nameOf` (the name box), `add` (its button), `type`
// (an empty name) and `added(name)` (a card a pack adds).
//
// A table whose values are printed in the player's rulebook, not on a card, says so with
// `from: "rulebook"`; a field whose known value is a working assumption rather than
// missing says `unverified: true`. A field a club may set as a house rule (a format's
// points limit) says `house: true`: a pack's value replaces ours, as it does for `sortie
// validate`, though the builder never asks for it; it names the schema's range it takes
// with `range` (`formats.points_limit`) where its own key holds an id.
//
// `kind` is the content folder a pack patch names; `data[table]` holds the entries, each
// with a `name`. A field key may be a dotted path into a nested mapping of the entry
// (`front.performance` is `entry.front.performance`, written in a pack as `front:
// {performance: 4}`, which an overlay merges key by key). A field may name its words in
// messages (`title`, else its key) and an entry field that lowers its `max` when set
// (`atMost`: a rulebook example's bound), and the entries whose card prints it at all (`has(entry)`:
// a bomber's card that has no Performance; such a field is never asked for, and a
// value for it is refused). The builder asks only for unknown values; a pack may also change
// one our data knows (a club's points), as it does for `sortie validate`: one rule for what a
// pack may change, in both engines. A share link never does (linkProblem): a stranger's link
// fills in, it does not overrule the site. No DOM here: Node's tests import this module
// directly.
//
// The page's words: a table's `noun` and a field's `title` are given in the page's
// language by the spec (t("noun|aircraft"), as words.mjs says), a field's `words` are its
// name on the page where its title is not (its key, in messages, is that of the file), and
// its `one` names one of a list's ids ("trait").

import { clip } from "./findings.mjs";
import { own, put } from "./ownkeys.mjs";
import { named, t, tn } from "./words.mjs";

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_PACK = 1024 * 1024; // a pack of card values is tiny; the CLI allows more
const MAX_PATCHES = 5000; // as generator/reading/pack.py
const MAX_LINKED = 60; // values a share link carries; the rest are left out, and said to be
const MOST_ECHOED = 40; // characters of a stranger's value repeated in a message

export const emptyYours = (spec) => Object.fromEntries(Object.keys(spec.tables).map((table) => [table, {}]));

const entryOf = (data, table, id) => own(own(data, table), id);
const isMapping = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

/** The value at a field's path in an entry (undefined when a step is missing). */
export const valueAt = (entry, field) => field.split(".").reduce((v, key) => (isMapping(v) && Object.hasOwn(v, key) ? v[key] : undefined), entry);

/** A copy of `entry` with `value` at the field's path; nested mappings are copied, never shared. */
function withPath(entry, field, value) {
  const [key, ...rest] = field.split(".");
  if (!rest.length) return { ...entry, [key]: value };
  return { ...entry, [key]: withPath(isMapping(entry[key]) ? entry[key] : {}, rest.join("."), value) };
}

/** A field's words on the page; of an `entry` whose card words it otherwise (`titleOf`: a
 * ZERO! card's VPs). */
export const labelOf = (spec, table, field, entry = undefined) => {
  const shape = own(own(spec.tables, table)?.fields, field);
  return (entry && shape?.titleOf?.(entry)) ?? shape?.words ?? shape?.title ?? field.replace(/_/g, " ");
};

/** A value as the page shows it: a list by its choices' names, yes or no, a number. */
export function shownValue(shape, data, value, label) {
  if (shape.type === "bool") return value ? t("yes") : t("no");
  if (shape.type === "record") return shape.text(value);
  if (shape.type !== "ids") return String(value);
  return value.length ? value.map((id) => shape.label?.(data, id) ?? id).join(", ") : t("no {one}", { one: shape.one ?? label.replace(/s$/, "") });
}

/** A whole-number field's lowest and highest values, as the schema gives them: the data
 * carries them (`ranges`, per kind and dotted field, written by Python from the schema the
 * command line checks with), so both engines take the same range. A record's part is the
 * field `<field>.<part>`. */
export function rangeOf(spec, data, table, field) {
  const kind = spec.tables[table]?.kind;
  const key = own(own(spec.tables[table]?.fields, field), "range") ?? field;
  const found = kind !== undefined && Object.hasOwn(data?.ranges ?? {}, kind) && Object.hasOwn(data.ranges[kind], key) ? data.ranges[kind][key] : null;
  return found ? { min: found[0], max: found[1] } : { min: undefined, max: undefined };
}

/** The highest value a field takes for one entry: its range's, or lower where the entry's
 * `atMost` field bounds it. */
export function maxOf(shape, entry, range) {
  const bound = shape.atMost ? valueAt(entry, shape.atMost) : undefined;
  return Number.isInteger(bound) && bound < (range.max ?? Infinity) ? bound : range.max;
}

/** The id a name gives a card the player adds: "Eagle Eye" is eagle-eye (accents dropped). */
export const idOf = (name) => name.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");

const hiddenPatterns = new WeakMap();

/** The first character of `text` that a content file refuses in an id (a zero-width space,
 * a text-direction mark: Unicode's format characters, generator/words/invisible.py), or null.
 * The data carries them as Python's code point ranges (`invisible`), so the browser
 * refuses the same characters whatever Unicode version it knows. */
export function hiddenIn(data, text) {
  const ranges = data?.invisible;
  if (!Array.isArray(ranges) || typeof text !== "string") return null;
  if (!hiddenPatterns.has(ranges)) {
    const spans = ranges.map(([first, last]) => `\\u{${first.toString(16)}}-\\u{${last.toString(16)}}`).join("");
    hiddenPatterns.set(ranges, spans ? new RegExp(`[${spans}]`, "u") : null);
  }
  return hiddenPatterns.get(ranges)?.exec(text)?.[0] ?? null;
}

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** What is wrong with a name, by kind ("empty", "long", "lines", "hidden"), or null: the
 * schema's non-empty text, bounded, on one line, with nothing in it that cannot be seen. */
function nameFault({ most }, value, data) {
  if (typeof value !== "string" || !value.trim()) return "empty";
  if ([...value].length > most) return "long";
  if (CONTROL.test(value)) return "lines";
  return hiddenIn(data, value) ? "hidden" : null;
}

/** What is wrong with a name, said after its label. */
function nameProblem(label, shape, value, data) {
  const most = shape.most;
  return {
    empty: () => t("{label}: expected the name printed on your card", { label }),
    long: () => t("{label}: at most {most} characters", { label, most }),
    lines: () => t("{label}: one line of text, without control characters", { label }),
    hidden: () => t("{label}: it holds a character that cannot be seen (a zero-width space or a text-direction mark, often pasted with text); type it again without it", { label }),
  }[nameFault(shape, value, data)]?.() ?? null;
}

/** A name the player typed in a builder's text box (a deck's, a side's, a pilot's), or
 * null when it may be kept: one that holds a character that cannot be seen is refused, as
 * a content file's id is. */
export function typedNameProblem(data, value) {
  return hiddenIn(data, value) ? t("This name holds a character that cannot be seen (a zero-width space or a text-direction mark, often pasted with text): it is not kept. Type the name again without it.") : null;
}

/** A stranger's text as a message repeats it: cut short, every character that cannot be
 * seen or would turn the text around (a control, a direction mark) shown as \ufffd. */
export function echoed(data, value, most = MOST_ECHOED) {
  const text = [...String(value)].map((c) => (CONTROL.test(c) || hiddenIn(data, c) ? "\ufffd" : c)).join("");
  return clip(text, most);
}

/** What is wrong with a value for one field, or null when it may be kept. */
export function problemOf(spec, data, table, id, field, value) {
  const shape = Object.hasOwn(spec.tables, table) && Object.hasOwn(spec.tables[table].fields, field) ? spec.tables[table].fields[field] : null;
  if (!shape) return t("{field} cannot be filled in here", { field });
  if (spec.tables[table].adds) {
    // A definition of the player's own: a new id, never one the data holds.
    if (typeof id !== "string" || !ID.test(id)) return t("{id} is not an id (lowercase letters, digits and hyphens)", { id: JSON.stringify(String(id).slice(0, 40)) });
    const holder = spec.tables[table].taken(data, id);
    if (holder != null) return t("the id {id} is taken by {holder}: a card of yours needs a name of its own", { id: JSON.stringify(id), holder });
    return nameProblem(shape.title ?? field, shape, value, data);
  }
  const entry = entryOf(data, table, id);
  if (!entry) return noEntry(spec, table, id);
  const label = shape.title ?? field;
  if (shape.has && !shape.has(entry)) return t("{label}: the card of {name} does not print it", { label: labelOf(spec, table, field, entry), name: named(entry) });
  if (shape.type === "bool") return typeof value === "boolean" ? null : t("{label}: expected yes or no", { label });
  if (shape.type === "int") {
    const range = rangeOf(spec, data, table, field);
    return intProblem(label, { min: range.min, max: maxOf(shape, entry, range) }, value, range.max);
  }
  if (shape.type === "record") return recordProblem(field, shape, value, (part) => rangeOf(spec, data, table, `${field}.${part}`)); // its parts by their keys in the file
  const noun = label.replace(/_/g, " ").replace(/s$/, "");
  const known = shape.choices(data);
  const most = shape.most ?? known.length;
  if (!Array.isArray(value) || value.length > most) {
    return most === 2 ? t("{label}: expected a list of at most two {noun} ids", { label, noun }) : t("{label}: expected a list of at most {most} {noun} ids", { label, most, noun });
  }
  if (new Set(value).size !== value.length) return t("{label}: the same {noun} is named twice", { label, noun });
  const stranger = value.find((item) => typeof item !== "string" || !known.includes(item));
  if (stranger !== undefined) return t("{label}: {value} is not a {noun} id (known: {known})", { label, value: JSON.stringify(stranger), noun, known: known.join(", ") });
  return null;
}

/** What is wrong with a value a player entered in a builder's form, in the player's words
 * (no field key, no id), or null when it may be kept: {text, part}, where `part` names a
 * record's part at fault (the input to go back to). A pack's problems name its keys
 * instead (problemOf), as the command line does. */
export function typedProblem(spec, data, table, id, field, value) {
  if (!problemOf(spec, data, table, id, field, value)) return null;
  const shape = spec.tables[table].fields[field];
  const whole = (range, max = range.max) => (max < range.max
    ? t("Enter a whole number from {min} to {max}: a rulebook example allows no more.", { min: range.min, max })
    : t("Enter a whole number from {min} to {max}.", { min: range.min, max }));
  if (shape.type === "bool") return { text: t("Choose yes or no.") };
  if (shape.type === "int") {
    const range = rangeOf(spec, data, table, field);
    return { text: whole(range, maxOf(shape, entryOf(data, table, id), range)) };
  }
  if (shape.type === "record") {
    for (const [part, { label }] of Object.entries(shape.parts)) {
      const range = rangeOf(spec, data, table, `${field}.${part}`);
      const given = own(value, part);
      if (!(Number.isInteger(given) && given >= range.min && given <= range.max)) return { text: t("“{part}”: enter a whole number from {min} to {max}.", { part: label, min: range.min, max: range.max }), part };
    }
  }
  if (shape.type === "ids" && Array.isArray(value) && new Set(value).size !== value.length) {
    return { text: t("The same {one} is picked twice: pick each one once.", { one: shape.one ?? labelOf(spec, table, field) }) };
  }
  return { text: problemOf(spec, data, table, id, field, value) };
}

/** No entry of the table has this id. */
const noEntry = (spec, table, id) => t("no {noun} has the id {id}", { noun: spec.tables[table].noun, id: JSON.stringify(id) });

/** What is wrong with a whole number out of its range; `widest` is the schema's top, above
 * `max` where a rulebook example bounds one entry lower. */
function intProblem(field, { min, max }, value, widest = max) {
  if (Number.isInteger(value) && value >= min && value <= max) return null;
  const why = max < widest ? t(" (a rulebook example allows no more than {max})", { max }) : "";
  return t("{field}: expected a whole number from {min} to {max}{why}", { field, min, max, why });
}

/** A mapping written whole: each part a whole number in its range (`rangeOf(part)`), each
 * fixed key its value. */
function recordProblem(field, { parts, fixed = {} }, value, rangeOf) {
  const keys = [...Object.keys(parts), ...Object.keys(fixed)];
  if (value === null || typeof value !== "object" || Array.isArray(value)) return t("{field}: expected a mapping of {keys}", { field, keys: keys.join(", ") });
  const stranger = Object.keys(value).find((key) => !keys.includes(key));
  if (stranger !== undefined) return t("{field}.{key}: not one of {keys}", { field, key: stranger, keys: keys.join(", ") });
  for (const part of Object.keys(parts)) {
    const problem = intProblem(`${field}.${part}`, rangeOf(part), own(value, part));
    if (problem) return problem;
  }
  const wrong = Object.keys(fixed).find((key) => own(value, key) !== fixed[key]);
  return wrong === undefined ? null : t("{field}.{key}: expected {value}", { field, key: wrong, value: JSON.stringify(fixed[wrong]) });
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
        if (problemOf(spec, data, table, id, field, value)) continue;
        merged = withPath(merged, field, Array.isArray(value) ? [...value] : isMapping(value) ? { ...value } : value);
        filled.push(field);
      }
      if (filled.length) out[table][id] = { ...merged, yours: filled };
    }
  }
  return out;
}

/** The values of `yours` that stand in for one the site gives (a club's house rule, or a
 * card value a pack changed): [{table, id, name, field, label}], each said by what it
 * belongs to (a format for a house rule, else the card). The builder never asks for
 * these, so they are listed apart, to be changed or forgotten. */
export function overruled(spec, data, yours) {
  return Object.keys(spec.tables).filter((table) => !spec.tables[table].adds).flatMap((table) =>
    Object.entries(own(yours, table) ?? {}).flatMap(([id, values]) => {
      const entry = entryOf(data, table, id);
      return Object.keys(values)
        .filter((field) => isHouse(spec, table, field) || (entry && valueAt(entry, field) != null))
        .map((field) => ({ table, id, field, label: labelOf(spec, table, field),
          name: isHouse(spec, table, field) ? own(spec.tables[table].fields, field)?.of : entry.name }));
    }));
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
      if ((only !== undefined && field !== only) || isHouse(spec, table, field)) continue;
      if (spec.tables[table].fields[field].has?.(entry) === false) continue;
      const key = `${table}.${id}.${field}`;
      if (valueAt(entry, field) == null && !seen.has(key)) {
        seen.add(key);
        found.push({ table, id, name: named(entry), field, label: labelOf(spec, table, field, entry) });
      }
    }
  }
  return found;
}

/** Whether a field is a house rule a pack may set over ours (`house`). */
export const isHouse = (spec, table, field) => Boolean(own(own(own(spec.tables, table)?.fields, field), "house"));

/** The values a force depends on, as fillable lists them, and the house rules it names
 * (`wanted`'s [table, id, field] of a `house` field): what a share link carries. */
export function carried(spec, state, data) {
  const house = spec.wanted(state, data).filter(([table, id, only]) => only !== undefined && isHouse(spec, table, only) && entryOf(data, table, id))
    .map(([table, id, field]) => ({ table, id, name: named(entryOf(data, table, id)), field, label: labelOf(spec, table, field, entryOf(data, table, id)) }));
  return [...fillable(spec, state, data), ...house];
}

/** The values of `yours` a force (`state`) uses: those it needs filled in (carried), and
 * the cards of the player's own it holds. A verdict rests on these and no others. */
export function usedValues(spec, yours, state, data) {
  const needed = new Set(carried(spec, state, data).map((f) => `${f.table}\n${f.id}\n${f.field}`));
  let out = emptyYours(spec);
  for (const [table, entries] of Object.entries(yours)) {
    if (!Object.hasOwn(spec.tables, table)) continue;
    for (const [id, values] of Object.entries(entries)) {
      for (const [field, value] of Object.entries(values)) {
        const wanted = spec.tables[table].adds ? spec.tables[table].used(state, id) : needed.has(`${table}\n${id}\n${field}`);
        if (wanted) out = withValue(out, table, id, field, value);
      }
    }
  }
  return out;
}

/** One value of `yours` (undefined when it has none): every step looked up as the
 * table's own, so that no id reads Object.prototype. */
export const valueOf = (yours, table, id, field) => own(own(own(yours, table), id), field);

/** The number of values in `yours`. */
export const countYours = (yours) => Object.values(yours ?? {}).reduce((n, table) => n + Object.values(table).reduce((m, v) => m + Object.keys(v).length, 0), 0);

/** Set (or, with value undefined, forget) one value; returns a new object. */
export function withValue(yours, table, id, field, value) {
  const out = Object.fromEntries(Object.entries(yours).map(([table, entries]) => [table, { ...entries }]));
  const entry = { ...(own(out[table], id) ?? {}) };
  if (value === undefined) delete entry[field];
  else put(entry, field, value);
  if (Object.keys(entry).length) put(out[table], id, entry);
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

/** The additions and patches of a pack for `yours`: `{adds, patches}`, each a list of
 * mappings ({game, kind, id, …values}); a dotted field is written as nested mappings. */
export function packItems(spec, yours) {
  const adds = [];
  const patches = [];
  for (const [table, { kind, fields, adds: adding }] of Object.entries(spec.tables)) {
    for (const id of Object.keys(yours?.[table] ?? {}).sort()) {
      const values = yours[table][id];
      const written = Object.keys(fields).filter((f) => Object.hasOwn(values, f));
      if (!written.length) continue;
      let patch = { game: spec.game, kind, id };
      for (const field of written) patch = withPath(patch, field, fields[field].type === "name" ? { en: values[field] } : values[field]);
      (adding ? adds : patches).push(patch);
    }
  }
  return { adds, patches };
}

/** A line of YAML text with the characters YAML takes for line breaks escaped, as Python
 * does: a raw U+0085, U+2028 or U+2029 inside a JSON string. */
export const yamlSafe = (text) => text.replace(/[\u0085\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** The pack file for `yours`, one patch a line: JSON flow mappings, which YAML reads as
 * they are, and which parsePack reads back. */
export function toPack(spec, yours, name = "My cards") {
  const lines = ["pack: 1", `name: ${JSON.stringify(name)}`];
  const { adds, patches } = packItems(spec, yours);
  const line = (item) => `  - ${JSON.stringify(item)}`;
  if (adds.length) lines.push("adds:", ...adds.map(line));
  lines.push(patches.length ? "patches:" : "patches: []", ...patches.map(line));
  return yamlSafe(`${lines.join("\n")}\n`);
}

class PackError extends Error {}

/** JSON text with every number written with a fraction or an exponent (`40.0`, `1e2`) made
 * a mapping that no field takes: JSON.parse would make `40.0` the whole number 40, which
 * the command line (reading the same text as YAML) refuses as not whole. */
export function markFractions(text) {
  let out = "";
  let at = 0;
  const token = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;
  for (const match of text.matchAll(token)) {
    const written = match[0];
    if (written.startsWith('"') || !/[.eE]/.test(written)) continue;
    out += `${text.slice(at, match.index)}{"number":${JSON.stringify(written)}}`;
    at = match.index + written.length;
  }
  return out + text.slice(at);
}

const parseJson = (text) => JSON.parse(markFractions(text));

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
      return parseJson(text);
    } catch (error) {
      throw new PackError(t("not valid JSON: {why}", { why: error.message }));
    }
  }
  const doc = { patches: null };
  let section = null; // "adds" or "patches", while its items are read
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.replace(/\s+#.*$/, "").replace(/^#.*$/, "");
    if (!line.trim()) continue;
    const where = t("line {line}", { line: index + 1 });
    let m;
    if ((m = /^pack:\s*(\S+)\s*$/.exec(line))) doc.pack = /^\d+$/.test(m[1]) ? Number(m[1]) : m[1];
    else if ((m = /^name:\s*(.*)$/.exec(line))) doc.name = readScalar(m[1], where);
    else if ((m = /^(adds|patches):\s*\[\]\s*$/.exec(line))) { doc[m[1]] = []; section = null; }
    else if ((m = /^(adds|patches):\s*$/.exec(line))) { doc[m[1]] = []; section = m[1]; }
    else if (section && (m = /^\s*-\s*(\{.*\})\s*$/.exec(line))) {
      if (doc[section].length >= MAX_PATCHES) throw new PackError(t("at most {count} {section}", { count: MAX_PATCHES, section }));
      try {
        doc[section].push({ ...parseJson(m[1]), line: index + 1 });
      } catch {
        throw new PackError(t("{where}: the browser reads each patch as one line of JSON, as Sortie writes it; use sortie validate --content for other YAML", { where }));
      }
    } else {
      throw new PackError(t("{where}: not in the form Sortie writes packs (pack, name, then one patch a line); use sortie validate --content for other YAML", { where }));
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
      throw new PackError(t("{where}: the name is not a well-formed quoted text", { where }));
    }
  }
  return value;
}

/** Where an item of a pack is: its line, in a pack of lines; its place in a JSON one. */
const whereOf = (item, index, what) => (Number.isInteger(item?.line) ? t("line {line}", { line: item.line }) : what === "addition" ? t("addition {number}", { number: index + 1 }) : t("patch {number}", { number: index + 1 }));

/**
 * Read a pack against the data. Returns {yours, name, changes, left, warnings} where `changes`
 * lists what applying it would do ([{table, id, name, field, value}]) and `left` the
 * patches left out and why (`warnings`: what is used but likely not meant, a second patch
 * of one definition). Throws an Error whose message says what is wrong with a pack
 * that cannot be used at all; nothing is applied then.
 */
export function parsePack(spec, text, data, gameName) {
  if (typeof text !== "string" || text.length > MAX_PACK) throw new PackError(t("the pack is larger than 1 MiB"));
  const doc = packDocument(text);
  if (doc === null || typeof doc !== "object" || Array.isArray(doc)) throw new PackError(t("not a pack: expected pack: 1 and a list of patches"));
  if (doc.pack !== 1) throw new PackError(t("pack: expected 1 (the pack format), got {got}", { got: clip(JSON.stringify(doc.pack ?? null) ?? "") }));
  // As generator/reading/pack.py: a pack that adds may leave out its patches.
  const patches = doc.patches ?? (Array.isArray(doc.adds) ? [] : null);
  if (!Array.isArray(patches)) throw new PackError(t("patches: expected a list"));
  if (doc.adds != null && !Array.isArray(doc.adds)) throw new PackError(t("adds: expected a list"));
  if (patches.length > MAX_PATCHES || (doc.adds?.length ?? 0) > MAX_PATCHES) throw new PackError(t("at most {count} patches or adds", { count: MAX_PATCHES }));
  // As generator/reading/pack.py: no pack changes the version the players' own values are kept under.
  const version = patches.findIndex((patch) => isMapping(patch) && patch.kind === "game" && Object.hasOwn(patch, "content_version"));
  if (version >= 0) throw new PackError(t("{where}: a pack cannot change content_version: it is the version of the site's data, under which players' own values are kept", { where: whereOf(patches[version], version, "patch") }));
  const warnings = [];
  const firstPatch = new Map(); // game, kind and id → the line of the pack's first patch of it
  const tablesOf = (adding) => Object.fromEntries(Object.entries(spec.tables).filter(([, shape]) => Boolean(shape.adds) === adding).map(([table, { kind }]) => [kind, table]));
  const tableOf = tablesOf(false);
  const kinds = Object.keys(tableOf);
  let yours = emptyYours(spec);
  const changes = [];
  const left = [];
  const addOf = tablesOf(true);
  (doc.adds ?? []).forEach((add, index) => {
    const where = whereOf(add, index, "addition");
    if (!isMapping(add)) {
      left.push(t("{where}: expected a mapping with game, kind and id", { where }));
      return;
    }
    const table = Object.hasOwn(addOf, add.kind) ? addOf[add.kind] : null;
    if (add.game !== spec.game || !table) {
      const kinds = Object.keys(addOf).join(t(" and ")) || t("nothing");
      left.push(t("{where}: the builder adds {kinds} of {game} only (got {got})", { where, kinds, game: gameName, got: `${JSON.stringify(add.game)} ${JSON.stringify(add.kind)}` }));
      return;
    }
    const { fields, noun } = spec.tables[table];
    const stranger = Object.keys(add).find((key) => !["game", "kind", "id", "line"].includes(key) && !Object.hasOwn(fields, key));
    // A name is the schema's text, as in a content file: {en: …}, or a plain text for the
    // English alone.
    const given = Object.entries(fields).map(([field, shape]) => [field, shape.type === "name" && isMapping(add[field]) ? add[field].en : add[field]]);
    const problem = stranger !== undefined ? t("{key} cannot be given to a card you add (only {fields})", { key: clip(stranger), fields: Object.keys(fields).join(", ") })
      : Object.hasOwn(yours[table], add.id) ? t("{id} is added twice in this pack", { id: clip(JSON.stringify(add.id)) })
          : given.map(([field, value]) => problemOf(spec, data, table, add.id, field, value)).find(Boolean);
    if (problem) {
      left.push(t("{where}: {name}: {problem}", { where, name: noun, problem }));
      return;
    }
    for (const [field, value] of given) {
      yours = withValue(yours, table, add.id, field, value);
      changes.push({ table, id: add.id, name: value, field, label: labelOf(spec, table, field), value, adds: true });
    }
  });
  patches.forEach((patch, index) => {
    const where = whereOf(patch, index, "patch");
    if (patch === null || typeof patch !== "object" || Array.isArray(patch)) {
      left.push(t("{where}: expected a mapping with game, kind and id", { where }));
      return;
    }
    const { game, kind, id } = patch;
    if (game !== spec.game) {
      left.push(t("{where}: a patch for another game than {name}", { where, name: gameName }));
      return;
    }
    const table = Object.hasOwn(tableOf, kind) ? tableOf[kind] : null;
    if (!table || typeof id !== "string" || !ID.test(id)) {
      left.push(t("{where}: the builder fills in {kinds} only (got {got})", { where, kinds: kinds.join(t(" and ")), got: `${JSON.stringify(kind)} ${JSON.stringify(id)}` }));
      return;
    }
    const entry = entryOf(data, table, id);
    if (!entry) {
      left.push(t("{where}: {problem}", { where, problem: noEntry(spec, table, id) }));
      return;
    }
    const target = JSON.stringify([game, kind, id]);
    if (firstPatch.has(target)) {
      warnings.push(t("{where}: a second patch of {name} in this pack (the first is at {first}): where both write a value, this one wins", { where, name: entry.name, first: firstPatch.get(target) }));
    } else firstPatch.set(target, where);
    for (const [field, value, literal] of flatValues(spec.tables[table].fields, patch)) {
      const problem = literal ? t("{field} cannot be filled in here", { field }) : problemOf(spec, data, table, id, field, value);
      if (problem) {
        left.push(t("{where}: {name}: {problem}", { where, name: entry.name, problem }));
      } else {
        yours = withValue(yours, table, id, field, value);
        // A house rule is said by what it belongs to (a format), not by the game.
        // A value our data knows that the pack changes says what it was (`was`).
        const was = valueAt(entry, field);
        changes.push({ table, id, name: own(spec.tables[table].fields, field)?.of ?? entry.name, field, label: labelOf(spec, table, field, entry), value, was });
      }
    }
  });
  return { yours, name: typeof doc.name === "string" ? doc.name.slice(0, 80) : "", changes, left, warnings };
}

// -- in the share link and in the browser's storage --------------------------------------

/** The `u` parameter of a share link: the values the force depends on, and only those,
 * as `<table prefix>.<id>.<field code>.<value>` joined by "_" (a list's ids by "~"). */
export function encodeYours(spec, yours, state, data) {
  const needed = new Set(carried(spec, state, data).map((f) => `${f.table}.${f.id}.${f.field}`));
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

/** Why a link's value cannot be kept, in the player's words (no id, no code), or null. */
function linkProblem(spec, data, table, id, field, value) {
  const { adds, fields, taken } = spec.tables[table];
  const shape = fields[field];
  if (adds) {
    if (taken(data, id) != null) return t("a card of this site has that name already");
    if (value === undefined) return UNREADABLE();
    return {
      empty: () => t("the name is empty"),
      long: () => t("the name is longer than {most} characters", { most: shape.most }),
      lines: () => t("the name holds line breaks or control characters"),
      hidden: () => t("the name holds a character that cannot be seen (a zero-width space or a text-direction mark)"),
    }[nameFault(shape, value, data)]?.() ?? null;
  }
  const entry = entryOf(data, table, id);
  if (!entry) return t("it is for a card this site does not have (the link may come from another version of the site)");
  if (valueAt(entry, field) != null && !isHouse(spec, table, field)) return t("this site knows it already");
  if (!problemOf(spec, data, table, id, field, value)) return null;
  if (shape.type === "bool") return t("it must be yes or no");
  if (shape.type === "record") return t("it must be {count} whole numbers, each in its range", { count: Object.keys(shape.parts).length });
  if (shape.type === "int") {
    const range = rangeOf(spec, data, table, field);
    return t("it must be a whole number from {min} to {max}", { min: range.min, max: maxOf(shape, entry, range) });
  }
  const most = shape.most ?? shape.choices(data).length;
  if (value.length > most) return t("it lists more than {most}", { most });
  return new Set(value).size !== value.length ? t("it names the same one twice") : t("it names one this site does not know");
}

const UNREADABLE = () => t("this site cannot read it: the link may be cut, changed, or made by another version of the site");

/** Which of a link's values is meant, in the player's words: the entry's name and the
 * field's, with the value as the link gave it where it is one (a number, yes or no; never
 * a list of ids), cut short. */
function linkedWhat(spec, data, table, id, field, value, raw) {
  const { adds, noun, fields } = spec.tables[table];
  if (adds) return value === undefined ? t("one value") : t("the {noun} “{name}”", { noun, name: echoed(data, value) });
  const entry = entryOf(data, table, id);
  if (!entry) return t("one value");
  const what = { label: labelOf(spec, table, field, entry), name: named(entry) };
  return ["int", "bool"].includes(fields[field].type) ? t("{label} of {name} (“{value}”)", { ...what, value: echoed(data, raw) }) : t("{label} of {name}", what);
}

/** The values a share link carries. Those that are malformed or not for this data are left
 * out, each listed in `left` as {part, what, why}: the part of the link (cut short), which
 * value it is and why it is left out, both in the player's words; those past the most a
 * link carries are one entry with their `count`. */
export function decodeYours(spec, text, data) {
  let yours = emptyYours(spec);
  const left = [];
  const tables = Object.entries(spec.tables);
  const parts = (text ?? "").split("_").filter(Boolean);
  for (const part of parts.slice(0, MAX_LINKED)) {
    const [prefix, id, code, value, ...rest] = part.split(".");
    const leave = (what, why) => left.push({ part: clip(part, MOST_ECHOED), what, why });
    const found = tables.find(([, t]) => t.prefix === prefix);
    const field = found ? Object.keys(found[1].fields).find((f) => found[1].fields[f].code === code) : undefined;
    if (!found || !field || rest.length || value === undefined || !ID.test(id ?? "")) {
      const entry = found && !found[1].adds ? entryOf(data, found[0], id) : undefined;
      leave(entry ? t("a value for {name}", { name: named(entry) }) : t("one value"), UNREADABLE());
      continue;
    }
    const [table, { fields }] = found;
    const shape = fields[field];
    const number = (text) => (/^\d{1,6}$/.test(text) ? Number(text) : NaN);
    const parsed = shape.type === "name" ? fromLinkText(value)
      : shape.type === "ids" ? value.split("~").filter(Boolean)
      : shape.type === "bool" ? own({ true: true, false: false }, value)
        : shape.type === "record" ? recordOf(shape, value.split("~").map(number))
          : number(value);
    const why = linkProblem(spec, data, table, id, field, parsed);
    if (why) {
      leave(linkedWhat(spec, data, table, id, field, parsed, value), why);
      continue;
    }
    yours = withValue(yours, table, id, field, parsed);
  }
  if (parts.length > MAX_LINKED) {
    const more = parts.length - MAX_LINKED;
    left.push({ part: "", count: more, what: tn("{count} more value", "{count} more values", more), why: t("a link carries at most {most} of your values", { most: MAX_LINKED }) });
  }
  return { yours, left };
}

/** What a builder says of the values a link left out (decodeYours' `left`): a sentence for
 * each of the first few, the same value left out for the same reason said once with how
 * many more times (as `sortie validate` folds a repeated message), then how many more. */
export function leftOutOfLink(left, most = 5) {
  const alike = new Map();
  for (const entry of left) {
    const key = `${entry.what}\n${entry.why}`;
    alike.set(key, [...(alike.get(key) ?? []), entry]);
  }
  const groups = [...alike.values()];
  const said = groups.slice(0, most).map(([{ what, why }, ...again]) => t("Left out from the link: {what}, because {why}{again}.",
    { what, why, again: again.length ? tn(" (and {count} more time)", " (and {count} more times)", again.length) : "" }));
  const more = groups.slice(most).flat().reduce((n, entry) => n + (entry.count ?? 1), 0);
  return more > 0 ? [...said, tn("{count} more value left out from the link.", "{count} more values left out from the link.", more)] : said;
}

/** The storage key: one set of values per site, game and data version. */
export const storageKey = (siteRoot, data) => `sortie:yours:${siteRoot}:${data.game}:${data.content_version}`;

/**
 * The stored text of the values kept for this site and game: this data version's, else the
 * newest other version's. A data update must not forget what a player transcribed from
 * their cards: readStored then keeps, of an earlier version's values, only those today's
 * data still takes (a value the site has come to know is no longer the player's to give).
 * The first change the player makes keeps the values under this version's key; a list
 * emptied there is kept as empty, so the earlier values never come back by themselves.
 */
export function storedText(storage, siteRoot, data) {
  const text = storage.getItem(storageKey(siteRoot, data));
  if (text != null) return text;
  const prefix = `sortie:yours:${siteRoot}:${data.game}:`;
  const versions = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(prefix) && !key.slice(prefix.length).includes(":")) versions.push(key);
  }
  versions.sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  return versions.length ? storage.getItem(versions.at(-1)) : null;
}

/** The values kept for this site and game (storedText), checked again; none when the
 * browser's storage cannot be read (blocked). */
export function loadStored(spec, data, siteRoot, storage = globalThis.localStorage) {
  try {
    return readStored(spec, storedText(storage, siteRoot, data), data);
  } catch {
    return emptyYours(spec);
  }
}

/** The values kept in storage, checked again (storage is input like any other). */
export function readStored(spec, text, data) {
  if (!text) return emptyYours(spec);
  try {
    const stored = JSON.parse(text);
    let yours = emptyYours(spec);
    for (const table of Object.keys(spec.tables)) {
      for (const [id, values] of Object.entries(own(stored, table) ?? {})) {
        for (const [field, value] of Object.entries(values ?? {})) {
          if (!problemOf(spec, data, table, id, field, value)) yours = withValue(yours, table, id, field, value);
        }
      }
    }
    return yours;
  } catch {
    return emptyYours(spec);
  }
}
