// The Blood Red Skies deck builder page. Everything it shows comes from the JSON the
// Python build wrote (data-src on the mount element) and from the player's choices.
// Text from a link or an imported file only ever reaches the page through textContent
// and value, never as HTML.
import { checkDeck, handSize, splits } from "./deck-check.mjs";
import { parseDeckFile, stateFromDeckFile, toText, toYaml } from "./deckfile.mjs";
import { atLeastOne } from "./odds.mjs";
import { decode, encode } from "./permalink.mjs";

/** Build an element: h("button", {class: "x", onclick}, "text", child…). */
function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value == null || value === false) continue;
    if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key === "class") node.className = value;
    else if (key in node && key !== "list") node[key] = value;
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child == null || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

const emptyState = () => ({ name: "", format: null, points_limit: null, force: [], deck: {}, odd: {}, autoTraits: true });
const percent = (p) => `${(p * 100).toFixed(p > 0 && p < 0.01 ? 1 : 0)}%`;

/** The aircraft of each type on the side, named aces included. */
function typeCounts(state, data) {
  const counts = new Map();
  for (const line of state.force) {
    const plane = line.ace ? data.aces[line.ace]?.aircraft : line.aircraft;
    if (plane && data.aircraft[plane]) counts.set(plane, (counts.get(plane) ?? 0) + (line.ace ? 1 : line.count));
  }
  return counts;
}

/** Fill the trait cards with the even split; the odd card goes to the chosen trait. */
export function fillTraits(state, data) {
  const deck = Object.fromEntries(Object.entries(state.deck).filter(([id]) => data.cards[id]?.kind !== "traits"));
  for (const [plane, count] of typeCounts(state, data)) {
    const traits = [...data.aircraft[plane].traits];
    const preferred = state.odd[plane];
    if (traits.length === 2 && preferred === traits[1]) traits.reverse();
    const [option] = splits({ aircraft: plane, count, traits });
    for (const [trait, n] of Object.entries(option)) deck[trait] = (deck[trait] ?? 0) + n;
  }
  // Traits first, then the rest in the order the player added them.
  const traits = Object.entries(deck).filter(([id]) => data.cards[id]?.kind === "traits");
  const others = Object.entries(deck).filter(([id]) => data.cards[id]?.kind !== "traits");
  state.deck = Object.fromEntries([...traits, ...others]);
}

function drawRandom(state, data, kind, want) {
  const pool = Object.keys(data.cards).filter((id) => data.cards[id].kind === kind);
  for (const id of pool) delete state.deck[id];
  const bag = [...pool];
  for (let i = 0; i < Math.min(want, bag.length); i += 1) {
    const pick = i + Math.floor(Math.random() * (bag.length - i));
    [bag[i], bag[pick]] = [bag[pick], bag[i]];
    state.deck[bag[i]] = 1;
  }
}

