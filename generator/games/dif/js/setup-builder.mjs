// The Down In Flames set-up builder page. Everything it shows comes from the JSON the
// Python build wrote (data-src on the mount element, setup-data.json) and from the
// player's choices; the verdict is setup-check.mjs, the twin of `sortie validate`. Text
// from a link or an imported file only ever reaches the page through textContent and
// value, never as HTML.
import { readType, typeShown, typesOf } from "./aircrafttype.mjs";
import { checkSetup } from "./setup-check.mjs";
import { pageLanguage } from "../../js/findings.mjs";
import { LIMITS, SERVICES, decode, encode, parseSetupFile, setupFromObject, toYaml } from "./setupfile.mjs";
import { drawFromData, fill, h, nameBox, sayIn } from "../../js/dom.mjs";
import { sharePanel } from "../../js/sharepanel.mjs";
import { findingsPanel, pinnedStatus, validity, verdictHead } from "../../js/status.mjs";
import { own } from "../../js/ownkeys.mjs";
import { yourCards } from "../../js/yourcards-ui.mjs";
import { saveButton } from "../../js/savebutton.mjs";
import { overOwned } from "../../js/collection.mjs";
import { onlyMine, ownBox, ownedStore } from "../../js/own-ui.mjs";
import { ownedFirst, ownedLabel, overWords, usedCounts } from "../../js/owning.mjs";
import { typedNameProblem } from "../../js/yourcards.mjs";
import { language, named, t, tn } from "../../js/words.mjs";

const MAX_NAME = 80;
const TYPES_LIST = "sb-types"; // the datalist of the edition's aircraft types
let typeBoxes = 0;
const MOST_UNCHECKED_SHOWN = 3; // as `sortie validate` names them (reports.py)
const firstOf = (data, edition) => Object.keys(data.aircraft).find((id) => data.aircraft[id].edition === edition) ?? Object.keys(data.aircraft)[0];
const newFlight = (data, edition) => ({ aircraft: firstOf(data, edition), count: 1, altitude: null, pilot: null, crew: null });
const newPilot = () => ({ name: null, codes: [], vp: null, nation: null, service: null, type: null });
const newSide = (data, edition) => ({ name: null, aircraft: [newFlight(data, edition)] });
const emptySetup = (data) => {
  const edition = Object.keys(data.editions)[0];
  return { name: null, edition, vp_limit: null, year: null, historical: false, altitude_bonus: false, sides: [newSide(data, edition), newSide(data, edition)] };
};
const serviceName = (service) => own({ army: t("service|army"), navy: t("service|navy") }, service) ?? service;
const wholeOrNull = (value, low, high) => (value === "" ? null : Math.max(low, Math.min(high, Math.trunc(Number(value)) || low)));

/** "not checked: a; b; c; and 2 more", as `sortie validate` says it (reports.py). */
function notCheckedText(unchecked) {
  if (!unchecked.length) return "";
  const shown = unchecked.slice(0, MOST_UNCHECKED_SHOWN).map((u) => u.message);
  const more = unchecked.length - shown.length;
  return t("not checked: {parts}", { parts: shown.join(t("; ")) + (more ? t("; and {count} more", { count: more }) : "") });
}

/** What a player may fill in from their own cards (Your cards, yourcards.mjs): every value
 * the aircraft card design prints (templates/cards/dif/aircraft.html.j2), so My hangar's
 * form asks them all and the print page fills each "?" in. The builder asks only those its
 * check reads (`wanted`): an aircraft's year and VP where the set-up's year or VP limit
 * needs them, the front Performance, which sets the opening hand every flight shows, and
 * the turbocharger where a flight starts at a level only a turbocharged aircraft may
 * (High). `has` mirrors the design: the rows an edition's fighter or bomber card prints
 * (a bomber's card has no Performance, Horsepower or Bursts: schema.py's
 * FIGHTER_CARD_ONLY), a row the sources fill on either side, and the notes of an Aces High
 * fighter; the turbocharger is asked of every fighter, as the start rule reads it. Each
 * number takes the range the data gives from the schema (`rangeOf`); a rulebook example
 * bounds some Performances lower (`performance_at_most`). */
