// My hangar's "My hangar as a file" section: save everything the hangar keeps as one file
// (hangarfile.mjs), and open such a file: what it would add or change is shown first, and
// merged only when the player says so. The mount element (generator/site/hangar.py) names
// the games that keep lists, as the saved lists' own (hangar.mjs). When a store of the page
// could not be read whole, the section says so and offers to save what is left.
// Text goes in as text nodes only.
import { loadOwned, ownedKey, storeOwned } from "./collection.mjs";
import { download, fill, h } from "./dom.mjs";
import { checkers } from "./hangar.mjs";
import { FILE_NAME, MAX_FILE, applyPlan, hangarText, planCounts, planImport, readHangar } from "./hangarfile.mjs";
import { listsKey, loadLists, storeLists } from "./savedlists.mjs";
import { t, tn } from "./words.mjs";
import { loadStored, storageKey } from "./yourcards.mjs";

/** The event the section sends when it changed what the page's other sections show. */
export const CHANGED = "sortie:hangar-changed";

const quoted = (names) => names.map((name) => t("“{name}”", { name })).join(t(", "));

export function mount(root) {
  const games = JSON.parse(root.dataset.games ?? "[]");
  const siteRoot = new URL(root.dataset.site ?? root.dataset.root ?? "./", location.href).pathname;
  const valuesRoot = new URL(root.dataset.root ?? "./", location.href).pathname;
  const loading = checkers(games);
  const listsStore = listsKey(siteRoot);
  const ownedStore = ownedKey(siteRoot);

  const note = h("p", { class: "hg-note sl-note", role: "status", "aria-live": "polite" });
  const damaged = h("p", { class: "hf-damaged", hidden: true });
  const preview = h("div", { class: "hf-preview" });
  const picker = h("input", { type: "file", accept: ".yaml,.yml,.json,text/yaml,application/json", class: "hf-file", onchange: (e) => open(e.target) });
  const saveButton = h("button", { type: "button", class: "hf-save", onclick: () => save() }, t("Save my hangar as a file"));
  fill(root, h("h2", {}, t("My hangar as a file")),
    h("p", {}, t("One file holds everything your hangar keeps: what you own, your card values and your saved lists. Keep it safe, or open it on another device; the command line checks every list in it with sortie validate.")),
    damaged,
    h("div", { class: "hg-actions hf-actions" }, saveButton,
      h("label", { class: "hf-open" }, t("Open a hangar file"), picker)),
    note, preview);

  const say = (kind, ...lines) => {
    fill(note, lines.filter(Boolean).join(" "));
    note.dataset.kind = kind;
  };

  /** Each game's data, module and values as kept here: `{games, values}` (Maps by game). */
  async function gamesHere() {
    const found = new Map();
    const values = new Map();
    for (const game of games) {
      const [site, module] = await loading.get(game.game);
      found.set(game.game, { name: game.name, site, module });
      const { spec, base } = module.yourValues(site);
      // As the builders read them: this data version's, else an earlier one's.
      values.set(game.game, { spec, base, yours: loadStored(spec, base, valuesRoot) });
    }
    return { games: found, values };
  }

  function showDamage() {
    const lists = loadLists(localStorage, listsStore);
    const owned = loadOwned(localStorage, ownedStore);
    const hurt = lists.unreadable || lists.lost.length || owned.unreadable || owned.lost;
    damaged.hidden = !hurt;
    if (hurt) fill(damaged, t("Part of what this browser keeps for your hangar could not be read. Save what is left as a file now, with the button below, so that nothing more is lost."));
  }

  async function save() {
    try {
      const here = await gamesHere();
      const { lists } = loadLists(localStorage, listsStore);
      const written = [];
      const skipped = [];
      for (const list of lists) {
        const game = here.games.get(list.game);
        try {
          if (!game) throw new Error("no game");
          written.push({ game: list.game, name: list.name, file: game.module.fileOf(list.link, list.name, game.site, valuesRoot) });
        } catch {
          skipped.push(list.name);
        }
      }
      const text = hangarText({
        values: [...here.values.values()],
        owned: loadOwned(localStorage, ownedStore).owned,
        lists: written,
      });
      download(FILE_NAME, text);
      say("ok", tn("Saved {count} list, what you own and your card values in {file}.", "Saved {count} lists, what you own and your card values in {file}.", written.length, { file: FILE_NAME }),
        skipped.length ? t("Left out, as they could not be read: {names}.", { names: quoted(skipped) }) : null);
    } catch (error) {
      say("error", t("The file could not be made ({why}).", { why: error.message }));
    }
  }

  async function open(input) {
    const file = input.files?.[0];
    input.value = "";
    fill(preview);
    if (!file) return;
    if (file.size > MAX_FILE) {
      say("error", t("This file cannot be read: {why}.", { why: t("the file is larger than 1 MiB") }));
      return;
    }
    let doc;
    try {
      doc = readHangar(await file.text());
    } catch (error) {
      say("error", t("This file cannot be read: {why}.", { why: error.message }));
      return;
    }
    const { games: found, values } = await gamesHere();
    const here = { games: found, values, valuesRoot, lists: loadLists(localStorage, listsStore).lists, owned: loadOwned(localStorage, ownedStore).owned };
    const plan = planImport(doc, here);
    say("ok", "");
    fill(preview, drawPlan(plan, here, () => merge(plan, here)));
    preview.querySelector("button")?.focus();
  }

  function merge(plan, here) {
    const next = applyPlan(plan, here);
    const counts = planCounts(plan);
    let kept = storeLists(localStorage, listsStore, next.lists) && storeOwned(localStorage, ownedStore, next.owned);
    for (const [game, yours] of next.values) {
      try {
        localStorage.setItem(storageKey(valuesRoot, here.values.get(game).base), JSON.stringify(yours));
      } catch {
        kept = false;
      }
    }
    fill(preview);
    if (!kept) {
      say("error", t("Your browser refused to keep part of the file (its storage for this site is full or blocked)."));
    } else {
      say("ok", t("Added to your hangar: {lists}, {counts}, {values}.", {
        lists: tn("{count} list", "{count} lists", counts.lists + counts.both),
        counts: tn("{count} count of what you own", "{count} counts of what you own", counts.counts + counts.countsChanged),
        values: tn("{count} card value", "{count} card values", counts.values + counts.valuesChanged),
      }));
    }
    showDamage();
    root.dispatchEvent(new CustomEvent(CHANGED, { bubbles: true }));
  }

  showDamage();
  root.removeAttribute("aria-busy");
  return { save, get preview() { return preview; } };
}

