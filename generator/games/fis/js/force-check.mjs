// The Fighters in Sight force check, in the browser. It mirrors
// generator/games/fis/force.py rule for rule and takes every message's wording from the
// table in the data (generator/games/fis/messages.py), in English or French:
// tests/vectors/fis/ and a differential test feed both engines the same forces and require
// the same verdicts, codes and messages in both languages.
// It reads only the JSON that generator/games/fis/export.py writes.

import { clip, collector, finish, wordsOf } from "../../js/findings.mjs";
import { byCodePoint } from "../../js/suggest.mjs";

// The codes an unknown id of each kind may cause (KNOCK_ON in force.py).
const KNOCK_ON = { "leader class": ["wingman-without-leader"] };

const lookup = (table, id) => (table && Object.hasOwn(table, id) ? table[id] : undefined);

/** Action cards a side is dealt each turn. */
export function handSize(rules, players, leaders) {
  const h = rules.hand;
  const base = players <= 1 ? h.solo : Math.max(h.minimum, h.per_player * players);
  return base + h.per_leader * leaders;
}

/** Activations a side has each time it acts. */
export function activations(rules, players, extra) {
  return rules.activation_per_player * players + extra;
}

function leaderReport(say, leader, classId, line, formation) {
  const loss = [];
  if (leader.extra_card) loss.push(say("loss-extra-card"));
  if (leader.chooses_card) loss.push(say("loss-chosen-card"));
  if (leader.activations > 1) loss.push(say("loss-activations", { activations: leader.activations }));
  return { class: classId, pilot: line.pilot ?? null, formation: formation.name ?? null, loss };
}

/** The words of the smallest known saving of `over` or more, else of the largest; null
 * when no saving is known (force.py: _fix). A drop takes as many aircraft as it needs. */
function cheapestFix(say, changes, over) {
  const sized = changes.map((c) => {
    if (!c.each) return c;
    const count = Math.min(c.count, Math.max(1, Math.ceil(over / c.each)));
    return { rank: c.rank, words: say("change-drop", { count, aircraft: c.words }), saves: c.each * count };
  });
  const order = (a, b) => a.saves - b.saves || a.rank - b.rank;
  const enough = sized.filter((c) => c.saves >= over).sort(order);
  if (enough.length) return say("fix", { change: enough[0].words, saves: say.counted("points", enough[0].saves) });
  if (!sized.length) return null;
  const best = [...sized].sort((a, b) => b.saves - a.saves || a.rank - b.rank)[0];
  return say("fix-short", { over, change: best.words, saves: say.counted("points", best.saves) });
}

/**
 * Check a force ({points_limit, sides: [{name, points_limit, players: [{name, formations:
 * [{name, aircraft: [{aircraft, count, leader, wingman, pilot}]}]}]}]}) against the data;
 * returns the same verdict shape as `sortie validate --format json`, without lines, its
 * messages in `lang`.
 */
