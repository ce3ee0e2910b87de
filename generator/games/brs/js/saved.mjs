// A deck saved in My hangar, checked again as the deck builder checks it: the site's data
// with the rulebook's tables and the player's own card values laid over it (Your cards,
// kept for this site and data version), the deck read from its link, its trait cards
// filled in when the builder fills them, then the deck check. The hangar page imports this
// module by the path the build gives it (generator/site/hangar.py).
import { checkDeck } from "./deck-check.mjs";
import { cardValues, dataUsed, siteValuesOnly, withRulebook } from "./cardvalues.mjs";
import { stateFromDeckFile, toYaml } from "./deckfile.mjs";
import { pageLanguage } from "../../js/findings.mjs";
import { decode, encode } from "./permalink.mjs";
import { fillTraits } from "./picker.mjs";
import { validity, verdictWords } from "../../js/status.mjs";
import { storedValues } from "../../js/savedcheck.mjs";
import { applyYours, countYours, usedValues } from "../../js/yourcards.mjs";

/** What the player may fill in from their cards, and the data it is checked against, as
 * the deck builder has them: My hangar's Transcribe your cards asks for the same values
 * and keeps them where the builder reads them; the hangar's file writes and reads them. */
export const yourValues = (site) => ({ spec: cardValues(site), base: withRulebook(site) });

/** A saved deck's `link` under `name`, as the builder writes a name in its link. */
export function namedLink(link, name) {
  const params = new URLSearchParams(link);
  params.set("n", name);
  return params.toString();
}

/** The deck a saved `link` holds, as the builder holds it: read against the data with the
 * player's values laid over it (none when the deck's format takes only the site's), its
 * trait cards filled in when the builder fills them. `{state, unknown, data, mine}`, `mine`
 * the number of the player's values the deck uses; a link that cannot be read throws, with
 * the reason. */
function savedDeck(link, site, siteRoot) {
  const spec = cardValues(site);
  const base = withRulebook(site);
  const stored = storedValues(spec, base, siteRoot);
  const withYours = dataUsed(applyYours(spec, base, stored));
  const { state, unknown } = decode(link, withYours);
  const siteOnly = siteValuesOnly(site, state.format);
  const data = siteOnly ? dataUsed(base) : withYours;
  if (state.autoTraits) fillTraits(state, data);
  const mine = siteOnly ? 0 : countYours(usedValues(spec, stored, state, base));
  return { state, unknown, data, mine };
}

/** The verdict on a saved deck's `link`: `{words, valid, errors, unknown}` (the verdict in
 * words, as status.mjs says it, with how many of the player's values it rests on; "true",
 * "partial" or "false"; the number of errors; what the link names that the data no longer knows, in words). A
 * deck whose format takes only the site's values is checked without the player's. A link
 * that cannot be read throws, with the reason. */
export function savedVerdict(link, site, siteRoot) {
  const { state, unknown, data, mine } = savedDeck(link, site, siteRoot);
  const verdict = checkDeck(data, state, pageLanguage());
  return { words: verdictWords(verdict, { mine }), valid: validity(verdict), errors: verdict.errors.length, unknown };
}

/** A saved deck as a deck file (what `sortie validate` reads) under `name`: the deck the
 * builder checks, trait cards filled in, so the command line gives the builder's verdict. */
export function fileOf(link, name, site, siteRoot) {
  return toYaml({ ...savedDeck(link, site, siteRoot).state, name });
}

/** A deck file's body (parsed) as the link a saved list keeps; throws, with the reason,
 * what the builder's import refuses. */
export function linkOf(body, site) {
  const { state } = stateFromDeckFile(body, withRulebook(site));
  return encode(state, site.content_version);
}

/** What printing a deck's cards needs (the print page, printcards.mjs): the player's values
 * and their spec, read as the builder reads them, and the cards the deck at `link` prints
 * (`null`: none, for the cards a player owns): its force's aircraft and named aces (keys
 * "kind/id"), then its deck, every copy (as `sortie cards --deck` prints it). */
export function printedCards(link, site, siteRoot) {
  const spec = cardValues(site);
  const base = withRulebook(site);
  const yours = storedValues(spec, base, siteRoot);
  if (link == null) return { spec, yours, force: [], deck: {} };
  const data = dataUsed(applyYours(spec, base, yours));
  const { state } = decode(link, data);
  if (state.autoTraits) fillTraits(state, data);
  const force = state.force.map((line) => (line.ace != null ? `aces/${line.ace}` : `aircraft/${line.aircraft}`));
  return { spec, yours, force, deck: { ...state.deck } };
}
