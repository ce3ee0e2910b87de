// The Fighters in Sight force check, in the browser. It mirrors
// generator/games/fis/force.py message for message: tests/vectors/fis/ and a differential
// test feed both engines the same forces and require the same verdicts, codes and messages.
// It reads only the JSON that generator/games/fis/export.py writes.

import { clip, collector, finish } from "./findings.mjs";
import { byCodePoint, knownIds } from "./suggest.mjs";

// The codes an unknown id of each kind may cause (KNOCK_ON in force.py).
const KNOCK_ON = { "leader class": ["wingman-without-leader"] };

const plural = (count, word, many) => `${count} ${count === 1 ? word : many ?? `${word}s`}`;
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

function leaderReport(leader, classId, line, formation) {
  const loss = [];
  if (leader.extra_card) {
    loss.push("the side loses his extra action card: the opponent discards one card drawn blind from its hand, and the hand is 1 card smaller from the next turn");
  }
  if (leader.chooses_card) loss.push("no more chosen card at the start of each turn");
  if (leader.activations > 1) loss.push(`his player activates 1 aircraft at a time instead of ${leader.activations}`);
  return { class: classId, pilot: line.pilot ?? null, formation: formation.name ?? null, loss };
}

/** The words of the smallest known saving of `over` or more, else of the largest; null
 * when no saving is known (force.py: _fix). A drop takes as many aircraft as it needs. */
function cheapestFix(changes, over) {
  const sized = changes.map((c) => {
    if (!c.each) return c;
    const count = Math.min(c.count, Math.max(1, Math.ceil(over / c.each)));
    return { rank: c.rank, words: `drop ${count} ${c.words}`, saves: c.each * count };
  });
  const order = (a, b) => a.saves - b.saves || a.rank - b.rank;
  const enough = sized.filter((c) => c.saves >= over).sort(order);
  if (enough.length) return `${enough[0].words}, which saves ${enough[0].saves} points`;
  if (!sized.length) return null;
  const best = [...sized].sort((a, b) => b.saves - a.saves || a.rank - b.rank)[0];
  return `no change to one aircraft line saves ${over} points; the most is to ${best.words}, which saves ${best.saves} points`;
}

/**
 * Check a force ({points_limit, sides: [{name, points_limit, players: [{name, formations:
 * [{name, aircraft: [{aircraft, count, leader, wingman, pilot}]}]}]}]}) against the data;
 * returns the same verdict shape as `sortie validate --format json`, without lines.
 */
export function checkForce(data, force) {
  const rules = data.rules;
  const { errors, warnings, unchecked, unknowns, error, warn, notChecked, ...found } = collector("fis");
  const unknown = (what, given, known) => found.unknown(what, given, `${what} '${clip(given)}' is not defined (${knownIds(known, given)})`);
  const sides = [];
  const forceSides = force.sides ?? [];

  forceSides.forEach((side, index) => {
    const name = side.name || `side ${index + 1}`;
    const tally = { aircraft: 0, points: 0, unknown: new Set(), missing: [], leaders: [], wingmen: 0, extra: 0, changes: [] };
    const players = side.players ?? [];
    for (const player of players) {
      let extra = 0;
      for (const formation of player.formations ?? []) {
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
          if (plane === undefined) unknown("aircraft", line.aircraft, Object.keys(data.aircraft));
          else if (plane.points == null) {
            tally.unknown.add(`${plane.name} points`);
            tally.missing.push(["aircraft", line.aircraft, `${plane.name} points`]);
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
              tally.unknown.add("wingman points");
              tally.missing.push(["wingmen", "wingman", "wingman points"]);
              each = null;
            } else {
              tally.points += data.wingman.points * count;
              if (each !== null) each += data.wingman.points;
              const called = plane ? plane.name : clip(line.aircraft);
              tally.changes.push({ rank: 1, words: `make 1 wingman of the ${called} a plain pilot`, saves: data.wingman.points, each: 0 });
            }
          }
          let leaderPoints = 0;
          if (line.leader != null) {
            const entry = lookup(data.leaders, line.leader);
            if (entry === undefined || entry.points == null) each = null;
            else leaderPoints = entry.points;
          }
          if (each !== null && plane !== undefined && each + leaderPoints > 0) {
            tally.changes.push({ rank: 2, words: plane.name, saves: 0, each: each + leaderPoints, count });
          }
          if (line.leader == null) continue;
          const leader = lookup(data.leaders, line.leader);
          if (leader === undefined) {
            unknown("leader class", line.leader, Object.keys(data.leaders));
            continue;
          }
          leaderCount += 1;
          if (leader.points == null) {
            tally.unknown.add(`${leader.name} points`);
            tally.missing.push(["leaders", line.leader, `${leader.name} points`]);
          }
          else {
            tally.points += leader.points;
            tally.changes.push({ rank: 0, words: `make the ${leader.name} a plain pilot`, saves: leader.points, each: 0 });
          }
          formationExtra = Math.max(formationExtra, leader.activations - 1);
          if (leader.real_pilot && !line.pilot) warn("leader-unnamed", `a ${leader.name} is a pilot who really flew: name him in pilot`);
          tally.leaders.push(leaderReport(leader, line.leader, line, formation));
        }
        const label = formation.name ? `formation “${formation.name}”` : "a formation";
        if (size > rules.formation_max) {
          error("formation-size", `${label} has ${size} aircraft; a formation holds at most ${rules.formation_max}: split it`);
        }
        if (leaderCount > 1) {
          warn("leaders-per-formation", `${label} has ${leaderCount} leaders; Sortie assumes one per formation (a working assumption: see leaders_per_formation in game.yaml)`);
        }
        if (wingmenHere && !leaderCount) {
          warn("wingman-formation", `${label} has a wingman but no leader: his counter-attack protects the leader of his own formation`);
        }
        extra = Math.max(extra, formationExtra);
      }
      tally.extra += extra;
    }
    if (tally.aircraft === 0) error("side-empty", `${name} has no aircraft: add at least one`);
    if (tally.wingmen && !tally.leaders.length) {
      error("wingman-without-leader", `${name} has ${plural(tally.wingmen, "wingman", "wingmen")} and no leader: a wingman protects a leader; add a leader or remove the wingmen`);
    }
    const pointsKnown = tally.unknown.size === 0;
    const limit = side.points_limit ?? force.points_limit ?? null;
    if (limit != null) {
      if (tally.points > limit) {
        let fix = cheapestFix(tally.changes, tally.points - limit);
        if (fix === null) fix = `what each aircraft line costs is not known (${[...tally.unknown].sort(byCodePoint).join(", ")}): drop aircraft or leaders`;
        const more = pointsKnown ? "" : "; the unknown values may call for more";
        error("points-limit", `${name} costs${pointsKnown ? "" : " at least"} ${tally.points} points, ${tally.points - limit} over the ${limit}-point limit: ${fix}${more}`);
      } else if (!pointsKnown) {
        warn("points-unknown", `cannot check ${name}'s ${limit}-point limit: unknown ${[...tally.unknown].sort(byCodePoint).join(", ")}`);
        for (const [kind, id, what] of tally.missing) notChecked("points-unknown", `${name}'s ${limit}-point limit (${what} unknown)`, kind, id, "points");
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
    error("player-count", `the game is for 2 to ${rules.max_players} players; the sides have ${playerCount}`);
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
    ...finish({ errors, warnings, unchecked, unknowns }, KNOCK_ON),
    details: { sides },
  };
}
