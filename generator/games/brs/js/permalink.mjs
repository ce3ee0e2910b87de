// The deck in the URL fragment: short, versioned, by id, parsed strictly.
//   #v=1&d=<content version>&n=<name>&f=<format>&p=<points limit>
//    &a=<aircraft.count.skill>_...&e=<named ace>_...&c=<card.copies>_...
//    &o=<aircraft.trait taking the odd card>_...&t=1 (trait cards filled automatically)
//    &y=<campaign period: year.block[.air force]>
// Ids are lowercase words joined by hyphens, so "." and "_" never occur inside one.
// Ids the data does not know are kept (the deck check reports them), so that reloading
// a link never turns a deck with errors into a legal one.

import { isListFragment, LinkError, linkOf, readLink } from "../../js/sharelink.mjs";
import { t } from "../../js/words.mjs";

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_ITEMS = 60;
const MAX_NAME = 80;
const MAX_LENGTH = 1500;

/** The fragment (without "#") for a builder state. */
export function encode(state, contentVersion) {
  const planes = state.force.filter((l) => l.aircraft).map((l) => `${l.aircraft}.${l.count}.${l.skill}`);
  const aces = state.force.filter((l) => l.ace).map((l) => (l.skill != null ? `${l.ace}.${l.skill}` : l.ace));
  const cards = Object.entries(state.deck).filter(([, n]) => n !== 0).map(([id, n]) => `${id}.${n}`);
  const odd = Object.entries(state.odd ?? {}).map(([plane, trait]) => `${plane}.${trait}`);
  const list = (parts) => (parts.length ? parts.join("_") : null);
  return linkOf(contentVersion, {
    n: state.name ? state.name.slice(0, MAX_NAME) : null,
    f: state.format || null,
    p: state.points_limit != null ? String(state.points_limit) : null,
    y: state.period ? [state.period.year, state.period.block, state.period.air_force].filter((x) => x != null).join(".") : null,
    a: list(planes),
    e: list(aces),
    c: list(cards),
    o: list(odd),
    t: state.autoTraits ? "1" : null,
  });
}

/** What a link or file names that the data does not know, as the page lists it. */
export const unknownId = {
  format: (id) => t("format {id}", { id }),
  aircraft: (id) => t("aircraft {id}", { id }),
  ace: (id) => t("ace {id}", { id }),
  card: (id) => t("card {id}", { id }),
};

/** True when a fragment holds a deck (not an in-page anchor such as #deck-builder). */
export const isDeckFragment = isListFragment;

function int(text, low, high, what) {
  if (!/^-?\d{1,4}$/.test(text ?? "")) throw new LinkError(t("{what} is not a number", { what }));
  const value = Number(text);
  if (value < low || value > high) throw new LinkError(t("{what} must be {low} to {high}", { what, low, high }));
  return value;
}

function id(text, what) {
  if (!ID.test(text)) throw new LinkError(t("{what} is not an id", { what }));
  return text;
}

/** The parts of a list in the link; `tooMany` says there are too many of them. */
function items(text, tooMany) {
  if (!text) return [];
  const parts = text.split("_");
  if (parts.length > MAX_ITEMS) throw new LinkError(tooMany);
  return parts;
}

/**
 * Parse a fragment against the data. Returns {state, unknown, dropped, contentVersion} or
 * throws an Error whose message says what is wrong; a caller keeps its current deck on error.
 * Ids the data does not know are kept in the deck and listed in `unknown`; only an odd-card
 * preference that no longer applies is dropped (and listed in `dropped`).
 */
export function decode(fragment, data) {
  const { params, contentVersion } = readLink(fragment, MAX_LENGTH);
  const known = (table, key) => Object.hasOwn(table, key);
  const dropped = [];
  const unknown = [];
  const state = { name: "", format: null, period: null, points_limit: null, force: [], deck: {}, odd: {}, autoTraits: params.get("t") === "1" };
  const name = params.get("n") ?? "";
  if (name.length > MAX_NAME) throw new LinkError(t("the deck name is too long"));
  state.name = name;
  // What each part of the link is, as an error about it names it.
  const WHAT = {
    format: t("link|format"), limit: t("link|points limit"), year: t("link|period year"), airForce: t("link|air force"), aircraft: t("link|aircraft"),
    count: t("link|count"), skill: t("link|skill"), ace: t("link|ace"), card: t("link|card"), copies: t("link|copies"), trait: t("link|trait"),
  };
  if (params.has("f")) {
    const format = id(params.get("f"), WHAT.format);
    state.format = format;
    if (!known(data.rules.formats, format)) unknown.push(unknownId.format(format));
  }
  if (params.has("p")) state.points_limit = int(params.get("p"), 0, 9999, WHAT.limit);
  if (params.has("y")) {
    const [year, block, airForce, ...rest] = params.get("y").split(".");
    if (rest.length || !["early", "mid", "late"].includes(block)) throw new LinkError(t("the campaign period is malformed"));
    state.period = { year: int(year, 1930, 1960, WHAT.year), block, ...(airForce ? { air_force: id(airForce, WHAT.airForce) } : {}) };
  }
  for (const part of items(params.get("a"), t("too many aircraft"))) {
    const [plane, count, skill, ...rest] = part.split(".");
    if (rest.length || skill === undefined) throw new LinkError(t("an aircraft entry is malformed"));
    const line = { aircraft: id(plane, WHAT.aircraft), count: int(count, 1, 100, WHAT.count), skill: int(skill, 0, 9, WHAT.skill) };
    state.force.push(line);
    if (!known(data.aircraft, line.aircraft)) unknown.push(unknownId.aircraft(line.aircraft));
  }
  for (const part of items(params.get("e"), t("too many aces"))) {
    const [name, skill, ...rest] = part.split(".");
    if (rest.length) throw new LinkError(t("an ace entry is malformed"));
    const ace = id(name, WHAT.ace);
    state.force.push(skill === undefined ? { ace } : { ace, skill: int(skill, 0, 9, WHAT.skill) });
    if (!known(data.aces, ace)) unknown.push(unknownId.ace(ace));
  }
  for (const part of items(params.get("c"), t("too many cards"))) {
    const [card, copies, ...rest] = part.split(".");
    if (rest.length || copies === undefined) throw new LinkError(t("a card entry is malformed"));
    const cardId = id(card, WHAT.card);
    const n = int(copies, 0, 100, WHAT.copies);
    if (n === 0) continue;
    state.deck[cardId] = n;
    if (!known(data.cards, cardId)) unknown.push(unknownId.card(cardId));
  }
  for (const part of items(params.get("o"), t("too many choices"))) {
    const [plane, trait, ...rest] = part.split(".");
    if (rest.length || trait === undefined) throw new LinkError(t("an odd-card choice is malformed"));
    if (Object.hasOwn(data.aircraft, id(plane, WHAT.aircraft)) && (data.aircraft[plane].traits ?? []).includes(id(trait, WHAT.trait))) {
      state.odd[plane] = trait;
    } else {
      dropped.push(t("choice {id}", { id: `${plane}.${trait}` }));
    }
  }
  return { state, unknown, dropped, contentVersion };
}
