// My hangar as one file: what a player owns (collection.mjs), their card values (Your
// cards, yourcards.mjs) and their saved lists (savedlists.mjs), written as one YAML file
// and read back on another device. The file is a pack (`pack: 1`, generator/reading/pack.py) with
// `collection:` and `lists:` beside its `patches:`, so `sortie validate` reads it too
// (generator/reading/hangarfile.py): each list is written as its game's own file (a deck, set-up
// or force file), which each game's saved.mjs makes from the list's link and back.
//
// Reading a file never changes anything: `planImport` says what it would add or change,
// and `applyPlan` merges it once the player agrees. A list whose name a list of the same
// game has already is added beside it under "name (2)" (nothing a player saved is ever
// replaced by a file); counts and values in the file replace those of the same card.
// A file is input like any other: read with the strict YAML subset the builders use,
// bounded, each value checked as the stores check what they keep. No DOM here: Node's
// tests import this module directly.
import { countOf, isCount, MAX_ENTRIES, mergedOwned } from "./collection.mjs";
import { own, put } from "./ownkeys.mjs";
import { copyName, MAX_LINK, MAX_LISTS, nameProblem, withSaved } from "./savedlists.mjs";
import { parseFile } from "./yamlsubset.mjs";
import { merged, packItems, parsePack, valueOf, yamlSafe } from "./yourcards.mjs";
import { t, tn } from "./words.mjs";

export const MAX_FILE = 1024 * 1024; // as `sortie validate` reads a file
export const FILE_NAME = "my-hangar.yaml";
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// A game or kind is written as a plain key: one that YAML would read as a number is not.
const PLAIN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

export class HangarFileError extends Error {}
const fail = (message) => {
  throw new HangarFileError(message);
};
const isMapping = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

/** A file's lines indented by `by` spaces under a key (its blank lines left out). */
const indented = (text, by) => text.split("\n").filter((line) => line.trim()).map((line) => `${" ".repeat(by)}${line}`);

/**
 * The hangar file: `values` lists each game's `{spec, yours}` (Your cards), `owned` is the
 * collection, `lists` holds `{game, name, file}` with `file` the list as its game's file.
 */
export function hangarText({ values, owned, lists }) {
  const lines = ["pack: 1", `name: ${JSON.stringify(t("My hangar"))}`];
  const items = values.map(({ spec, yours }) => packItems(spec, yours));
  const adds = items.flatMap((i) => i.adds);
  const patches = items.flatMap((i) => i.patches);
  const line = (item) => `  - ${JSON.stringify(item)}`;
  if (adds.length) lines.push("adds:", ...adds.map(line));
  lines.push(patches.length ? "patches:" : "patches: []", ...patches.map(line));
  const games = Object.entries(owned).filter(([game, kinds]) => PLAIN.test(game) && Object.keys(kinds).some((kind) => PLAIN.test(kind)));
  if (games.length) lines.push("collection:");
  for (const [game, kinds] of games) {
    lines.push(`  ${game}:`);
    for (const [kind, ids] of Object.entries(kinds)) if (PLAIN.test(kind)) lines.push(`    ${kind}: ${JSON.stringify(ids)}`);
  }
  lines.push(lists.length ? "lists:" : "lists: []");
  for (const list of lists) lines.push(`  - game: ${list.game}`, `    name: ${JSON.stringify(list.name)}`, "    file:", ...indented(list.file, 6));
  return yamlSafe(`${lines.join("\n")}\n`);
}

/** The file's document, checked as a hangar file: `{patches, adds, collection, lists}`;
 * throws a HangarFileError (or the YAML reader's error) saying why it cannot be read. */
export function readHangar(text) {
  if (typeof text !== "string" || text.length > MAX_FILE) fail(t("the file is larger than 1 MiB"));
  const doc = parseFile(text, MAX_FILE);
  if (!isMapping(doc) || doc.pack !== 1) fail(t("this is not a hangar file (it has no “pack: 1” line at its top)"));
  const listOf = (key) => {
    const value = own(doc, key) ?? [];
    if (!Array.isArray(value)) fail(t("{key}: expected a list", { key }));
    return value;
  };
  const collection = own(doc, "collection") ?? {};
  if (!isMapping(collection)) fail(t("collection: expected a mapping of games"));
  const lists = listOf("lists");
  if (lists.length > MAX_LISTS) fail(t("the file has more than {most} lists", { most: MAX_LISTS }));
  return { patches: listOf("patches"), adds: listOf("adds"), collection, lists };
}

const sameValue = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const statusOf = (was, value) => (was === undefined ? "added" : sameValue(was, value) ? "same" : "changed");

/** Whether the saved list `taken` holds what `link` (read from a file) holds: the same
 * link, or the same once written as its file under its name and read back (a builder's
 * link may carry a name, or trait cards to fill in, that the file spells out). */
function sameList(known, taken, link, valuesRoot) {
  if (taken.link === link) return true;
  try {
    const text = known.module.fileOf(taken.link, taken.name, known.site, valuesRoot);
    return known.module.linkOf(parseFile(text, MAX_FILE), known.site) === link;
  } catch {
    return false; // a list that cannot be read is not the file's
  }
}

