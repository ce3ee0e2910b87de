// What a Blood Red Skies player may fill in from their own cards and rulebook (Your cards,
// yourcards.mjs), each number in the range the data gives from generator/games/brs/schema.py
// (`ranges`, as `rangeOf` reads it): an aircraft's traits
// and points and a named ace's points, which change verdicts, come first; the figures of
// the card (negative traits, stats), which change none, and the rulebook's doctrine table
// wait behind "More values". No DOM here: Node's tests import this module.
import { own } from "../../js/ownkeys.mjs";
import { named, t } from "../../js/words.mjs";

const traitsOf = (data, negative) => Object.keys(data.cards).filter((id) => data.cards[id].kind === "traits" && Boolean(data.cards[id].negative) === negative).sort();
const label = (data, id) => named(own(data.cards, id)) ?? id;

/** The doctrine table as the rulebook reads: "2 cards up to 6 aircraft, 1 more per further
 * 6 or part of 6". */
export const doctrineText = (table) => t("{base} up to {up_to} aircraft, {per_block} more per further {block} or part of {block}", table);

export const CARD_VALUES = {
  game: "brs",
  tables: {
    aircraft: {
      kind: "aircraft", noun: t("noun|aircraft"), prefix: "a",
      fields: {
        traits: { type: "ids", most: 2, code: "t", label, choices: (data) => traitsOf(data, false), words: t("traits"), one: t("trait") },
        points: { type: "int", code: "p", words: t("points") },
        // The schema does not bound the list: neither does the input.
        negative_traits: { type: "ids", code: "n", more: true, label, choices: (data) => traitsOf(data, true), words: t("negative traits"), one: t("negative trait") },
        speed: { type: "int", code: "s", more: true, words: t("speed") },
        agility: { type: "int", code: "g", more: true, words: t("agility") },
        firepower: { type: "int", code: "f", more: true, words: t("firepower") },
        top_speed: { type: "int", code: "v", more: true, title: t("top speed (mph)") },
      },
    },
    aces: { kind: "aces", noun: t("noun|ace"), prefix: "e", fields: { points: { type: "int", code: "p", words: t("points") } } },
    // New ace skill cards (a pack's `adds:`); card ids share one namespace, so a name whose
    // id any card of the data has is refused. Offered once the force has an ace (a pilot
    // of the ace skill, or a named ace), whose cards ace-skill-count then counts.
    aceSkills: {
      kind: "ace-skills", noun: t("noun|ace skill card"), prefix: "k", adds: true, title: t("Your ace skill cards"),
      fields: { name: { type: "name", most: 80, code: "n" } },
      says: {
        none: t("No public source names the ace skill cards: type the name of each one you hold, as printed on it. It joins the deck's cards, marked yours."),
        nameOf: t("Name of an ace skill card you hold"),
        add: t("Add the ace skill card"),
        type: t("type the name printed on your ace skill card"),
        added: (name) => t("New ace skill card: {name}", { name }),
      },
      taken: (data, id) => (Object.hasOwn(data.cards, id) ? t("the card {name}", { name: named(data.cards[id]) }) : null),
      offered: (state, data) => state.force.some((line) => line.ace != null || line.skill === data.rules.aces.skill),
      // The deck's own count: a plain state.deck[id] reads Object.prototype for `constructor`.
      used: (state, id) => (own(state.deck, id) ?? 0) !== 0,
    },
    // game.yaml, patched as a pack's `kind: game` (see withRulebook): the doctrine table
    // the player reads in their rulebook, which makes the doctrine count a real check.
    rulebook: {
      kind: "game", noun: t("noun|game"), prefix: "g", from: "rulebook",
      fields: {
        doctrine_cards: {
          type: "record", code: "d", more: true, title: t("doctrine table"), unverified: true, text: doctrineText,
          parts: {
            // Read as one sentence: "2 doctrine cards for up to 6 aircraft, then 1 more
            // per further 6 aircraft or part".
            base: { label: t("Doctrine cards") },
            up_to: { label: t("for up to … aircraft") },
            per_block: { label: t("then … more") },
            block: { label: t("per further … aircraft or part") },
          },
          fixed: { verified: true },
        },
      },
    },
  },
  wanted: (state, data) => [
    ...state.force.flatMap((line) => {
      if (line.ace == null) return [["aircraft", line.aircraft]];
      const ace = Object.hasOwn(data.aces, line.ace) ? data.aces[line.ace] : null;
      return ace ? [["aces", line.ace], ["aircraft", ace.aircraft]] : [];
    }),
    ...(state.force.length ? [["rulebook", data.game]] : []),
  ],
};

