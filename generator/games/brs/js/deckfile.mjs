// The deck file `sortie validate` reads, written and read in the browser. Export writes
// plain block YAML; import reads that same subset strictly (and JSON), and says so
// when a file uses YAML features beyond it, rather than guessing.
//
// An import never changes the verdict `sortie validate` gives: a file the CLI refuses
// (exit 2) is refused here, and ids the data does not know stay in the deck, where the
// check reports them as errors until the player removes them.

import { own, put } from "../../js/ownkeys.mjs";
import { unknownId } from "./permalink.mjs";
import { named, t, tn } from "../../js/words.mjs";

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const TOP_KEYS = new Set(["game", "name", "points_limit", "format", "period", "force", "deck"]);
const LINE_KEYS = new Set(["aircraft", "ace", "count", "skill"]);
const PERIOD_KEYS = new Set(["year", "block", "air_force"]);
const BLOCKS = ["early", "mid", "late"];
export const MAX_FILE = 1024 * 1024; // the CLI's deck file size limit
const MAX_LINES = 200;

function quote(text) {
  return JSON.stringify(text); // a JSON string is a valid YAML double-quoted scalar
}

/** The deck file text for a builder state. */
export function toYaml(state) {
  const lines = ["game: brs"];
  if (state.name) lines.push(`name: ${quote(state.name)}`);
  if (state.points_limit != null) lines.push(`points_limit: ${state.points_limit}`);
  if (state.format) lines.push(`format: ${state.format}`);
  if (state.period) {
    lines.push("period:", `  year: ${state.period.year}`, `  block: ${state.period.block}`);
    if (state.period.air_force) lines.push(`  air_force: ${state.period.air_force}`);
  }
  lines.push(state.force.length ? "force:" : "force: []");
  for (const line of state.force) {
    if (line.ace) {
      lines.push(`  - ace: ${line.ace}`);
      if (line.skill != null) lines.push(`    skill: ${line.skill}`);
    } else {
      lines.push(`  - aircraft: ${line.aircraft}`, `    count: ${line.count}`, `    skill: ${line.skill}`);
    }
  }
  const cards = Object.entries(state.deck).filter(([, n]) => n !== 0);
  lines.push(cards.length ? "deck:" : "deck: {}");
  for (const [id, n] of cards) lines.push(`  ${id}: ${n}`);
  return `${lines.join("\n")}\n`;
}

/** "≥ 486 points (1 value unknown)", "500 points" or "points unknown". */
export function pointsText(verdict, unknownCount) {
  if (verdict.points == null) return t("points unknown");
  if (verdict.points_known === false) {
    const n = Math.max(1, unknownCount);
    return tn("≥ {points} points ({count} value unknown)", "≥ {points} points ({count} values unknown)", n, { points: verdict.points });
  }
  return t("{points} points", { points: verdict.points });
}

/** A forum-friendly text list; an illegal deck lists its problems. */
export function toText(state, data, verdict, link, unknownCount = 0) {
  const out = [state.name || t("Blood Red Skies force")];
  const format = state.format ? named(own(data.rules.formats, state.format)) ?? state.format : null;
  const values = { legal: verdict.valid ? t("Legal") : t("NOT LEGAL"), hand: verdict.hand_size, points: pointsText(verdict, unknownCount) };
  out.push(
    tn("one|{legal} · {count} aircraft · hand {hand} · {points}", "{legal} · {count} aircraft · hand {hand} · {points}", verdict.aircraft, values) +
      (format ? ` · ${format}` : ""),
  );
  out.push("", t("Force:"));
  for (const line of state.force) {
    if (line.ace) out.push(t("- {ace} (named ace)", { ace: named(own(data.aces, line.ace)) ?? line.ace }));
    else out.push(t("- {count}× {aircraft}, skill {skill}", { count: line.count, aircraft: named(own(data.aircraft, line.aircraft)) ?? line.aircraft, skill: line.skill }));
  }
  out.push("", t("Action Deck:"));
  for (const [id, n] of Object.entries(state.deck)) if (n !== 0) out.push(`- ${n}× ${named(own(data.cards, id)) ?? id}`);
  if (verdict.errors.length) {
    out.push("", t("Problems ({count}):", { count: verdict.errors.length }));
    for (const e of verdict.errors) out.push(`- ${e.code}: ${e.message}`);
  }
  if (verdict.warnings.length) {
    out.push("", t("Warnings:"));
    for (const w of verdict.warnings) out.push(`- ${w.code}: ${w.message}`);
  }
  if (link) out.push("", link);
  return `${out.join("\n")}\n`;
}