/** The preview of an import: what it adds and changes, what it leaves out, and the
 * buttons to merge it or not. */
function drawPlan(plan, here, merge) {
  const counts = planCounts(plan);
  const nameOf = (game) => here.games.get(game)?.name ?? game;
  const items = [];
  const lists = (status) => plan.lists.filter((list) => list.status === status);
  if (counts.lists) items.push(h("li", { "data-part": "lists-added" }, tn("{count} list added: {names}.", "{count} lists added: {names}.", counts.lists, { names: quoted(lists("added").map((l) => l.name)) })));
  for (const list of lists("both")) {
    items.push(h("li", { "data-part": "lists-both" }, t("“{name}” ({game}) is already in your hangar and differs: yours is kept, and the file's is added as “{as}”.", { name: list.name, game: nameOf(list.game), as: list.as })));
  }
  if (counts.same) items.push(h("li", { "data-part": "lists-same" }, tn("{count} list is already in your hangar, the same: {names}.", "{count} lists are already in your hangar, the same: {names}.", counts.same, { names: quoted(lists("same").map((l) => l.name)) })));
  for (const game of here.games.keys()) {
    const mine = plan.owned.filter((o) => o.game === game);
    const added = mine.filter((o) => o.status === "added").length;
    const changed = mine.filter((o) => o.status === "changed");
    if (added || changed.length) {
      const parts = [added ? tn("{count} count added", "{count} counts added", added) : null,
        changed.length ? tn("one count|{count} changed", "counts|{count} changed", changed.length) : null];
      items.push(h("li", { "data-part": "counts" }, t("{game}, what you own: {parts}.", { game: nameOf(game), parts: parts.filter(Boolean).join(t(", ")) })));
    }
  }
  for (const { game, changes } of plan.values) {
    const added = changes.filter((c) => c.status === "added");
    const changed = changes.filter((c) => c.status === "changed");
    if (!added.length && !changed.length) continue;
    const named = (list) => list.map((c) => t("{label} of {name}", { label: c.label, name: c.name })).join(t(", "));
    const parts = [added.length ? tn("one value|{count} added ({names})", "values|{count} added ({names})", added.length, { names: named(added) }) : null,
      changed.length ? tn("one value|{count} changed, the file's replacing yours ({names})", "values|{count} changed, the file's replacing yours ({names})", changed.length, { names: named(changed) }) : null];
    items.push(h("li", { "data-part": "values" }, t("{game}, your card values: {parts}.", { game: nameOf(game), parts: parts.filter(Boolean).join(t(", ")) })));
  }
  const anything = counts.lists + counts.both + counts.counts + counts.countsChanged + counts.values + counts.valuesChanged;
  const left = plan.left.length ? [h("p", {}, t("Left out:")), h("ul", { class: "hf-left" }, plan.left.slice(0, 20).map((why) => h("li", {}, why)))] : [];
  if (!anything) return [h("h3", {}, t("What this file adds or changes")), h("p", {}, t("Everything in this file is already in your hangar: nothing to add.")), h("ul", { class: "hf-plan" }, items), ...left];
  const cancel = h("button", { type: "button", onclick: (e) => e.target.closest(".hf-preview").replaceChildren() }, t("Cancel"));
  return [h("h3", {}, t("What this file adds or changes")),
    h("p", {}, t("Nothing is changed until you say so. A list whose name is taken is added beside yours, never over it; a count or a value in the file replaces yours.")),
    h("ul", { class: "hf-plan" }, items), ...left,
    h("div", { class: "hg-actions" }, h("button", { type: "button", class: "hf-merge", onclick: merge }, t("Add to my hangar")), cancel)];
}

const root = typeof document !== "undefined" ? document.getElementById("sortie-hangar-file") : null;
if (root) mount(root);
