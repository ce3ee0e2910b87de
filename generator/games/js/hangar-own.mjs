// My hangar's Collection: for each game, what a player can own (aircraft models, and the
// cards that come apart from aircraft where the game has them), each with an "I own N"
// box, grouped by game and kind, with a find box and an "Only mine" filter. What can be
// owned is each game's to say (OWNED in its site.py); the page lists it as links inside
// the mount element (generator/site/hangarown.py), read here and drawn again. Names
// only: a player never sees an id.
import { fill, h } from "./dom.mjs";
import { lostWords, onlyMine, ownBox, ownedStore } from "./own-ui.mjs";
import { t, tn } from "./words.mjs";

/** What the page lists: [{game, gameName, kind, kindName, items: [{id, name, href}]}]. */
const groupsIn = (root) => [...root.querySelectorAll(".own-kind")].map((kind) => {
  const game = kind.closest(".own-game");
  return {
    game: game.dataset.game, gameName: game.querySelector("h3").textContent,
    kind: kind.dataset.kind, kindName: kind.querySelector("h4").textContent,
    items: [...kind.querySelectorAll(".own-item")].map((li) => {
      const link = li.querySelector("a");
      return { id: li.dataset.id, name: link.textContent, href: link.getAttribute("href") };
    }),
  };
});

const fold = (text) => String(text ?? "").toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "");

export function mount(root) {
  const groups = groupsIn(root);
  const store = ownedStore(new URL(root.dataset.site ?? "../", location.href).pathname);
  const ui = { find: "", only: false };

  const banner = h("div", { class: "own-banner", role: "alert", hidden: true });
  const lost = lostWords(store);
  if (lost) {
    banner.hidden = false;
    fill(banner, h("p", {}, lost));
  }
  const note = h("p", { class: "own-note", role: "status", "aria-live": "polite" });
  const find = h("input", { type: "search", class: "own-find", autocomplete: "off", placeholder: t("Aircraft or card name"),
    oninput: (e) => { ui.find = e.target.value; filter(); } });
  const controls = h("div", { class: "own-controls" }, h("label", {}, `${t("Find")} `, find),
    onlyMine({ key: "hangar-only-mine", change: (checked) => { ui.only = checked; filter(); } }));

  // Each thing's row, with its box: kept across filters (the player's focus stays put).
  const rows = [];
  const summaries = [];
  const byGame = new Map();
  for (const group of groups) {
    if (!byGame.has(group.game)) byGame.set(group.game, { name: group.gameName, kinds: [] });
    byGame.get(group.game).kinds.push(group);
  }
  const kindSection = (game, group) => {
    const summary = h("span", { class: "own-summary" });
    summaries.push({ summary, game, group });
    const items = group.items.map((item) => {
      const row = h("li", { class: "own-item", "data-game": game, "data-kind": group.kind, "data-id": item.id },
        h("a", { href: item.href, class: "own-name" }, item.name),
        ownBox({ label: t("{name}: how many you own", { name: item.name }), count: store.count(game, group.kind, item.id),
          set: (n) => store.set(game, group.kind, item.id, n) }));
      rows.push({ row, game, kind: group.kind, id: item.id, text: fold(item.name) });
      return row;
    });
    // Folded until asked for: a game's whole roster on a phone would push the rest of the
    // hangar pages away. Finding a name or "Only mine" opens what it shows.
    return h("details", { class: "own-kind", "data-game": game, "data-kind": group.kind },
      h("summary", {}, h("span", { class: "own-kind-name" }, group.kindName), " ", summary),
      h("ul", { class: "own-items" }, items));
  };
  const body = h("div", { class: "own-games" }, [...byGame].map(([game, { name, kinds }]) =>
    h("section", { class: "own-game", "data-game": game }, h("h3", {}, name), kinds.map((group) => kindSection(game, group)))));
  fill(root, h("h2", {}, t("Collection")),
    h("p", {}, t("What you own, for each game: the tables and the builders can show only what you own, builders list it first, and a list that uses more than you own gets a warning.")),
    banner, controls, note, body);

  function counted() {
    for (const { summary, game, group } of summaries) {
      const mine = group.items.filter((item) => store.count(game, group.kind, item.id) > 0).length;
      fill(summary, tn("one|({count} of {total} owned)", "({count} of {total} owned)", mine, { total: group.items.length }));
    }
  }

  function filter() {
    const wanted = fold(ui.find).trim();
    let shown = 0;
    for (const { row, game, kind, id, text } of rows) {
      const keep = (!wanted || text.includes(wanted)) && (!ui.only || store.count(game, kind, id) > 0);
      row.hidden = !keep;
      if (keep) shown += 1;
    }
    for (const section of body.querySelectorAll(".own-kind, .own-game")) {
      section.hidden = !section.querySelector(".own-item:not([hidden])");
      if ((wanted || ui.only) && section.localName === "details" && !section.hidden) section.open = true;
    }
    fill(note, !wanted && !ui.only ? ""
      : shown ? tn("one|{count} shown", "{count} shown", shown)
        : ui.only && !wanted ? t("Nothing marked as owned yet: type how many you own beside a name.") : t("Nothing matches."));
  }

  store.onChange(() => {
    counted();
    // Another tab's change: each box shows the count kept (a box being typed in stays).
    for (const { row, game, kind, id } of rows) {
      const box = row.querySelector("input");
      if (box !== document.activeElement) box.value = store.count(game, kind, id) || "";
    }
  });
  counted();
  filter();
  root.removeAttribute("aria-busy");
  return { store };
}

const root = typeof document !== "undefined" ? document.getElementById("sortie-own") : null;
if (root) mount(root);
