// A deck saved in My hangar, checked again as the deck builder checks it: the site's data
// with the rulebook's tables and the player's own card values laid over it (Your cards,
// kept for this site and data version), the deck read from its link, its trait cards
// filled in when the builder fills them, then the deck check. The hangar page imports this
// module by the path the build gives it (generator/site/hangar.py).
import { checkDeck } from "./deck-check.mjs";
import { cardValues, dataUsed, withRulebook } from "./cardvalues.mjs";
import { pageLanguage } from "./findings.mjs";
import { decode } from "./permalink.mjs";
import { fillTraits } from "./picker.mjs";
import { validity, verdictWords } from "./status.mjs";
import { storedValues } from "./savedcheck.mjs";
import { applyYours } from "./yourcards.mjs";

/** A saved deck's `link` under `name`, as the builder writes a name in its link. */
export function namedLink(link, name) {
  const params = new URLSearchParams(link);
  params.set("n", name);
  return params.toString();
}

/** The verdict on a saved deck's `link`: `{words, valid, unknown}` (the verdict in words,
 * as status.mjs says it; "true", "partial" or "false"; what the link names that the data
 * no longer knows, in words). A link that cannot be read throws, with the reason. */
export function savedVerdict(link, site, siteRoot) {
  const spec = cardValues(site);
  const base = withRulebook(site);
  const data = dataUsed(applyYours(spec, base, storedValues(spec, base, siteRoot)));
  const { state, unknown } = decode(link, data);
  if (state.autoTraits) fillTraits(state, data);
  const verdict = checkDeck(data, state, pageLanguage());
  return { words: verdictWords(verdict), valid: validity(verdict), unknown };
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