/**
 * What importing `doc` (readHangar's) would do to what is `here`:
 *   here = {games: Map(game → {name, site, module}), lists, owned,
 *           values: Map(game → {spec, base, yours}), valuesRoot}
 * Returns `{lists, owned, values, left}`: each list to add as `{game, name, as, link,
 * status}` ("added", "both": its name is taken, so it is added as `as`, or "same": already
 * here), each count `{game, kind, id, count, status}` ("added", "changed", "same"), each
 * game's values `{game, yours, changes}` (a change is parsePack's with its `status`), and
 * `left`: what the file holds that cannot be taken, in words.
 */
export function planImport(doc, here) {
  const left = [];
  const gameName = (game) => here.games.get(game)?.name ?? game;
  // Lists: read through the game's own file reader, named as the hangar would name them.
  let after = here.lists;
  const lists = [];
  doc.lists.forEach((item, index) => {
    const where = t("list {number}", { number: index + 1 });
    const game = isMapping(item) ? item.game : undefined;
    const known = typeof game === "string" && here.games.has(game) ? here.games.get(game) : null;
    const name = isMapping(item) && typeof item.name === "string" ? item.name.trim() : "";
    const named = name && !nameProblem(name) ? t("“{name}”", { name }) : where;
    if (!known) return left.push(t("{list}: not a list of a game of this site", { list: named }));
    if (nameProblem(name)) return left.push(t("{list}: its name is not one line of 1 to 80 characters", { list: where }));
    if (!isMapping(item.file) || item.file.game !== game) return left.push(t("{list}: its file is not a file of {game}", { list: named, game: known.name }));
    let link;
    try {
      link = known.module.linkOf(item.file, known.site);
    } catch (error) {
      return left.push(t("{list}: {why}", { list: named, why: String(error.message).slice(0, 200) }));
    }
    if (link.length > MAX_LINK) return left.push(t("{list}: it is too long to keep", { list: named }));
    const taken = after.find((list) => list.game === game && list.name === name);
    if (taken && sameList(known, taken, link, here.valuesRoot)) return lists.push({ game, name, as: name, link, status: "same" });
    const as = taken ? copyName(after, game, name) : name;
    after = withSaved(after, game, as, link).lists;
    lists.push({ game, name, as, link, status: taken ? "both" : "added" });
  });
  // Counts: kept as the collection keeps them (an id the data lacks is kept too).
  const owned = [];
  let seen = 0;
  for (const [game, kinds] of Object.entries(doc.collection)) {
    if (!here.games.has(game) || !isMapping(kinds)) {
      left.push(t("what you own of a game this site does not have"));
      continue;
    }
    for (const [kind, ids] of Object.entries(kinds)) {
      for (const [id, count] of Object.entries(isMapping(ids) && ID.test(kind) ? ids : {})) {
        seen += 1;
        if (!ID.test(id) || !isCount(count) || seen > MAX_ENTRIES) {
          left.push(t("{game}: a count that is not a whole number from 1 to 999", { game: gameName(game) }));
          continue;
        }
        const was = countOf(here.owned, game, kind, id);
        owned.push({ game, kind, id, count, status: statusOf(was || undefined, count) });
      }
    }
  }
  // Values: each game's part of the file read as a pack of that game, as a builder reads one.
  const values = [];
  for (const [game, { spec, base, yours }] of here.values) {
    const mine = (items) => items.filter((item) => isMapping(item) && item.game === game);
    const patches = mine(doc.patches);
    const adds = mine(doc.adds);
    if (!patches.length && !adds.length) continue;
    const read = parsePack(spec, JSON.stringify({ pack: 1, patches, adds }), base, gameName(game));
    left.push(...read.left.map((why) => t("{game}: {why}", { game: gameName(game), why })));
    const changes = read.changes.map((change) => ({ ...change, status: statusOf(valueOf(yours, change.table, change.id, change.field), change.value) }));
    values.push({ game, yours: read.yours, changes });
  }
  const strangers = [...doc.patches, ...doc.adds].filter((item) => !(isMapping(item) && here.values.has(item.game)));
  if (strangers.length) left.push(tn("{count} card value of a game this site does not have", "{count} card values of games this site does not have", strangers.length));
  return { lists, owned, values, left };
}

/** How many things `plan` adds and changes: `{lists, both, same, counts, countsChanged,
 * values, valuesChanged}` (a list added beside one of its name counts in `both`). */
export function planCounts(plan) {
  const by = (items, status) => items.filter((item) => item.status === status).length;
  const changes = plan.values.flatMap((v) => v.changes);
  return {
    lists: by(plan.lists, "added"), both: by(plan.lists, "both"), same: by(plan.lists, "same"),
    counts: by(plan.owned, "added"), countsChanged: by(plan.owned, "changed"),
    values: by(changes, "added"), valuesChanged: by(changes, "changed"),
  };
}

/** What is `here` with `plan` merged in: `{lists, owned, values: Map(game → yours)}`. */
export function applyPlan(plan, here) {
  let lists = here.lists;
  for (const list of plan.lists) if (list.status !== "same") lists = withSaved(lists, list.game, list.as, list.link).lists;
  const more = {};
  for (const { game, kind, id, count, status } of plan.owned) {
    if (status === "same") continue;
    const kinds = own(more, game) ?? put(more, game, {});
    put(own(kinds, kind) ?? put(kinds, kind, {}), id, count);
  }
  const values = new Map();
  for (const { game, yours } of plan.values) values.set(game, merged(here.values.get(game).yours, yours));
  return { lists, owned: mergedOwned(here.owned, more), values };
}
