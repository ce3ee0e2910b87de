// A deck saved in My hangar, checked again as the deck builder checks it: the site's data
// with the rulebook's tables and the player's own card values laid over it (Your cards,
// kept for this site and data version), the deck read from its link, its trait cards
// filled in when the builder fills them, then the deck check. The hangar page imports this
// module by the path the build gives it (generator/site/hangar.py).
import { checkDeck } from "./deck-check.mjs";
import { cardValues, dataUsed, withRulebook } from "./cardvalues.mjs";
import { stateFromDeckFile, toYaml } from "./deckfile.mjs";
import { pageLanguage } from "./findings.mjs";
import { decode, encode } from "./permalink.mjs";
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

/** The deck a saved `link` holds, as the builder holds it: read against the data with the
 * player's values laid over it, its trait cards filled in when the builder fills them.
 * `{state, unknown, data}`; a link that cannot be read throws, with the reason. */
function savedDeck(link, site, siteRoot) {
  const spec = cardValues(site);
  const base = withRulebook(site);
  const data = dataUsed(applyYours(spec, base, storedValues(spec, base, siteRoot)));
  const { state, unknown } = decode(link, data);
  if (state.autoTraits) fillTraits(state, data);
  return { state, unknown, data };
}

/** The verdict on a saved deck's `link`: `{words, valid, unknown}` (the verdict in words,
 * as status.mjs says it; "true", "partial" or "false"; what the link names that the data
 * no longer knows, in words). A link that cannot be read throws, with the reason. */
export function savedVerdict(link, site, siteRoot) {
  const { state, unknown, data } = savedDeck(link, site, siteRoot);
  const verdict = checkDeck(data, state, pageLanguage());
  return { words: verdictWords(verdict), valid: validity(verdict), unknown };
}

/** The player's card values as Your cards keeps them: the spec, and the data they are
 * kept for (yourcards.mjs `storageKey`, `loadStored`). */
export const cardValuesOf = (site) => ({ spec: cardValues(site), base: withRulebook(site) });

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
