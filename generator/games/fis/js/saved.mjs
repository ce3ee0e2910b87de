// A force saved in My hangar, checked again as the force builder checks it: the site's
// data with the player's own card values laid over it (Your cards, kept for this site and
// data version), the force read from its link, then the force check. The hangar page
// imports this module by the path the build gives it (generator/site/hangar.py).
import { CARD_VALUES } from "./builder.mjs";
import { pageLanguage } from "../../js/findings.mjs";
import { checkForce } from "./force-check.mjs";
import { decode, encode, forceFromObject, toYaml } from "./forcefile.mjs";
import { savedCheck } from "../../js/savedcheck.mjs";

/** A saved force's `link` under `name`, as the builder writes it. */
export function namedLink(link, name) {
  const { force, contentVersion } = decode(link);
  return encode({ ...force, name }, contentVersion);
}

/** The verdict on a saved force's `link` (savedcheck.mjs says what it holds). */
export function savedVerdict(link, site, siteRoot) {
  const { force } = decode(link);
  return savedCheck(CARD_VALUES, site, siteRoot, force, (data) => checkForce(data, force, pageLanguage()));
}

/** What the player may fill in from their cards, and the data it is checked against, as
 * the force builder has them (My hangar's Transcribe your cards, and its file). */
export const yourValues = (site) => ({ spec: CARD_VALUES, base: site });

/** A saved force as the file `sortie validate` reads, under `name`. */
export const fileOf = (link, name, site) => toYaml({ ...decode(link).force, name });

/** A force file's body (parsed) as the link a saved list keeps; throws, with the reason,
 * what the builder's import refuses. */
export const linkOf = (body, site) => encode(forceFromObject(body), site.content_version);