class DeckFileError extends Error {}

/** The line without its comment: a "#" starts one only outside quotes, after a space. */
export function stripComment(line) {
  let quoteChar = null;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quoteChar === '"') {
      if (c === "\\") i += 1;
      else if (c === '"') quoteChar = null;
    } else if (quoteChar === "'") {
      if (c === "'" && line[i + 1] === "'") i += 1;
      else if (c === "'") quoteChar = null;
    } else if (c === "#" && (i === 0 || /\s/.test(line[i - 1]))) {
      return line.slice(0, i);
    } else if ((c === '"' || c === "'") && (i === 0 || /[\s:-]/.test(line[i - 1]))) {
      quoteChar = c;
    }
  }
  return line;
}

function scalar(text, where) {
  const value = text.trim();
  if (value === "" || value === "null" || value === "~") return null;
  if (/^-?\d+$/.test(value)) return Number(value);
  if (value.startsWith('"')) {
    try {
      return JSON.parse(value);
    } catch {
      throw new DeckFileError(t("line {line}: a quoted text is not closed (or uses an escape this reader does not know)", { line: where }));
    }
  }
  if (value.startsWith("'")) {
    if (value.endsWith("'") && value.length > 1) return value.slice(1, -1).replaceAll("''", "'");
    throw new DeckFileError(t("line {line}: a quoted text is not closed", { line: where }));
  }
  if (/^[[{&*!|>%@`]/.test(value)) throw new DeckFileError(t("line {line}: this YAML form is not read here", { line: where }));
  if (value === "true" || value === "false") return value === "true";
  return value;
}

/** A one-line flow mapping of plain values: `{year: 1941, block: mid}`. */
function flowMapping(value, where) {
  const inner = value.slice(1, -1).trim();
  const result = {};
  if (!inner) return result;
  for (const part of inner.split(",")) {
    const pair = /^\s*([A-Za-z_][\w-]*):\s+(.*)$/.exec(part);
    if (!pair || /[{}[\]]/.test(pair[2])) throw new DeckFileError(t("line {line}: this YAML form is not read here", { line: where }));
    put(result, pair[1], scalar(pair[2], where));
  }
  return result;
}

/** Parse a deck file (JSON, or the block YAML `toYaml` writes) into a plain object. */
export function parseDeckFile(text) {
  if (text.length > MAX_FILE) throw new DeckFileError(t("the file is larger than {bytes} bytes", { bytes: MAX_FILE }));
  const trimmed = text.trim();
  if (trimmed.startsWith("{")) {
    try {
      return JSON.parse(trimmed);
    } catch {
      throw new DeckFileError(t("the file is not valid JSON"));
    }
  }
  const result = {};
  const repeated = [];
  let section = null;
  let item = null;
  const rows = text.split(/\r?\n/);
  if (rows.length > MAX_LINES * 10) throw new DeckFileError(t("the file has too many lines for a deck"));
  rows.forEach((raw, index) => {
    const where = index + 1;
    if (raw.includes("\t")) throw new DeckFileError(t("line {line}: a tab is not allowed in YAML indentation; use spaces", { line: where }));
    const line = stripComment(raw).trimEnd();
    if (!line.trim() || line.trim() === "---") return;
    const indent = line.length - line.trimStart().length;
    const body = line.trim();
    if (indent === 0) {
      const match = /^([A-Za-z_][\w-]*):(?:\s(.*))?$/.exec(body);
      if (!match) throw new DeckFileError(t("line {line}: expected \"key: value\"", { line: where }));
      const [, key, rest = ""] = match;
      if (Object.hasOwn(result, key)) repeated.push(t("line {line}: {key} is given twice; the last one counts", { line: where, key }));
      section = key;
      item = null;
      const value = rest.trim();
      if (value === "[]") put(result, key, []);
      else if (value === "{}") put(result, key, {});
      else if (value === "") put(result, key, key === "force" ? [] : key === "deck" || key === "period" ? {} : null);
      else if (value.startsWith("{") && value.endsWith("}")) put(result, key, flowMapping(value, where));
      else put(result, key, scalar(value, where));
      return;
    }
    if (section === "force" && Array.isArray(result.force)) {
      const dash = /^-\s+([A-Za-z_][\w-]*):(?:\s(.*))?$/.exec(body);
      const pair = /^([A-Za-z_][\w-]*):(?:\s(.*))?$/.exec(body);
      if (dash) {
        item = { [dash[1]]: scalar(dash[2] ?? "", where) };
        result.force.push(item);
      } else if (pair && item) {
        if (Object.hasOwn(item, pair[1])) repeated.push(t("line {line}: {key} is given twice in this force entry; the last one counts", { line: where, key: pair[1] }));
        put(item, pair[1], scalar(pair[2] ?? "", where));
      } else {
        throw new DeckFileError(t("line {line}: expected a force entry (\"- aircraft: id\")", { line: where }));
      }
      return;
    }
    if (section === "period" && result.period && typeof result.period === "object") {
      const pair = /^([A-Za-z_][\w-]*):(?:\s(.*))?$/.exec(body);
      if (!pair) throw new DeckFileError(t("line {line}: expected \"year: 1941\" or \"block: mid\"", { line: where }));
      put(result.period, pair[1], scalar(pair[2] ?? "", where));
      return;
    }
    if (section === "deck" && result.deck && typeof result.deck === "object") {
      const pair = /^([^:\s]+):(?:\s(.*))?$/.exec(body);
      if (!pair) throw new DeckFileError(t("line {line}: expected \"card-id: copies\"", { line: where }));
      if (Object.hasOwn(result.deck, pair[1])) repeated.push(t("line {line}: {key} is given twice; the last one counts", { line: where, key: pair[1] }));
      put(result.deck, pair[1], scalar(pair[2] ?? "", where));
      return;
    }
    if (!TOP_KEYS.has(section)) return; // the body of an unknown key: ignored, as the CLI does
    throw new DeckFileError(t("line {line}: unexpected indentation", { line: where }));
  });
  // Repeated keys are read as YAML reads them (the last wins) and reported, as the CLI does.
  if (repeated.length) Object.defineProperty(result, "repeated", { value: repeated, enumerable: false });
  return result;
}

/**
 * Turn a parsed deck file into a builder state, as strictly as `sortie validate` reads it:
 * what the CLI refuses throws with a message; ids the data does not know are kept (the
 * check reports them) and listed in `unknown`; `notes` says what was ignored.
 */
export function stateFromDeckFile(deck, data) {
  const fail = (message) => {
    throw new DeckFileError(message);
  };
  if (typeof deck !== "object" || deck === null || Array.isArray(deck)) fail(t("not a deck file: expected game, force and deck keys"));
  if (deck.game !== "brs") fail(t("game must be brs, got {got}", { got: JSON.stringify(deck.game ?? null) }));
  if (!Array.isArray(deck.force)) fail(t("force must be a list"));
  const isId = (v) => typeof v === "string" && ID.test(v);
  const isInt = (v, low, high) => Number.isInteger(v) && v >= low && v <= high;
  const notes = [];
  const unknown = [];
  const state = { name: "", format: null, points_limit: null, force: [], deck: {}, odd: {}, autoTraits: false };
  notes.push(...(deck.repeated ?? []));
  for (const key of Object.keys(deck)) if (!TOP_KEYS.has(key)) notes.push(t("unknown key {key} ignored", { key }));
  if (deck.name != null) state.name = typeof deck.name === "string" ? deck.name.slice(0, 80) : fail(t("name must be text"));
  if (deck.format != null) {
    state.format = isId(deck.format) ? deck.format : fail(t("format must be an id"));
    if (!Object.hasOwn(data.rules.formats, state.format)) unknown.push(unknownId.format(state.format));
  }
  if (deck.period != null) {
    const p = deck.period;
    if (typeof p !== "object" || Array.isArray(p)) fail(t("period must be a mapping with year and block"));
    for (const key of Object.keys(p)) if (!PERIOD_KEYS.has(key)) notes.push(t("period: unknown key {key} ignored", { key }));
    if (!isInt(p.year, 1930, 1960)) fail(t("period: year must be a whole number from 1930 to 1960"));
    if (!BLOCKS.includes(p.block)) fail(t("period: block must be early, mid or late"));
    if (p.air_force != null && !isId(p.air_force)) fail(t("period: air_force must be an id"));
    state.period = { year: p.year, block: p.block, ...(p.air_force != null ? { air_force: p.air_force } : {}) };
  }
  if (deck.points_limit != null) state.points_limit = isInt(deck.points_limit, 0, 9999) ? deck.points_limit : fail(t("points_limit must be a whole number from 0 to 9999"));
  if (deck.force.length > 60) fail(t("the force has more than 60 lines"));
  deck.force.forEach((line, index) => {
    const at = t("force entry {number}", { number: index + 1 });
    if (typeof line !== "object" || line === null || Array.isArray(line)) fail(t("{where}: expected \"aircraft: id\" or \"ace: id\"", { where: at }));
    for (const key of Object.keys(line)) if (!LINE_KEYS.has(key)) notes.push(t("{where}: unknown key {key} ignored", { where: at, key }));
    if ((line.aircraft == null) === (line.ace == null)) fail(t("{where}: each force line names either aircraft or ace (exactly one)", { where: at }));
    if (line.skill != null && !isInt(line.skill, 0, 9)) fail(t("{where}: skill must be a whole number", { where: at }));
    if (line.ace != null) {
      if (!isId(line.ace)) fail(t("{where}: ace must be an id", { where: at }));
      if (line.count != null && line.count !== 1) fail(t("{where}: a named ace is a single aircraft: leave out count", { where: at }));
      state.force.push(line.skill != null ? { ace: line.ace, skill: line.skill } : { ace: line.ace });
      if (!Object.hasOwn(data.aces, line.ace)) unknown.push(unknownId.ace(line.ace));
      return;
    }
    if (!isId(line.aircraft)) fail(t("{where}: aircraft must be an id", { where: at }));
    const count = line.count ?? 1;
    if (!isInt(count, 1, 100)) fail(t("{where}: count must be a whole number from 1 to 100", { where: at }));
    state.force.push({ aircraft: line.aircraft, count, skill: line.skill ?? data.rules.pilot_skill.default });
    if (!Object.hasOwn(data.aircraft, line.aircraft)) unknown.push(unknownId.aircraft(line.aircraft));
  });
  const cards = deck.deck ?? {};
  if (typeof cards !== "object" || Array.isArray(cards)) fail(t("deck must be a mapping of card ids to copies"));
  for (const [card, copies] of Object.entries(cards)) {
    if (!isId(card)) fail(t("deck: {card} is not an id (lowercase letters, digits and hyphens)", { card }));
    if (!isInt(copies, 0, 100)) fail(t("deck: {card} must have a whole number of copies from 0 to 100", { card }));
    state.deck[card] = copies;
    if (!Object.hasOwn(data.cards, card)) unknown.push(unknownId.card(card));
  }
  return { state, unknown, notes };
}
