// A card's picture on its page (an aircraft's), with the player's own values: where they
// gave one of the values the picture shows as "?", the picture (a PNG the site build
// printed) is replaced by the same card drawn from the same design (the game's
// print-cards.json, cardsheets.mjs) with their values in it, marked as theirs under it.
// The mount (generator/site/cards.py) names the card and that file; the player's values
// are read as the page's Your cards section reads them (its mount, .yc-page or .yc-cells,
// names the builder's data and the module whose CARD_VALUES is the spec), and drawn again
// whenever that section saves. Text goes in as text nodes only.
import { drawCard, filledCount, styleOf } from "./cardsheets.mjs";
import { h } from "./dom.mjs";
import { t } from "./words.mjs";

const CARD_WIDTH_PX = (63 * 96) / 25.4; // the card's width in CSS px at 100 %

async function show(mount) {
  const source = document.querySelector(".yc-page[data-src], .yc-cells[data-src]");
  const picture = document.querySelector(".sortie-card-link, .sortie-card");
  if (!source || !picture) return;
  const [base, { CARD_VALUES: spec }, { readStored, storageKey }] = await Promise.all([
    fetch(source.dataset.src).then((response) => response.json()),
    import(new URL(source.dataset.module, location.href)),
    import("./yourcards.mjs"),
  ]);
  const siteRoot = new URL(source.dataset.root ?? "./", location.href).pathname;
  const stored = () => {
    try {
      return readStored(spec, localStorage.getItem(storageKey(siteRoot, base)), base);
    } catch {
      return readStored(spec, null, base);
    }
  };
  let file = null;
  let shown = null;
  const draw = async () => {
    const yours = stored();
    file ??= await fetch(mount.dataset.cards).then((response) => response.json());
    const card = drawCard(file, mount.dataset.card, spec, yours);
    if (!filledCount(card)) {
      shown?.remove();
      shown = null;
      picture.hidden = false;
      return;
    }
    const width = Number(mount.dataset.width ?? 186);
    const host = h("div", { class: "sortie-card-yours", role: "img", "aria-label": mount.dataset.alt ?? "" });
    host.style.cssText = `width:${width}px;height:${Math.round((width * 88) / 63)}px;overflow:hidden`;
    const shadow = host.attachShadow({ mode: "open" });
    card.style.transform = `scale(${width / CARD_WIDTH_PX})`;
    card.style.transformOrigin = "0 0";
    shadow.append(styleOf(`${file.css}\n:host { all: initial; display: block; }`), card);
    // Where the picture was (Material centres a figure: a block keeps the picture's place).
    const figure = h("div", { class: "sortie-card-mine" }, host, h("p", {}, t("The card with your values"), h("strong", {}, t(" (yours)"))));
    shown?.remove();
    shown = figure;
    picture.hidden = true;
    picture.after(figure);
  };
  // Only a player who gave a value of this card loads the cards' file.
  const table = Object.keys(spec.tables).find((key) => spec.tables[key].kind === mount.dataset.card.split("/")[0]);
  const gave = () => Boolean(table && stored()[table]?.[mount.dataset.card.split("/")[1]]);
  if (gave()) await draw();
  // Drawn again when the values change: in another tab, or in the page's Your cards
  // section, which says them again in its mount (the mount only: the card is not in it).
  const again = () => { if (gave() || shown) draw(); };
  window.addEventListener("storage", again);
  new MutationObserver(again).observe(source, { childList: true, subtree: true, characterData: true });
}

for (const mount of document.querySelectorAll(".sortie-card-values[data-card][data-cards]")) {
  show(mount).catch(() => {}).finally(() => mount.removeAttribute("aria-busy"));
}
