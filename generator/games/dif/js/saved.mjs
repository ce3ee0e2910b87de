// A set-up saved in My hangar, checked again as the set-up builder checks it: the site's
// data with the player's own card values laid over it (Your cards, kept for this site and
// data version), the set-up read from its link, then the set-up check. The hangar page
// imports this module by the path the build gives it (generator/site/hangar.py).
import { pageLanguage } from "../../js/findings.mjs";
import { CARD_VALUES } from "./setup-builder.mjs";
import { checkSetup } from "./setup-check.mjs";
import { decode, encode, setupFromObject, toYaml } from "./setupfile.mjs";
import { savedCheck, storedValues } from "../../js/savedcheck.mjs";

/** A saved set-up's `link` under `name`, as the builder writes it. */
export function namedLink(link, name, site) {
  const { setup, contentVersion } = decode(link, Object.keys(site.editions));
  return encode({ ...setup, name }, contentVersion);
}

/** The verdict on a saved set-up's `link` (savedcheck.mjs says what it holds). */
export function savedVerdict(link, site, siteRoot) {
  const { setup } = decode(link, Object.keys(site.editions));
  return savedCheck(CARD_VALUES, site, siteRoot, setup, (data) => checkSetup(data, setup, pageLanguage()));
}

/** What the player may fill in from their cards, and the data it is checked against, as
 * the set-up builder has them (My hangar's Transcribe your cards, and its file). */
export const yourValues = (site) => ({ spec: CARD_VALUES, base: site });

/** A saved set-up as the file `sortie validate` reads, under `name`. */
export const fileOf = (link, name, site) => toYaml({ ...decode(link, Object.keys(site.editions)).setup, name });

/** A set-up file's body (parsed) as the link a saved list keeps; throws, with the reason,
 * what the builder's import refuses. */
export const linkOf = (body, site) => encode(setupFromObject(body, Object.keys(site.editions)), site.content_version);

/** What printing a set-up's cards needs (the print page, printcards.mjs): the player's
 * values and their spec, and each aircraft of the set-up at `link` as many times as its
 * sides field it (`null`: none, for the cards a player owns). The action deck is not in
 * the builder's data: its cards print from the site's PDFs. */
export function printedCards(link, site, siteRoot) {
  const yours = storedValues(CARD_VALUES, site, siteRoot);
  const deck = {};
  if (link != null) {
    for (const side of decode(link, Object.keys(site.editions)).setup.sides) {
      for (const flight of side.aircraft) deck[flight.aircraft] = (deck[flight.aircraft] ?? 0) + flight.count;
    }
  }
  return { spec: CARD_VALUES, yours, force: [], deck };
}