const fighterCard = (entry) => entry.fighter_card !== false;
const SHOWN = {
  "aces-high": { fighter: ["speed", "performance", "horsepower_pre", "horsepower_post", "bursts", "firepower", "gunner"], bomber: ["speed", "bombs", "turret_defence", "turret_support"] },
  zero: { fighter: ["speed", "performance", "horsepower_pre", "horsepower_post", "bursts", "firepower", "offence", "defence"], bomber: ["speed", "bomb_rating", "saturation", "turret_defence", "turret_support"] },
};
/** Whether the card of `entry` prints the row `key` (both sides), as the design decides. */
const printsRow = (key) => (entry) => (SHOWN[entry.edition]?.[fighterCard(entry) ? "fighter" : "bomber"] ?? []).includes(key)
  || (key === "bomb_rating" && entry.edition === "zero" && entry.role !== "fighter")
  || entry.front?.[key] != null || entry.damaged?.[key] != null;
const acesHighFighter = (entry) => entry.edition === "aces-high" && fighterCard(entry);
/** The rows of the card, in its order: key, the front's link code (the
 * Damaged side's is "d" and it), words; ZERO!'s card names its turrets otherwise (`zero`). */
const ROWS = [
  ["speed", "s", t("Speed")],
  ["performance", "f", t("Performance")],
  ["horsepower_pre", "h", t("Horsepower pre")],
  ["horsepower_post", "p", t("Horsepower post")],
  ["bursts", "b", t("Bursts")],
  ["firepower", "w", t("Firepower")],
  ["gunner", "g", t("Gunner")],
  ["bombs", "m", t("Bombs")],
  ["bomb_rating", "r", t("Bomb rating")],
  ["saturation", "n", t("Saturation")],
  ["turret_defence", "d", t("Defence turret"), t("Turret Defense")],
  ["turret_support", "u", t("Support turret"), t("Turret Support")],
  ["offence", "o", t("Wingman attack")],
  ["defence", "e", t("Wingman defence")],
];
function ratingFields() {
  const fields = {};
  for (const [key, code, words, zero] of ROWS) {
    const has = printsRow(key);
    const damagedWords = t("{rating} (Damaged)", { rating: words });
    fields[`front.${key}`] = { type: "int", code, title: words, has, ...(zero ? { titleOf: (entry) => (entry.edition === "zero" ? zero : words) } : {}) };
    fields[`damaged.${key}`] = { type: "int", code: `d${code}`, title: damagedWords, has, ...(zero ? { titleOf: (entry) => (entry.edition === "zero" ? t("{rating} (Damaged)", { rating: zero }) : damagedWords) } : {}) };
  }
  fields["front.performance"].atMost = "performance_at_most";
  return fields;
}
export const CARD_VALUES = {
  game: "dif",
  tables: {
    aircraft: {
      kind: "aircraft", noun: t("noun|aircraft"), prefix: "a",
      fields: {
        year: { type: "int", code: "y", words: t("year") },
        vp: { type: "int", code: "v", title: t("VP"), titleOf: (entry) => (entry.edition === "zero" ? t("zero|VP") : t("VP")) },
        ...ratingFields(),
        airframe_flip: { type: "int", code: "a", title: t("Airframe: hits to flip") },
        airframe_total: { type: "int", code: "z", title: t("Airframe: hits in all") },
        agile: { type: "bool", code: "q", title: t("Agile"), has: acesHighFighter },
        barrage: { type: "bool", code: "x", title: t("Barrage"), has: acesHighFighter },
        turbocharger: { type: "bool", code: "t", words: t("turbocharger"), has: fighterCard },
      },
    },
  },
  wanted: (setup, data) => setup.sides.flatMap((side) => side.aircraft.flatMap((flight) => [
    ...(setup.year != null ? [["aircraft", flight.aircraft, "year"]] : []),
    ...(setup.vp_limit != null ? [["aircraft", flight.aircraft, "vp"]] : []),
    ["aircraft", flight.aircraft, "front.performance"],
    ...(data.altitudes.some((lv) => lv.id === flight.altitude && lv.start_turbo && !lv.start) ? [["aircraft", flight.aircraft, "turbocharger"]] : []),
  ])),
};

