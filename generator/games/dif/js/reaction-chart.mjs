// The reaction chart: "can I answer this card?". The form, the first card's answers and the
// whole chart are in the page (written at build time by toolhtml.py); this script answers
// the card the player picks, from tools.json.
import { answers } from "./dif-rules.mjs";
import { el, loadData } from "./tools-dom.mjs";

function start(container, data) {
  const select = container.querySelector("#dif-played");
  const result = container.querySelector("#dif-answers");
  const update = () => {
    result.replaceChildren();
    const found = answers(data.cards, select.value).map((id) => data.cards.find((c) => c.id === id));
    if (!found.length) result.append(el("li", { text: "Nothing answers it." }));
    for (const card of found) {
      result.append(el("li", { "data-card": card.id }, el("strong", { text: card.name }),
        card.fr ? el("span", { lang: "fr", class: "dif-fr", text: ` ${card.fr}` }) : null));
    }
  };
  select.addEventListener("change", update);
  update();
}

const container = document.getElementById("dif-reaction-chart");
if (container && container.querySelector("#dif-played")) {
  loadData(container).then((data) => start(container, data)).catch((error) => {
    container.querySelector("#dif-answers").replaceChildren(
      el("li", { class: "dif-error", text: `The chart could not load: ${error.message}` }));
  });
}
