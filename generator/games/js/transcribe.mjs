// What My hangar's "Transcribe your cards" asks for: for each card of a game that the
// player owns (collection.mjs), every value the game's Your cards spec lets them fill in
// (yourcards.mjs), each either known to our data (shown, never asked) or asked, with how
// many of those asked they have filled in. The rules of a value (its input, its range,
// what is wrong with it) stay yourcards.mjs's; this module only lists. No DOM here: Node's
// tests import it directly.
import { isHouse, labelOf, valueAt, valueOf } from "./yourcards.mjs";
import { own } from "./ownkeys.mjs";
import { named } from "./words.mjs";

/**
 * The cards to transcribe for one game: `owned` is the game's part of the collection
 * ({kind: {id: count}}), `base` the data the builder checks with. Returns
 * [{table, id, name, count, fields: [{field, label, known}]}] in the data's order, each card
 * once (an id the data no longer knows is left out, as the collection keeps it), `known`
 * the value our data gives (undefined: asked). A field the card does not print (`has`) and
 * a house rule (set by a pack, never asked) are not listed; nor is a table of cards the
 * player adds (their names are their values).
 */
export function cardsToTranscribe(spec, base, owned) {
  const cards = [];
  for (const [table, { kind, fields, adds }] of Object.entries(spec.tables)) {
    const ids = own(owned, kind);
    if (adds || !ids) continue;
    for (const [id, entry] of Object.entries(own(base, table) ?? {})) {
      if (!own(ids, id)) continue;
      const listed = Object.keys(fields)
        .filter((field) => !isHouse(spec, table, field) && fields[field].has?.(entry) !== false)
        .map((field) => ({ field, label: labelOf(spec, table, field, entry), known: valueAt(entry, field) ?? undefined }));
      if (listed.length) cards.push({ table, id, name: named(entry) ?? id, count: ids[id], fields: listed });
    }
  }
  return cards;
}

/** How far the player got: {filled, asked}, `asked` the values our data lacks on these
 * cards and `filled` those of them `yours` holds. */
export function progressOf(cards, yours) {
  let asked = 0;
  let filled = 0;
  for (const { table, id, fields } of cards) {
    for (const { field, known } of fields) {
      if (known !== undefined) continue;
      asked += 1;
      if (valueOf(yours, table, id, field) !== undefined) filled += 1;
    }
  }
  return { filled, asked };
}

/** NONE: the value of the first choice of a list that says the card prints none of it. */
export const NONE = "none";

/**
 * The value the inputs of one field give (`raw`: the choices of a list's inputs, else the
 * input's text; "yes"/"no" for a yes-or-no), for typedProblem to judge; undefined when the
 * inputs give nothing (an empty box, no choice), which forgets a value kept before.
 */
export function valueFromInputs(shape, raw) {
  if (shape.type === "ids") {
    if (raw[0] === NONE) return [];
    const picked = raw.filter((choice) => choice && choice !== NONE);
    return picked.length ? picked : undefined;
  }
  const text = String(raw ?? "").trim();
  if (text === "") return undefined;
  if (shape.type === "bool") return own({ yes: true, no: false }, text);
  // Not a whole number stays one typedProblem refuses (NaN): never rounded.
  return /^-?\d+$/.test(text) ? Number(text) : NaN;
}

/** What the inputs of one field show for a value kept (undefined: none). */
export function inputsOf(shape, value) {
  if (shape.type === "ids") return value === undefined ? [] : value.length ? [...value] : [NONE];
  if (value === undefined) return "";
  return shape.type === "bool" ? (value ? "yes" : "no") : String(value);
}
