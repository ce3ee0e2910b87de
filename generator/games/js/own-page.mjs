// "I own N" on the pages of what a player can own (generator/site/hangarown.py): on a
// definition's page, one box for it; on its kind's table, a box in each row's name cell
// and an "Only mine" check box above the table. The mount elements (.sortie-own) name the
// game, the kind and, on a definition's page, the id; a table row's id is the last folder
// of its name's link (the definition's page), so sorting and filtering the table
// (tables.js) leave every box with its row.
import { fill, h } from "./dom.mjs";
import { onlyMine, ownBox, ownedStore } from "./own-ui.mjs";
import { t } from "./words.mjs";

/** The id of the definition a table row names, from its first cell's link (null: none). */
function rowId(row, kind) {
  const link = row.cells[0]?.querySelector("a[href]");
  if (!link) return null;
  const parts = new URL(link.href, location.href).pathname.split("/").filter(Boolean);
  return parts.at(-2) === kind ? parts.at(-1) : null;
}

function definitionPage(mount, store) {
  const { game, kind, id, name } = mount.dataset;
  fill(mount, ownBox({ label: t("{name}: how many you own", { name }), count: store.count(game, kind, id), set: (n) => store.set(game, kind, id, n) }));
}

function kindTable(mount, store) {
  const { game, kind } = mount.dataset;
  const table = mount.parentElement.querySelector(".sortie-table table");
  if (!table) return;
  const rows = [...table.tBodies[0].rows].map((row) => ({ row, id: rowId(row, kind) })).filter((r) => r.id);
  for (const { row, id } of rows) {
    const name = row.cells[0].querySelector("a").textContent;
    row.cells[0].append(ownBox({ label: t("{name}: how many you own", { name }), count: store.count(game, kind, id), set: (n) => store.set(game, kind, id, n) }));
  }
  let only = false;
  const note = h("span", { class: "own-note", role: "status", "aria-live": "polite" });
  const filter = () => {
    let shown = 0;
    for (const { row, id } of rows) {
      const keep = !only || store.count(game, kind, id) > 0;
      row.classList.toggle("own-hidden", !keep);
      if (keep) shown += 1;
    }
    fill(note, !only ? "" : shown ? t("Yours: {count}", { count: shown }) : t("Nothing marked as owned yet: type how many you own beside a name."));
  };
  store.onChange(filter);
  fill(mount, onlyMine({ change: (checked) => { only = checked; filter(); } }), " ", note);
  mount.hidden = false;
}

const store = typeof document !== "undefined" ? ownedStore(new URL(document.querySelector(".sortie-own")?.dataset.site ?? "./", location.href).pathname) : null;
for (const mount of typeof document !== "undefined" ? document.querySelectorAll(".sortie-own") : []) {
  if (mount.dataset.id) definitionPage(mount, store);
  else kindTable(mount, store);
  mount.removeAttribute("aria-busy");
}
