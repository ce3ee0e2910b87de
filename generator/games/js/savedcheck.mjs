// A saved list checked again in My hangar, for a builder whose check takes the site's data
// with the player's values laid over it (a builder that takes Your cards values): the values
// are those the builder keeps for this site and data version (Your cards), read as the
// builder reads them. A game's saved.mjs gives its spec and its check.
import { validity, verdictWords } from "./status.mjs";
import { applyYours, loadStored } from "./yourcards.mjs";

/** The player's values kept for this site (`siteRoot`, the builder's) and game. */
export const storedValues = (spec, base, siteRoot) => loadStored(spec, base, siteRoot);

/** `{words, valid, unknown}`: the verdict in words (status.mjs), "true", "partial" or
 * "false", and each id the list names that the data does not know ("aircraft “x”"), from
 * the check's findings. `check(data)` runs the builder's check on the data it is given. */
export function savedCheck(spec, base, siteRoot, check) {
  const verdict = check(applyYours(spec, base, storedValues(spec, base, siteRoot)));
  const unknown = verdict.errors.filter((e) => e.named).map((e) => `${e.named.what} “${e.named.given}”`);
  return { words: verdictWords(verdict), valid: validity(verdict), unknown };
}
