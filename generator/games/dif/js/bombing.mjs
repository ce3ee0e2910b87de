// Aces High campaign calculators: flak × bombing patterns, target status, mission VP and
// campaign scaling, computed with dif-rules.mjs from tools.json.
import { bombsDropped, flakHits, missionVp, scaledScore, targetStatus } from "./dif-rules.mjs";
import { el, loadData, numberField, readInt, selectField } from "./dom.mjs";

const STATUS = { intact: "Intact", damaged: "Damaged", destroyed: "Destroyed" };

function patternTable(data, flak, mod) {
  const head = el("tr", {}, el("th", { scope: "col", text: "Flak pattern ↓ / bombing pattern →" }));
  for (const b of data.bombing_patterns) head.append(el("th", { scope: "col", text: b.name.en }));
  const body = el("tbody");
  for (const f of data.flak_patterns) {
    const row = el("tr", {}, el("th", { scope: "row", text: f.name.en }));
    for (const b of data.bombing_patterns) {
      const hits = flakHits(data, flak, f.id, b.id, mod);
      row.append(el("td", { "data-flak": f.id, "data-bomb": b.id, text: hits === 1 ? "1 hit" : `${hits} hits` }));
    }
    body.append(row);
  }
  return el("table", { id: "dif-flak-table", class: "dif-table" }, el("thead", {}, head), body);
}

function bombsTable(data, front, damaged, mod) {
  const head = el("tr", {}, el("th", { scope: "col", text: "Bomber" }));
  for (const b of data.bombing_patterns) head.append(el("th", { scope: "col", text: b.name.en }));
  const body = el("tbody");
  for (const [side, bombs] of [["undamaged", front], ["damaged", damaged]]) {
    const row = el("tr", {}, el("th", { scope: "row", text: side === "undamaged" ? "Undamaged" : "Damaged" }));
    for (const b of data.bombing_patterns) {
      row.append(el("td", { "data-side": side, "data-bomb": b.id, text: String(bombsDropped(data, bombs, b.id, mod)) }));
    }
    body.append(row);
  }
  return el("table", { id: "dif-bombs-table", class: "dif-table" }, el("thead", {}, head), body);
}

