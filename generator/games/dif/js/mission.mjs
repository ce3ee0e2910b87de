// ZERO! mission length: target-bound and home-bound turns from the target's base numbers
// and the slowest attacker (fighters count as 6), computed with dif-rules.mjs.
import { missionLength, missionSpeed } from "./dif-rules.mjs";
import { drawFromData, h } from "../../js/dom.mjs";
import { readInt } from "./tools-dom.mjs";
import { named, t, tn } from "../../js/words.mjs";

const MAX_ROWS = 12;

/** How the whole mission's turns add up, "4 + 3 + 3 = 10": the twin of `total_working`
 * in toolhtml.py. */
const totalWorking = (length) =>
  `${[length.target_bound, length.over_target, length.home_bound].join(" + ")} = ${length.total}`;

/** How a phase's turns are found, "9 − 5 = 4" (a resource's modifier after the speed:
 * "9 − 5 + 1 = 5"): the twin of `working` in toolhtml.py. */
function working(base, slowest, modifier = 0) {
  const shown = `${base} − ${slowest}${modifier ? ` ${modifier > 0 ? "+" : "−"} ${Math.abs(modifier)}` : ""}`;
  return `${shown} = ${String(base - slowest + modifier).replace("-", "−")}`;
}

// The form, its first attacker and the turns it gives are in the page (written at build
// time by toolhtml.py, with rules.py); this script adds, removes and recomputes.
function start(container, data) {
  const byId = (id) => container.querySelector(`#${id}`);
  const field = (id) => ({ input: byId(id) });
  const planes = data.aircraft.filter((a) => a.edition === "zero");
  // Every ZERO! target; turns our sources lack empty their field, and update() asks for them.
  const targets = data.targets.filter((x) => x.edition === "zero");
  const target = { select: byId("dif-target") };
  const targetBase = field("dif-tb-base");
  const homeBase = field("dif-hb-base");
  const modOut = field("dif-tb-mod");
  const modHome = field("dif-hb-mod");
  const rows = byId("dif-attackers");
  const out = byId("dif-length-out");
  const add = byId("dif-add-attacker");

  function speedOf(plane) {
    return missionSpeed(plane.role, plane.speed, data.fighter_mission_speed);
  }

  // One attacker's row: the one built with the page, or a new one.
  function wire(row) {
    const select = row.querySelector(".dif-attacker");
    const speed = row.querySelector(".dif-speed");
    const fill = () => {
      const plane = planes.find((p) => p.id === select.value);
      const known = plane ? speedOf(plane) : null;
      speed.value = known === null ? "" : known;
      speed.placeholder = known === null ? t("unknown: enter") : "";
      speed.readOnly = known !== null;
    };
    select.addEventListener("change", () => { fill(); update(); });
    speed.addEventListener("input", update);
    row.querySelector(".dif-remove").addEventListener("click", () => { if (rows.children.length > 1) { row.remove(); update(); } });
    return fill;
  }

  function addRow(planeId) {
    if (rows.children.length >= MAX_ROWS) return;
    const index = rows.children.length;
    const select = h("select", { class: "dif-attacker", "aria-label": t("Attacker {number}", { number: index + 1 }) });
    for (const plane of planes) select.append(h("option", { value: plane.id, defaultSelected: plane.id === planeId }, named(plane)));
    const speed = h("input", { class: "dif-speed", type: "number", min: 0, max: 20, step: 1, "aria-label": t("Speed of attacker {number}", { number: index + 1 }) });
    const remove = h("button", { type: "button", class: "dif-remove", "aria-label": t("Remove attacker {number}", { number: index + 1 }) }, "×");
    const row = h("div", { class: "dif-row" }, select, h("span", {}, ` ${t("speed")} `), speed, remove);
    wire(row)();
    rows.append(row);
  }

  function update() {
    const speeds = [];
    let missing = 0;
    for (const input of rows.querySelectorAll(".dif-speed")) {
      if (input.value === "") missing += 1;
      else speeds.push(readInt(input));
    }
    if (targetBase.input.value === "" || homeBase.input.value === "") {
      out.replaceChildren(h("p", { class: "dif-note" }, t("Enter the target's base turns from its sheet: our sources do not give them.")));
      return;
    }
    if (missing || !speeds.length) {
      out.replaceChildren(h("p", { class: "dif-note" }, t("Enter the speed of every attacker whose speed is unknown.")));
      return;
    }
    const [outBase, homeBound, slowest] = [readInt(targetBase.input), readInt(homeBase.input), Math.min(...speeds)];
    const length = missionLength(outBase, homeBound, speeds,
      data.over_target_turns, readInt(modOut.input), readInt(modHome.input));
    const phase = (id, name, turns, how = "") => h("tr", {}, h("th", { scope: "row" }, name),
      h("td", { id, "data-turns": turns }, turns ? tn("{count} turn", "{count} turns", turns) : t("skipped")),
      h("td", { class: "dif-working" }, how));
    out.replaceChildren(h("table", { class: "dif-table" }, h("tbody", {},
      phase("dif-out-tb", t("Target-bound"), length.target_bound, working(outBase, slowest, readInt(modOut.input))),
      phase("dif-out-ot", t("Over target (ingress, bomb, egress)"), length.over_target, t("fixed")),
      phase("dif-out-hb", t("Home-bound"), length.home_bound, working(homeBound, slowest, readInt(modHome.input))),
      phase("dif-out-total", t("Whole mission"), length.total, totalWorking(length)))),
      h("p", { class: "dif-note" }, t("Slowest attacker: speed {speed}. Recompute the home-bound turns after damage with the slowest bomber.", { speed: Math.min(...speeds) })));
  }
  target.select.addEventListener("change", () => {
    const chosen = targets.find((x) => x.id === target.select.value);
    if (chosen) {
      targetBase.input.value = chosen.target_bound ?? "";
      homeBase.input.value = chosen.home_bound ?? "";
    }
    update();
  });
  add.addEventListener("click", () => { addRow(planes[0].id); update(); });
  // A base typed over the one the listed target gives is no longer that target's: the list
  // says "yourself" again. A base our sources lack, typed in, completes the target.
  for (const [field, key] of [[targetBase, "target_bound"], [homeBase, "home_bound"]]) {
    field.input.addEventListener("input", () => {
      const chosen = targets.find((x) => x.id === target.select.value);
      if (chosen && chosen[key] != null && String(chosen[key]) !== field.input.value) target.select.value = "";
    });
  }
  for (const field of [targetBase, homeBase, modOut, modHome]) field.input.addEventListener("input", update);
  for (const row of rows.children) wire(row)();
  if (!rows.children.length && planes.length) addRow(planes[0].id);
  update();
}

const container = document.getElementById("dif-mission-length");
if (container && container.querySelector("#dif-length-out")) {
  drawFromData(container, start, (error) => {
    container.prepend(h("p", { class: "dif-error" }, t("The calculator could not load: {why}", { why: error.message })));
  });
}
