// The printed cards in the browser, with the player's own values: the cards a deck or a
// collection prints, each card drawn from the HTML the site build wrote for it (a game's
// print-cards.json, generator/sheets/browser.py: the PDFs' own templates, every unknown
// value naming its field) with the player's values put where the build left "?", and the
// sheets laid out where that file says (the PDFs' geometry, in mm). Nothing here computes a
// position or draws a design: both come from the build, so the prints match the PDFs.
//
// The cards are drawn in a shadow root with the designs' own stylesheet: the site's theme
// and the designs' rules never meet. A player's value goes in as a text node only; the
// HTML put in is the build's own (a card, a name of a list).
import { own } from "./ownkeys.mjs";

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The Your cards table (its key in the spec) whose entries are a kind's cards. */
export function tableOf(spec, kind) {
  return Object.keys(spec?.tables ?? {}).find((table) => spec.tables[table].kind === kind && !spec.tables[table].adds) ?? null;
}

/** The key of a card by id: the deck's own cards first, then the force's, as the build's
 * deck print looks them up (faces.py, `deck_faces`). */
function keyOf(file, id) {
  const kinds = Object.entries(file.kinds);
  for (const [kind] of [...kinds.filter(([, k]) => k.card), ...kinds.filter(([, k]) => !k.card)]) {
    if (Object.hasOwn(file.cards, `${kind}/${id}`)) return `${kind}/${id}`;
  }
  return null;
}

/** The cards a deck prints, in order: each force entry (`"kind/id"`) with what it names
 * (a named ace's aircraft), each once; then each deck card (by id) as many times as the
 * deck holds it. `left` gets what the site has no card of. */
export function deckCards(file, { force = [], deck = {} }) {
  const keys = [];
  const seen = new Set();
  const left = [];
  for (const key of force) {
    const named = own(file.force, key);
    if (!named) { left.push(key.split("/").pop()); continue; }
    for (const one of named) {
      if (seen.has(one)) continue;
      seen.add(one);
      keys.push(one);
    }
  }
  for (const [id, count] of Object.entries(deck)) {
    if (!(count > 0)) continue;
    const key = keyOf(file, id);
    if (!key) { left.push(id); continue; }
    for (let i = 0; i < count; i += 1) keys.push(key);
  }
  return { keys, left };
}

/** The cards of what the player owns of a game (collection.mjs's `ownedOf`): one a model
 * or card they own, kind by kind in the game's order. */
export function ownedCards(file, owned) {
  const keys = [];
  for (const kind of Object.keys(file.kinds)) {
    for (const [id, count] of Object.entries(own(owned, kind) ?? {})) {
      if (!ID.test(id) || !Object.hasOwn(file.cards, `${kind}/${id}`)) continue;
      for (let i = 0; i < Math.min(count, 99); i += 1) keys.push(`${kind}/${id}`);
    }
  }
  return keys;
}

/** `items` in sheets of nine. */
export function sheetsOf(items, size = 9) {
  const sheets = [];
  for (let i = 0; i < items.length; i += size) sheets.push(items.slice(i, i + size));
  return sheets;
}

const isMapping = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

/** The player's value of a card's field (a dotted path: "front.performance"), or undefined. */
export function yourValue(spec, yours, kind, id, field) {
  const table = tableOf(spec, kind);
  if (!table || !Object.hasOwn(spec.tables[table].fields, field)) return undefined;
  const values = own(own(yours, table), id);
  return isMapping(values) && Object.hasOwn(values, field) ? values[field] : undefined;
}

/** How many of a card's unknown values the player gave (to say so on the page). */
export function filledCount(root) {
  return root.querySelectorAll("[data-yours]").length;
}

/** Put the player's values into a drawn card (`root`: its element): each hole they gave
 * a value for shows it; the notes that some value is unknown go once they gave them all. */
export function fillCard(root, file, spec, yours, key) {
  const [kind, id] = key.split("/");
  const given = (field) => yourValue(spec, yours, kind, id, field);
  for (const hole of root.querySelectorAll("[data-hole]")) {
    const value = given(hole.dataset.hole);
    if (value === undefined || value === null) continue;
    hole.classList.remove("unknown");
    hole.dataset.yours = "";
    if (Array.isArray(value)) {
      const names = own(file.names, hole.dataset.names) ?? {};
      const list = document.createElement("ul");
      list.className = "list";
      // The build's own list items (escaped by the templates); an id it has no item of
      // goes in as text.
      list.innerHTML = value.filter((v) => Object.hasOwn(names, v)).map((v) => names[v]).join("");
      for (const v of value.filter((v) => !Object.hasOwn(names, v))) list.append(Object.assign(document.createElement("li"), { textContent: String(v) }));
      hole.replaceChildren(...(value.length ? [list] : [file.words.none ?? "—"]));
    } else if (typeof value === "boolean") {
      hole.replaceChildren(value ? file.words.yes : file.words.no);
    } else {
      hole.replaceChildren(String(value));
    }
  }
  for (const note of root.querySelectorAll("[data-unless]")) {
    const fields = note.dataset.unless.split(" ");
    if (fields.every((field) => given(field) != null)) note.remove();
  }
}