export function checkForce(data, force, lang = "en") {
  const rules = data.rules;
  const say = wordsOf(data.messages, lang);
  const { errors, warnings, unchecked, unknowns, error, warn, notChecked, ...found } = collector("fis", say);
  const unknown = found.unknown;
  const sides = [];
  const forceSides = force.sides ?? [];

  forceSides.forEach((side, index) => {
    const name = side.name || say("side-unnamed", { number: index + 1 });
    const tally = { aircraft: 0, points: 0, unknown: new Set(), missing: [], leaders: [], wingmen: 0, extra: 0, changes: [] };
    const players = side.players ?? [];
    players.forEach((player, p) => {
      let extra = 0;
      (player.formations ?? []).forEach((formation, f) => {
        let size = 0;
        let leaderCount = 0;
        let formationExtra = 0;
        let wingmenHere = false;
        for (const line of formation.aircraft ?? []) {
          const count = line.count ?? 1;
          size += count;
          tally.aircraft += count;
          const plane = lookup(data.aircraft, line.aircraft);
          let each = null; // what one aircraft of the line costs, when known
          if (plane === undefined) {
            unknown("aircraft", line.aircraft, Object.keys(data.aircraft));
            tally.unknown.add(say("points-of-undefined", { given: line.aircraft })); // a lower bound
          }
          else if (plane.points == null) {
            const what = say("points-of", { name: say.named(plane) });
            tally.unknown.add(what);
            tally.missing.push(["aircraft", line.aircraft, what]);
          }
          else {
            tally.points += plane.points * count;
            each = plane.points;
          }
          if (line.wingman) {
            wingmenHere = true;
            tally.wingmen += count;
            if (data.wingman == null) {
              unknown("wingman", "wingman", data.wingmen_ids);
              each = null;
            } else if (data.wingman.points == null) {
              const what = say("points-of-wingman");
              tally.unknown.add(what);
              tally.missing.push(["wingmen", "wingman", what]);
              each = null;
            } else {
              tally.points += data.wingman.points * count;
              if (each !== null) each += data.wingman.points;
              const called = plane ? say.named(plane) : clip(line.aircraft);
              tally.changes.push({ rank: 1, words: say("change-wingman", { aircraft: called }), saves: data.wingman.points, each: 0 });
            }
          }
          let leaderPoints = 0;
          if (line.leader != null) {
            const entry = lookup(data.leaders, line.leader);
            if (entry === undefined || entry.points == null) each = null;
            else leaderPoints = entry.points;
          }
          if (each !== null && plane !== undefined && each + leaderPoints > 0) {
            tally.changes.push({ rank: 2, words: say.named(plane), saves: 0, each: each + leaderPoints, count });
          }
          if (line.leader == null) continue;
          const leader = lookup(data.leaders, line.leader);
          if (leader === undefined) {
            unknown("leader class", line.leader, Object.keys(data.leaders));
            tally.unknown.add(say("points-of-undefined", { given: line.leader }));
            continue;
          }
          leaderCount += 1;
          const leaderName = say.named(leader);
          if (leader.points == null) {
            const what = say("points-of", { name: leaderName });
            tally.unknown.add(what);
            tally.missing.push(["leaders", line.leader, what]);
          }
          else {
            tally.points += leader.points;
            tally.changes.push({ rank: 0, words: say("change-leader", { leader: leaderName }), saves: leader.points, each: 0 });
          }
          formationExtra = Math.max(formationExtra, leader.activations - 1);
          if (leader.real_pilot && !line.pilot) warn("leader-unnamed", say("leader-unnamed", { leader: leaderName }));
          tally.leaders.push(leaderReport(say, leader, line.leader, line, formation));
        }
        // Named, or found by its place: its number, its player's name or number, its side.
        const label = formation.name ? say("formation-named", { name: formation.name })
          : say("formation-unnamed", { number: f + 1, player: player.name ? say("player-named", { name: player.name }) : p + 1, side: name });
        if (size > rules.formation_max) {
          error("formation-size", say("formation-size", { formation: label, size, most: rules.formation_max }));
        }
        if (leaderCount > 1) warn("leaders-per-formation", say("leaders-per-formation", { formation: label, leaders: leaderCount }));
        if (wingmenHere && !leaderCount) warn("wingman-formation", say("wingman-formation", { formation: label }));
        extra = Math.max(extra, formationExtra);
      });
      tally.extra += extra;
    });
    if (tally.aircraft === 0) error("side-empty", say("side-empty", { side: name }));
    if (tally.wingmen && !tally.leaders.length) {
      error("wingman-without-leader", say("wingman-without-leader", { side: name, wingmen: say.counted("wingmen", tally.wingmen) }));
    }
    const pointsKnown = tally.unknown.size === 0;
    const limit = side.points_limit ?? force.points_limit ?? null;
    if (limit != null) {
      const unknownValues = [...tally.unknown].sort(byCodePoint).join(", ");
      if (tally.points > limit) {
        const fix = cheapestFix(say, tally.changes, tally.points - limit) ?? say("fix-unknown", { unknown: unknownValues });
        const values = { side: name, points: tally.points, over: tally.points - limit, limit, fix };
        error("points-limit", say(pointsKnown ? "points-limit" : "points-limit-lower-bound", values));
      } else if (!pointsKnown) {
        warn("points-unknown", say("points-unknown", { side: name, limit, unknown: unknownValues }));
        for (const [kind, id, what] of tally.missing) notChecked("points-unknown", say("unchecked-points", { side: name, limit, what }), kind, id, "points");
      }
    }
    sides.push({
      name,
      players: players.length,
      aircraft: tally.aircraft,
      points: tally.points,
      points_known: pointsKnown,
      points_limit: limit,
      hand_size: handSize(rules, players.length, tally.leaders.length),
      activations: activations(rules, players.length, tally.extra),
      leaders: tally.leaders,
      wingmen: tally.wingmen,
    });
  });

  const playerCount = forceSides.reduce((sum, side) => sum + (side.players ?? []).length, 0);
  if (playerCount > rules.max_players) {
    error("player-count", say("player-count", { most: rules.max_players, players: playerCount }));
  }
  const single = sides.length === 1;
  return {
    file: "",
    valid: errors.length === 0,
    hand_size: single ? sides[0].hand_size : null,
    aircraft: sides.reduce((sum, s) => sum + s.aircraft, 0),
    points: single ? sides[0].points : null,
    points_known: sides.every((s) => s.points_known),
    required: { formation_max: rules.formation_max, points_limit: force.points_limit ?? null },
    ...finish({ errors, warnings, unchecked, unknowns }, KNOCK_ON, say),
    details: { sides },
  };
}
