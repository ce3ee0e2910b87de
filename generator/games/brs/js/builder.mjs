// The Blood Red Skies deck builder page. Everything it shows comes from the JSON the
// Python build wrote (data-src on the mount element) and from the player's choices.
// Text from a link or an imported file only ever reaches the page through textContent
// and value, never as HTML.
//
// The controls a player types into (name, points limit, the aircraft search) are built
// once and kept; the lists that follow from the deck are rebuilt on each change, and the
// control that had the focus (found again by its data-key) gets it back.
import { checkDeck, handSize } from "./deck-check.mjs";
import { pageLanguage } from "../../js/findings.mjs";
import { parseDeckFile, pointsText, stateFromDeckFile, toText, toYaml } from "./deckfile.mjs";
import { openingOdds } from "./odds.mjs";
import { decode, encode, isDeckFragment } from "./permalink.mjs";
import { disclosure, drawFromData, fill, findingList, h, nameBox, playerWords, recordOpen, sayIn } from "../../js/dom.mjs";
import { sharePanel } from "../../js/sharepanel.mjs";
import { addToForce, autoTraitIds, fillTraits, periodLabel, periods, pickerGroups, typeCounts, unknownTraitTypes, unknownValues } from "./picker.mjs";
import { cardValues, dataUsed, doctrineText, siteValuesOnly, withRulebook } from "./cardvalues.mjs";
import { findingsPanel, pinnedStatus, validity, verdictHead, verdictWords } from "../../js/status.mjs";
import { yourCards } from "../../js/yourcards-ui.mjs";
import { saveButton } from "../../js/savebutton.mjs";
import { overOwned } from "../../js/collection.mjs";
import { onlyMine, ownBox, ownedStore } from "../../js/own-ui.mjs";
import { overWords, usedCounts } from "../../js/owning.mjs";
import { own } from "../../js/ownkeys.mjs";
import { typedNameProblem } from "../../js/yourcards.mjs";
import { language, named, t, tn } from "../../js/words.mjs";

// The Problems panel's sentence for a legal deck, filled with the verdict's words.
const LEGAL = {
  legal: t("{verdict}: this deck follows every rule Sortie checks."),
  legalAsFarAsKnown: t("{verdict}: this deck follows every rule Sortie could check."),
};
const emptyState = () => ({ name: "", format: null, period: null, points_limit: null, force: [], deck: {}, odd: {}, autoTraits: true });
const percent = (p) => `${(p * 100).toFixed(p > 0 && p < 0.01 ? 1 : 0)}%`;

/** Draw `want` cards of `kind` at random from those `drawable(id)` allows (all, or the
 * ones the player owns), in place of the kind's cards the deck had. */
function drawRandom(state, data, kind, want, drawable = () => true) {
  const pool = Object.keys(data.cards).filter((id) => data.cards[id].kind === kind);
  for (const id of pool) delete state.deck[id];
  const bag = pool.filter(drawable);
  for (let i = 0; i < Math.min(want, bag.length); i += 1) {
    const pick = i + Math.floor(Math.random() * (bag.length - i));
    [bag[i], bag[pick]] = [bag[pick], bag[i]];
    state.deck[bag[i]] = 1;
  }
}

