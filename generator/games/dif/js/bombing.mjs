// Aces High campaign calculators: flak × bombing patterns, target status, mission VP and
// campaign scaling, computed with dif-rules.mjs from tools.json.
import { bombsDropped, flakHits, missionVp, scaledScore, targetStatus } from "./dif-rules.mjs";
import { drawFromData, h } from "../../js/dom.mjs";
import { readInt } from "./tools-dom.mjs";
import { language, named, t, tn } from "../../js/words.mjs";

const STATUS = { intact: t("Intact"), damaged: t("Damaged"), destroyed: t("Destroyed") };
/** A text of the data in the page's language (its English where it has none), as
 * Translator.text reads it for the page the build wrote. */
const own = (text) => text?.[language] || text?.en;

function patternTable(data, flak, mod) {
  const head = h("tr", {}, h("th", { scope: "col" }, t("Flak pattern ↓ / bombing pattern →")));
  for (const b of data.bombing_patterns) head.append(h("th", { scope: "col" }, own(b.name)));
  const body = h("tbody");
  for (const f of data.flak_patterns) {
    const row = h("tr", {}, h("th", { scope: "row" }, own(f.name)));
    for (const b of data.bombing_patterns) {
      const hits = flakHits(data, flak, f.id, b.id, mod);
      row.append(h("td", { "data-flak": f.id, "data-bomb": b.id }, tn("{count} hit", "{count} hits", hits)));
    }
    body.append(row);
  }
  return h("table", { id: "dif-flak-table", class: "dif-table" }, h("thead", {}, head), body);
}

function bombsTable(data, front, damaged, mod) {
  const head = h("tr", {}, h("th", { scope: "col" }, t("Bomber")));
  for (const b of data.bombing_patterns) head.append(h("th", { scope: "col" }, own(b.name)));
  const body = h("tbody");
  for (const [side, bombs] of [["undamaged", front], ["damaged", damaged]]) {
    const row = h("tr", {}, h("th", { scope: "row" }, side === "undamaged" ? t("Undamaged") : t("Damaged")));
    for (const b of data.bombing_patterns) {
      row.append(h("td", { "data-side": side, "data-bomb": b.id }, String(bombsDropped(data, bombs, b.id, mod))));
    }
    body.append(row);
  }
  return h("table", { id: "dif-bombs-table", class: "dif-table" }, h("thead", {}, head), body);
}

