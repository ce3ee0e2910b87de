// The page that prints a deck's cards, or the cards of everything a player owns, with the
// player's own values (generator/site/printcards.py writes its mount). What to print is
// in the address: `#game=<game>&deck=<the builder's link>&name=<name>` (a builder's deck
// or a list saved in My hangar), or `#game=<game>&owned=1` (the collection). The cards,
// their sheets and their geometry are the build's (print-cards.json, cardsheets.mjs); the
// game's module reads the deck and the player's values as its builder does (`printedCards`
// in its saved.mjs). Text goes in as text nodes only.
import { drawSheets, deckCards, filledCount, ownedCards, sheetStyle, styleOf } from "./cardsheets.mjs";
import { loadOwned, ownedKey } from "./collection.mjs";
import { fill, h } from "./dom.mjs";
import { own } from "./ownkeys.mjs";
import { t, tn } from "./words.mjs";

const json = (path) => fetch(path).then((response) => {
  if (!response.ok) throw new Error(t("cannot load {file} ({status})", { file: path, status: response.status }));
  return response.json();
});

/** What the address asks for: `{game, deck, name, owned}`. */
export function asked(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  return { game: params.get("game"), deck: params.get("deck"), name: params.get("name"), owned: params.get("owned") === "1" };
}

/** A paper the player's language most likely uses: US Letter in the United States and
 * Canada, A4 elsewhere (the page lets them choose). */
const likelyPaper = (papers) => (/-(US|CA)$/i.test(navigator.language ?? "") && papers.includes("letter") ? "letter" : papers[0]);

/** The sheets shown on a screen: scaled to the column's width (a transform, which leaves
 * their layout as printed: a zoom would round the cards' boxes differently); print draws
 * them at 100 % (printcards.css). */
function fitted(frame, host, paper) {
  const width = frame.clientWidth;
  const sheet = (paper.page[0] * 96) / 25.4;
  const scale = width > 0 ? Math.min(1, width / sheet) : 1;
  host.style.setProperty("--pc-scale", String(scale));
  frame.style.setProperty("--pc-height", `${Math.ceil(host.offsetHeight * scale)}px`);
}

export async function mount(root) {
  const games = JSON.parse(root.dataset.games ?? "[]");
  const want = asked(location.hash);
  const game = games.find((g) => g.game === want.game);
  const links = games.map((g) => h("a", { href: g.builder }, g.name));
  if (!game || (!want.deck && !want.owned)) {
    fill(root, h("p", {}, t("Choose what to print from a builder (“Print these cards”) or from My hangar (a saved list, or everything you own):"), " ",
      links.flatMap((link, i) => (i ? [t(", "), link] : [link])), " · ", h("a", { href: root.dataset.hangar }, t("My hangar")), "."));
    return;
  }
  fill(root, h("p", {}, t("Drawing the cards…")));
  document.body.classList.add("pc-page"); // the print rules of printcards.css hold here only
  const [file, site, module] = await Promise.all([json(game.cards), json(game.data), import(new URL(game.module, location.href))]);
  const valuesRoot = new URL(root.dataset.root ?? "./", location.href).pathname;
  const siteRoot = new URL(root.dataset.site ?? root.dataset.root ?? "./", location.href).pathname;
  const printed = module.printedCards(want.owned ? null : want.deck, site, valuesRoot);
  // A deck is checked as its builder checks it: an illegal one says so on every sheet.
  const verdict = want.owned ? null : module.savedVerdict(want.deck, site, valuesRoot);
  const { keys, left } = want.owned
    ? { keys: ownedCards(file, own(loadOwned(localStorage, ownedKey(siteRoot)).owned, game.game) ?? {}), left: [] }
    : deckCards(file, printed);
  const papers = Object.keys(file.papers);
  let paperId = likelyPaper(papers);

  const title = want.owned ? t("Everything you own: {game}", { game: game.name }) : want.name || t("Your deck: {game}", { game: game.name });
  const mark = verdict?.valid === "false"
    ? tn("NOT LEGAL — {name}: {count} error, see its builder", "NOT LEGAL — {name}: {count} errors, see its builder", verdict.errors, { name: title })
    : null;
  const summary = h("p", { class: "pc-summary", role: "status" });
  const pagePaper = document.head.appendChild(styleOf(""));
  const host = h("div", { class: "pc-sheets" });
  const frame = h("div", { class: "pc-frame" }, host);
  const shadow = host.attachShadow({ mode: "open" });
  const pick = h("select", { "aria-label": t("Paper"), onchange: (e) => { paperId = e.target.value; draw(); } },
    papers.map((p) => h("option", { value: p, selected: p === paperId }, file.papers[p].name)));
  const print = h("button", { type: "button", class: "pc-print", onclick: () => window.print(), disabled: !keys.length }, t("Print"));
  fill(root,
    h("h2", {}, title),
    verdict ? h("p", { class: "pc-verdict", "data-valid": verdict.valid }, verdict.words) : null,
    summary,
    left.length ? h("p", { class: "pc-left" }, t("No printable card on this site for: {ids}.", { ids: left.join(t(", ")) })) : null,
    h("div", { class: "pc-controls" }, h("label", {}, `${t("Paper")} `, pick), print),
    h("p", { class: "pc-how" }, t("Print at actual size (100 %, no “fit to page”), on both sides, flipped on the long edge: each page of fronts is followed by its backs.")),
    frame);

  function draw() {
    const paper = file.papers[paperId];
    const [width, height] = paper.page;
    pagePaper.textContent = `@page { size: ${width}mm ${height}mm; margin: 0; }`;
    const sheets = drawSheets(file, paperId, keys, printed.spec, printed.yours, mark);
    shadow.replaceChildren(styleOf(sheetStyle(file, paper)), ...sheets);
    const yours = sheets.reduce((n, sheet) => n + filledCount(sheet), 0);
    const count = tn("{count} card", "{count} cards", keys.length);
    fill(summary, keys.length
      ? tn("{cards} on {count} sheet (fronts and backs), {paper}", "{cards} on {count} sheets (fronts and backs), {paper}", Math.ceil(keys.length / 9), { cards: count, paper: paper.name })
      : want.owned ? t("You have not marked any card of this game as yours yet: mark what you own in My hangar.") : t("This list prints no card."),
    keys.length ? " · " : null,
    keys.length ? (yours ? tn("{count} value of yours on them.", "{count} values of yours on them.", yours) : t("No value of yours on them: “?” stands for each value our data lacks.")) : null);
    fitted(frame, host, paper);
  }
  draw();
  window.addEventListener("resize", () => fitted(frame, host, file.papers[paperId]));
  window.addEventListener("hashchange", () => location.reload());
}

const root = typeof document !== "undefined" ? document.getElementById("sortie-print-cards") : null;
if (root) {
  mount(root).catch((error) => fill(root, h("p", {}, t("The cards could not be drawn ({why}).", { why: error.message }))))
    .finally(() => root.removeAttribute("aria-busy"));
}
