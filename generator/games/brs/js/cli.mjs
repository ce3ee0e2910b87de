// Runs checkDeck over JSON lines: argv[2] is the browser data file, argv[3] the language
// of the messages (en or fr; en when absent); each stdin line is a deck object; each
// stdout line is its verdict. Used by the conformance and differential tests and by the
// benchmark, never by the site.
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { checkDeck } from "./deck-check.mjs";

const data = JSON.parse(readFileSync(process.argv[2], "utf8"));
const lang = process.argv[3] ?? "en";
const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  if (line.trim()) process.stdout.write(`${JSON.stringify(checkDeck(data, JSON.parse(line), lang))}\n`);
}
