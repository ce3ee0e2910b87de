// The Fighters in Sight force builder page. Everything it shows comes from the JSON the
// Python build wrote (data-src on the mount element) and from the player's choices. Text
// from a link or an imported file only ever reaches the page through textContent and
// value, never as HTML.
import { checkForce } from "./force-check.mjs";
import { pageLanguage } from "../../js/findings.mjs";
import { decode, encode, forceFromObject, parseForceFile, toYaml } from "./forcefile.mjs";
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
import { named, t, tn } from "../../js/words.mjs";

/** What a player may fill in from their own cards (Your cards, yourcards.mjs): the points
 * of an aircraft dashboard and of a leader class, which our sources do not all give, and
 * the dashboard's stats. The builder asks for the points only (its checks and sums use
 * nothing else); the aircraft pages, which show the stats, ask for those too. Each number
 * takes the range the data gives from the schema (fis/schema.py, `rangeOf`); the stats
 * change no verdict, so a page lists them under More values. */
const stat = (code, title) => ({ type: "int", code, title, more: true });
// The titles of the dashboard's stats, in the page's language.
const titles = { speed: t("speed"), rotation_cost: t("rotation cost"), combat_dice: t("combat dice"), structure: t("structure") };
export const CARD_VALUES = {
  game: "fis",
  tables: {
    aircraft: {
      kind: "aircraft", noun: t("noun|aircraft"), prefix: "a",
      fields: {
        points: { type: "int", code: "p", words: t("points") },
        speed: stat("s", titles.speed),
        rotation_cost: stat("r", titles.rotation_cost),
        combat_dice: stat("c", titles.combat_dice),
        structure: stat("h", titles.structure),
      },
    },
    leaders: { kind: "leaders", noun: t("noun|leader class"), prefix: "l", fields: { points: { type: "int", code: "p", words: t("points") } } },
  },
  wanted: (force) => force.sides.flatMap((side) => side.players.flatMap((player) => player.formations.flatMap((formation) =>
    formation.aircraft.flatMap((line) => [["aircraft", line.aircraft, "points"], ...(line.leader ? [["leaders", line.leader, "points"]] : [])])))),
};

const MAX_NAME = 80;
const newLine = (data) => ({ aircraft: Object.keys(data.aircraft)[0] ?? "fighter", count: 1, leader: null, wingman: false, pilot: null });
const newFormation = (data) => ({ name: null, aircraft: [newLine(data)] });
const newPlayer = (data) => ({ name: null, formations: [newFormation(data)] });
const newSide = (data, name) => ({ name, points_limit: null, players: [newPlayer(data)] });
const emptyForce = (data) => ({ name: null, points_limit: null, sides: [newSide(data, t("Side A")), newSide(data, t("Side B"))] });
const clampLimit = (value) => (value === "" ? null : Math.max(0, Math.min(99999, Math.trunc(Number(value)) || 0)));