export function mount(root, base) {
  let state = emptyState();
  let verdict = null;
  // The player's own card values (Your cards): `data` is the site's data with them laid
  // over it (and the ace skill cards they added among its cards), and every check and
  // every figure reads `data`.
  const yours = yourCards({
    spec: cardValues(base),
    base: withRulebook(base),
    siteRoot: new URL(root.dataset.root ?? "./", location.href).pathname,
    packRoot: new URL(root.dataset.site ?? root.dataset.root ?? "./", location.href).pathname,
    gameName: "Blood Red Skies",
    onChange: () => update(),
  });
  // A format that takes only the site's values (`values: site`, a club's event that ships
  // its own pack): the player's and a link's values stay in Your cards, shown, but no
  // check or figure uses them, and the verdict rests on the site's values alone.
  const siteOnly = () => siteValuesOnly(base, state.format);
  const dataFor = () => dataUsed(siteOnly() ? withRulebook(base) : yours.data());
  const whose = () => (siteOnly() ? {} : yours.whose(state));
  let data = dataFor();
  const ui = { nation: "", period: "", find: "", skill: data.rules.pilot_skill.default, open: new Set(), focusAfter: null, drawn: null, onlyMine: false, drawOwned: false };
  // What the player owns (My hangar's collection): the picker lists it first, "Only mine"
  // lists nothing else, a force using more than it gets a warning, and the draws may
  // take only owned cards. An aircraft's id or "ace:<id>", as the picker's values.
  const owned = ownedStore(new URL(root.dataset.site ?? root.dataset.root ?? "./", location.href).pathname);
  const ownedKind = (value) => (value.startsWith("ace:") ? ["aces", value.slice(4)] : ["aircraft", value]);
  const ownedCount = (value) => owned.count("brs", ...ownedKind(value));
  // Names in the page's language where the data gives them (name_fr, nations_fr).
  // Every id the player, a link or a file gave is looked up as the table's own (`own`):
  // `constructor` is an id like any other, never a property of Object.prototype.
  const nationName = (id) => own(data[`nations_${language}`], id) || own(data.nations, id);
  const cardOf = (id) => own(data.cards, id);
  const copiesOf = (id) => own(state.deck, id) ?? 0;
  const cardName = (id) => named(cardOf(id)) ?? id;
  // A card's retention, and a field of a card the player filled in (Your cards).
  const retentionName = (id) => ({
    auto: t("retention|auto"), discard: t("retention|discard"), remove: t("retention|remove"),
    "pilot-test": t("retention|pilot-test"), "manoeuvre-test": t("retention|manoeuvre-test"), "ballistic-test": t("retention|ballistic-test"),
  })[id] ?? id;
  const fieldName = (field) => ({
    traits: t("traits"), points: t("points"), negative_traits: t("negative traits"), speed: t("speed"), agility: t("agility"), firepower: t("firepower"), top_speed: t("top speed"),
  })[field] ?? field.replace(/_/g, " ");

  /** Draw the cards of `kinds` at random, and say what the draw could not take into
   * account: our data does not say which doctrine and theatre cards an air force had in a
   * period, so every card of the kind is in the draw, whatever the air force and period. */
  function draw(by, kinds) {
    const drawable = (id) => !ui.drawOwned || owned.count("brs", data.cards[id].kind, id) > 0;
    for (const kind of kinds) drawRandom(state, data, kind, verdict.required[kind], drawable);
    const pool = (kind, n) => (kind === "doctrine" ? tn("{count} doctrine card", "{count} doctrine cards", n) : tn("{count} theatre card", "{count} theatre cards", n));
    const pools = kinds.map((kind) => pool(kind, Object.keys(data.cards).filter((id) => data.cards[id].kind === kind && drawable(id)).length)).join(t(" and "));
    if (ui.drawOwned) {
      ui.drawn = { by, text: t("Drawn from the {pools} you own. Agree on the cards with your opponent, or change them in the Action Deck.", { pools }) };
      return;
    }
    const airForce = ui.nation ? nationName(ui.nation) : null;
    const period = allPeriods.find((p) => p.id === ui.period)?.label ?? null;
    const when = period ? t(" in {period}", { period }) : "";
    const text = airForce
      ? t("Drawn from all {pools} in Sortie's data: our sources do not say which ones the {airForce} had{when}. Agree on the cards with your opponent, or change them in the Action Deck.", { pools, airForce, when })
      : t("Drawn from all {pools} in Sortie's data: our sources do not say which ones each air force had{when}. Agree on the cards with your opponent, or change them in the Action Deck.", { pools, when });
    ui.drawn = { by, text };
  }

  // -- the parts that stay: status, banner, settings, picker, share --------------------
  const firstProblem = h("button", { type: "button", class: "db-first", hidden: true, onclick: () => showProblem() });
  const fillButton = h("button", { type: "button", class: "db-first db-fill-in", hidden: true, onclick: () => yours.focusFirst() }, t("↓ Fill in what your cards say"));
  const { element: status, say: sayStatus } = pinnedStatus("db-status", "db-summary", firstProblem, fillButton);
  const banner = h("div", { class: "db-banner", role: "alert", hidden: true });
  const say = sayIn(banner);

  const [nameInput, nameRefused] = nameBox({ maxLength: 80, key: "name", class: "db-input", autocomplete: "off" }, "oninput",
    (text) => typedNameProblem(data, text), (e) => update(() => { state.name = e.target.value; }));
  const formatPick = h("select", { key: "format", onchange: (e) => update(() => { state.format = e.target.value || null; }) });
  const limitInput = h("input", { type: "number", min: 0, max: 9999, inputMode: "numeric", placeholder: t("limit|none"), key: "limit", class: "db-input",
    oninput: (e) => update(() => {
      const n = Math.trunc(Number(e.target.value));
      state.points_limit = e.target.value === "" || !Number.isFinite(n) ? null : Math.max(0, Math.min(9999, n));
    }) });
  const settings = h("fieldset", { class: "db-settings" }, h("legend", {}, t("List")),
    h("label", {}, `${t("Name")} `, nameInput), nameRefused, h("label", {}, `${t("Format")} `, formatPick), h("label", {}, `${t("Points limit")} `, limitInput));

  const allPeriods = periods(data);
  // A short placeholder fits a phone; the page's intro and the tooltip say Enter adds.
  const findInput = h("input", { type: "search", key: "find", class: "db-input", autocomplete: "off", placeholder: t("Aircraft name"),
    title: t("Type a name; Enter adds the aircraft"),
    oninput: (e) => { ui.find = e.target.value; fillPicker(); },
    onkeydown: (e) => {
      if (e.key !== "Enter") return;
      e.preventDefault();
      if (aircraftPick.value) addPicked();
    } });
  const nationPick = h("select", { key: "nation", onchange: (e) => { ui.nation = e.target.value; fillPicker(); if (ui.drawn) update(() => { ui.drawn = null; }); } },
    h("option", { value: "" }, t("All air forces")),
    [...new Set(Object.values(data.aircraft).map((a) => a.nation))].map((id) => h("option", { value: id ?? "" }, nationName(id) ?? id ?? t("air force|unknown"))));
  const periodPick = allPeriods.length
    ? h("select", { key: "period", title: t("The campaign period: filters the aircraft, and the campaign format checks it"),
      onchange: (e) => {
        ui.period = e.target.value;
        fillPicker();
        update(() => {
          ui.drawn = null;
          const [year, block] = ui.period.split("-");
          state.period = ui.period ? { ...state.period, year: Number(year), block } : null;
        });
      } },
    h("option", { value: "" }, t("Any period")), allPeriods.map((p) => h("option", { value: p.id }, p.label)))
    : null;
  const aircraftPick = h("select", { key: "pick", "aria-label": t("Aircraft to add") });
  const skillPick = h("select", { key: "skill", "aria-label": t("Pilot skill of the aircraft to add"), onchange: (e) => { ui.skill = Number(e.target.value); } },
    [1, 2, 3, 4, 5].map((s) => h("option", { value: s, selected: s === ui.skill }, s === data.rules.aces.skill ? t("Skill {skill} (ace)", { skill: s }) : t("Skill {skill}", { skill: s }))));
  const addButton = h("button", { type: "button", key: "add", onclick: () => addPicked() }, t("Add aircraft"));
  const pickerNote = h("p", { class: "db-note", role: "status" });
  // "I own N" of the aircraft (or named ace) the picker shows: drawn again when the
  // choice changes only, so that the box a player types in stays.
  const pickOwn = h("span", { class: "own-pick" });
  let pickOwnFor = null;
  function drawPickOwn() {
    const value = aircraftPick.value;
    if (value === pickOwnFor) return;
    pickOwnFor = value;
    const [kind, id] = value ? ownedKind(value) : [];
    const entry = value ? own(kind === "aces" ? data.aces : data.aircraft, id) : null;
    fill(pickOwn, entry ? ownBox({ key: "own-pick", label: t("{name}: how many you own", { name: named(entry) }), count: owned.count("brs", kind, id), set: (n) => owned.set("brs", kind, id, n) }) : null);
  }
  aircraftPick.addEventListener("change", drawPickOwn);
  const onlyBox = onlyMine({ change: (checked) => { ui.onlyMine = checked; fillPicker(); } });
  const picker = h("div", { class: "db-add" },
    h("label", {}, `${t("Find")} `, findInput), h("label", {}, `${t("Air force")} `, nationPick), periodPick ? h("label", {}, `${t("Period")} `, periodPick) : null,
    onlyBox, aircraftPick, pickOwn, skillPick, addButton, pickerNote);

  function fillPicker() {
    const keep = aircraftPick.value;
    const groups = pickerGroups(data, { ...ui, owned: ownedCount, only: ui.onlyMine });
    fill(aircraftPick, ...groups.map((g) => h("optgroup", { label: g.label }, g.options.map((o) => h("option", { value: o.value }, o.label)))));
    const count = groups.reduce((s, g) => s + g.options.length, 0);
    if ([...aircraftPick.options].some((o) => o.value === keep)) aircraftPick.value = keep;
    addButton.disabled = count === 0;
    const none = ui.onlyMine && !owned.any("brs") ? t("Nothing marked as owned yet: say how many you own of an aircraft here or in My hangar.") : t("Nothing matches: change the search or the filters.");
    fill(pickerNote, ui.find || ui.nation || ui.period || ui.onlyMine ? (count ? tn("{count} match", "{count} matches", count) : none) : "");
    drawPickOwn();
  }

  function addPicked() {
    const value = aircraftPick.value;
    if (!value) return;
    update(() => { addToForce(state, value, value.startsWith("ace:") ? null : ui.skill); });
  }

  const importNote = h("p", { class: "db-import-note", role: "status", "aria-live": "polite" });
  // The deck alone is saved, not the values it depends on: My hangar checks it with the
  // player's values of the day, as this builder does.
  const saving = saveButton({
    game: "brs",
    siteRoot: new URL(root.dataset.site ?? root.dataset.root ?? "./", location.href).pathname,
    hangar: new URL("hangar/", new URL(root.dataset.root ?? "./", location.href)).href,
    nameOf: () => state.name,
    linkOf: () => encode(state, data.content_version),
    untitled: t("Untitled deck"),
  });
  // The deck's cards, force and deck, with the player's values, as the PDFs lay them out
  // (the print page, printcards.mjs; the href follows the deck).
  const printLink = h("a", { class: "db-print-link", key: "print-cards" }, t("Print cards"));
  const share = sharePanel({
    prefix: "db", importText, report: importNote,
    words: {
      heading: t("Share, export, print"), link: t("Permalink"), download: t("Download deck file (YAML)"), import: t("Import a deck file"),
      file: t("Deck file to open"), box: t("Deck file to import"), paste: t("Paste a deck file (YAML or JSON)"), text: t("Deck file (YAML)"),
    },
    actions: [
      h("button", { type: "button", key: "copy-text", onclick: () => share.copy(toText(state, data, verdict, deckLink(), unknownValues(state, data)), t("✓ Text list copied"), t("Could not copy here: the text list is selected below, press Ctrl+C (⌘C on a Mac).")) }, t("Copy text list")),
      h("button", { type: "button", key: "print-list", onclick: () => printAs("db-print-list") }, t("Print list sheet")),
      printLink,
      saving.button,
    ],
    note: saving.note,
  });

  // -- the parts rebuilt on each change ------------------------------------------------
  const forceList = h("div", { class: "db-force-lines" });
  const completeButton = h("button", { type: "button", key: "complete", class: "db-complete",
    onclick: () => update(() => { state.autoTraits = true; draw("complete", ["doctrine", "theatre"]); }) },
  t("Complete the deck: trait cards, and doctrine and theatre cards at random"));
  const completeNote = h("p", { class: "db-note db-drawn", role: "status" });
  const ownWarning = h("div", { class: "own-warning", role: "status", hidden: true });
  const totals = h("section", { class: "db-totals" });
  const problems = h("section", { class: "db-problems", tabindex: -1 });
  const deckPart = h("section", { class: "db-deck" });
  const odds = h("section", { class: "db-odds" });
  const sheet = h("div", { class: "db-print" });

  const force = h("section", { class: "db-force" }, h("h2", {}, t("Force")), picker, forceList, ownWarning, completeButton, completeNote);
  const left = h("div", { class: "db-col db-col-force" }, settings, force, yours.element, totals);
  const right = h("div", { class: "db-col db-col-deck" }, problems, share.element, deckPart, odds);
  const body = h("div", { class: "db-body" }, h("div", { class: "db-columns" }, left, right), sheet);
  fill(root, status, banner, body);
  owned.onChange(() => { fillPicker(); renderOwned(); });

  let pending = null;
  /** The deck's link: the deck, and the player's values it depends on (and only those). */
  const fragmentOf = () => `${encode(state, data.content_version)}${yours.linkPart(state)}`;
  /** The deck's address, as the share section shows it. */
  const deckLink = () => `${location.origin}${location.pathname}#${fragmentOf()}`;
  const rememberInUrl = () => {
    clearTimeout(pending);
    pending = setTimeout(() => history.replaceState(null, "", `#${fragmentOf()}`), 150);
  };

  function update(change) {
    change?.();
    data = dataFor();
    if (state.autoTraits) fillTraits(state, data);
    render();
    rememberInUrl();
  }

  /** Put the controls that are kept in line with a state that came from a link or a file. */
  function syncControls() {
    nameInput.value = state.name;
    limitInput.value = state.points_limit ?? "";
    const formats = Object.entries(data.rules.formats).map(([id, f]) => [id, named(f)]);
    if (state.format && !Object.hasOwn(data.rules.formats, state.format)) formats.push([state.format, t("{format} (not defined)", { format: state.format })]);
    fill(formatPick, h("option", { value: "" }, t("None (generic game)")), formats.map(([id, name]) => h("option", { value: id }, name)));
    formatPick.value = state.format ?? "";
    ui.period = state.period ? `${state.period.year}-${state.period.block}` : "";
    if (periodPick) {
      if (ui.period && ![...periodPick.options].some((o) => o.value === ui.period)) periodPick.append(h("option", { value: ui.period }, periodLabel(state.period.year, state.period.block)));
      periodPick.value = ui.period;
    }
    fillPicker();
  }

  const unknownNote = (unknown) =>
    unknown.length ? t(" Not in Sortie's data, kept as errors until you remove them: {unknown}.", { unknown: unknown.join(", ") }) : "";

  const loadFragment = (fragment) => {
    if (!isDeckFragment(fragment)) return; // an in-page anchor, not a deck
    try {
      // The link's values first: an ace skill card it names is then a card of the data.
      const leftOut = yours.fromFragment(fragment);
      data = dataUsed(yours.data());
      const { state: next, unknown, dropped, contentVersion } = decode(fragment, data);
      state = next;
      const notes = [];
      if (dropped.length) notes.push(t("Left out (no longer applies): {dropped}.", { dropped: dropped.join(", ") }));
      if (contentVersion !== data.content_version) notes.push(t("This link was made with data version {version}; the site now has {current}.", { version: contentVersion || "?", current: data.content_version }));
      say((notes.join(" ") + unknownNote(unknown)).trim(), leftOut);
    } catch (error) {
      say(t("This link could not be opened ({why}); the deck was left as it was.", { why: error.message }));
    }
    syncControls();
  };

  function importText(text) {
    try {
      if (text == null) throw new Error(t("the file is larger than 1 MiB"));
      const { state: next, unknown, notes } = stateFromDeckFile(parseDeckFile(text), data);
      update(() => { state = next; });
      syncControls();
      fill(importNote, `${t("Deck file imported.")}${notes.length ? t(" {notes}.", { notes: notes.join(t("; ")) }) : ""}${unknownNote(unknown)}`);
      importNote.dataset.kind = unknown.length || notes.length ? "warning" : "ok";
    } catch (error) {
      fill(importNote, t("The deck file could not be imported ({why}); the deck was left as it was.", { why: error.message }));
      importNote.dataset.kind = "error";
    }
  }

  function showProblem() {
    const first = problems.querySelector("li[data-code]");
    (first ?? problems).scrollIntoView({ block: "center" });
    problems.focus({ preventScroll: true });
  }

  const stepper = (label, key, value, onchange, low = 0) =>
    h("span", { class: "db-stepper" },
      h("button", { type: "button", key: `${key}:less`, "aria-label": t("One fewer {name}", { name: label }), disabled: value <= low, onclick: () => update(() => onchange(value - 1)) }, "−"),
      h("output", { "aria-label": t("{name} count", { name: label }) }, String(value)),
      h("button", { type: "button", key: `${key}:more`, "aria-label": t("One more {name}", { name: label }), disabled: value >= 99, onclick: () => update(() => onchange(value + 1)) }, "+"));

  const details = (key, summaryChildren, ...content) => disclosure(ui.open, key, {}, summaryChildren, ...content);

  const cardDetails = (id) => {
    const card = cardOf(id);
    const facts = [card.retention ? t("Retention: {retention}", { retention: retentionName(card.retention) }) : t("Retention: unknown"), card.reaction ? t("Reaction") : null, card.bonus_trait ? t("Bonus: {card}", { card: cardName(card.bonus_trait) }) : null, card.deployment ? t("Deployment: set aside and played before the game") : null].filter(Boolean);
    // The name in the page's language first, the other beside it (English on an English
    // page with the French name; on a French page, the French name with the English).
    const own = named(card);
    const other = own !== card.name ? h("span", { class: "db-fr", lang: "en" }, ` (${card.name})`)
      : card.name_fr ? h("span", { class: "db-fr", lang: "fr" }, ` (${card.name_fr})`) : null;
    const text = card.text?.[language] ?? card.text?.en;
    return h("div", { class: "db-card" }, details(`card:${id}`, [own, card.yours ? h("strong", { class: "yc-mark" }, t(" (yours)")) : null, other],
      h("p", {}, text ?? t("Card text unknown to our sources.")),
      h("p", { class: "db-facts" }, facts.join(" · "))));
  };

  function renderStatus(limit) {
    const empty = !state.force.length && !Object.keys(state.deck).length;
    const points = pointsText(verdict, unknownValues(state, data));
    const sizes = tn("one|{count} aircraft · hand {hand} · {points}", "{count} aircraft · hand {hand} · {points}", verdict.aircraft, { hand: verdict.hand_size, points: `${points}${limit != null ? ` / ${limit}${limitMark()}` : ""}` });
    // What the check could not look at for want of a value (the engine's `unchecked`, as
    // in sortie validate): a legal verdict says so, with a way to fill it in.
    const notChecked = verdict.unchecked.map((u) => u.message);
    const parts = notChecked.length ? t("not checked: {parts}", { parts: notChecked.join(t("; ")) }) : "";
    status.dataset.valid = empty ? "empty" : validity(verdict);
    fillButton.hidden = empty || !notChecked.length;
    firstProblem.hidden = empty || verdict.valid;
    // The message first: only two lines of it show (the count is in the summary).
    fill(firstProblem, !verdict.valid && `↓ ${playerWords(verdict.errors[0])}`);
    firstProblem.setAttribute("aria-label", verdict.valid ? "" : t("First problem: {message}. Show the problems", { message: playerWords(verdict.errors[0]) }));
    sayStatus(empty ? t("Add aircraft to start") : `${verdictHead(verdict, whose(), parts)} · ${sizes}`);
  }

  function renderForce() {
    const rows = state.force.map((line, index) => {
      const remove = h("button", { type: "button", class: "db-remove", key: `line:${index}:remove`, "aria-label": t("Remove this line"),
        onclick: () => update(() => { state.force.splice(index, 1); ui.focusAfter = state.force.length ? `line:${Math.min(index, state.force.length - 1)}:remove` : "find"; }) }, "✕");
      if (line.ace) {
        const ace = Object.hasOwn(data.aces, line.ace) ? data.aces[line.ace] : null;
        const text = ace ? t("{ace} — named ace, skill {skill}", { ace: named(ace), skill: data.rules.aces.skill }) : t("Unknown named ace “{id}” — not in Sortie's data", { id: line.ace });
        return h("li", { class: ace ? null : "db-unknown" }, h("span", { class: "db-name" }, text), remove);
      }
      const plane = Object.hasOwn(data.aircraft, line.aircraft) ? data.aircraft[line.aircraft] : null;
      if (!plane) {
        return h("li", { class: "db-unknown" }, h("span", { class: "db-name" }, t("{count}× unknown aircraft “{id}” — not in Sortie's data, remove or fix it", { count: line.count, id: line.aircraft })), remove);
      }
      const figures = figuresText(plane);
      return h("li", {},
        h("span", { class: "db-name" }, named(plane), figures ? h("small", { class: "db-figures" }, figures) : null),
        stepper(named(plane), `line:${index}`, line.count, (n) => { line.count = n; }, 1),
        h("select", { key: `line:${index}:skill`, "aria-label": t("Pilot skill of {aircraft}", { aircraft: named(plane) }), onchange: (e) => update(() => { line.skill = Number(e.target.value); }) },
          [...new Set([1, 2, 3, 4, 5, line.skill])].map((s) => h("option", { value: s, selected: line.skill === s }, t("Skill {skill}", { skill: s })))),
        remove);
    });
    fill(forceList, rows.length ? h("ul", { class: "db-lines" }, rows) : h("p", { class: "db-note" }, t("No aircraft yet: find one above and add it.")));
  }

  /** The warning on a force that uses more aircraft (or named aces) than the player owns:
   * for the player, never a rule (the verdict and the command line do not know it). */
  function renderOwned() {
    const aces = usedCounts(state.force.filter((l) => l.ace && Object.hasOwn(data.aces, l.ace)).map((l) => [l.ace, 1]));
    const over = [
      ...overWords(overOwned(owned.owned, "brs", "aircraft", typeCounts(state, data)), (id) => named(data.aircraft[id])),
      ...overWords(overOwned(owned.owned, "brs", "aces", aces), (id) => named(data.aces[id])),
    ];
    ownWarning.hidden = !over.length;
    fill(ownWarning, over.map((line) => h("p", {}, line)));
  }

  function renderTotals() {
    const req = verdict.required;
    const count = (kind) => Object.entries(state.deck).filter(([id]) => cardOf(id)?.kind === kind).reduce((s, [, n]) => s + n, 0);
    fill(totals, h("h2", {}, t("Requirements")),
      h("ul", {},
        h("li", {}, t("Aircraft on the side: {count}; hand size {hand}", { count: verdict.aircraft, hand: handSize(data.rules, verdict.aircraft) })),
        Object.entries(req.traits ?? {}).map(([trait, [lo, hi]]) => h("li", { "data-trait": trait }, tn("{trait}: {cards} card", "{trait}: {cards} cards", hi, { trait: cardName(trait), cards: lo === hi ? lo : `${lo}–${hi}` }))),
        unknownTraitTypes(state, data).map(([plane, n]) => h("li", { class: "db-note" }, tn("{aircraft}: {count} trait card of its own traits (unknown to our sources)", "{aircraft}: {count} trait cards of its own traits (unknown to our sources)", n, { aircraft: named(data.aircraft[plane]) }))),
        h("li", {}, t("Doctrine {doctrine}/{doctrineWanted}{mark} · Theatre {theatre}/{theatreWanted} · Ace skills {aceSkills}/{aceSkillsMost}", {
          doctrine: count("doctrine"), doctrineWanted: req.doctrine, mark: doctrineMark(), theatre: count("theatre"), theatreWanted: req.theatre, aceSkills: count("ace-skills"), aceSkillsMost: req.ace_skills_max,
        }))));
  }

  function renderDeck() {
    const req = verdict.required;
    const count = (kind) => Object.entries(state.deck).filter(([id]) => cardOf(id)?.kind === kind).reduce((s, [, n]) => s + n, 0);
    const auto = autoTraitIds(state, data);
    const byHand = unknownTraitTypes(state, data);
    const cardRow = (id) => h("li", { "data-card": id }, cardDetails(id), stepper(named(cardOf(id)), `card:${id}`, copiesOf(id), (n) => {
      if (cardOf(id).kind === "traits" && auto.has(id)) state.autoTraits = false;
      state.deck[id] = n;
    }, Math.min(0, copiesOf(id))));
    const shown = (id, kind) => cardOf(id).kind === kind && (kind !== "traits" || copiesOf(id) !== 0 || Object.hasOwn(req.traits ?? {}, id) || (byHand.length > 0 && !cardOf(id).negative));
    const group = (kind, title, want, drawable) => h("div", { class: "db-group" },
      h("h3", {}, title, want != null ? ` ${count(kind)}/${want}` : ""),
      drawable ? h("button", { type: "button", key: `draw:${kind}`, onclick: () => update(() => draw(kind, [kind])) }, t("Draw {count} at random", { count: want })) : null,
      drawable && ui.drawn?.by === kind ? h("p", { class: "db-note db-drawn", role: "status" }, ui.drawn.text) : null,
      h("ul", {}, Object.keys(data.cards).filter((id) => shown(id, kind)).map(cardRow)));
    const oddChoices = [...typeCounts(state, data)].filter(([plane, n]) => n % 2 === 1 && data.aircraft[plane].traits?.length === 2).map(([plane]) => {
      const traits = data.aircraft[plane].traits;
      const chosen = own(state.odd, plane) ?? traits[0];
      return h("fieldset", { class: "db-odd" }, h("legend", {}, t("{aircraft}: which trait takes the odd card?", { aircraft: named(data.aircraft[plane]) })),
        traits.map((trait) => h("label", { class: "db-choice" }, h("input", { type: "radio", key: `odd:${plane}:${trait}`, name: `odd-${plane}`, value: trait, checked: chosen === trait, onchange: () => update(() => { state.odd[plane] = trait; state.autoTraits = true; }) }), ` ${cardName(trait)}`)));
    });
    const handNote = byHand.length
      ? h("p", { class: "db-note db-by-hand" }, (byHand.length === 1
        ? t("Our sources do not give the traits of {aircraft}: pick its trait cards by hand below (one per aircraft, from the aircraft card). Sortie cannot check them until you enter the traits printed on the card under Your cards.", { aircraft: named(data.aircraft[byHand[0][0]]) })
        : t("Our sources do not give the traits of {aircraft}: pick their trait cards by hand below (one per aircraft, from the aircraft card). Sortie cannot check them until you enter the traits printed on the card under Your cards.", { aircraft: byHand.map(([p]) => named(data.aircraft[p])).join(", ") })))
      : null;
    const strangers = Object.keys(state.deck).filter((id) => !Object.hasOwn(data.cards, id));
    const unknownGroup = strangers.length
      ? h("div", { class: "db-group db-unknown" }, h("h3", {}, t("Cards not in Sortie's data")),
        h("ul", {}, strangers.map((id) => h("li", { "data-card": id }, h("span", { class: "db-name" }, t("{count}× “{id}” — unknown card: remove it or fix its id", { count: state.deck[id], id })),
          h("button", { type: "button", key: `card:${id}:remove`, "aria-label": t("Remove {id}", { id }), onclick: () => update(() => { delete state.deck[id]; ui.focusAfter = "complete"; }) }, "✕")))))
      : null;
    fill(deckPart, h("h2", {}, t("Action Deck")),
      h("label", { class: "db-choice" }, h("input", { type: "checkbox", key: "auto", checked: state.autoTraits, onchange: (e) => update(() => { state.autoTraits = e.target.checked; }) }), ` ${t("Fill trait cards automatically (even split)")}`),
      // Every draw reads it: "Complete the deck" above and each kind's "Draw N at random".
      h("label", { class: "db-choice" }, h("input", { type: "checkbox", key: "draw-owned", checked: ui.drawOwned, onchange: (e) => { ui.drawOwned = e.target.checked; } }), ` ${t("Draw only cards I own")}`),
      oddChoices, handNote, unknownGroup,
      group("traits", t("Trait cards"), null, false),
      group("doctrine", t("Doctrine cards"), req.doctrine, true),
      group("theatre", t("Theatre cards"), req.theatre, true),
      Object.values(data.cards).some((c) => c.kind === "ace-skills") ? group("ace-skills", t("Ace skill cards"), req.ace_skills_max, false) : null);
  }

  function renderProblems() {
    const empty = !state.force.length && !Object.keys(state.deck).length;
    problems.dataset.empty = String(empty);
    fill(problems, h("h2", {}, empty ? t("To do") : t("Problems")),
      empty ? [h("p", { class: "db-note" }, t("Add aircraft to start: the deck is checked as you build it.")), findingList("db-errors", verdict.errors), findingList("db-warnings", verdict.warnings)]
        : [findingsPanel("db", verdict, whose(), LEGAL), siteOnlyNote()]);
  }

  /** Under a format that takes only the site's values, what becomes of the player's. */
  function siteOnlyNote() {
    if (!siteOnly()) return null;
    const { linked, mine } = yours.whose(state);
    const format = named(data.rules.formats[state.format]);
    const count = linked + mine;
    return h("p", { class: "db-note db-site-only" }, count
      ? tn("{format} takes only this site's card values: your {count} value for this deck is kept under Your cards, but this check does not use it.",
        "{format} takes only this site's card values: your {count} values for this deck are kept under Your cards, but this check does not use them.", count, { format })
      : t("{format} takes only this site's card values: what you enter under Your cards is kept, but its check does not use it.", { format }));
  }

  function renderOdds() {
    const hand = verdict.hand_size;
    const table = openingOdds(state.deck, data.cards, hand);
    const rows = table.rows.map((r) => h("tr", { "data-card": r.id }, h("td", {}, cardName(r.id)), h("td", {}, String(r.copies)),
      h("td", {}, r.deployment ? t("set aside: played at deployment") : percent(r.chance))));
    const aside = table.setAside ? tn(" ({count} deployment card set aside and played before the hand is drawn)", " ({count} deployment cards set aside and played before the hand is drawn)", table.setAside) : "";
    fill(odds, h("h2", {}, t("Opening-hand odds")),
      table.rows.length ? h("table", {}, h("caption", {}, t("Chance of at least one in the opening hand of {hand} from {drawn} cards", { hand, drawn: table.drawn }) + aside),
      h("thead", {}, h("tr", {}, h("th", {}, t("Card")), h("th", {}, t("Copies")), h("th", {}, t("≥ 1 in hand")))), h("tbody", {}, rows)) : h("p", {}, t("Add cards to see the odds.")));
  }

  function render() {
    // Remember where the keyboard was, to give the rebuilt control the focus back.
    const active = root.contains(document.activeElement) ? document.activeElement?.dataset?.key : null;
    recordOpen(ui.open);
    verdict = checkDeck(data, state, pageLanguage()); // the findings in the page's language
    const preset = state.format != null && Object.hasOwn(data.rules.formats, state.format) ? data.rules.formats[state.format] : null;
    const limit = state.points_limit ?? preset?.points_limit ?? null;
    const link = deckLink();
    renderStatus(limit);
    renderForce();
    renderOwned();
    yours.render(state);
    renderTotals();
    renderDeck();
    renderProblems();
    renderOdds();
    share.show({ link, name: state.name, yaml: toYaml(state) });
    printLink.href = new URL(`print-cards/#${new URLSearchParams({ game: "brs", deck: encode(state, data.content_version), name: state.name })}`, new URL(root.dataset.root ?? "./", location.href)).href;
    completeButton.disabled = !state.force.length;
    fill(completeNote, ui.drawn?.by === "complete" && ui.drawn.text);
    fill(sheet, ...printSheet(link, limit, preset));
    const want = ui.focusAfter ?? active;
    ui.focusAfter = null;
    if (want && document.activeElement?.dataset?.key !== want) {
      let target = root.querySelector(`[data-key="${CSS.escape(want)}"]`);
      if (target?.disabled) {
        // A stepper button that just became disabled hands the focus to its twin.
        const twin = want.endsWith(":less") ? want.replace(/:less$/, ":more") : want.replace(/:more$/, ":less");
        target = root.querySelector(`[data-key="${CSS.escape(twin)}"]`);
      }
      target?.focus({ preventScroll: true });
    }
  }

  function printSheet(link, limit, preset) {
    const size = Object.values(state.deck).filter((n) => n > 0).reduce((a, b) => a + b, 0);
    const legal = verdict.valid ? verdictWords(verdict, whose()) : t("NOT LEGAL");
    const format = state.format ? named(preset) ?? t("{format} (not defined)", { format: state.format }) : t("none (generic game)");
    const points = limit != null ? t("{points} / {limit} limit", { points: pointsText(verdict, unknownValues(state, data)), limit }) : pointsText(verdict, unknownValues(state, data));
    const list = h("section", { class: "db-list-sheet" },
      h("h2", {}, state.name || t("Blood Red Skies force")),
      h("p", { class: verdict.valid ? "db-legal" : "db-not-legal" }, tn("one|{legal} · {count} aircraft · hand {hand} · {cards} cards · data version {version}", "{legal} · {count} aircraft · hand {hand} · {cards} cards · data version {version}", verdict.aircraft, { legal, hand: verdict.hand_size, cards: size, version: data.content_version })),
      h("p", {}, t("Points: {points} · Format: {format}", { points, format })),
      h("h3", {}, t("Force")), h("ul", {}, state.force.map((l) => h("li", {}, l.ace ? t("{ace} (named ace){yours}", { ace: named(own(data.aces, l.ace)) ?? l.ace, yours: yoursText(own(data.aces, l.ace)) }) : t("{count}× {aircraft}, skill {skill}{yours}", { count: l.count, aircraft: named(own(data.aircraft, l.aircraft)) ?? l.aircraft, skill: l.skill, yours: yoursText(own(data.aircraft, l.aircraft)) })))),
      h("h3", {}, t("Action Deck")), h("ul", {}, Object.entries(state.deck).filter(([, n]) => n !== 0).map(([id, n]) => h("li", {}, `${n}× ${cardName(id)}${cardOf(id)?.yours ? t(" (yours)") : ""}`))),
      // The panel's lists, under the same headings, without its sentence (the line above says it).
      findingsPanel("db-print", verdict, whose(), LEGAL).slice(1),
      yourTable() ? h("p", {}, t("Doctrine table: {table} (yours)", { table: doctrineText(yourTable()) }))
        : data.rules.doctrine_cards.verified ? null : h("p", { class: "db-unverified" }, t("Doctrine card numbers come from a working assumption: the rulebook's table is unverified.")),
      h("p", { class: "db-link-text" }, link));
    return [list];
  }

  /** " — traits: Great Climb, Great Dive (yours)" for the values a player filled in. */
  function yoursText(entry) {
    if (!entry?.yours?.length) return "";
    const shown = (value) => (Array.isArray(value) ? value.map(cardName).join(", ") || t("none") : String(value));
    return t(" — {values} (yours)", { values: entry.yours.map((f) => `${fieldName(f)}: ${shown(entry[f])}`).join(t("; ")) });
  }

  /** The figures of an aircraft's card we know or the player entered, each of theirs
   * marked: "Speed 8 · Agility 3 (yours) · …". */
  function figuresText(plane) {
    const mine = new Set(plane.yours ?? []);
    const mark = (field) => (mine.has(field) ? t(" (yours)") : "");
    const parts = [["speed", t("Speed {value}")], ["agility", t("Agility {value}")], ["firepower", t("Firepower {value}")], ["top_speed", t("Top speed {value} mph")]]
      .filter(([field]) => plane[field] != null)
      .map(([field, said]) => `${said.replace("{value}", plane[field])}${mark(field)}`);
    if (plane.negative_traits?.length) parts.push(`${t("Negative traits: {traits}", { traits: plane.negative_traits.map(cardName).join(", ") })}${mark("negative_traits")}`);
    return parts.join(" · ");
  }

  /** " (yours)" after a points limit that is a house rule of the player's (a pack's). */
  const limitMark = () => {
    const preset = state.format != null ? own(data.rules.formats, state.format) : null;
    return state.points_limit == null && preset?.yours?.includes("points_limit") ? t(" (yours)") : "";
  };

  /** The doctrine table the player entered from their rulebook, or null. */
  const yourTable = () => (data.rulebook?.[data.game]?.yours?.includes("doctrine_cards") ? data.rules.doctrine_cards : null);
  const doctrineMark = () => (yourTable() ? t(" (your rulebook's table, yours)") : data.rules.doctrine_cards.verified ? "" : t(" (table unverified)"));

  function printAs(mode) {
    document.body.classList.remove("db-print-list");
    document.body.classList.add(mode);
    window.print();
  }

  fillPicker();
  loadFragment(location.hash);
  syncControls();
  window.addEventListener("hashchange", (event) => {
    // Read the link the player opened, not location.hash: a pending replaceState of the
    // previous deck may have run between the change and this event.
    const fragment = new URL(event.newURL).hash;
    if (!isDeckFragment(fragment)) return;
    clearTimeout(pending);
    loadFragment(fragment);
    update();
  });
  update();
  yours.packFromAddress();
  return { get state() { return state; }, get verdict() { return verdict; } };
}

const root = typeof document !== "undefined" ? document.getElementById("sortie-deck-builder") : null;
if (root) {
  drawFromData(root, mount, (error) => {
    fill(root, t("The deck builder could not load its data ({why}).", { why: error.message }));
  });
}
