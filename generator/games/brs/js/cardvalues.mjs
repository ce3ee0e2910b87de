// What a Blood Red Skies player may fill in from their own cards and rulebook (Your cards,
// yourcards.mjs), with the ranges of generator/games/brs/schema.py: an aircraft's traits
// and points and a named ace's points, which change verdicts, come first; the figures of
// the card (negative traits, stats), which change none, and the rulebook's doctrine table
// wait behind "More values". No DOM here: Node's tests import this module.

const traitsOf = (data, negative) => Object.keys(data.cards).filter((id) => data.cards[id].kind === "traits" && Boolean(data.cards[id].negative) === negative).sort();
const label = (data, id) => data.cards[id]?.name ?? id;

/** The doctrine table as the rulebook reads: "2 cards up to 6 aircraft, 1 more per further
 * 6 or part of 6". */
export const doctrineText = (t) => `${t.base} up to ${t.up_to} aircraft, ${t.per_block} more per further ${t.block} or part of ${t.block}`;

export const CARD_VALUES = {
  game: "brs",
  tables: {
    aircraft: {
      kind: "aircraft", noun: "aircraft", prefix: "a",
      fields: {
        traits: { type: "ids", most: 2, code: "t", label, choices: (data) => traitsOf(data, false) },
        points: { type: "int", min: 0, max: 9999, code: "p" },
        // The schema bounds neither the list nor speed and top speed: neither does the input.
        negative_traits: { type: "ids", code: "n", more: true, label, choices: (data) => traitsOf(data, true) },
        speed: { type: "int", min: 0, code: "s", more: true },
        agility: { type: "int", min: 0, max: 3, code: "g", more: true },
        firepower: { type: "int", min: 0, max: 3, code: "f", more: true },
        top_speed: { type: "int", min: 0, code: "v", more: true, title: "top speed (mph)" },
      },
    },
    aces: { kind: "aces", noun: "ace", prefix: "e", fields: { points: { type: "int", min: 0, max: 9999, code: "p" } } },
    // New ace skill cards (a pack's `adds:`); card ids share one namespace, so a name whose
    // id any card of the data has is refused. Offered once the force has an ace (a pilot
    // of the ace skill, or a named ace), whose cards ace-skill-count then counts.
    aceSkills: {
      kind: "ace-skills", noun: "ace skill card", prefix: "k", adds: true, title: "Your ace skill cards",
      fields: { name: { type: "name", most: 80, code: "n" } },
      taken: (data, id) => (Object.hasOwn(data.cards, id) ? `the card ${data.cards[id].name}` : null),
      offered: (state, data) => state.force.some((line) => line.ace != null || line.skill === data.rules.aces.skill),
      used: (state, id) => (state.deck[id] ?? 0) !== 0,
    },
    // game.yaml, patched as a pack's `kind: game` (see withRulebook): the doctrine table
    // the player reads in their rulebook, which makes the doctrine count a real check.
    rulebook: {
      kind: "game", noun: "game", prefix: "g", from: "rulebook",
      fields: {
        doctrine_cards: {
          type: "record", code: "d", more: true, title: "doctrine table", unknown: "unverified", text: doctrineText,
          parts: {
            // Read as one sentence: "2 doctrine cards for up to 6 aircraft, then 1 more
            // per further 6 aircraft or part".
            base: { min: 0, label: "Doctrine cards" },
            up_to: { min: 1, label: "for up to … aircraft" },
            per_block: { min: 0, label: "then … more" },
            block: { min: 1, label: "per further … aircraft or part" },
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
  return { ...data, rules: { ...data.rules, doctrine_cards: { ...data.rules.doctrine_cards, ...book.doctrine_cards } } };
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
