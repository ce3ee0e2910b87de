// My hangar: the lists saved from the builders (savedlists.mjs), each with its game, its
// name and its verdict, checked again when the page opens against today's data and the
// player's own values (each game's module does it as its builder does), and ways to open,
// rename, duplicate and delete it. The mount element (generator/site/hangar.py) names the
// games that keep lists: their builder, data and module. Text goes in as text nodes only.
import { fill, h, nameBox } from "./dom.mjs";
import { copyName, duplicated, listsKey, loadLists, nameProblem, removed, renamed, storeLists } from "./savedlists.mjs";
import { t, tn } from "./words.mjs";

/** Each game's data and module, loaded once, as a promise (the page draws before they come). */
export function checkers(games) {
  const found = new Map();
  for (const game of games) {
    const data = fetch(game.data).then((response) => {
      if (!response.ok) throw new Error(t("cannot load {file} ({status})", { file: game.data, status: response.status }));
      return response.json();
    });
    found.set(game.game, Promise.all([data, import(new URL(game.module, location.href))]));
  }
  return found;
}

/** What the store lost when it was read, in words (empty when nothing was). */
function lostWords({ lost, unreadable }) {
  if (unreadable) return [t("The saved lists kept in this browser could not be read (the stored data is damaged); they are lost. A list saved from now on is kept again.")];
  if (!lost.length) return [];
  const names = lost.map((l) => l.name).filter(Boolean);
  return [tn("{count} saved list could not be read and was left out; the others are kept.", "{count} saved lists could not be read and were left out; the others are kept.", lost.length),
    names.length ? t("Left out: {names}.", { names: names.map((name) => t("“{name}”", { name })).join(t(", ")) }) : null].filter(Boolean);
}

const NAME_PROBLEM = {
  empty: () => t("A list needs a name."),
  long: () => t("At most 80 characters."),
  lines: () => t("One line of text, without control characters."),
};

