// What every game's check in the browser does to its findings, the twin of
// generator/clip.py (clip) and generator/checking.py (CheckRun.finish), so that a verdict
// reads the same in a builder as from `sortie validate`, finding for finding and in order.
// Each game's js/ folder links this file, so it is served beside the game's own modules.

import { byCodePoint } from "./suggest.mjs";

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
 * (generator/wording.py: fill); nothing else is special. */
export function fillMessage(messages, key, values = {}) {
  return messages[key].replace(/\{(\w+)\}/g, (_, field) => String(values[field]));
}

/** A number from the file, cut to 40 characters. */
export const clipNumber = (value) => clip(value, MOST_DIGITS);

/**
 * How every check ends (CheckRun.finish): the unknown ids first, then every other error in
 * the order the check found it, each that `knockOn` says may follow from an unknown id of
 * that kind marked with the first such id (in the order the check met them); the warnings
 * in the order found; the unchecked parts in the order of their messages.
 * `found` is a `collector`'s; `knockOn` maps a kind of id to the codes it may cause.
 */
export function finish(found, knockOn = {}) {
  return {
    errors: settle(found.errors, found.unknowns, knockOn),
    warnings: found.warnings,
    unchecked: [...found.unchecked].sort((a, b) => byCodePoint(a.message, b.message)),
  };
}

function settle(errors, unknowns, knockOn) {
  const first = errors.filter((e) => e.code === "unknown-id");
  const rest = errors.filter((e) => e.code !== "unknown-id").map((e) => {
    const cause = unknowns.find(([what]) => (knockOn[what] ?? []).includes(e.code));
    return cause ? { ...e, message: `${e.message}${followsFrom(cause[0], cause[1])}` } : e;
  });
  return [...first, ...rest];
}

const followsFrom = (what, given) => ` (may follow from the unknown ${what} '${clip(given)}')`;

/**
 * What a check collects as it runs (CheckRun in generator/checking.py): errors and warnings
 * (no lines in the browser), the ids it did not know, and the parts it could not run for
 * want of a value, each once, with the value that would let it run (`fill`).
 */
export function collector(game) {
  const found = { errors: [], warnings: [], unchecked: [], unknowns: [] };
  found.error = (code, message) => found.errors.push({ code, message, line: null });
  found.warn = (code, message) => found.warnings.push({ code, message, line: null });
  found.notChecked = (code, message, kind, id, field) => {
    const same = (u) => u.code === code && u.message === message && u.fill.kind === kind && u.fill.id === id && u.fill.field === field;
    if (!found.unchecked.some(same)) found.unchecked.push({ code, message, line: null, fill: { game, kind, id, field } });
  };
  /** An id the data does not define; `message` is the game's wording of it. */
  found.unknown = (what, given, message) => {
    found.unknowns.push([what, given]);
    found.error("unknown-id", message);
  };
  return found;
}
