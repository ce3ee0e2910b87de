// The aircraft type a skilled ZERO! pilot names, as a player types it: the type's name
// ("A6M", "Ki-43"), its id ("ki-43"), an aircraft's name ("A6M2 Zero") or a word of one
// ("Zero", "Oscar"), in any case, with or without hyphens. The set-up file keeps the id;
// the page shows the name (the data's `types`, written by generator/games/dif/types.py).
// No DOM here: Node's tests import this module.
import { own } from "../../js/ownkeys.mjs";
import { named, t } from "../../js/words.mjs";

/** Letters and digits only, in lower case: "KI 43" and "ki-43" read alike. */
const bare = (text) => String(text).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** The types of an edition's aircraft, each with its name and its aircraft's names. */
export function typesOf(data, edition) {
  const found = new Map();
  for (const plane of Object.values(data.aircraft)) {
    if (plane.edition !== edition || !plane.type) continue;
    const entry = found.get(plane.type) ?? { id: plane.type, name: own(data.types, plane.type) ?? plane.type, aircraft: [] };
    entry.aircraft.push(named(plane));
    found.set(plane.type, entry);
  }
  return [...found.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** A type as the page shows it: its name, or the id as given where the data has no such type. */
export const typeShown = (data, id) => (id == null ? "" : own(data.types, id) ?? id);

/**
 * What the player typed, read as a type of the edition: {type} (null for an empty box, any
 * type), or {problem} in the player's words when no type, or more than one, fits. A type's
 * id or name, or an aircraft's whole name, wins over a word of a name.
 */
export function readType(data, edition, text) {
  const typed = bare(text);
  if (!typed) return { type: null };
  const types = typesOf(data, edition);
  const whole = types.filter((x) => bare(x.id) === typed || bare(x.name) === typed || x.aircraft.some((name) => bare(name) === typed));
  const words = types.filter((x) => x.aircraft.some((name) => name.split(/\s+/).some((word) => bare(word) === typed)));
  const fits = whole.length ? whole : words;
  if (fits.length === 1) return { type: fits[0].id };
  const listed = (list) => list.map((x) => x.name).join(", ");
  return fits.length
    ? { problem: t("“{text}” fits several aircraft types ({types}): type one of them.", { text: text.trim(), types: listed(fits) }) }
    : { problem: t("“{text}” is no aircraft type of this edition: type one of {types}, or an aircraft's name.", { text: text.trim(), types: listed(types) }) };
}