export function mount(root, data) {
  let state = emptyState();
  const status = h("p", { class: "db-status", role: "status", "aria-live": "polite" });
  const banner = h("div", { class: "db-banner", role: "alert", hidden: true });
  const body = h("div", { class: "db-body" });
  root.replaceChildren(status, banner, body);

  const say = (message) => {
    banner.hidden = !message;
    banner.textContent = message ?? "";
  };

  let pending = null;
  const rememberInUrl = () => {
    clearTimeout(pending);
    pending = setTimeout(() => history.replaceState(null, "", `#${encode(state, data.content_version)}`), 150);
  };

  const update = (change) => {
    change?.();
    if (state.autoTraits) fillTraits(state, data);
    render();
    rememberInUrl();
  };

  const loadFragment = (fragment) => {
    if (!fragment || fragment === "#") return;
    try {
      const { state: next, dropped, contentVersion } = decode(fragment, data);
      state = next;
      const notes = [];
      if (dropped.length) notes.push(`${dropped.length} item(s) in this link were not recognised and were left out: ${dropped.join(", ")}.`);
      if (contentVersion !== data.content_version) notes.push(`This link was made with data version ${contentVersion || "?"}; the site now has ${data.content_version}.`);
      say(notes.join(" ") || null);
    } catch (error) {
      say(`This link could not be opened (${error.message}); the deck was left as it was.`);
    }
  };

  const stepper = (label, value, onchange, low = 0) =>
    h("span", { class: "db-stepper" },
      h("button", { type: "button", "aria-label": `One fewer ${label}`, disabled: value <= low, onclick: () => update(() => onchange(value - 1)) }, "−"),
      h("output", { "aria-label": `${label} count` }, String(value)),
      h("button", { type: "button", "aria-label": `One more ${label}`, onclick: () => update(() => onchange(value + 1)) }, "+"));

  const cardDetails = (id) => {
    const card = data.cards[id];
    const facts = [card.retention ? `Retention: ${card.retention}` : "Retention: unknown", card.reaction ? "Reaction" : null, card.bonus_trait ? `Bonus: ${data.cards[card.bonus_trait]?.name ?? card.bonus_trait}` : null, card.deployment ? "Deployment" : null].filter(Boolean);
    return h("details", { class: "db-card" },
      h("summary", {}, card.name, card.name_fr ? h("span", { class: "db-fr", lang: "fr" }, ` (${card.name_fr})`) : null),
      h("p", {}, card.text?.en ?? "Card text unknown to our sources."),
      h("p", { class: "db-facts" }, facts.join(" · ")));
  };

  function render() {
    const verdict = checkDeck(data, state);
    const limit = state.points_limit ?? data.rules.formats[state.format]?.points_limit ?? null;
    const points = verdict.points == null ? "points unknown" : `${verdict.points} points`;
    status.textContent = `${verdict.valid ? "Legal" : `Not legal · ${verdict.errors.length} problem${verdict.errors.length === 1 ? "" : "s"}`} · ${verdict.aircraft} aircraft · hand ${verdict.hand_size} · ${points}${limit != null ? ` / ${limit}` : ""}`;
    status.dataset.valid = String(verdict.valid);

    const settings = h("fieldset", { class: "db-settings" }, h("legend", {}, "List"),
      h("label", {}, "Name ", h("input", { type: "text", maxLength: 80, value: state.name, onchange: (e) => update(() => { state.name = e.target.value; }) })),
      h("label", {}, "Format ",
        h("select", { onchange: (e) => update(() => { state.format = e.target.value || null; }) },
          h("option", { value: "", selected: !state.format }, "None (generic game)"),
          Object.entries(data.rules.formats).map(([id, f]) => h("option", { value: id, selected: state.format === id }, f.name)))),
      h("label", {}, "Points limit ", h("input", { type: "number", min: 0, max: 9999, inputMode: "numeric", value: state.points_limit ?? "", placeholder: "none", onchange: (e) => update(() => { state.points_limit = e.target.value === "" ? null : Math.max(0, Math.min(9999, Math.trunc(Number(e.target.value)) || 0)); }) })));

    // Force.
    const aircraftPick = h("select", { "aria-label": "Aircraft to add" }, Object.entries(data.aircraft).map(([id, a]) => h("option", { value: id }, a.name)));
    const skillPick = h("select", { "aria-label": "Pilot skill of the aircraft to add" }, [1, 2, 3, 4, 5].map((s) => h("option", { value: s, selected: s === data.rules.pilot_skill.default }, `Skill ${s}${s === data.rules.aces.skill ? " (ace)" : ""}`)));
    const acePick = h("select", { "aria-label": "Named ace to add" }, Object.entries(data.aces).map(([id, a]) => h("option", { value: id }, `${a.name} (${data.aircraft[a.aircraft]?.name ?? a.aircraft})`)));
    const rows = state.force.map((line, index) => {
      const remove = h("button", { type: "button", class: "db-remove", "aria-label": "Remove this line", onclick: () => update(() => state.force.splice(index, 1)) }, "✕");
      if (line.ace) return h("li", {}, h("span", { class: "db-name" }, `${data.aces[line.ace].name} — named ace, skill ${data.rules.aces.skill}`), remove);
      const plane = data.aircraft[line.aircraft];
      return h("li", {},
        h("span", { class: "db-name" }, plane.name),
        stepper(plane.name, line.count, (n) => { line.count = n; }, 1),
        h("select", { "aria-label": `Pilot skill of ${plane.name}`, onchange: (e) => update(() => { line.skill = Number(e.target.value); }) },
          [1, 2, 3, 4, 5].map((s) => h("option", { value: s, selected: line.skill === s }, `Skill ${s}`))),
        remove);
    });
    const force = h("section", { class: "db-force" }, h("h2", {}, "Force"),
      h("div", { class: "db-add" }, aircraftPick, skillPick,
        h("button", { type: "button", onclick: () => update(() => state.force.push({ aircraft: aircraftPick.value, count: 1, skill: Number(skillPick.value) })) }, "Add aircraft")),
      Object.keys(data.aces).length ? h("div", { class: "db-add" }, acePick, h("button", { type: "button", onclick: () => update(() => state.force.push({ ace: acePick.value })) }, "Add named ace")) : null,
      rows.length ? h("ul", { class: "db-lines" }, rows) : h("p", {}, "No aircraft yet: add some above."));

    // What the rules require.
    const req = verdict.required;
    const count = (kind) => Object.entries(state.deck).filter(([id]) => data.cards[id]?.kind === kind).reduce((s, [, n]) => s + n, 0);
    const totals = h("section", { class: "db-totals" }, h("h2", {}, "Requirements"),
      h("ul", {},
        h("li", {}, `Aircraft on the side: ${verdict.aircraft}; hand size ${handSize(data.rules, verdict.aircraft)}`),
        Object.entries(req.traits).map(([t, [lo, hi]]) => h("li", { "data-trait": t }, `${data.cards[t]?.name ?? t}: ${lo === hi ? lo : `${lo}–${hi}`} card${hi === 1 ? "" : "s"}`)),
        h("li", {}, `Doctrine ${count("doctrine")}/${req.doctrine}${data.rules.doctrine_cards.verified ? "" : " (table unverified)"} · Theatre ${count("theatre")}/${req.theatre} · Ace skills ${count("ace-skills")}/${req.ace_skills_max}`)));

    // Deck.
    const cardRow = (id) => h("li", { "data-card": id }, cardDetails(id), stepper(data.cards[id].name, state.deck[id] ?? 0, (n) => {
      if (data.cards[id].kind === "traits") state.autoTraits = false;
      state.deck[id] = Math.min(99, n);
    }));
    const group = (kind, title, want, drawable) => h("div", { class: "db-group" },
      h("h3", {}, title, want != null ? ` ${count(kind)}/${want}` : ""),
      drawable ? h("button", { type: "button", onclick: () => update(() => drawRandom(state, data, kind, want)) }, `Draw ${want} at random`) : null,
      h("ul", {}, Object.keys(data.cards).filter((id) => data.cards[id].kind === kind && (kind !== "traits" || (state.deck[id] ?? 0) > 0 || id in req.traits)).map(cardRow)));
    const oddChoices = [...typeCounts(state, data)].filter(([plane, n]) => n % 2 === 1 && data.aircraft[plane].traits.length === 2).map(([plane]) => {
      const traits = data.aircraft[plane].traits;
      const chosen = state.odd[plane] ?? traits[0];
      return h("fieldset", { class: "db-odd" }, h("legend", {}, `${data.aircraft[plane].name}: which trait takes the odd card?`),
        traits.map((t) => h("label", {}, h("input", { type: "radio", name: `odd-${plane}`, value: t, checked: chosen === t, onchange: () => update(() => { state.odd[plane] = t; state.autoTraits = true; }) }), ` ${data.cards[t]?.name ?? t}`)));
    });
    const deck = h("section", { class: "db-deck" }, h("h2", {}, "Action Deck"),
      h("label", {}, h("input", { type: "checkbox", checked: state.autoTraits, onchange: (e) => update(() => { state.autoTraits = e.target.checked; }) }), " Fill trait cards automatically (even split)"),
      oddChoices,
      group("traits", "Trait cards", null, false),
      group("doctrine", "Doctrine cards", req.doctrine, true),
      group("theatre", "Theatre cards", req.theatre, true),
      Object.values(data.cards).some((c) => c.kind === "ace-skills") ? group("ace-skills", "Ace skill cards", req.ace_skills_max, false) : null);

    // Problems, each saying what to change.
    const problems = h("section", { class: "db-problems" }, h("h2", {}, "Problems"),
      verdict.errors.length
        ? h("ul", {}, verdict.errors.map((e) => h("li", { "data-code": e.code }, h("code", {}, e.code), " ", e.message)))
        : h("p", { class: "db-legal" }, "Legal: this deck follows every rule Sortie checks."),
      verdict.warnings.length ? h("ul", { class: "db-warnings" }, verdict.warnings.map((w) => h("li", { "data-code": w.code }, h("code", {}, w.code), " ", w.message))) : null);

    // Opening-hand odds.
    const size = Object.values(state.deck).reduce((a, b) => a + b, 0);
    const hand = verdict.hand_size;
    const oddsRows = Object.entries(state.deck).filter(([id, n]) => n > 0 && ["traits", "doctrine"].includes(data.cards[id]?.kind))
      .map(([id, n]) => h("tr", {}, h("td", {}, data.cards[id].name), h("td", {}, String(n)), h("td", {}, percent(atLeastOne(size, n, hand)))));
    const odds = h("section", { class: "db-odds" }, h("h2", {}, "Opening-hand odds"),
      size ? h("table", {}, h("caption", {}, `Chance of at least one in the opening hand of ${hand} from ${size} cards`),
        h("thead", {}, h("tr", {}, h("th", {}, "Card"), h("th", {}, "Copies"), h("th", {}, "≥ 1 in hand"))), h("tbody", {}, oddsRows)) : h("p", {}, "Add cards to see the odds."));

    // Share, export, import, print.
    const link = `${location.origin}${location.pathname}#${encode(state, data.content_version)}`;
    const importBox = h("textarea", { rows: 6, "aria-label": "Deck file to import", placeholder: "Paste a deck file (YAML or JSON)" });
    const share = h("section", { class: "db-share" }, h("h2", {}, "Share, export, print"),
      h("label", {}, "Permalink ", h("input", { type: "text", readOnly: true, value: link, class: "db-link" })),
      h("div", { class: "db-actions" },
        h("button", { type: "button", onclick: () => navigator.clipboard?.writeText(link) }, "Copy link"),
        h("button", { type: "button", onclick: () => download(`${slug(state.name)}.yaml`, toYaml(state)) }, "Download deck file (YAML)"),
        h("button", { type: "button", onclick: () => navigator.clipboard?.writeText(toText(state, data, verdict)) }, "Copy text list"),
        h("button", { type: "button", onclick: () => printAs("db-print-list") }, "Print list sheet"),
        h("button", { type: "button", onclick: () => printAs("db-print-cards") }, "Print cards")),
      h("details", {}, h("summary", {}, "Import a deck file"),
        h("input", { type: "file", accept: ".yaml,.yml,.json", "aria-label": "Deck file", onchange: async (e) => { const file = e.target.files[0]; if (file) importText(await file.text()); } }),
        importBox, h("button", { type: "button", onclick: () => importText(importBox.value) }, "Import")),
      h("pre", { class: "db-yaml", "aria-label": "Deck file" }, toYaml(state)));

    const sheet = printSheet(verdict, link, size);
    body.replaceChildren(settings, force, totals, deck, problems, odds, share, sheet);
  }

  function printSheet(verdict, link, size) {
    const list = h("section", { class: "db-list-sheet" },
      h("h2", {}, state.name || "Blood Red Skies force"),
      h("p", {}, `${verdict.valid ? "Legal" : "NOT LEGAL"} · ${verdict.aircraft} aircraft · hand ${verdict.hand_size} · ${size} cards · data version ${data.content_version}`),
      h("h3", {}, "Force"), h("ul", {}, state.force.map((l) => h("li", {}, l.ace ? `${data.aces[l.ace].name} (named ace)` : `${l.count}× ${data.aircraft[l.aircraft].name}, skill ${l.skill}`))),
      h("h3", {}, "Action Deck"), h("ul", {}, Object.entries(state.deck).filter(([, n]) => n > 0).map(([id, n]) => h("li", {}, `${n}× ${data.cards[id].name}`))),
      verdict.errors.length ? h("ul", {}, verdict.errors.map((e) => h("li", {}, `${e.code}: ${e.message}`))) : null,
      h("p", { class: "db-link-text" }, link));
    const faces = [];
    for (const [id, n] of Object.entries(state.deck)) {
      for (let i = 0; i < n; i += 1) faces.push(cardFace(id));
    }
    const pages = [];
    for (let i = 0; i < faces.length; i += 9) pages.push(h("div", { class: "db-sheet" }, faces.slice(i, i + 9), cropMarks()));
    return h("div", { class: "db-print" }, list, h("div", { class: "db-cards" }, pages));
  }

  function cropMarks() {
    // Short marks in the margin in line with every cut, as on the PDF sheets.
    const marks = [];
    for (const x of [0, 63, 126, 189]) {
      marks.push(h("span", { class: "db-mark db-mark-v", style: `left:${x}mm;top:-6mm` }));
      marks.push(h("span", { class: "db-mark db-mark-v", style: `left:${x}mm;top:265mm` }));
    }
    for (const y of [0, 88, 176, 264]) {
      marks.push(h("span", { class: "db-mark db-mark-h", style: `top:${y}mm;left:-6mm` }));
      marks.push(h("span", { class: "db-mark db-mark-h", style: `top:${y}mm;left:190mm` }));
    }
    return marks;
  }

  function cardFace(id) {
    // The thumbnail the site build printed from the same card templates as the PDFs.
    const card = data.cards[id];
    const image = data.images?.[`${card.kind}/${id}`];
    const face = h("div", { class: "db-card-face", "data-card": id });
    if (image) face.append(h("img", { src: `${root.dataset.root ?? ""}${image}`, alt: card.name }));
    else face.append(h("strong", {}, card.name), h("p", {}, card.text?.en ?? ""));
    return face;
  }

  function importText(text) {
    try {
      const { state: next, dropped } = stateFromDeckFile(parseDeckFile(text), data);
      update(() => { state = next; });
      say(dropped.length ? `Imported; ${dropped.length} item(s) not recognised were left out: ${dropped.join(", ")}.` : "Deck file imported.");
    } catch (error) {
      say(`The deck file could not be imported (${error.message}); the deck was left as it was.`);
    }
  }

  function printAs(mode) {
    document.body.classList.remove("db-print-list", "db-print-cards");
    document.body.classList.add(mode);
    window.print();
  }

  loadFragment(location.hash);
  window.addEventListener("hashchange", (event) => {
    // Read the link the player opened, not location.hash: a pending replaceState of the
    // previous deck may have run between the change and this event.
    clearTimeout(pending);
    loadFragment(new URL(event.newURL).hash);
    update();
  });
  update();
  return { get state() { return state; } };
}

function slug(name) {
  return (name || "deck").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "deck";
}

function download(filename, text) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/yaml" }));
  const link = h("a", { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

const root = typeof document !== "undefined" ? document.getElementById("sortie-deck-builder") : null;
if (root) {
  fetch(root.dataset.src)
    .then((response) => response.json())
    .then((data) => mount(root, data))
    .catch((error) => { root.textContent = `The deck builder could not load its data (${error.message}).`; });
}