export function mount(root, base) {
  // The player's own card values (Your cards): `data` is the site's data with them laid
  // over it, and every check reads `data`.
  const yours = yourCards({
    spec: CARD_VALUES,
    base,
    siteRoot: new URL(root.dataset.root ?? "../../", location.href).pathname,
    packRoot: new URL(root.dataset.site ?? root.dataset.root ?? "../../", location.href).pathname,
    gameName: "Fighters in Sight",
    onChange: () => update(),
  });
  let data = yours.data();
  let force = emptyForce(data);
  // The force alone is saved, not the values it depends on: My hangar checks it with the
  // player's values of the day, as this builder does.
  const saving = saveButton({
    game: "fis",
    siteRoot: new URL(root.dataset.site ?? root.dataset.root ?? "../../", location.href).pathname,
    hangar: new URL("hangar/", new URL(root.dataset.root ?? "../../", location.href)).href,
    nameOf: () => force.name ?? "",
    linkOf: () => encode(force, base.content_version),
    untitled: t("Untitled force"),
  });
  // What the player owns (My hangar's collection): each aircraft choice lists it first
  // with its count, "Only mine" lists nothing else, and a force that uses more models of
  // an aircraft than the player owns gets a warning (never a rule).
  const owned = ownedStore(new URL(root.dataset.site ?? root.dataset.root ?? "../../", location.href).pathname);
  let onlyOwned = false;
  const { element: status, say: sayStatus } = pinnedStatus("fb-status", null);
  const banner = h("div", { class: "fb-banner", role: "alert", hidden: true });
  const body = h("div", { class: "fb-body" });
  root.replaceChildren(status, banner, body);

  const say = sayIn(banner);
  const share = sharePanel({
    prefix: "fb", importText,
    words: {
      link: t("Permalink"), download: t("Download force file (YAML)"), import: t("Import a force file"), file: t("Force file"),
      box: t("Force file to import"), paste: t("Paste a force file (YAML or JSON)"), text: t("Force file text"),
    },
    actions: [saving.button],
    note: saving.note,
  });

  let pending = null;
  const rememberInUrl = () => {
    clearTimeout(pending);
    pending = setTimeout(() => history.replaceState(null, "", `#${encode(force, data.content_version)}${yours.linkPart(force)}`), 150);
  };

  const update = (change) => {
    change?.();
    data = yours.data();
    render();
    rememberInUrl();
  };
  const refresh = (change) => {
    change();
    render({ keepForm: true });
    rememberInUrl();
  };

  const loadFragment = (fragment) => {
    if (!fragment || fragment === "#") return;
    try {
      const { force: next, contentVersion } = decode(fragment);
      force = next;
      const leftOut = yours.fromFragment(fragment);
      const version = contentVersion !== data.content_version ? t("This link was made with data version {version}; the site now has {current}.", { version: contentVersion || "?", current: data.content_version }) : null;
      say(version, leftOut);
    } catch (error) {
      say(t("This link could not be opened ({why}); the force was left as it was.", { why: error.message }));
    }
  };

  // A name changes no control of the form: typing one re-checks the force (refresh) but
  // keeps the form as it is, so a tap on a button beside it, which first takes the focus
  // from the name, lands on that button and not on a rebuilt copy of it.
  // A name holding a character that cannot be seen is refused beside its box (nameBox).
  const typed = (attrs, set) => nameBox({ maxLength: MAX_NAME, ...attrs }, "oninput", (text) => typedNameProblem(data, text),
    (e) => refresh(() => set(e.target.value.slice(0, MAX_NAME) || null)));
  const nameInput = (label, value, set) => {
    const [box, refused] = typed({ value: value ?? "" }, set);
    return [h("label", { class: "fb-field" }, `${label} `, box), refused];
  };
  const limitInput = (label, value, set) =>
    h("label", { class: "fb-field" }, `${label} `, h("input", { type: "number", min: 0, max: 99999, inputMode: "numeric", value: value ?? "", placeholder: t("limit|none"), onchange: (e) => update(() => set(clampLimit(e.target.value))) }));
  // Each says what it removes (a line, a formation, a player, a whole side): a bare ✕
  // beside "Add player" read as removing a player, and removed the side.
  // Its name to assistive technology is its words and the place: "Remove side (side 2)".
  const remove = (where, action, shown) => h("button", { type: "button", class: "fb-remove", "aria-label": t("{action} ({where})", { action: shown, where }), onclick: () => update(action) }, shown);

  // `where` names a line, formation or player in the page's words; `place`, the same in
  // English, is its data-line, data-formation or data-player, which tests and styles read.
  function lineRow(line, lines, index, where, place) {
    const choices = Object.entries(data.aircraft).map(([id, a]) => ({ value: id, label: named(a) }));
    if (!Object.hasOwn(data.aircraft, line.aircraft)) choices.push({ value: line.aircraft, label: t("unknown: {id}", { id: line.aircraft }) });
    const planes = ownedFirst(choices, (id) => owned.count("fis", "aircraft", id), { only: onlyOwned, keep: line.aircraft })
      .map((o) => h("option", { value: o.value, selected: line.aircraft === o.value }, ownedLabel(o.label, o.owned)));
    const plane = own(data.aircraft, line.aircraft);
    const roles = [h("option", { value: "", selected: !line.leader && !line.wingman }, t("Pilot"))];
    for (const [id, leader] of Object.entries(data.leaders)) roles.push(h("option", { value: `leader:${id}`, selected: line.leader === id }, t("{name} ({points} pts)", { name: named(leader), points: leader.points ?? "?" })));
    if (line.leader && !Object.hasOwn(data.leaders, line.leader)) roles.push(h("option", { value: `leader:${line.leader}`, selected: true }, t("unknown leader: {id}", { id: line.leader })));
    if (data.wingman) roles.push(h("option", { value: "wingman", selected: line.wingman }, t("{name} ({points} pts)", { name: named(data.wingman), points: data.wingman.points ?? "?" })));
    const setRole = (value) => {
      line.leader = value.startsWith("leader:") ? value.slice(7) : null;
      line.wingman = value === "wingman";
      if (line.leader && line.count > 1) {
        // A leader flies one aircraft; the line's others keep their pilots on a line below.
        lines.splice(index + 1, 0, { ...line, count: line.count - 1, leader: null, wingman: false, pilot: null });
        say(t("The leader flies one of the {count} {aircraft}; the other {others} stay on the next line.", { count: line.count, aircraft: named(own(data.aircraft, line.aircraft)) ?? line.aircraft, others: line.count - 1 }));
        line.count = 1;
      }
    };
    const isRealPilot = line.leader && own(data.leaders, line.leader)?.real_pilot;
    return h("li", { class: "fb-line", "data-line": place },
      h("select", { "aria-label": t("Aircraft of {where}", { where }), onchange: (e) => update(() => { line.aircraft = e.target.value; }) }, planes),
      plane ? ownBox({ label: t("{name}: how many you own", { name: named(plane) }), count: owned.count("fis", "aircraft", line.aircraft), set: (n) => owned.set("fis", "aircraft", line.aircraft, n) }) : null,
      line.leader ? null : h("span", { class: "fb-stepper" },
        h("button", { type: "button", "aria-label": t("One fewer aircraft on {where}", { where }), disabled: line.count <= 1, onclick: () => update(() => { line.count -= 1; }) }, "−"),
        h("output", { "aria-label": t("Aircraft count of {where}", { where }) }, String(line.count)),
        h("button", { type: "button", "aria-label": t("One more aircraft on {where}", { where }), disabled: line.count >= 99, onclick: () => update(() => { line.count += 1; }) }, "+")),
      h("select", { "aria-label": t("Pilot of {where}", { where }), onchange: (e) => update(() => setRole(e.target.value)) }, roles),
      line.leader ? typed({ value: line.pilot ?? "", placeholder: isRealPilot ? t("pilot's name (required)") : t("pilot's name"), "aria-label": t("Pilot name of {where}", { where }) }, (v) => { line.pilot = v; }) : null,
      remove(where, () => lines.splice(index, 1), t("Remove")));
  }

  function formationBox(formation, formations, index, where, place) {
    const size = formation.aircraft.reduce((sum, line) => sum + line.count, 0);
    return h("fieldset", { class: "fb-formation", "data-formation": place },
      h("legend", {}, tn("one|Formation {number} · {count} aircraft", "Formation {number} · {count} aircraft", size, { number: index + 1 })),
      nameInput(t("Formation name"), formation.name, (v) => { formation.name = v; }),
      h("ul", { class: "fb-lines" }, formation.aircraft.map((line, l) => lineRow(line, formation.aircraft, l, t("{where} line {number}", { where, number: l + 1 }), `${place} line ${l + 1}`))),
      h("div", { class: "fb-actions" },
        h("button", { type: "button", onclick: () => update(() => formation.aircraft.push(newLine(data))) }, t("Add aircraft")),
        remove(where, () => formations.splice(index, 1), t("Remove formation"))));
  }

  function sideBox(side, s, report) {
    const where = t("side {number}", { number: s + 1 });
    const players = side.players.map((player, p) => {
      const pWhere = t("{where} player {number}", { where, number: p + 1 });
      const pPlace = `side ${s + 1} player ${p + 1}`;
      return h("fieldset", { class: "fb-player", "data-player": pPlace },
        h("legend", {}, t("Player {number}", { number: p + 1 })),
        nameInput(t("Player name"), player.name, (v) => { player.name = v; }),
        player.formations.map((formation, f) => formationBox(formation, player.formations, f, t("{where} formation {number}", { where: pWhere, number: f + 1 }), `${pPlace} formation ${f + 1}`)),
        h("div", { class: "fb-actions" },
          h("button", { type: "button", onclick: () => update(() => player.formations.push(newFormation(data))) }, t("Add formation")),
          side.players.length > 1 ? remove(pWhere, () => side.players.splice(p, 1), t("Remove player")) : null));
    });
    return h("section", { class: "fb-side", "data-side": s },
      h("h2", {}, side.name || t("Side {number}", { number: s + 1 })),
      report ? sideSummary(report) : null,
      nameInput(t("Side name"), side.name, (v) => { side.name = v; }),
      limitInput(t("Points limit of this side"), side.points_limit, (v) => { side.points_limit = v; }),
      players,
      h("div", { class: "fb-actions" },
        h("button", { type: "button", disabled: side.players.length >= 10, onclick: () => update(() => side.players.push(newPlayer(data))) }, t("Add player")),
        force.sides.length > 1 ? remove(where, () => force.sides.splice(s, 1), t("Remove side")) : null));
  }

  function sideSummary(report) {
    const points = t("{points} points", { points: `${report.points}${report.points_known ? "" : "+"}` }) + (report.points_limit != null ? ` / ${report.points_limit}` : "");
    return h("div", { class: "fb-summary" },
      h("p", { class: "fb-numbers", "data-hand": report.hand_size, "data-activations": report.activations, "data-points": report.points, "data-points-known": String(report.points_known) },
        [tn("one|{count} aircraft", "{count} aircraft", report.aircraft), tn("{count} player", "{count} players", report.players), t("hand {count} cards a turn", { count: report.hand_size }),
          tn("{count} activation at a time", "{count} activations at a time", report.activations), points].join(" · ")),
      report.points_known ? null : h("p", { class: "fb-note" }, t("+ : some points are unknown (no dashboard points in our sources); the sum counts the known ones.")),
      report.leaders.length ? h("ul", { class: "fb-leaders" }, report.leaders.map((leader) =>
        h("li", {}, h("strong", {}, `${named(own(data.leaders, leader.class)) ?? leader.class}${leader.pilot ? ` (${leader.pilot})` : ""}`), t(" — if lost: {loss}.", { loss: leader.loss.join(t("; ")) })))) : null);
  }

  let form = null; // the settings, the sides and "Add side", as last drawn

  /** Keep the drawn form; only the side headings and summaries follow the names typed. */
  function followNames(verdict) {
    force.sides.forEach((side, s) => {
      const box = form.sides[s];
      const heading = box.querySelector("h2");
      fill(heading, side.name || t("Side {number}", { number: s + 1 }));
      const report = verdict.details.sides[s];
      const old = box.querySelector(".fb-summary");
      if (!report) old?.remove();
      else if (old) old.replaceWith(sideSummary(report));
      else heading.after(sideSummary(report));
    });
  }

  function render({ keepForm = false } = {}) {
    const verdict = checkForce(data, force, pageLanguage()); // the findings in the page's language
    // Parts not checked for want of a value (as sortie validate says them): a legal force
    // is then legal as far as known, not the green of a full check.
    const linked = yours.whose(force);
    const notChecked = verdict.unchecked.length ? t("not checked: {parts}", { parts: verdict.unchecked.map((u) => u.message).join(t("; ")) }) : "";
    sayStatus([verdictHead(verdict, linked, notChecked), tn("one|{count} aircraft", "{count} aircraft", verdict.aircraft), tn("{count} side", "{count} sides", force.sides.length)].join(" · "));
    status.dataset.valid = validity(verdict);

    if (keepForm && form) {
      followNames(verdict);
    } else {
      form = {
        settings: h("fieldset", { class: "fb-settings" }, h("legend", {}, t("Mission")),
          nameInput(t("Name"), force.name, (v) => { force.name = v; }),
          limitInput(t("Points limit per side"), force.points_limit, (v) => { force.points_limit = v; }),
          onlyMine({ checked: onlyOwned, change: (checked) => { onlyOwned = checked; render(); } })),
        sides: force.sides.map((side, s) => sideBox(side, s, verdict.details.sides[s])),
        addSide: h("div", { class: "fb-actions" }, h("button", { type: "button", disabled: force.sides.length >= 6, onclick: () => update(() => force.sides.push(newSide(data, null))) }, t("Add side"))),
      };
    }

    const problems = h("section", { class: "fb-problems" }, h("h2", {}, t("Problems")),
      findingsPanel("fb", verdict, linked, {
        legal: t("{verdict}: this force follows every rule Sortie checks."),
        legalAsFarAsKnown: t("{verdict}: this force follows every rule Sortie could check."),
      }, "fb-message"));

    const link = `${location.origin}${location.pathname}#${encode(force, data.content_version)}${yours.linkPart(force)}`;
    share.show({ link, name: force.name, yaml: toYaml(force) });
    yours.render(force);
    const lines = force.sides.flatMap((side) => side.players.flatMap((player) => player.formations.flatMap((formation) => formation.aircraft)));
    const used = usedCounts(lines.filter((line) => Object.hasOwn(data.aircraft, line.aircraft)).map((line) => [line.aircraft, line.count]));
    const over = overWords(overOwned(owned.owned, "fis", "aircraft", used), (id) => named(data.aircraft[id]));
    const ownWarning = h("div", { class: "own-warning", role: "status", hidden: !over.length }, over.map((line) => h("p", {}, line)));
    const drawn = [form.settings, ...form.sides, form.addSide];
    if (keepForm && body.firstChild === form.settings) {
      // Moving a node takes the focus from the field inside it: the form stays in place.
      while (body.lastChild !== form.addSide) body.lastChild.remove();
      body.append(ownWarning, yours.element, problems, share.element);
    } else {
      // A redraw (a count marked owned, "Only mine") gives the focus back to the control
      // of the same name.
      const focused = root.contains(document.activeElement) ? document.activeElement.getAttribute("aria-label") : null;
      body.replaceChildren(...drawn, ownWarning, yours.element, problems, share.element);
      if (focused) [...body.querySelectorAll("[aria-label]")].find((node) => node.getAttribute("aria-label") === focused)?.focus();
    }
  }

  function importText(text) {
    try {
      if (text == null) throw new Error(t("the file is larger than 1 MiB"));
      const next = forceFromObject(parseForceFile(text));
      update(() => { force = next; });
      say(t("Force file imported."));
    } catch (error) {
      say(t("The force file could not be imported ({why}); the force was left as it was.", { why: error.message }));
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
  return { get force() { return force; } };
}

const root = typeof document !== "undefined" ? document.getElementById("sortie-force-builder") : null;
if (root) {
  drawFromData(root, mount, (error) => {
    fill(root, t("The force builder could not load its data ({why}).", { why: error.message }));
  });
}
