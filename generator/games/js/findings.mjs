// What every game's check in the browser does to its findings, the twin of
// generator/words/clip.py (clip), generator/words/wording.py (Words) and generator/verdicts/checking.py
// (CheckRun.finish), so that a verdict reads the same in a builder as from `sortie
// validate`, finding for finding, in order and in the same language.
// Each game's js/ folder links this file, so it is served beside the game's own modules.

import { byCodePoint, knownIds } from "./suggest.mjs";
import { fill } from "./words.mjs";

const MOST_CHARACTERS = 60;
const MOST_DIGITS = 40;

/** `value` as text, cut to `most` characters (the last one an ellipsis), counted in code
 * points as Python counts them. */
export function clip(value, most = MOST_CHARACTERS) {
  const text = String(value);
  if (text.length <= most) return text;
  const chars = Array.from(text);
  return chars.length <= most ? text : `${chars.slice(0, most - 1).join("")}…`;
}

/** The message `key` of a game's table with every `{name}` replaced by `values[name]`
 * and a French `{de:name}` by the name with its preposition (generator/words/wording.py: fill,
 * words.mjs: fill); nothing else is special. */
export function fillMessage(messages, key, values = {}) {
  return fill(messages[key], values);
}

/** Whether `count` takes the singular in `lang`: in English for 1 only, in French for 0
 * and 1 (generator/words/wording.py: one). */
const one = (lang, count) => (lang === "fr" ? count > -2 && count < 2 : count === 1);

/** The language of the page, which its checks speak: French for `<html lang="fr…">`,
 * else English (the twin of `sortie validate --lang`). */
export function pageLanguage(doc = globalThis.document) {
  return String(doc?.documentElement?.lang ?? "").toLowerCase().startsWith("fr") ? "fr" : "en";
}

/**
 * A check's words in `lang` (generator/words/wording.py: Words): `say(key, values)` fills that
 * language's table of the game's data (`messages`, every language with the core's words);
 * `say.counted`, `say.both`, `say.named` and `say.kind` are the twins of Words' methods.
 */
export function wordsOf(messages, lang = "en") {
  const table = messages[lang] ?? messages.en;
  const say = (key, values = {}) => fillMessage(table, key, values);
  say.lang = lang;
  /** `<key>/one` or `<key>/many` for `count`, which fills `{count}`. */
  say.counted = (key, count, values = {}) => say(`${key}/${one(lang, count) ? "one" : "many"}`, { ...values, count });
  /** "A and B and C": the items joined by the table's `and`. */
  say.both = (items) => [...items].join(table.and);
  /** An entry's name in this language: its `name_fr` where the data gives one. */
  say.named = (entry) => (lang === "fr" && entry.name_fr) || entry.name;
  /** A kind of id ("air force") as the table says it (`id-air-force`). */
  say.kind = (what) => table[`id-${what.replaceAll(" ", "-")}`] ?? what;
  return say;
}

/** A number from the file, cut to 40 characters. */
export const clipNumber = (value) => clip(value, MOST_DIGITS);

/**
 * How every check ends (CheckRun.finish): the unknown ids first, then every other error in
 * the order the check found it, each that `knockOn` says may follow from an unknown id of
 * that kind marked with the first such id (in the order the check met them); the warnings
 * in the order found; the unchecked parts in the order of their messages.
 * `found` is a `collector`'s; `knockOn` maps a kind of id to the codes it may cause; `say`
 * is the check's words.
 */
export function finish(found, knockOn, say) {
  return {
    errors: settle(found.errors, found.unknowns, knockOn, say),
    warnings: found.warnings,
    unchecked: [...found.unchecked].sort((a, b) => byCodePoint(a.message, b.message)),
  };
}

function settle(errors, unknowns, knockOn, say) {
  const first = errors.filter((e) => e.code === "unknown-id");
  const rest = errors.filter((e) => e.code !== "unknown-id").map((e) => {
    const cause = unknowns.find(([what]) => (knockOn[what] ?? []).includes(e.code));
    if (!cause) return e;
    const [what, given] = cause;
    return { ...e, message: e.message + say("knock-on", { what: say.kind(what), given: clip(given) }) };
  });
  return [...first, ...rest];
}

/**
 * What a check collects as it runs (CheckRun in generator/verdicts/checking.py): errors and warnings
 * (no lines in the browser), the ids it did not know, and the parts it could not run for
 * want of a value, each once, with the value that would let it run (`fill`); `say` is the
 * check's words.
 */
export function collector(game, say) {
  const found = { errors: [], warnings: [], unchecked: [], unknowns: [] };
  found.error = (code, message) => found.errors.push({ code, message, line: null });
  found.warn = (code, message) => found.warnings.push({ code, message, line: null });
  found.notChecked = (code, message, kind, id, field) => {
    const same = (u) => u.code === code && u.message === message && u.fill.kind === kind && u.fill.id === id && u.fill.field === field;
    if (!found.unchecked.some(same)) found.unchecked.push({ code, message, line: null, fill: { game, kind, id, field } });
  };
  /** An id the data does not define, with the nearest of the known `ids` if it is close. */
  found.unknown = (what, given, ids) => {
    found.unknowns.push([what, given]);
    const known = knownIds(ids, given, say);
    found.error("unknown-id", say("unknown-id", { what: say.kind(what), given: clip(given), known }));
    // What a builder says instead (dom.mjs: findingList): no list of ids for a player. Not
    // enumerable, so the verdict's JSON stays the command line's.
    Object.defineProperty(found.errors.at(-1), "named", { value: { what: say.kind(what), given: clip(given) } });
  };
  return found;
}
