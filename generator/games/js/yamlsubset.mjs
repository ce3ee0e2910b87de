// A strict subset of YAML, read in the browser: block mappings and lists, plain or quoted
// scalars, and flow collections ({a: 1, b: [x, y]}) of the same. Anchors, tags, multi-line
// scalars and documents beyond one are refused with the line, never guessed at. This is
// what the set-up files Sortie ships and writes use; the browser's data is JSON, so this
// only ever reads a file or paste the player gives.

import { put } from "./ownkeys.mjs";
import { t } from "./words.mjs";

export class YamlSubsetError extends Error {}
const fail = (message) => {
  throw new YamlSubsetError(message);
};

const MAX_DEPTH = 20;

function plain(value, where) {
  if (value === "" || value === "null" || value === "~") return null;
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^-?\d+$/.test(value)) return Number(value);
  if (/^[&*!|>%@`]/.test(value)) fail(t("line {line}: this YAML form is not read here (use block style or JSON)", { line: where }));
  return value;
}

function quoted(value, where) {
  if (value.startsWith('"')) {
    try {
      return JSON.parse(value);
    } catch {
      fail(t("line {line}: a double-quoted text is not closed or not simple", { line: where }));
    }
  }
  if (!/^'(?:[^']|'')*'$/.test(value)) fail(t("line {line}: a single-quoted text is not closed", { line: where }));
  return value.slice(1, -1).replaceAll("''", "'");
}

/** A flow value ({…}, […], quoted or plain) that fills `text` exactly. */
function flow(text, where) {
  let pos = 0;
  const space = () => {
    while (pos < text.length && text[pos] === " ") pos += 1;
  };
  function quotedAt() {
    const open = text[pos];
    let end = pos + 1;
    while (end < text.length) {
      if (open === '"' && text[end] === "\\") end += 2;
      else if (open === "'" && text[end] === "'" && text[end + 1] === "'") end += 2;
      else if (text[end] === open) break;
      else end += 1;
    }
    if (end >= text.length) fail(t("line {line}: a quoted text is not closed", { line: where }));
    const value = quoted(text.slice(pos, end + 1), where);
    pos = end + 1;
    return value;
  }
  function plainAt(stops) {
    const start = pos;
    while (pos < text.length && !stops.includes(text[pos]) && !(text[pos] === ":" && [" ", undefined, ",", "}", "]"].includes(text[pos + 1]))) pos += 1;
    return text.slice(start, pos).trim();
  }
  function value(depth, stops) {
    if (depth > MAX_DEPTH) fail(t("line {line}: nested too deep", { line: where }));
    space();
    const c = text[pos];
    if (c === "{") return mapping(depth);
    if (c === "[") return list(depth);
    if (c === '"' || c === "'") return quotedAt();
    return plain(plainAt(stops), where);
  }
  function mapping(depth) {
    const out = {};
    pos += 1;
    space();
    if (text[pos] === "}") {
      pos += 1;
      return out;
    }
    for (;;) {
      space();
      // A plain key is a word (ids with hyphens too); a quoted one may begin with a digit,
      // which a plain one may not (YAML would read it as a number).
      const isQuoted = text[pos] === '"' || text[pos] === "'";
      const key = isQuoted ? quotedAt() : plainAt(",}");
      if (typeof key !== "string" || !(isQuoted ? QUOTED_KEY : PLAIN_KEY).test(key)) fail(t("line {line}: expected \"key: value\" in { }", { line: where }));
      if (text[pos] !== ":") fail(t("line {line}: expected \":\" after {key}", { line: where, key }));
      pos += 1;
      if (Object.hasOwn(out, key)) fail(t("line {line}: {key} is given twice", { line: where, key }));
      put(out, key, value(depth + 1, ",}")); // "__proto__" too is a key of its own, as in JSON
      space();
      if (text[pos] === ",") pos += 1;
      else if (text[pos] === "}") {
        pos += 1;
        return out;
      } else fail(t("line {line}: a { } is not closed", { line: where }));
    }
  }
  function list(depth) {
    const out = [];
    pos += 1;
    space();
    if (text[pos] === "]") {
      pos += 1;
      return out;
    }
    for (;;) {
      out.push(value(depth + 1, ",]"));
      space();
      if (text[pos] === ",") pos += 1;
      else if (text[pos] === "]") {
        pos += 1;
        return out;
      } else fail(t("line {line}: a [ ] is not closed", { line: where }));
    }
  }
  const result = value(0, "");
  space();
  if (pos !== text.length) fail(t("line {line}: unexpected text after a value", { line: where }));
  return result;
}

function scalar(text, where) {
  const value = text.trim();
  if (value.startsWith("{") || value.startsWith("[")) return flow(value, where);
  if (value.startsWith('"') || value.startsWith("'")) return quoted(value, where);
  return plain(value, where);
}

function stripComment(line) {
  // A "#" after a space starts a comment unless it sits inside quotes.
  let quoteChar = null;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quoteChar === "'") {
      if (c === "'" && line[i + 1] === "'") i += 1; // '' is an escaped quote
      else if (c === "'") quoteChar = null;
    } else if (quoteChar) {
      if (c === "\\") i += 1; // skip the escaped character
      else if (c === '"') quoteChar = null;
    } else if (c === '"' || c === "'") {
      if (i === 0 || /[\s:\-[{,]/.test(line[i - 1])) quoteChar = c;
    } else if (c === "#" && (i === 0 || /\s/.test(line[i - 1]))) {
      return line.slice(0, i);
    }
  }
  return line;
}

// Keys are words or ids (a hyphen inside: `great-climb`, as a deck file's cards and a
// hangar file's collection have them).
const PLAIN_KEY = /^[A-Za-z_][A-Za-z0-9_-]*$/;
const QUOTED_KEY = /^[A-Za-z0-9_][A-Za-z0-9_-]*$/;
const KEY = /^([A-Za-z_][A-Za-z0-9_-]*):(?:\s+(.*)|)$/;

/** Parse YAML (the subset above) into plain values. */
export function parseYaml(text) {
  const lines = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    if (raw.includes("\t")) fail(t("line {line}: tabs are not allowed in YAML indentation", { line: index + 1 }));
    const body = stripComment(raw).trimEnd();
    if (!body.trim() || body.trim() === "---") return;
    lines.push({ indent: body.length - body.trimStart().length, text: body.trim(), where: index + 1 });
  });
  let pos = 0;
  let depth = 0;
  function block() {
    depth += 1;
    if (depth > MAX_DEPTH) fail(t("line {line}: nested too deep", { line: lines[pos].where }));
    const first = lines[pos];
    const value = first.text.startsWith("- ") || first.text === "-" ? list(first.indent) : mapping(first.indent);
    depth -= 1;
    return value;
  }
  function mapping(indent, into = {}) {
    while (pos < lines.length && lines[pos].indent === indent && !lines[pos].text.startsWith("-")) {
      const { text: body, where } = lines[pos];
      const match = KEY.exec(body);
      if (!match) fail(t("line {line}: expected \"key: value\"", { line: where }));
      const [, key, rest] = match;
      if (Object.hasOwn(into, key)) fail(t("line {line}: {key} is given twice", { line: where, key }));
      pos += 1;
      if (rest !== undefined && rest.trim() !== "") {
        put(into, key, scalar(rest, where));
      } else if (pos < lines.length && (lines[pos].indent > indent || (lines[pos].indent === indent && lines[pos].text.startsWith("-")))) {
        put(into, key, block());
      } else {
        put(into, key, null);
      }
    }
    if (pos < lines.length && lines[pos].indent > indent) fail(t("line {line}: unexpected indentation", { line: lines[pos].where }));
    return into;
  }
  function list(indent) {
    const items = [];
    while (pos < lines.length && lines[pos].indent === indent && (lines[pos].text.startsWith("- ") || lines[pos].text === "-")) {
      const { text: body, where } = lines[pos];
      const rest = body.slice(1).trimStart();
      if (rest === "") {
        pos += 1;
        if (pos >= lines.length || lines[pos].indent <= indent) fail(t("line {line}: an empty list item", { line: where }));
        items.push(block());
        continue;
      }
      if (KEY.test(rest)) {
        // "- key: value" opens a mapping whose keys sit at the column after "- ".
        const column = indent + (body.length - rest.length);
        lines[pos] = { indent: column, text: rest, where };
        items.push(mapping(column));
      } else {
        items.push(scalar(rest, where));
        pos += 1;
      }
    }
    return items;
  }
  if (!lines.length) fail(t("the file is empty"));
  const value = block();
  if (pos < lines.length) fail(t("line {line}: unexpected indentation", { line: lines[pos].where }));
  return value;
}

/** A file a player gives: JSON when it starts with "{", else YAML (the subset above); at
 * most `most` characters. */
export function parseFile(text, most) {
  if (text.length > most) fail(t("the file is too large"));
  const trimmed = text.trim();
  if (trimmed.startsWith("{")) {
    try {
      return JSON.parse(trimmed);
    } catch {
      fail(t("the file is not valid JSON"));
    }
  }
  return parseYaml(text);
}
