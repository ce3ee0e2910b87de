// The reaction chart: "can I answer this card?" and the whole matrix, from tools.json.
import { answers } from "./dif-rules.mjs";
import { cardLabel, el, loadData, selectField } from "./dom.mjs";

const MANOEUVRE = "manoeuvre";

function lookup(data, played) {
  const names = answers(data.cards, played).map((id) => data.cards.find((c) => c.id === id));
  return names;
}

function render(container, data) {
  const played = [...data.cards.map((c) => [c.id, cardLabel(c)]), [MANOEUVRE, "A manoeuvre (a card played for its value, or a speed manoeuvre)"]];
  const pick = selectField("dif-played", "The enemy plays", played, data.cards[0].id);
  const result = el("ul", { id: "dif-answers", class: "dif-answers", "aria-live": "polite" });
  const update = () => {
    result.replaceChildren();
    const found = lookup(data, pick.select.value);
    if (!found.length) result.append(el("li", { text: "Nothing answers it." }));
    for (const card of found) {
      result.append(el("li", { "data-card": card.id }, el("strong", { text: card.name }),
        card.fr ? el("span", { lang: "fr", class: "dif-fr", text: ` ${card.fr}` }) : null));
    }
  };
  pick.select.addEventListener("change", update);
  update();
  const ask = el("section", { class: "dif-tool dif-ask" },
    el("h2", { text: "Can I answer this card?" }), pick.node,
    el("p", { text: "You may answer it with:" }), result,
    el("p", { class: "dif-note", text: "A tactic played on the player's own aircraft (Tight Turn, Yo-Yo, Evasive as an action) cannot be answered at all; Ace Pilot answers any card played against your aircraft." }));

  const head = el("tr", {}, el("th", { scope: "col", text: "Enemy plays ↓" }));
  for (const card of data.cards) head.append(el("th", { scope: "col", class: "dif-short", title: card.name, text: card.short }));
  const body = el("tbody");
  for (const [id] of played) {
    const card = data.cards.find((c) => c.id === id);
    const row = el("tr", { "data-played": id }, el("th", { scope: "row", text: card ? `${card.name} (${card.short})` : "a manoeuvre" }));
    const ok = new Set(answers(data.cards, id));
    for (const card of data.cards) {
      row.append(el("td", { "data-answer": card.id, class: ok.has(card.id) ? "yes" : "no", text: ok.has(card.id) ? "✓" : "" }));
    }
    body.append(row);
  }
  const matrix = el("section", { class: "dif-tool" }, el("h2", { text: "The whole chart" }),
    el("p", { class: "dif-note", text: "Columns: the card you answer with, by its initials (given after each row's name)." }),
    el("div", { class: "dif-scroll" }, el("table", { id: "dif-matrix", class: "dif-matrix" }, el("thead", {}, head), body)));
  container.replaceChildren(ask, matrix);
}

const container = document.getElementById("dif-reaction-chart");
if (container) {
  loadData(container).then((data) => render(container, data)).catch((error) => {
    container.replaceChildren(el("p", { class: "dif-error", text: `The chart could not load: ${error.message}` }));
  });
}