function render(container, data) {
  const targets = data.targets.filter((x) => x.edition === "aces-high" && x.damaged !== null && x.destroyed !== null);
  const target = selectField("dif-target", "Campaign target", [["", "Enter the values yourself"], ...targets.map((x) => [x.id, x.name])], "");
  const flak = numberField("dif-flak", "Target flak", 2, 0, 50);
  const flakMod = numberField("dif-flak-mod", "Flak option (+/−)", 0, -50, 50);
  const bombers = data.aircraft.filter((a) => a.bombs !== null);
  const pick = selectField("dif-bomber", "Bomber", [["", "Enter the bombs yourself"], ...bombers.map((a) => [a.id, a.name])], bombers[0] ? bombers[0].id : "");
  const bombs = numberField("dif-bombs", "Bombs (undamaged)", bombers[0] ? bombers[0].bombs : 0, 0, 500);
  const bombsDamaged = numberField("dif-bombs-damaged", "Bombs (damaged side)", bombers[0] && bombers[0].bombs_damaged !== null ? bombers[0].bombs_damaged : 0, 0, 500);
  const bombsMod = numberField("dif-bombs-mod", "Bombs option (+/−)", 0, -500, 500);
  const flakOut = el("div", { id: "dif-flak-out" });
  const bombsOut = el("div", { id: "dif-bombs-out" });

  const dropped = numberField("dif-dropped", "Bombs dropped in all", 0, 0, 5000);
  const damagedAt = numberField("dif-damaged", "Target: Damaged at", 5, 0, 5000);
  const destroyedAt = numberField("dif-destroyed", "Target: Destroyed at", 10, 0, 5000);
  const status = el("p", { id: "dif-status", "aria-live": "polite" });

  const factor = numberField("dif-scale", "Campaign scale (×)", 1, 1, 20);
  const axis = numberField("dif-axis-vp", "Axis VP this mission", 0, 0, 5000);
  const allies = numberField("dif-allied-vp", "Allied VP this mission", 0, 0, 5000);
  const scaled = el("p", { id: "dif-scaled", "aria-live": "polite" });

  target.select.addEventListener("change", () => {
    const chosen = targets.find((x) => x.id === target.select.value);
    if (chosen) {
      if (chosen.flak !== null) flak.input.value = chosen.flak;
      damagedAt.input.value = chosen.damaged;
      destroyedAt.input.value = chosen.destroyed;
    }
    update();
  });

  pick.select.addEventListener("change", () => {
    const chosen = bombers.find((a) => a.id === pick.select.value);
    if (chosen) {
      bombs.input.value = chosen.bombs;
      bombsDamaged.input.value = chosen.bombs_damaged === null ? 0 : chosen.bombs_damaged;
    }
    update();
  });

  function update() {
    flakOut.replaceChildren(patternTable(data, readInt(flak.input), readInt(flakMod.input)));
    bombsOut.replaceChildren(bombsTable(data, readInt(bombs.input), readInt(bombsDamaged.input), readInt(bombsMod.input)));
    const chosen = bombers.find((a) => a.id === pick.select.value);
    if (chosen && chosen.bombs_damaged === null) {
      bombsOut.append(el("p", { class: "dif-note", text: `${chosen.name}: the damaged-side bombs are unknown; enter them.` }));
    }
    const result = targetStatus(readInt(dropped.input), readInt(damagedAt.input), readInt(destroyedAt.input));
    const [attacker, defender] = missionVp(result, readInt(damagedAt.input), readInt(destroyedAt.input));
    status.replaceChildren(el("strong", { "data-status": result, text: STATUS[result] }),
      ` — attacker scores ${attacker} VP, defender ${defender} VP for the target.`);
    const score = scaledScore(readInt(axis.input), readInt(allies.input), readInt(factor.input));
    const net = score.net === 0 ? "even" : score.net > 0 ? `${score.net} VP to the Allies` : `${-score.net} VP to the Axis`;
    scaled.replaceChildren(el("span", { "data-axis": score.axis, "data-allies": score.allies, "data-net": score.net,
      text: `Axis ${score.axis} VP, Allies ${score.allies} VP: net ${score.net} (${net}).` }));
  }
  for (const field of [flak, flakMod, bombs, bombsDamaged, bombsMod, dropped, damagedAt, destroyedAt, factor, axis, allies]) {
    field.input.addEventListener("input", update);
  }
  update();
  const rounding = data.rounding_verified ? "" : " Halves of odd values round down: the sources do not say; agree on it before play.";
  container.replaceChildren(
    el("section", { class: "dif-tool" }, el("h2", { text: "Flak and bombing patterns" }),
      el("div", { class: "dif-fields" }, target.node, flak.node, flakMod.node), flakOut,
      el("div", { class: "dif-fields" }, pick.node, bombs.node, bombsDamaged.node, bombsMod.node), bombsOut,
      el("p", { class: "dif-note", text: `Option modifiers apply before halving (Dispersed) or doubling (Tight). Flak always strikes before the bombs fall.${rounding}` })),
    el("section", { class: "dif-tool" }, el("h2", { text: "Target status and mission VP" }),
      el("div", { class: "dif-fields" }, dropped.node, damagedAt.node, destroyedAt.node), status),
    el("section", { class: "dif-tool" }, el("h2", { text: "Scaled-up campaign" }),
      el("div", { class: "dif-fields" }, factor.node, axis.node, allies.node), scaled,
      el("p", { class: "dif-note", text: "Aircraft, interceptors, option aircraft and target values are multiplied by the scale; each side's mission VP are divided by it, rounded down." })),
  );
}

const container = document.getElementById("dif-bombing");
if (container) {
  loadData(container).then((data) => render(container, data)).catch((error) => {
    container.replaceChildren(el("p", { class: "dif-error", text: `The calculator could not load: ${error.message}` }));
  });
}