/** A card side's element from the build's HTML. */
function side(html) {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content;
}

/** A slot (`[x, y, width, height, inset left, inset top]` in mm) holding a card side. */
function slot(box, design, content) {
  const [x, y, width, height, left, top] = box;
  const element = document.createElement("div");
  element.className = `slot ${design}`;
  element.style.cssText = `left:${x}mm;top:${y}mm;width:${width}mm;height:${height}mm;padding:${top}mm 0 0 ${left}mm`;
  element.append(content);
  return element;
}

const SVG = "http://www.w3.org/2000/svg";

/** The cut marks of a fronts page: a white halo under a black line, as the PDFs draw them. */
function marks(paper, path) {
  const [width, height] = paper.page;
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("class", "marks");
  svg.setAttribute("width", `${width}mm`);
  svg.setAttribute("height", `${height}mm`);
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  for (const [colour, stroke] of [["#fff", paper.markWidth + 2 * paper.halo], ["#000", paper.markWidth]]) {
    const line = document.createElementNS(SVG, "path");
    line.setAttribute("d", path);
    line.setAttribute("fill", "none");
    line.setAttribute("stroke", colour);
    line.setAttribute("stroke-width", String(stroke));
    svg.append(line);
  }
  return svg;
}

/** A <style> of `css`, as it is (h() would set its text as the page's language sets words:
 * French spaces before a colon break a stylesheet). */
export function styleOf(css) {
  const style = document.createElement("style");
  style.textContent = css;
  return style;
}

/** The stylesheet of the sheets: the designs' own (the PDFs'), and the page's size. */
export function sheetStyle(file, paper) {
  const [width, height] = paper.sheet;
  return `${file.css}
:host { all: initial; display: block; }
.sheet { width: ${width}mm; height: ${height}mm; background: #fff; }
.sheet-mark { position: absolute; top: 3mm; left: 10mm; right: 10mm; margin: 0; text-align: center;
  font: 700 9pt/1.2 "DejaVu Sans", sans-serif; color: #000; }
@media screen { .sheet { margin: 0 0 6mm; box-shadow: 0 0.5mm 3mm rgba(0, 0, 0, 0.35); } }`;
}

/** The sheets of `keys` (card keys) on `paper` (a key of `file.papers`): each page of
 * fronts followed by its backs, as the PDFs lay them out, every card with the player's
 * values; `mark`, when given, is said in the top margin of every page of fronts, outside
 * the cut lines (an illegal deck says so on every sheet it prints). Returns the sheet
 * elements. */
export function drawSheets(file, paperId, keys, spec, yours, mark = null) {
  const paper = file.papers[paperId];
  const pages = [];
  for (const cards of sheetsOf(keys)) {
    const n = String(cards.length);
    const fronts = document.createElement("section");
    fronts.className = "sheet page-front";
    cards.forEach((key, i) => {
      const card = file.cards[key];
      const content = side(card.html);
      const element = slot(paper.fronts[n][i], card.design, content);
      fillCard(element, file, spec, yours, key);
      fronts.append(element);
    });
    fronts.append(marks(paper, paper.marks[n]));
    if (mark) {
      const said = document.createElement("p");
      said.className = "sheet-mark";
      said.textContent = mark;
      fronts.append(said);
    }
    const backs = document.createElement("section");
    backs.className = "sheet page-back";
    cards.forEach((key, i) => {
      const back = file.backs[file.cards[key].back];
      backs.append(slot(paper.backs[n][i], back.design, side(back.html)));
    });
    pages.push(fronts, backs);
  }
  return pages;
}

/** One card drawn alone (a page's picture of it), at its size in mm, with the values. */
export function drawCard(file, key, spec, yours) {
  const card = file.cards[key];
  const element = document.createElement("div");
  element.className = `slot ${card.design}`;
  element.style.cssText = "position:relative;width:63mm;height:88mm";
  element.append(side(card.html));
  fillCard(element, file, spec, yours, key);
  return element;
}