export function mount(root) {
  const games = JSON.parse(root.dataset.games ?? "[]");
  const gameOf = new Map(games.map((g) => [g.game, g]));
  const key = listsKey(new URL(root.dataset.site ?? root.dataset.root ?? "./", location.href).pathname);
  const valuesRoot = new URL(root.dataset.root ?? "./", location.href).pathname;
  const loading = checkers(games);
  const read = loadLists(localStorage, key);
  let lists = read.lists;
  const ui = { renaming: null, focus: null };

  const banner = h("div", { class: "hg-banner", role: "alert", hidden: true });
  const note = h("p", { class: "hg-note sl-note", role: "status", "aria-live": "polite" });
  const body = h("div", { class: "hg-lists" });
  const say = (...lines) => {
    const shown = lines.flat().filter(Boolean);
    banner.hidden = !shown.length;
    fill(banner, shown.map((line) => h("p", {}, line)));
  };
  // What is left can be saved as a file (hangarfile-ui.mjs), before anything more is lost.
  const lost = lostWords(read);
  say(lost, lost.length ? h("a", { href: "#sortie-hangar-file" }, t("Save what is left as a file")) : null);
  fill(root, banner, h("h2", {}, t("Saved lists")), note, body);

  /** Keep `next` and draw it; when the browser refuses, say so and keep what was. */
  function keep(next, done) {
    if (!storeLists(localStorage, key, next)) {
      fill(note, t("Your browser refused to keep the change (its storage for this site is full or blocked); nothing was changed."));
      note.dataset.kind = "error";
      return;
    }
    lists = next;
    fill(note, done);
    note.dataset.kind = "ok";
    draw();
  }

  /** The verdict of one list, drawn into `cell` once its game's data has come; `open`
   * then takes the list's link with its name in it (a list renamed here opens under its
   * new name). */
  function verdictInto(cell, list, open) {
    const game = gameOf.get(list.game);
    if (!game) {
      fill(cell, t("This site no longer has this game's builder; the list is kept."));
      return;
    }
    fill(cell, t("Checking…"));
    loading.get(list.game).then(([site, module]) => {
      const { words, valid, unknown } = module.savedVerdict(list.link, site, valuesRoot);
      open.href = `${game.builder}#${module.namedLink(list.link, list.name, site)}`;
      cell.dataset.valid = valid;
      fill(cell, h("span", { class: "hg-verdict-words" }, words),
        unknown.length ? h("span", { class: "hg-unknown" }, t(" Not in today's data, kept in the list until you change it: {unknown}.", { unknown: unknown.join(t(", ")) })) : null);
    }).catch((error) => {
      cell.dataset.valid = "false";
      fill(cell, t("Could not be checked ({why}); the list is kept.", { why: error.message }));
    });
  }

  function renameForm(list) {
    let name = list.name;
    const [box, refused] = nameBox({ value: list.name, maxLength: 80, key: `rename:${list.id}`, "aria-label": t("New name for “{name}”", { name: list.name }), autocomplete: "off" },
      "oninput", (text) => (nameProblem(text) && text !== "" ? NAME_PROBLEM[nameProblem(text)]() : null), (e) => { name = e.target.value; });
    const done = (e) => {
      e.preventDefault();
      const why = nameProblem(name.trim());
      if (why) {
        fill(refused, NAME_PROBLEM[why]());
        refused.hidden = false;
        return;
      }
      ui.renaming = null;
      ui.focus = `rename-button:${list.id}`;
      keep(renamed(lists, list.id, name.trim()), t("Renamed “{old}” to “{name}”.", { old: list.name, name: name.trim() }));
    };
    const cancel = h("button", { type: "button", onclick: () => { ui.renaming = null; ui.focus = `rename-button:${list.id}`; draw(); } }, t("Cancel"));
    return h("form", { class: "hg-rename", onsubmit: done }, box, h("button", { type: "submit" }, t("Save name")), cancel, refused);
  }

  function item(list) {
    const game = gameOf.get(list.game);
    const verdict = h("p", { class: "hg-verdict", "data-valid": "checking" });
    const open = game ? h("a", { class: "hg-open", href: `${game.builder}#${list.link}` }, t("Open")) : null;
    verdictInto(verdict, list, open);
    // Its cards with the player's values (the print page, printcards.mjs), where the game has cards.
    const print = game?.print ? h("a", { class: "hg-print", href: `${game.print}#${new URLSearchParams({ game: list.game, deck: list.link, name: list.name })}` }, t("Print these cards")) : null;
    const actions = h("div", { class: "hg-actions" }, open, print,
      h("button", { type: "button", "data-key": `rename-button:${list.id}`, onclick: () => { ui.renaming = list.id; ui.focus = `rename:${list.id}`; draw(); } }, t("Rename")),
      h("button", { type: "button", onclick: () => {
        const name = copyName(lists, list.game, list.name);
        keep(duplicated(lists, list.id, name), t("“{name}” duplicated as “{copy}”.", { name: list.name, copy: name }));
      } }, t("Duplicate")),
      h("button", { type: "button", onclick: () => keep(removed(lists, list.id), t("“{name}” deleted.", { name: list.name })) }, t("Delete")));
    return h("li", { class: "hg-list", "data-list": String(list.id), "data-game": list.game },
      h("h3", { class: "hg-name" }, list.name),
      h("p", { class: "hg-game" }, game?.name ?? list.game),
      verdict,
      ui.renaming === list.id ? renameForm(list) : actions);
  }

  function draw() {
    if (!lists.length) {
      const links = games.map((g) => h("a", { href: g.builder }, g.name));
      fill(body, h("p", { class: "hg-empty" }, t("No saved lists yet. Save one from a builder with “Save in My hangar”:"), " ",
        links.flatMap((link, i) => (i ? [t(", "), link] : [link])), "."));
    } else {
      fill(body, h("ul", { class: "hg-items" }, lists.map(item)));
    }
    if (ui.focus) {
      body.querySelector(`[data-key="${CSS.escape(ui.focus)}"]`)?.focus();
      ui.focus = null;
    }
  }

  draw();
  // A hangar file merged on this page (hangarfile-ui.mjs) may have added lists.
  document.addEventListener("sortie:hangar-changed", () => {
    lists = loadLists(localStorage, key).lists;
    draw();
  });
  root.removeAttribute("aria-busy");
  return { get lists() { return lists; } };
}

const root = typeof document !== "undefined" ? document.getElementById("sortie-hangar") : null;
if (root) mount(root);
