// On a definition page whose values our sources lack: the values the player entered from
// their own card (Your cards, kept in this browser), shown and marked as theirs. Each
// mount element names its game, data version, table and id (written at build time); the
// stored values are read back with the same checks as in the builders, so a value shown
// here is one every check uses. Text goes in as text nodes only.
import { readStored, storageKey } from "./yourcards.mjs";

/** A lenient spec for reading back: the builders' own checks ran when the value was kept,
 * and this page shows only what readStored keeps for this one entry. */
function specFor(table, field, data) {
  const shape = field.endsWith("traits")
    ? { type: "ids", choices: (d) => Object.keys(d.cards ?? {}) }
    : { type: "int", min: 0 };
  return { game: data.game, tables: { [table]: { kind: table, noun: table, prefix: "x", fields: { [field]: shape } } }, wanted: () => [] };
}

async function show(node) {
  const { game, version, table, id, fields, root, src } = node.dataset;
  const siteRoot = new URL(root ?? "./", location.href).pathname;
  let raw;
  try {
    raw = localStorage.getItem(storageKey(siteRoot, { game, content_version: version }));
  } catch {
    return; // storage refused: nothing kept, nothing to show
  }
  if (!raw || !raw.includes(`"${id}"`)) return;
  // Only now fetch the data (names of traits; what is unknown): most visitors have no values.
  const data = await (await fetch(src)).json();
  const parts = [];
  for (const field of (fields ?? "").split(" ").filter(Boolean)) {
    const value = readStored(specFor(table, field, data), raw, data)[table]?.[id]?.[field];
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.map((t) => data.cards?.[t]?.name ?? t).join(", ") || "none" : String(value);
    parts.push(`${field.replace(/_/g, " ")}: ${text}`);
  }
  if (!parts.length) return;
  const mark = document.createElement("strong");
  mark.textContent = " (yours)";
  node.replaceChildren(document.createTextNode(`Your card says ${parts.join("; ")}`), mark, document.createTextNode("."));
  node.hidden = false;
}

for (const node of document.querySelectorAll(".yc-page[data-id]")) show(node);