export function mount(root, base) {
  const editions = Object.keys(base.editions);
  // The player's own card values (Your cards): every check runs on the site's data with
  // them laid over it (yours.data()).
  const yours = yourCards({
    spec: CARD_VALUES,
    base,
    siteRoot: new URL(root.dataset.root ?? "../../", location.href).pathname,
    packRoot: new URL(root.dataset.site ?? root.dataset.root ?? "../../", location.href).pathname,
    gameName: "Down In Flames",
    onChange: () => update(),
  });
  let setup = emptySetup(base);
  // The set-up alone is saved, not the values it depends on: My hangar checks it with the
  // player's values of the day, as this builder does.
  const saving = saveButton({
    game: "dif",
    siteRoot: new URL(root.dataset.site ?? root.dataset.root ?? "../../", location.href).pathname,
    hangar: new URL("hangar/", new URL(root.dataset.root ?? "../../", location.href)).href,
    nameOf: () => setup.name ?? "",
    linkOf: () => encode(setup, base.content_version),
    untitled: t("Untitled set-up"),
  });
  // What the player owns (My hangar's collection): each aircraft choice lists it first
  // with its count, "Only mine" lists nothing else, and a set-up that uses more cards of
  // an aircraft than the player owns gets a warning (never a rule).
  const owned = ownedStore(new URL(root.dataset.site ?? root.dataset.root ?? "../../", location.href).pathname);
  let onlyOwned = false;
  const { element: status, say: sayStatus } = pinnedStatus("sb-status", null);
  const banner = h("div", { class: "sb-banner", role: "alert", hidden: true });
  const body = h("div", { class: "sb-body" });
  root.replaceChildren(status, banner, body);

  const say = sayIn(banner);
  // The set-up's aircraft cards with the player's values (the print page, printcards.mjs;
  // the href follows the set-up).
  const printLink = h("a", { class: "sb-print" }, t("Print these cards"));
  const share = sharePanel({
    prefix: "sb", importText,
    words: {
      link: t("Link to this set-up"), download: t("Download set-up file (YAML)"), import: t("Import a set-up file"), file: t("Set-up file"),
      box: t("Set-up file to import"), paste: t("Paste a set-up file (YAML or JSON)"), text: t("Set-up file text"), caption: t("The set-up file, as it downloads:"),
    },
    actions: [saving.button, printLink],
    note: saving.note,
  });

  let pending = null;
  const rememberInUrl = () => {
    clearTimeout(pending);
    pending = setTimeout(() => history.replaceState(null, "", `#${encode(setup, base.content_version)}${yours.linkPart(setup)}`), 150);
  };

  const update = (change) => {
    change?.();
    render();
    rememberInUrl();
  };

  const loadFragment = (fragment) => {
    if (!fragment || fragment === "#") return;
    try {
      const { setup: next, contentVersion } = decode(fragment, editions);
      setup = next;
      const leftOut = yours.fromFragment(fragment);
      const version = contentVersion !== base.content_version ? t("This link was made with data version {version}; the site now has {current}.", { version: contentVersion || "?", current: base.content_version }) : null;
      say(version, leftOut);
    } catch (error) {
      say(t("This link could not be opened ({why}); the set-up was left as it was.", { why: error.message }));
    }
  };

  // A name holding a character that cannot be seen is refused beside its box (nameBox).
  const textInput = (label, value, set, extra = {}) => {
    const [box, refused] = nameBox({ maxLength: MAX_NAME, value: value ?? "", "aria-label": extra.aria ?? label, placeholder: extra.placeholder ?? "" }, "onchange",
      (text) => typedNameProblem(base, text), (e) => update(() => set(e.target.value.slice(0, MAX_NAME) || null)));
    return [h("label", { class: "sb-field" }, `${label} `, box), refused];
  };
  const numberInput = (label, value, low, high, set, placeholder, aria) =>
    h("label", { class: "sb-field" }, `${label} `, h("input", { type: "number", min: low, max: high, inputMode: "numeric", value: value ?? "", placeholder, "aria-label": aria ?? label, onchange: (e) => update(() => set(wholeOrNull(e.target.value, low, high))) }));
  const choice = (label, options, selected, set) =>
    h("select", { "aria-label": label, onchange: (e) => update(() => set(e.target.value || null)) },
      options.map(([value, text]) => h("option", { value, selected: (selected ?? "") === value }, text)));
  const checkbox = (label, checked, set) =>
    h("label", { class: "sb-check" }, h("input", { type: "checkbox", checked, "aria-label": label, onchange: (e) => update(() => set(e.target.checked)) }), ` ${label}`);
  const remove = (label, action, shown = t("Remove")) => h("button", { type: "button", class: "sb-remove", "aria-label": label, onclick: () => update(action) }, shown);

  function aircraftOptions(data, flight) {
    const options = Object.entries(data.aircraft).filter(([, a]) => a.edition === setup.edition).map(([id, a]) => [id, a.vp == null ? named(a) : setup.edition === "zero" ? t("zero|{name} ({vp} VP)", { name: named(a), vp: a.vp }) : t("{name} ({vp} VP)", { name: named(a), vp: a.vp })]);
    const chosen = Object.hasOwn(data.aircraft, flight.aircraft) ? data.aircraft[flight.aircraft] : undefined;
    if (chosen === undefined) options.push([flight.aircraft, t("unknown: {id}", { id: flight.aircraft })]);
    else if (chosen.edition !== setup.edition) options.push([flight.aircraft, t("{name} (a card of {edition})", { name: named(chosen), edition: own(data.editions, chosen.edition) ?? chosen.edition })]);
    const mine = ownedFirst(options.map(([value, label]) => ({ value, label })), (id) => owned.count("dif", "aircraft", id), { only: onlyOwned, keep: flight.aircraft });
    return mine.map((o) => [o.value, ownedLabel(o.label, o.owned)]);
  }

  function pilotBox(data, flight, role, where) {
    const pilot = flight[role];
    const crew = role === "crew";
    const who = crew ? t("Crew") : t("Pilot");
    const label = crew ? t("Crew of {where}", { where }) : t("Pilot of {where}", { where });
    const zero = setup.edition === "zero";
    const nations = [["", zero ? t("nation: any") : t("generic (any nation)")], ...Object.entries(data.nations).map(([id, name]) => [id, data[`nations_${language}`]?.[id] || name])];
    if (pilot.nation && !Object.hasOwn(data.nations, pilot.nation)) nations.push([pilot.nation, t("unknown: {id}", { id: pilot.nation })]);
    const codesHint = zero
      ? (role === "crew" ? data.crew_skills : data.pilot_skills).map((s) => s.code).join(" ")
      : data.pilot_codes.map((c) => c.code).join(" ");
    return h("fieldset", { class: "sb-pilot" }, h("legend", {}, who),
      textInput(t("Name"), pilot.name, (v) => { pilot.name = v; }, { aria: t("{who}: name", { who: label }) }),
      h("label", { class: "sb-field" }, `${zero ? t("Skills (known: {codes})", { codes: codesHint }) : t("Codes (known: {codes})", { codes: codesHint })} `,
        h("input", { type: "text", maxLength: 200, value: pilot.codes.join(" "), placeholder: t("codes|none"), "aria-label": zero ? t("{who}: skills", { who: label }) : t("{who}: codes", { who: label }),
          onchange: (e) => update(() => { pilot.codes = e.target.value.split(/[\s,]+/).filter(Boolean).slice(0, LIMITS.codes).map((c) => c.slice(0, 200)); }) })),
      h("label", { class: "sb-field" }, `${t("Nation")} `, choice(t("{who}: nation", { who: label }), nations, pilot.nation, (v) => { pilot.nation = v; })),
      zero && role === "pilot" ? h("label", { class: "sb-field" }, `${t("Service")} `, choice(t("{who}: service", { who: label }), [["", t("service|any")], ...SERVICES.map((s) => [s, serviceName(s)])], pilot.service, (v) => { pilot.service = v; })) : null,
      zero ? typeBox(data, pilot, label) : null,
      zero ? null : numberInput(t("VP"), pilot.vp, 0, LIMITS.vp, (v) => { pilot.vp = v; }, t("pilot VP|none"), t("{who}: VP", { who: label })),
      crew ? remove(t("Remove the crew of {where}", { where }), () => { flight[role] = null; }, t("Remove crew"))
        : remove(t("Remove the pilot of {where}", { where }), () => { flight[role] = null; }, t("Remove pilot")));
  }

  /** Play the set-up in another edition: each aircraft of the other edition takes its card
   * of this one (the same name, else an aircraft of the same type), else the edition's
   * first aircraft; the banner says each change, so that no aircraft is swapped unseen. */
  function switchEdition(data, edition) {
    if (!edition || edition === setup.edition) return;
    setup.edition = edition;
    const edited = own(data.editions, edition) ?? edition;
    const cards = Object.entries(data.aircraft).filter(([, a]) => a.edition === edition);
    const changes = new Set();
    for (const flight of setup.sides.flatMap((side) => side.aircraft)) {
      const plane = own(data.aircraft, flight.aircraft);
      if (!plane || plane.edition === edition || !cards.length) continue;
      const same = cards.find(([, a]) => a.name === plane.name);
      const kin = same ?? (plane.type ? cards.find(([, a]) => a.type === plane.type) : undefined);
      const [id, other] = kin ?? cards[0];
      flight.aircraft = id;
      const values = { name: named(plane), edition: edited, other: named(other) };
      changes.add(same ? t("{name} takes its {edition} card", values)
        : kin ? t("{name} has no {edition} card: the {other}, of the same type, flies instead", values)
          : t("{name} has no {edition} card: the {other} flies instead, until you pick another", values));
    }
    say(changes.size ? t("The battle is now played with {edition}: {changes}.", { edition: edited, changes: [...changes].join(t("; ")) }) : null);
  }

  // The aircraft type a ZERO! pilot names, typed as its name, its id or an aircraft's name
  // (aircrafttype.mjs), with the types of the edition offered as the player types. Text
  // that no type fits stays in the box, said to be refused beside it, until the player
  // changes it: the set-up keeps the type it had.
  const typeDrafts = new WeakMap(); // pilot → the text no type fits
  function typeBox(data, pilot, who) {
    const refused = h("span", { class: "yc-error", id: `sb-type-${++typeBoxes}`, role: "alert" });
    const box = h("input", { type: "text", maxLength: MAX_NAME, list: TYPES_LIST, autocomplete: "off", value: typeDrafts.get(pilot) ?? typeShown(data, pilot.type),
      "aria-label": t("{who}: type", { who }), placeholder: t("any type"),
      onchange: (e) => {
        const read = readType(data, setup.edition, e.target.value);
        if (read.problem) typeDrafts.set(pilot, e.target.value);
        else typeDrafts.delete(pilot);
        update(() => { if (!read.problem) pilot.type = read.type; });
      } });
    const problem = typeDrafts.has(pilot) ? readType(data, setup.edition, typeDrafts.get(pilot)).problem : null;
    fill(refused, problem);
    refused.hidden = !problem;
    if (problem) {
      box.setAttribute("aria-invalid", "true");
      box.setAttribute("aria-describedby", refused.id);
    }
    return [h("label", { class: "sb-field" }, `${t("Aircraft type")} `, box), refused];
  }

  // `where` names a flight in the page's words; `place`, the same in English, is its
  // data-flight, which tests and styles read.
  function flightRow(data, flight, flights, index, where, place, line) {
    const altitudes = [["", t("altitude: not set")], ...data.altitudes.map((lv) => [lv.id, named(lv)])];
    if (flight.altitude && !data.altitudes.some((lv) => lv.id === flight.altitude)) altitudes.push([flight.altitude, t("unknown: {id}", { id: flight.altitude })]);
    const hand = line?.opening_hand;
    const plane = Object.hasOwn(data.aircraft, flight.aircraft) ? data.aircraft[flight.aircraft] : undefined;
    // A value the player entered (Your cards) is marked as theirs wherever it is shown.
    const mine = (field) => (plane?.yours?.includes(field) ? t(" (yours)") : "");
    const zero = setup.edition === "zero"; // ZERO!'s French rules write VPs, Aces High's PV
    const vpEach = line?.vp == null ? (zero ? t("zero|VP unknown") : t("VP unknown"))
      : zero ? t("zero|{vp} VP each{yours}", { vp: line.vp, yours: mine("vp") }) : t("{vp} VP each{yours}", { vp: line.vp, yours: mine("vp") });
    const bonus = line ? `${line.pilot_bonus ? t(" + {count} pilot", { count: line.pilot_bonus }) : ""}${line.altitude_bonus ? t(" + {count} altitude", { count: line.altitude_bonus }) : ""}` : "";
    const numbers = !line ? t("unknown aircraft: not counted")
      : line.bomber ? t("{vp} · no hand: a bomber draws cards only when a fighter attacks it", { vp: vpEach })
      : hand == null ? t("{vp} · opening hand unknown (Performance unknown)", { vp: vpEach })
        : t("{vp} · opening hand {hand} (Performance {performance}{yours}{bonus})", { vp: vpEach, hand, performance: line.performance, yours: mine("front.performance"), bonus });
    // Where the Performance is unknown, a way straight to the place to enter it.
    const enterIt = line && !line.bomber && hand == null
      ? h("button", { type: "button", class: "sb-enter", "aria-label": t("Enter the Performance of {aircraft} printed on your card", { aircraft: named(plane) }),
        onclick: () => body.querySelector(`[data-fill="yours:aircraft:${CSS.escape(flight.aircraft)}:front.performance"] input`)?.focus() }, t("Enter it from your card"))
      : null;
    const crewed = setup.edition === "zero" && plane?.role === "heavy-bomber";
    return h("li", { class: "sb-flight", "data-flight": place },
      h("p", { class: "sb-flight-title" }, t("Aircraft {number}", { number: index + 1 })),
      h("div", { class: "sb-row" },
        choice(t("Aircraft of {where}", { where }), aircraftOptions(data, flight), flight.aircraft, (v) => { flight.aircraft = v; }),
        plane ? ownBox({ label: t("{name}: how many you own", { name: named(plane) }), count: owned.count("dif", "aircraft", flight.aircraft), set: (n) => owned.set("dif", "aircraft", flight.aircraft, n) }) : null,
        h("span", { class: "sb-stepper" },
          h("button", { type: "button", "aria-label": t("One fewer aircraft on {where}", { where }), disabled: flight.count <= 1, onclick: () => update(() => { flight.count -= 1; }) }, "−"),
          h("output", { "aria-label": t("Aircraft count of {where}", { where }) }, String(flight.count)),
          h("button", { type: "button", "aria-label": t("One more aircraft on {where}", { where }), disabled: flight.count >= LIMITS.count, onclick: () => update(() => { flight.count += 1; }) }, "+")),
        choice(t("Altitude of {where}", { where }), altitudes, flight.altitude, (v) => { flight.altitude = v; }),
        remove(t("Remove {where}", { where }), () => flights.splice(index, 1))),
      h("p", { class: "sb-hand", "data-hand": hand == null ? "" : String(hand) }, numbers, enterIt ? " " : null, enterIt),
      flight.pilot ? pilotBox(data, flight, "pilot", where) : null,
      flight.crew ? pilotBox(data, flight, "crew", where) : null,
      h("div", { class: "sb-actions" },
        flight.pilot ? null : h("button", { type: "button", onclick: () => update(() => { flight.pilot = newPilot(); }) }, t("Add a pilot to {where}", { where })),
        flight.crew || !crewed ? null : h("button", { type: "button", onclick: () => update(() => { flight.crew = newPilot(); }) }, t("Add a crew to {where}", { where }))));
  }

  function sideBox(data, side, s, report) {
    const where = t("side {number}", { number: s + 1 });
    const count = side.aircraft.reduce((sum, f) => sum + f.count, 0);
    const zero = setup.edition === "zero"; // ZERO!'s French rules write VPs, Aces High's PV
    const vp = report.vp == null ? (zero ? t("zero|VP unknown") : t("VP unknown")) : zero ? t("zero|{vp} VP", { vp: report.vp }) : t("{vp} VP", { vp: report.vp });
    const start = report.head_start ? t(" · head start {count}", { count: report.head_start }) : "";
    return h("section", { class: "sb-side", "data-side": s },
      h("h2", {}, side.name || t("Side {number}", { number: s + 1 })),
      h("p", { class: "sb-numbers", "data-vp": report.vp == null ? "" : String(report.vp), "data-head-start": report.head_start == null ? "" : String(report.head_start) },
        `${tn("one|{count} aircraft", "{count} aircraft", count)} · ${vp}${start}`),
      textInput(t("Side name"), side.name, (v) => { side.name = v; }, { aria: t("Name of {where}", { where }) }),
      h("ul", { class: "sb-flights" }, side.aircraft.map((flight, f) => flightRow(data, flight, side.aircraft, f, t("{where} aircraft {number}", { where, number: f + 1 }), `side ${s + 1} aircraft ${f + 1}`, report.lines[f]))),
      h("div", { class: "sb-actions" },
        h("button", { type: "button", disabled: side.aircraft.length >= LIMITS.flights, onclick: () => update(() => side.aircraft.push(newFlight(data, setup.edition))) }, t("Add aircraft to {where}", { where })),
        setup.sides.length > 1 ? remove(t("Remove {where}", { where }), () => setup.sides.splice(s, 1), t("Remove side")) : null));
  }

  /** The verdict's lines put back beside the set-up's flights (an unknown aircraft has none). */
  function sideReports(data, verdict) {
    return setup.sides.map((side, s) => {
      const report = verdict.details.sides[s];
      const lines = [];
      let next = 0;
      for (const flight of side.aircraft) lines.push(Object.hasOwn(data.aircraft, flight.aircraft) ? report.aircraft[next++] : null);
      return { ...report, lines };
    });
  }

  function render() {
    // Remember which control had the focus: the page is drawn anew on every change, and a
    // keyboard user must stay where he was.
    const focused = document.activeElement?.getAttribute?.("aria-label") ?? document.activeElement?.textContent;
    const data = yours.data();
    const verdict = checkSetup(data, setup, pageLanguage()); // the findings in the page's language
    const sides = `${tn("one|{count} aircraft", "{count} aircraft", verdict.aircraft)} · ${tn("{count} side", "{count} sides", setup.sides.length)}${setup.vp_limit != null ? setup.edition === "zero" ? t("zero| · VP limit {limit}", { limit: setup.vp_limit }) : t(" · VP limit {limit}", { limit: setup.vp_limit }) : ""}`;
    const linked = yours.whose(setup);
    sayStatus(`${verdictHead(verdict, linked, notCheckedText(verdict.unchecked))} · ${sides}`);
    status.dataset.valid = validity(verdict);

    const years = [LIMITS.yearLow, LIMITS.yearHigh];
    const settings = h("fieldset", { class: "sb-settings" }, h("legend", {}, t("Battle")),
      textInput(t("Name"), setup.name, (v) => { setup.name = v; }, { aria: t("Battle name") }),
      h("label", { class: "sb-field" }, `${t("Edition")} `, choice(t("Edition"), Object.entries(data.editions), setup.edition, (v) => switchEdition(data, v))),
      numberInput(t("Year"), setup.year, ...years, (v) => { setup.year = v; }, t("year|any")),
      numberInput(setup.edition === "zero" ? t("zero|VP limit") : t("VP limit"), setup.vp_limit, 0, LIMITS.vp, (v) => { setup.vp_limit = v; }, t("limit|none")),
      checkbox(t("Historical battle (Axis against Allies)"), setup.historical, (v) => { setup.historical = v; }),
      checkbox(t("Altitude bonus (extra opening cards for a low start)"), setup.altitude_bonus, (v) => { setup.altitude_bonus = v; }),
      onlyMine({ checked: onlyOwned, change: (checked) => { onlyOwned = checked; render(); } }));
    const used = usedCounts(setup.sides.flatMap((side) => side.aircraft.filter((f) => Object.hasOwn(data.aircraft, f.aircraft)).map((f) => [f.aircraft, f.count])));
    const over = overWords(overOwned(owned.owned, "dif", "aircraft", used), (id) => named(data.aircraft[id]));
    const ownWarning = over.length ? h("div", { class: "own-warning", role: "status" }, over.map((line) => h("p", {}, line))) : null;
    const reports = sideReports(data, verdict);
    const sideBoxes = setup.sides.map((side, s) => sideBox(data, side, s, reports[s]));
    const addSide = h("div", { class: "sb-actions" }, h("button", { type: "button", disabled: setup.sides.length >= LIMITS.sides, onclick: () => update(() => setup.sides.push(newSide(data, setup.edition))) }, t("Add side")));

    const problems = h("section", { class: "sb-problems" }, h("h2", {}, t("Problems")),
      findingsPanel("sb", verdict, linked, {
        legal: t("{verdict}: this set-up follows every rule Sortie checks."),
        legalAsFarAsKnown: t("{verdict}: this set-up follows every rule Sortie could check."),
      }, "sb-message"));

    const link = `${location.origin}${location.pathname}#${encode(setup, data.content_version)}${yours.linkPart(setup)}`;
    share.show({ link, name: setup.name, yaml: toYaml(setup) });
    printLink.href = new URL(`print-cards/#${new URLSearchParams({ game: "dif", deck: encode(setup, data.content_version), name: setup.name ?? "" })}`, new URL(root.dataset.root ?? "../../", location.href)).href;
    yours.render(setup);
    const typeList = h("datalist", { id: TYPES_LIST }, typesOf(data, setup.edition).map((x) => h("option", { value: x.name }, x.aircraft.join(", "))));
    body.replaceChildren(settings, ...sideBoxes, ...(ownWarning ? [ownWarning] : []), addSide, yours.element, problems, share.element, typeList);
    if (focused) {
      const again = [...body.querySelectorAll("button, input, select, summary")].find((node) => (node.getAttribute("aria-label") ?? node.textContent) === focused);
      again?.focus();
    }
  }

  function importText(text) {
    try {
      if (text == null) throw new Error(t("the file is larger than 1 MiB"));
      const next = setupFromObject(parseSetupFile(text), editions);
      update(() => { setup = next; });
      say(t("Set-up file imported."));
    } catch (error) {
      say(t("The set-up file could not be imported ({why}); the set-up was left as it was.", { why: error.message }));
    }
  }

  owned.onChange(() => render());
  loadFragment(location.hash);
  window.addEventListener("hashchange", (event) => {
    clearTimeout(pending);
    loadFragment(new URL(event.newURL).hash);
    update();
  });
  update();
  yours.packFromAddress();
  return { get setup() { return setup; } };
}

const root = typeof document !== "undefined" ? document.getElementById("dif-setup-builder") : null;
if (root) {
  drawFromData(root, mount, (error) => {
    fill(root, t("The set-up builder could not load its data ({why}).", { why: error.message }));
  });
}
