// My hangar as one file (hangarfile.mjs): written, read back, previewed and merged; a list
// whose name is taken is added beside it, never over it; a hostile file changes nothing.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import * as file from "../../generator/games/js/hangarfile.mjs";
import * as brs from "../../generator/games/brs/js/saved.mjs";
import { decode } from "../../generator/games/brs/js/permalink.mjs";
import { withRulebook } from "../../generator/games/brs/js/cardvalues.mjs";

const site = JSON.parse(readFileSync(process.env.SORTIE_BRS_DATA, "utf8"));
const FOUR = "v=1&d=1&a=bf109f.4.3&c=dive-evasion.1_hail-of-fire.1_clear-skies.1_numbers.1";
const SHORT = "v=1&d=1&a=bf109e.1.3";

/** What the hangar page holds: Blood Red Skies only, with `lists`, `owned` and `yours`. */
function here({ lists = [], owned = {}, yours = { aircraft: {} } } = {}) {
  const { spec, base } = brs.yourValues(site);
  const full = { ...Object.fromEntries(Object.keys(spec.tables).map((t) => [t, {}])), ...yours };
  return {
    games: new Map([["brs", { name: "Blood Red Skies", site, module: brs }]]),
    values: new Map([["brs", { spec, base, yours: full }]]),
    lists,
    owned,
  };
}

const exported = (place) => file.hangarText({
  values: [...place.values.values()],
  owned: place.owned,
  lists: place.lists.map((l) => ({ game: l.game, name: l.name, file: brs.fileOf(l.link, l.name, site, "/") })),
});

const deckOf = (link) => decode(link, withRulebook(site)).state;

test("a hangar written and read back on an empty device gives everything back", () => {
  const mine = here({
    lists: [{ id: 1, game: "brs", name: "Schwarm", link: FOUR }, { id: 2, game: "brs", name: "Lone", link: SHORT }],
    owned: { brs: { aircraft: { bf109f: 4, "spitfire-ii": 2 } } },
    yours: { aircraft: { bf109f: { traits: ["great-climb", "great-dive"] } } },
  });
  const text = exported(mine);
  assert.match(text, /^pack: 1\n/);
  assert.match(text, /\ncollection:\n {2}brs:\n {4}aircraft: \{"bf109f":4,"spitfire-ii":2\}\n/);
  assert.match(text, /\nlists:\n {2}- game: brs\n {4}name: "Schwarm"\n {4}file:\n {6}game: brs\n/);
  const plan = file.planImport(file.readHangar(text), here());
  assert.deepEqual(plan.left, []);
  assert.deepEqual(file.planCounts(plan), { lists: 2, both: 0, same: 0, counts: 2, countsChanged: 0, values: 1, valuesChanged: 0 });
  const back = file.applyPlan(plan, here());
  assert.deepEqual(back.lists.map((l) => l.name), ["Schwarm", "Lone"]);
  assert.deepEqual(deckOf(back.lists[0].link).force, deckOf(FOUR).force);
  assert.deepEqual(deckOf(back.lists[0].link).deck, deckOf(FOUR).deck);
  assert.deepEqual(back.owned, { brs: { aircraft: { bf109f: 4, "spitfire-ii": 2 } } });
  assert.deepEqual(back.values.get("brs").aircraft.bf109f.traits, ["great-climb", "great-dive"]);
});

test("a list whose name is taken is added beside it; the same list is left as it is", () => {
  const there = here({ lists: [{ id: 1, game: "brs", name: "Schwarm", link: FOUR }] });
  const text = exported(here({ lists: [{ id: 1, game: "brs", name: "Schwarm", link: SHORT }] }));
  const plan = file.planImport(file.readHangar(text), there);
  assert.deepEqual(plan.lists.map((l) => [l.name, l.as, l.status]), [["Schwarm", "Schwarm (2)", "both"]]);
  const merged = file.applyPlan(plan, there);
  assert.deepEqual(merged.lists.map((l) => [l.name, l.link === FOUR]), [["Schwarm", true], ["Schwarm (2)", false]]);
  // Read again over what it made: nothing more to add.
  const again = file.planImport(file.readHangar(text), { ...there, lists: merged.lists });
  assert.deepEqual(again.lists.map((l) => l.status), ["both"]);
  // A list saved from a builder (no name in its link) is the same as itself in a file.
  const same = file.planImport(file.readHangar(exported(there)), there);
  assert.deepEqual(same.lists.map((l) => l.status), ["same"]);
});

test("a count in the file replaces the count here; the others stay", () => {
  const there = here({ owned: { brs: { aircraft: { bf109f: 1, bf109e: 3 } } } });
  const plan = file.planImport(file.readHangar("pack: 1\ncollection:\n  brs:\n    aircraft: {\"bf109f\": 4}\n"), there);
  assert.deepEqual(plan.owned.map((o) => [o.id, o.status]), [["bf109f", "changed"]]);
  assert.deepEqual(file.applyPlan(plan, there).owned, { brs: { aircraft: { bf109f: 4, bf109e: 3 } } });
});

test("a hostile file is refused whole or its bad parts left out, nothing else touched", () => {
  assert.throws(() => file.readHangar("x".repeat(file.MAX_FILE + 1)), /larger than 1 MiB/);
  assert.throws(() => file.readHangar("game: brs\nforce: []\n"), /not a hangar file/);
  assert.throws(() => file.readHangar("pack: 1\nlists: {a: 1}\n"), /lists: expected a list/);
  assert.throws(() => file.readHangar("pack: 1\nlists:\n  - &a x\n"), /not read here/);
  const text = [
    "pack: 1",
    "collection:",
    "  __proto__: {aircraft: {bf109f: 1}}",
    "  brs:",
    "    aircraft: {\"bf109f\": 1000, \"constructor\": 2, \"Bad\": 1}",
    "lists:",
    "  - {game: chess, name: x, file: {game: chess}}",
    "  - {game: brs, name: \"\", file: {game: brs}}",
    "  - {game: brs, name: ok, file: {game: dif}}",
    "  - {game: brs, name: forceless, file: {game: brs, force: 3}}",
    "patches:",
    "  - {\"game\": \"brs\", \"kind\": \"aircraft\", \"id\": \"bf109f\", \"traits\": [\"no-such-trait\"]}",
    "",
  ].join("\n");
  const plan = file.planImport(file.readHangar(text), here());
  assert.deepEqual(plan.lists, []);
  assert.deepEqual(plan.owned.map((o) => [o.id, o.count]), [["constructor", 2]]);
  assert.equal(plan.left.length, 8, plan.left.join("\n"));
  assert.deepEqual(file.planCounts(plan).values, 0);
  assert.equal(Object.getPrototypeOf(file.applyPlan(plan, here()).owned), Object.prototype);
});
