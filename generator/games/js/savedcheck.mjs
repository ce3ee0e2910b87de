// A saved list checked again in My hangar, for a builder whose check takes the site's data
// with the player's values laid over it (a builder that takes Your cards values): the values
// are those the builder keeps for this site and data version (Your cards), read as the
// builder reads them. A game's saved.mjs gives its spec and its check.
import { validity, verdictWords } from "./status.mjs";
import { applyYours, countYours, loadStored, usedValues } from "./yourcards.mjs";

/** The player's values kept for this site (`siteRoot`, the builder's) and game. */
export const storedValues = (spec, base, siteRoot) => loadStored(spec, base, siteRoot);

/** `{words, valid, errors, unknown}`: the verdict in words (status.mjs: with how many of
 * the player's values it rests on), "true", "partial" or "false", the number of errors, and each id the list names
 * that the data does not know ("aircraft “x”"), from the check's findings. `state` is the
 * list as the builder holds it; `check(data)` runs the builder's check on the data it is
 * given. */
export function savedCheck(spec, base, siteRoot, state, check) {
  const stored = storedValues(spec, base, siteRoot);
  const verdict = check(applyYours(spec, base, stored));
  const unknown = verdict.errors.filter((e) => e.named).map((e) => `${e.named.what} “${e.named.given}”`);
  const mine = countYours(usedValues(spec, stored, state, base));
  return { words: verdictWords(verdict, { mine }), valid: validity(verdict), errors: verdict.errors.length, unknown };
}
