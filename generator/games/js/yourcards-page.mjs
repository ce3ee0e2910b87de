// On a definition page whose values our sources lack (Your cards): the values the player
// entered from their own card, summed up and marked as theirs, and the Your cards section
// to enter, change, forget or export them, for this one entry. The mount element, written
// at build time (generator/games/yourcard.py), names the game, data version, table, id,
// the missing fields, the builder's JSON and the builder's module; that module's
// CARD_VALUES is the spec, so a value is checked here exactly as in the builder. Text goes
// in as text nodes only.
//
// On any page, each value the build marked (.yc-value: a definition's row, a cell of its
// kind's table, shown unknown) shows the player's own where they saved one, marked yours:
// read from the browser's storage, where the builders and this section keep them (one
// place, checked again as it is read), and shown again whenever the section saves.
import { fill, h } from "./dom.mjs";
import { own } from "./ownkeys.mjs";
import { labelOf, loadStored, shownValue, valueAt, valueOf } from "./yourcards.mjs";
import { yourCards } from "./yourcards-ui.mjs";
import { t } from "./words.mjs";

const unknownShown = new WeakMap();

/** The values the player saved on this site for this game. */
const stored = (spec, base, siteRoot) => loadStored(spec, base, siteRoot);

/** Each marked value of the page: the player's own, marked yours, where they saved one;
 * else what the build wrote (unknown). */
function fillMarked(spec, base, yours) {
  for (const cell of document.querySelectorAll(".yc-value[data-table][data-id][data-field]")) {
    const { table, id, field } = cell.dataset;
    if (!unknownShown.has(cell)) unknownShown.set(cell, [...cell.childNodes]);
    const shape = own(own(spec.tables, table)?.fields, field);
    const value = shape ? valueOf(yours, table, id, field) : undefined;
    if (value === undefined) {
      cell.replaceChildren(...unknownShown.get(cell));
      continue;
    }
    const label = labelOf(spec, table, field, own(base[table], id));
    cell.replaceChildren(shownValue(shape, base, value, label), h("strong", {}, t(" (yours)")));
  }
}

/** The builder's data and spec, as the mount names them. */
async function loaded(node) {
  const { src, module } = node.dataset;
  const [base, { CARD_VALUES: spec }] = await Promise.all([
    fetch(src).then((response) => response.json()),
    import(new URL(module, location.href)),
  ]);
  return { base, spec };
}

const rootOf = (node) => new URL(node.dataset.root ?? "./", location.href).pathname;

/** The section's stylesheet, beside this module; added once, by the script that draws
 * the section (in the page's Markdown it would leave an empty paragraph). */
function addStyle() {
  const href = new URL("yourcards.css", import.meta.url).href;
  if ([...document.querySelectorAll("link[rel=stylesheet]")].some((link) => link.href === href)) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  document.head.append(link);
}

async function show(node) {
  const { table, id, fields, gameName } = node.dataset;
  addStyle();
  const { base, spec: builderSpec } = await loaded(node);
  const siteRoot = rootOf(node);
  const marked = () => fillMarked(builderSpec, base, stored(builderSpec, base, siteRoot));
  marked();
  // The page's own table and id (written at build time), looked up as keys of their own.
  const known = own(builderSpec.tables, table)?.fields ?? {};
  const missing = (fields ?? "").split(" ").filter((field) => Object.hasOwn(known, field));
  if (!missing.length || !Object.hasOwn(base[table] ?? {}, id)) return;
  // The builder's spec, asking for this entry's missing values only.
  const spec = { ...builderSpec, wanted: () => missing.map((field) => [table, id, field]) };
  const summarise = () => {
    const entry = own(yours.data()[table], id);
    const parts = missing.filter((field) => entry.yours?.includes(field)).map((field) => {
      const label = labelOf(spec, table, field, entry);
      return t("{label}: {value}", { label, value: shownValue(known[field], base, valueAt(entry, field), label) });
    });
    fill(node, t("Your card says {values}", { values: parts.join(t("; ")) }), h("strong", {}, t(" (yours)")), ".");
    node.hidden = !parts.length;
  };
  const yours = yourCards({
    spec,
    base,
    siteRoot,
    gameName: gameName ?? base.game,
    onChange: () => { yours.render(null); summarise(); marked(); },
  });
  node.after(yours.element);
  yours.render(null);
  summarise();
}

for (const node of document.querySelectorAll(".yc-page[data-id]")) {
  show(node).finally(() => node.removeAttribute("aria-busy"));
}

// A page with marked values and no section (a kind's table): the values alone.
const cells = document.querySelector(".yc-cells[data-src]");
if (cells && !document.querySelector(".yc-page[data-id]")) {
  loaded(cells)
    .then(({ base, spec }) => fillMarked(spec, base, stored(spec, base, rootOf(cells))))
    .finally(() => cells.removeAttribute("aria-busy"));
}
