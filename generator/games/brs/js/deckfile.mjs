// The deck file `sortie validate` reads, written and read in the browser. Export writes
// plain block YAML; import reads that same subset strictly (and JSON), and says so
// when a file uses YAML features beyond it, rather than guessing.

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function quote(text) {
  return JSON.stringify(text); // a JSON string is a valid YAML double-quoted scalar
}

/** The deck file text for a builder state. */
export function toYaml(state) {
  const lines = ["game: brs"];
  if (state.name) lines.push(`name: ${quote(state.name)}`);
  if (state.points_limit != null) lines.push(`points_limit: ${state.points_limit}`);
  if (state.format) lines.push(`format: ${state.format}`);
  lines.push(state.force.length ? "force:" : "force: []");
  for (const line of state.force) {
    if (line.ace) lines.push(`  - ace: ${line.ace}`);
    else lines.push(`  - aircraft: ${line.aircraft}`, `    count: ${line.count}`, `    skill: ${line.skill}`);
  }
  const cards = Object.entries(state.deck).filter(([, n]) => n > 0);
  lines.push(cards.length ? "deck:" : "deck: {}");
  for (const [id, n] of cards) lines.push(`  ${id}: ${n}`);
  return `${lines.join("\n")}\n`;
}

/** A forum-friendly text list. */
export function toText(state, data, verdict) {
  const out = [state.name || "Blood Red Skies force"];
  out.push(`${verdict.valid ? "Legal" : "NOT LEGAL"} · ${verdict.aircraft} aircraft · hand ${verdict.hand_size}`);
  out.push("", "Force:");
  for (const line of state.force) {
    if (line.ace) out.push(`- ${data.aces[line.ace]?.name ?? line.ace} (named ace)`);
    else out.push(`- ${line.count}× ${data.aircraft[line.aircraft]?.name ?? line.aircraft}, skill ${line.skill}`);
  }
  out.push("", "Action Deck:");
  for (const [id, n] of Object.entries(state.deck)) if (n > 0) out.push(`- ${n}× ${data.cards[id]?.name ?? id}`);
  return `${out.join("\n")}\n`;
}

class DeckFileError extends Error {}

function scalar(text, where) {
  const value = text.trim();
  if (value === "" || value === "null" || value === "~") return null;
  if (/^-?\d+$/.test(value)) return Number(value);
  if (value.startsWith('"')) {
    try {
      return JSON.parse(value);
    } catch {
      throw new DeckFileError(`line ${where}: a quoted text is not closed`);
    }
  }
  if (value.startsWith("'") && value.endsWith("'") && value.length > 1) return value.slice(1, -1).replaceAll("''", "'");
  if (/^[[{&*!|>%@`]/.test(value)) throw new DeckFileError(`line ${where}: this YAML form is not read here`);
  return value.replace(/\s+#.*$/, "");
}

/** Parse a deck file (JSON, or the block YAML `toYaml` writes) into a plain object. */
export function parseDeckFile(text) {
  const trimmed = text.trim();
  if (trimmed.startsWith("{")) {
    try {
      return JSON.parse(trimmed);
    } catch {
      throw new DeckFileError("the file is not valid JSON");
    }
  }
  const result = {};
  let section = null;
  let item = null;
  text.split(/\r?\n/).forEach((raw, index) => {
    const where = index + 1;
    const line = raw.replace(/\s+#.*$/, "").replace(/^#.*$/, "");
    if (!line.trim()) return;
    const indent = line.length - line.trimStart().length;
    const body = line.trim();
    if (indent === 0) {
      const match = /^([a-z_]+):(.*)$/.exec(body);
      if (!match) throw new DeckFileError(`line ${where}: expected "key: value"`);
      const [, key, rest] = match;
      section = key;
      item = null;
      const value = rest.trim();
      if (value === "[]") result[key] = [];
      else if (value === "{}") result[key] = {};
      else if (value === "") result[key] = key === "force" ? [] : {};
      else result[key] = scalar(value, where);
      return;
    }
    if (section === "force") {
      const dash = /^-\s+([a-z_]+):(.*)$/.exec(body);
      const pair = /^([a-z_]+):(.*)$/.exec(body);
      if (dash) {
        item = { [dash[1]]: scalar(dash[2], where) };
        result.force.push(item);
      } else if (pair && item) {
        item[pair[1]] = scalar(pair[2], where);
      } else {
        throw new DeckFileError(`line ${where}: expected a force entry ("- aircraft: id")`);
      }
      return;
    }
    if (section === "deck") {
      const pair = /^([^:\s]+):(.*)$/.exec(body);
      if (!pair || !ID.test(pair[1])) throw new DeckFileError(`line ${where}: expected "card-id: copies"`);
      result.deck[pair[1]] = scalar(pair[2], where);
      return;
    }
    throw new DeckFileError(`line ${where}: unexpected indentation`);
  });
  return result;
}

/** Turn a parsed deck file into a builder state, strictly; throws with a message. */
export function stateFromDeckFile(deck, data) {
  const fail = (message) => {
    throw new DeckFileError(message);
  };
  if (typeof deck !== "object" || deck === null || Array.isArray(deck)) fail("not a deck file");
  if (deck.game !== "brs") fail(`game must be brs, got ${JSON.stringify(deck.game ?? null)}`);
  if (!Array.isArray(deck.force)) fail("force must be a list");
  const isId = (v) => typeof v === "string" && ID.test(v);
  const isInt = (v, low, high) => Number.isInteger(v) && v >= low && v <= high;
  const state = { name: "", format: null, points_limit: null, force: [], deck: {}, odd: {}, autoTraits: false };
  if (deck.name != null) state.name = String(deck.name).slice(0, 80);
  if (deck.format != null) state.format = isId(deck.format) ? deck.format : fail("format must be an id");
  if (deck.points_limit != null) state.points_limit = isInt(deck.points_limit, 0, 9999) ? deck.points_limit : fail("points_limit must be a whole number");
  const dropped = [];
  for (const line of deck.force.slice(0, 60)) {
    if (line && isId(line.ace)) {
      if (Object.hasOwn(data.aces, line.ace)) state.force.push({ ace: line.ace });
      else dropped.push(`ace ${line.ace}`);
    } else if (line && isId(line.aircraft)) {
      const count = line.count ?? 1;
      const skill = line.skill ?? data.rules.pilot_skill.default;
      if (!isInt(count, 1, 99) || !isInt(skill, 0, 9)) fail(`${line.aircraft}: count and skill must be whole numbers`);
      if (Object.hasOwn(data.aircraft, line.aircraft)) state.force.push({ aircraft: line.aircraft, count, skill });
      else dropped.push(`aircraft ${line.aircraft}`);
    } else {
      fail("each force entry names aircraft or ace");
    }
  }
  for (const [card, copies] of Object.entries(deck.deck ?? {})) {
    if (!isId(card) || !isInt(copies, 0, 99)) fail(`deck: ${card} must have a whole number of copies`);
    if (Object.hasOwn(data.cards, card)) state.deck[card] = copies;
    else dropped.push(`card ${card}`);
  }
  return { state, dropped };
}