// The form, its first values and their results are in the page (written at build time by
// toolhtml.py, with rules.py); this script recomputes the results as the player types.
function start(container, data) {
  const byId = (id) => container.querySelector(`#${id}`);
  const field = (id) => ({ input: byId(id) });
  const targets = data.targets.filter((x) => x.edition === "aces-high");
  const target = { select: byId("dif-target") };
  const flak = field("dif-flak");
  const flakMod = field("dif-flak-mod");
  // Every Aces High bomber; a value our sources lack empties its field, and update() asks for it.
  const bombers = data.aircraft.filter((a) => a.edition === "aces-high" && (a.role === "bomber" || a.bombs !== null));
  const pick = { select: byId("dif-bomber") };
  const bombs = field("dif-bombs");
  const bombsDamaged = field("dif-bombs-damaged");
  const bombsMod = field("dif-bombs-mod");
  const flakOut = byId("dif-flak-out");
  const bombsOut = byId("dif-bombs-out");

  const dropped = field("dif-dropped");
  const damagedAt = field("dif-damaged");
  const destroyedAt = field("dif-destroyed");
  const status = byId("dif-status");

  const factor = field("dif-scale");
  const axis = field("dif-axis-vp");
  const allies = field("dif-allied-vp");
  const scaled = byId("dif-scaled");

  target.select.addEventListener("change", () => {
    const chosen = targets.find((x) => x.id === target.select.value);
    if (chosen) {
      flak.input.value = chosen.flak ?? "";
      damagedAt.input.value = chosen.damaged ?? "";
      destroyedAt.input.value = chosen.destroyed ?? "";
    }
    update();
  });

  // Whether the player typed the damaged-side bombs of the bomber picked: until then a
  // value our sources lack is a stand-in, and the page asks for it.
  let damagedEntered = false;
  bombsDamaged.input.addEventListener("input", () => { damagedEntered = true; });
  pick.select.addEventListener("change", () => {
    damagedEntered = false;
    const chosen = bombers.find((a) => a.id === pick.select.value);
    if (chosen) {
      bombs.input.value = chosen.bombs ?? "";
      bombsDamaged.input.value = chosen.bombs_damaged === null ? (chosen.bombs === null ? "" : 0) : chosen.bombs_damaged;
    }
    update();
  });

  const blank = (...fields) => fields.some((f) => f.input.value === "");
  const ask = (text) => h("p", { class: "dif-note" }, text);

  function update() {
    flakOut.replaceChildren(blank(flak) ? ask(t("Enter the target's flak: our sources do not give it."))
      : patternTable(data, readInt(flak.input), readInt(flakMod.input)));
    const chosen = bombers.find((a) => a.id === pick.select.value);
    if (blank(bombs, bombsDamaged)) {
      bombsOut.replaceChildren(ask(chosen ? t("{name}: our sources do not give its bombs; enter them from your card.", { name: named(chosen) }) : t("This bomber: our sources do not give its bombs; enter them from your card.")));
    } else {
      bombsOut.replaceChildren(bombsTable(data, readInt(bombs.input), readInt(bombsDamaged.input), readInt(bombsMod.input)));
      if (chosen && chosen.bombs_damaged === null && !damagedEntered) {
        bombsOut.append(ask(t("{name}: the damaged-side bombs are unknown; enter them.", { name: named(chosen) })));
      }
    }
    const times = Math.max(1, readInt(factor.input));
    if (blank(damagedAt, destroyedAt)) {
      status.replaceChildren(ask(t("Enter the target's Damaged and Destroyed bomb values: our sources do not give them.")));
    } else {
      // A campaign scaled up multiplies the target's values, and the VP they give.
      const [damaged, destroyed] = [readInt(damagedAt.input) * times, readInt(destroyedAt.input) * times];
      const result = targetStatus(readInt(dropped.input), damaged, destroyed);
      const [attacker, defender] = missionVp(result, damaged, destroyed);
      const scaled = times > 1 ? ` ${t("At scale ×{factor} the target is Damaged at {damaged} bombs and Destroyed at {destroyed}; each side's VP are divided by {factor} at the end of the mission (below).", { factor: times, damaged, destroyed })}` : "";
      status.replaceChildren(h("strong", { "data-status": result }, STATUS[result]),
        t(" — attacker scores {attacker} VP, defender {defender} VP for the target.", { attacker, defender }) + scaled);
    }
    const score = scaledScore(readInt(axis.input), readInt(allies.input), times);
    const net = score.net === 0 ? t("even") : score.net > 0 ? t("{vp} VP to the Allies", { vp: score.net }) : t("{vp} VP to the Axis", { vp: -score.net });
    scaled.replaceChildren(h("span", { "data-axis": score.axis, "data-allies": score.allies, "data-net": score.net }, t("Axis {axis} VP, Allies {allies} VP: net {net} ({said}).", { axis: score.axis, allies: score.allies, net: score.net, said: net })));
  }
  // A value typed over one the listed target gives is no longer that target's: the list
  // says "yourself" again. A value our sources lack, typed in, completes the target.
  for (const [field, key] of [[flak, "flak"], [damagedAt, "damaged"], [destroyedAt, "destroyed"]]) {
    field.input.addEventListener("input", () => {
      const chosen = targets.find((x) => x.id === target.select.value);
      if (chosen && chosen[key] != null && String(chosen[key]) !== field.input.value) target.select.value = "";
    });
  }
  for (const field of [flak, flakMod, bombs, bombsDamaged, bombsMod, dropped, damagedAt, destroyedAt, factor, axis, allies]) {
    field.input.addEventListener("input", update);
  }
  update();
}

const container = document.getElementById("dif-bombing");
if (container && container.querySelector("#dif-flak-out")) {
  drawFromData(container, start, (error) => {
    container.prepend(h("p", { class: "dif-error" }, t("The calculator could not load: {why}", { why: error.message })));
  });
}
