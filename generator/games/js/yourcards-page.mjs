// On a definition page whose values our sources lack (Your cards): the values the player
// entered from their own card, summed up and marked as theirs, and the Your cards section
// to enter, change, forget or export them, for this one entry. The mount element, written
// at build time (generator/games/yourcard.py), names the game, data version, table, id,
// the missing fields, the builder's JSON and the builder's module; that module's
// CARD_VALUES is the spec, so a value is checked here exactly as in the builder. Text goes
// in as text nodes only.
import { fill, h } from "./dom.mjs";
import { own } from "./ownkeys.mjs";
import { labelOf, shownValue, valueAt } from "./yourcards.mjs";
import { yourCards } from "./yourcards-ui.mjs";
import { t } from "./words.mjs";

/** The section's stylesheet, beside the spec's module; added once, by the script that
 * draws the section (in the page's Markdown it would leave an empty paragraph). */
function addStyle(module) {
  const href = new URL("yourcards.css", new URL(module, location.href)).href;
  if ([...document.querySelectorAll("link[rel=stylesheet]")].some((link) => link.href === href)) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  document.head.append(link);
}

async function show(node) {
  const { table, id, fields, root, src, module, gameName } = node.dataset;
  addStyle(module);
  const [base, { CARD_VALUES: builderSpec }] = await Promise.all([
    fetch(src).then((response) => response.json()),
    import(new URL(module, location.href)),
  ]);
  // The page's own table and id (written at build time), looked up as keys of their own.
  const known = own(builderSpec.tables, table)?.fields ?? {};
  const missing = (fields ?? "").split(" ").filter((field) => Object.hasOwn(known, field));
  if (!missing.length || !Object.hasOwn(base[table] ?? {}, id)) return;
  // The builder's spec, asking for this entry's missing values only.
  const spec = { ...builderSpec, wanted: () => missing.map((field) => [table, id, field]) };
  const summarise = () => {
    const entry = own(yours.data()[table], id);
    const parts = missing.filter((field) => entry.yours?.includes(field)).map((field) => {
      const label = labelOf(spec, table, field);
      return t("{label}: {value}", { label, value: shownValue(known[field], base, valueAt(entry, field), label) });
    });
    fill(node, t("Your card says {values}", { values: parts.join(t("; ")) }), h("strong", {}, t(" (yours)")), ".");
    node.hidden = !parts.length;
  };
  const yours = yourCards({
    spec,
    base,
    siteRoot: new URL(root ?? "./", location.href).pathname,
    gameName: gameName ?? base.game,
    onChange: () => { yours.render(null); summarise(); },
  });
  node.after(yours.element);
  yours.render(null);
  summarise();
}

for (const node of document.querySelectorAll(".yc-page[data-id]")) {
  show(node).finally(() => node.removeAttribute("aria-busy"));
}
