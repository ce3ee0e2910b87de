// Down In Flames arithmetic for the browser: the twin of generator/games/dif/rules.py,
// which is the tested source of truth (tests/test_dif_js.py feeds both the same cases).
// Every function takes the JSON Python wrote (tools.json) and plain numbers.

export function findPattern(patterns, id) {
  const found = patterns.find((p) => p.id === id);
  if (!found) throw new Error(`unknown pattern ${id}`);
  return found;
}

// Halved, kept or doubled; halves round down (flagged as an assumption in the data).
export function scale(value, pattern) {
  return Math.floor((value * pattern.factor_num) / pattern.factor_den);
}

// Option modifiers first, then the flak pattern; none when it does not reach the run.
export function flakHits(data, flak, flakPattern, bombingPattern, modifier = 0) {
  const chosen = findPattern(data.flak_patterns, flakPattern);
  if (!chosen.hits_bombing.includes(bombingPattern)) return 0;
  return scale(Math.max(0, flak + modifier), chosen);
}

export function bombsDropped(data, bombs, bombingPattern, modifier = 0) {
  return scale(Math.max(0, bombs + modifier), findPattern(data.bombing_patterns, bombingPattern));
}

export function targetStatus(dropped, damaged, destroyed) {
  if (dropped >= destroyed) return "destroyed";
  if (dropped >= damaged) return "damaged";
  return "intact";
}

// [attacker, defender] VP for the target.
export function missionVp(status, damaged, destroyed) {
  if (status === "destroyed") return [destroyed, 0];
  if (status === "damaged") return [damaged, 0];
  return [0, destroyed];
}

// Each side's VP divided by the scale (rounded down), then Allies minus Axis.
export function scaledScore(axisVp, alliedVp, factor) {
  if (factor < 1) throw new Error("the campaign scale is 1 or more");
  const axis = Math.floor(axisVp / factor);
  const allies = Math.floor(alliedVp / factor);
  return { axis, allies, net: allies - axis };
}

export function missionSpeed(role, speed, fighterSpeed) {
  return role === "fighter" || role === "fighter-bomber" ? fighterSpeed : speed;
}

// ZERO! 23.2: base minus the slowest attacker's speed; 0 or below: skipped.
export function missionLength(targetBase, homeBase, speeds, overTarget = 3, modOut = 0, modHome = 0) {
  const slowest = Math.min(...speeds);
  const targetBound = Math.max(0, targetBase - slowest + modOut);
  const homeBound = Math.max(0, homeBase - slowest + modHome);
  return { target_bound: targetBound, over_target: overTarget, home_bound: homeBound,
    total: targetBound + overTarget + homeBound };
}
