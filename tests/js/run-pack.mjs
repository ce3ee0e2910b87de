// Reads packs as the builders do (parsePack, yourcards.mjs), for the shared pack vectors
// (tests/test_pack_vectors.py): argv is the game's spec module and its data (JSON written by
// Python); stdin a JSON list of pack texts; stdout a JSON list of what each gave.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { parsePack } from "../../generator/games/js/yourcards.mjs";

const [module, dataFile] = process.argv.slice(2);
// A builder whose spec hangs on its data (the formats a club may change) gives it with it,
// and one that reads packs over more than the site's data (its rulebook) says how.
const { CARD_VALUES, cardValues, withRulebook } = await import(pathToFileURL(module));
const site = JSON.parse(readFileSync(dataFile, "utf-8"));
const data = withRulebook ? withRulebook(site) : site;
const spec = cardValues ? cardValues(site) : CARD_VALUES;
const texts = JSON.parse(readFileSync(0, "utf-8"));
const read = texts.map((text) => {
  try {
    const { yours, left, warnings } = parsePack(spec, text, data, data.game);
    return { threw: null, yours, left, warnings };
  } catch (error) {
    return { threw: String(error.message) };
  }
});
// The tables of the spec by the kind a pack names, so the test reads values by kind.
const kinds = Object.fromEntries(Object.entries(spec.tables).map(([table, { kind }]) => [table, kind]));
process.stdout.write(JSON.stringify({ kinds, read }));