// A format's settings the deck check reads, which a club may set as a house rule: a pack's
// patch of game.yaml (`formats: {gathering-of-eagles: {points_limit: 600}}`) changes them
// in the builder as it does for `sortie validate`. Never asked for; kept, exported, shared
// and forgotten like the values of a card. Each whole number takes the schema's range for
// every format (`formats.points_limit`).
const FORMAT_SETTINGS = {
  points_limit: { type: "int", code: "l", words: t("points limit") },
  max_aircraft_types: { type: "int", code: "t", words: t("most aircraft types") },
  min_aircraft: { type: "int", code: "n", words: t("fewest aircraft") },
  max_aircraft: { type: "int", code: "x", words: t("most aircraft") },
  heavy_fighter_points: { type: "int", code: "h", words: t("heavy fighter points") },
  unique_named_aces: { type: "bool", code: "u", words: t("each named ace once") },
  require_known: { type: "bool", code: "k", words: t("every value known") },
};

/** What a Blood Red Skies player may fill in and set, for the site's data: CARD_VALUES,
 * with the settings of each of its formats a club may change (FORMAT_SETTINGS). */
export function cardValues(data) {
  const settings = {};
  for (const [id, format] of Object.entries(data.rules.formats)) {
    for (const [setting, shape] of Object.entries(FORMAT_SETTINGS)) {
      settings[`formats.${id}.${setting}`] = { ...shape, house: true, code: `${shape.code}-${id}`, range: `formats.${setting}`, of: named(format) ?? id };
    }
  }
  const rulebook = CARD_VALUES.tables.rulebook;
  const wanted = (state, base) => [
    ...CARD_VALUES.wanted(state, base),
    // The settings of the deck's format travel with its link.
    ...(state.format != null && Object.hasOwn(base.rules.formats, state.format)
      ? Object.keys(FORMAT_SETTINGS).map((setting) => ["rulebook", base.game, `formats.${state.format}.${setting}`]) : []),
  ];
  return { ...CARD_VALUES, tables: { ...CARD_VALUES.tables, rulebook: { ...rulebook, fields: { ...rulebook.fields, ...settings } } }, wanted };
}

/** Whether the deck's format (`format`, an id or null) takes only the site's card values
 * (`values: site` in game.yaml): the player's own, and a link's, are then not used. */
export const siteValuesOnly = (data, format) => own(own(data.rules.formats, format ?? ""), "values") === "site";

/** The site's data with the rulebook as an entry Your cards can fill: its doctrine table
 * counts as unknown while ours is a working assumption (verified: false). */
export const withRulebook = (data) => ({
  ...data,
  rulebook: { [data.game]: { name: "Blood Red Skies", doctrine_cards: data.rules.doctrine_cards.verified ? data.rules.doctrine_cards : null } },
});

/** The data the checks read: a doctrine table the player entered replaces the assumed one,
 * as the pack's patch of game.yaml does for `sortie validate`. */
export function rulebookUsed(data) {
  const book = data.rulebook?.[data.game];
  if (!book?.yours) return data;
  const rules = { ...data.rules, formats: { ...data.rules.formats } };
  if (book.yours.includes("doctrine_cards")) rules.doctrine_cards = { ...data.rules.doctrine_cards, ...book.doctrine_cards };
  // A format's house rules: the setting, and which of its settings are yours.
  for (const field of book.yours.filter((f) => f.startsWith("formats."))) {
    const [, id, setting] = field.split(".");
    const format = own(rules.formats, id);
    if (!format) continue;
    rules.formats[id] = { ...format, [setting]: book.formats[id][setting], yours: [...(format.yours ?? []), setting] };
  }
  return { ...data, rules };
}

/** The ace skill cards the player added, as cards of the deck like the content's own
 * (unknown retention and text, as a pack's addition gives only the name). */
export function addedCards(data) {
  const added = Object.entries(data.aceSkills ?? {});
  if (!added.length) return data;
  const card = ({ name }) => ({ kind: "ace-skills", name, name_fr: null, retention: null, reaction: false, text: null, negative: false, bonus_trait: null, deployment: false, yours: true });
  return { ...data, cards: { ...data.cards, ...Object.fromEntries(added.map(([id, entry]) => [id, card(entry)])) } };
}

/** The data the builder's checks and figures read: the site's, with everything of yours. */
export const dataUsed = (data) => addedCards(rulebookUsed(data));
