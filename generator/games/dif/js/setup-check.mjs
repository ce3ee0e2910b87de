// The Down In Flames set-up check, in the browser: the twin of generator/games/dif/setups.py.
// Both speak from one message table (generator/games/dif/messages.py, shipped in
// setup-data.json), in English or French; tests/vectors/dif/ and a differential test feed
// both engines the same set-ups and require the same verdicts, codes, messages, unchecked
// parts and details, in both languages.
// It reads only the JSON that generator/games/dif/export.py writes.

import { clip, collector, finish, wordsOf } from "./findings.mjs";
import { own } from "./ownkeys.mjs";
import { byCodePoint } from "./suggest.mjs";

const lookup = (table, id) => (table && Object.hasOwn(table, id) ? table[id] : undefined);
const HEAVY = "heavy-bomber";
const NO_PILOT = ["medium-bomber", "heavy-bomber", "reconnaissance"];

/** VP each side starts with: what it lacks behind the richest side (rules.py: head_start). */
export function headStart(sideVp) {
  const top = sideVp.length ? Math.max(...sideVp) : 0;
  return sideVp.map((vp) => top - vp);
}

/**
 * Check a set-up ({edition, vp_limit, year, historical, altitude_bonus, sides: [{name,
 * aircraft: [{aircraft, count, altitude, pilot, crew}]}]}) against the data; returns the
 * verdict `sortie validate --format json` gives, without lines, its messages in `lang`.
 */
export function checkSetup(data, setup, lang = "en") {
  const say = wordsOf(data.edition_messages?.[setup.edition] ?? data.messages, lang); // ZERO!'s French says VPs
  const { errors, warnings, unchecked, unknowns, error, warn, notChecked, ...found } = collector("dif", say);
  const unknown = found.unknown;
  const nation = (id) => (Object.hasOwn(data.nations, id) ? say.named({ name: data.nations[id], name_fr: data.nations_fr?.[id] }) : clip(id));
  const edition = setup.edition;
  const limit = setup.vp_limit ?? null;
  const year = setup.year ?? null;
  const historical = setup.historical ?? false;
  const levels = new Map(data.altitudes.map((level) => [level.id, level]));
  const codeChanges = Object.fromEntries(data.pilot_codes.map((c) => [c.code, c.changes]));
  const pilotCodes = new Set(data.pilot_codes.map((c) => c.code));
  const skills = new Set(data.pilot_skills.map((c) => c.code));
  const crewSkills = new Set(data.crew_skills.map((c) => c.code));
  let aircraftCount = 0;
  // An edition and an aircraft type by the names a player knows (setups.py says them alike).
  const editionName = (id) => own(data.editions, id) ?? id;
  const typeName = (id) => own(data.types, id) ?? id;

  function swap(planeId, plane) {
    const others = Object.entries(data.aircraft).filter(([id, o]) => id !== planeId && o.edition === plane.edition && o.nation === plane.nation).map(([, o]) => o);
    const fits = others.filter((o) => o.vp != null && o.vp <= limit && (year == null || (o.year != null && o.year <= year)));
    if (fits.length) {
      // The choice does not hang on the language: ties go by the English name.
      let best = fits[0];
      for (const o of fits.slice(1)) {
        if (-o.vp < -best.vp || (o.vp === best.vp && byCodePoint(o.name, best.name) < 0)) best = o;
      }
      return say("swap-fly", { best: say.named(best), vp: best.vp });
    }
    const whose = plane.nation ? say("swap-whose", { nation: nation(plane.nation) }) : "";
    const count = others.filter((o) => o.vp == null).length;
    const more = count ? say("swap-unknown", { count }) : "";
    return say("swap-none", { whose, edition: editionName(plane.edition), limit, unknown: more });
  }

  function checkAltitude(plane, altitude) {
    const level = levels.get(altitude);
    if (level === undefined) {
      unknown("altitude", altitude, [...levels.keys()]);
      return;
    }
    // A bomber flies where its card or the mission puts it: the fighters' start rule, and
    // its turbocharger exception, are not its own (setups.py says where the rules say so).
    if (plane.fighter_card === false) return;
    if (level.start || (level.start_turbo && plane.turbocharger)) return;
    const name = say.named(plane);
    if (level.start_turbo && plane.turbocharger == null) {
      warn("turbocharger-unknown", say("turbocharger-unknown", { name, level: say.named(level) }));
      return;
    }
    const allowed = data.altitudes.filter((lv) => lv.start).map((lv) => say.named(lv)).join(", ");
    const turbo = level.start_turbo ? say("altitude-turbo") : "";
    error("altitude", say("altitude", { name, level: say.named(level), allowed, turbo }));
  }

  // `what` is the key of what such a code is called.
  function checkCodes(codes, known, what) {
    const listed = [...known].sort(byCodePoint).join(", ");
    for (const code of codes) {
      if (!known.has(code)) error("pilot-code", say("pilot-code", { code: clip(code), what: say(what), known: listed }));
    }
  }

  function checkPilot(plane, pilot, crew) {
    const who = say(crew ? "who-crew" : "who-pilot");
    const name = say.named(plane);
    const codes = pilot.codes ?? [];
    if (edition === "aces-high") {
      if (crew) {
        error("pilot-code", say("crew-aces-high"));
        return;
      }
      checkCodes(codes, pilotCodes, "code-experienced");
      if (pilot.nation != null && plane.nation && pilot.nation !== plane.nation) {
        error("pilot-nation", say("pilot-nation-aces-high", { nation: nation(pilot.nation), name, plane_nation: nation(plane.nation) }));
      }
      return;
    }
    checkCodes(codes, crew ? crewSkills : skills, crew ? "code-crew-skill" : "code-pilot-skill");
    const role = { name, role: say(`role-${plane.role}`) };
    if (crew && plane.role !== HEAVY) error("pilot-code", say("crew-not-heavy", role));
    if (!crew && NO_PILOT.includes(plane.role)) error("pilot-code", say("pilot-not-leader", role));
    if (pilot.nation != null && plane.nation != null && pilot.nation !== plane.nation) {
      error("pilot-nation", say("pilot-nation", { nation: nation(pilot.nation), who, name, plane_nation: nation(plane.nation) }));
    }
    if (!crew && pilot.service != null && plane.service != null && pilot.service !== plane.service) {
      error("pilot-service", say("pilot-service", {
        service_a: say(`service-a-${pilot.service}`), service: say(`service-${pilot.service}`), name, plane_service_a: say(`service-a-${plane.service}`),
      }));
    }
    if (pilot.type != null && pilot.type !== plane.type) {
      error("pilot-type", say("pilot-type", { who, type: clip(typeName(pilot.type)), name, plane_type: plane.type ? typeName(plane.type) : say("type-unknown") }));
    }
  }

  function checkFlight(id, plane, flight) {
    const name = say.named(plane);
    if (plane.edition !== edition) {
      error("edition", say("edition", { name, plane_edition: editionName(plane.edition), edition: editionName(edition) }));
    }
    if (year != null) {
      if (plane.year == null) {
        warn("year-unknown", say("year-unknown", { year, name }));
        notChecked("year-unknown", say("unchecked-year", { year, name }), "aircraft", id, "year");
      } else if (plane.year > year) {
        error("year", say("year", { name, plane_year: plane.year, year }));
      }
    }
    const vp = plane.vp;
    const pilotVp = flight.pilot?.vp ?? null;
    if (limit != null) {
      if (vp == null) {
        warn("vp-unknown", say("vp-unknown", { limit, name }));
        notChecked("vp-unknown", say("unchecked-vp", { limit, name }), "aircraft", id, "vp");
      } else if (vp > limit) {
        error("vp-limit", say("vp-limit", { name, vp, limit, swap: swap(id, plane) }));
      }
    }
    if (flight.altitude != null) checkAltitude(plane, flight.altitude);
    if (flight.pilot != null) checkPilot(plane, flight.pilot, false);
    if (flight.crew != null) checkPilot(plane, flight.crew, true);
    return vp == null ? null : vp + (pilotVp ?? 0);
  }

  function performanceBonus(pilot) {
    if (pilot == null) return 0;
    const codes = pilot.codes ?? [];
    if (edition === "zero") return codes.includes("P") ? 1 : 0;
    return codes.reduce((sum, code) => sum + ((lookup(codeChanges, code) ?? {}).performance ?? 0), 0);
  }

  function describe(id, plane, flight) {
    const level = flight.altitude == null ? undefined : levels.get(flight.altitude);
    const bonus = setup.altitude_bonus ? (level?.opening_bonus ?? 0) : 0;
    const extra = performanceBonus(flight.pilot);
    const count = flight.count ?? 1;
    const performance = plane.front?.performance ?? null;
    return {
      aircraft: id,
      name: say.named(plane),
      count,
      vp: plane.vp,
      performance,
      pilot_bonus: extra,
      altitude_bonus: bonus,
      opening_hand: performance == null ? null : performance + extra + bonus,
      bomber: plane.fighter_card === false, // no hand: it draws only when attacked
    };
  }

  function alliancesOf(nations, side) {
    const found = Object.entries(data.alliances).filter(([, a]) => a.nations.some((n) => nations.has(n))).map(([id]) => id);
    if (historical && found.length > 1) {
      const names = say.both([...found].sort(byCodePoint).map((id) => say.named(data.alliances[id])));
      error("alliance", say("alliance-mixed", { side: side + 1, alliances: names }));
    }
    return found;
  }

  const sideVp = [];
  const report = [];
  const alliances = [];
  (setup.sides ?? []).forEach((side, s) => {
    let total = 0;
    const lines = [];
    const nations = new Set();
    for (const flight of side.aircraft ?? []) {
      const plane = lookup(data.aircraft, flight.aircraft);
      if (plane === undefined) {
        unknown("aircraft", flight.aircraft, Object.keys(data.aircraft));
        continue;
      }
      const count = flight.count ?? 1;
      aircraftCount += count;
      if (plane.nation) nations.add(plane.nation);
      const vp = checkFlight(flight.aircraft, plane, flight);
      total = total == null || vp == null ? null : total + vp * count;
      lines.push(describe(flight.aircraft, plane, flight));
    }
    sideVp.push(total);
    alliances.push(alliancesOf(nations, s));
    report.push({ name: side.name || say("side-unnamed", { number: s + 1 }), vp: total, aircraft: lines });
  });

  if (historical) {
    const seen = new Map();
    alliances.forEach((found, side) => {
      if (found.length !== 1) return;
      const [alliance] = found;
      if (seen.has(alliance)) {
        error("alliance", say("alliance-same", { first: seen.get(alliance) + 1, second: side + 1, alliance: say.named(data.alliances[alliance]) }));
      } else {
        seen.set(alliance, side);
      }
    });
  }

  const known = sideVp.filter((vp) => vp != null);
  const allKnown = known.length === sideVp.length;
  const starts = allKnown && sideVp.length > 1 ? headStart(known) : null;
  report.forEach((side, s) => { side.head_start = starts ? starts[s] : null; });
  return {
    file: "",
    valid: errors.length === 0,
    hand_size: null,
    aircraft: aircraftCount,
    points: known.length ? known.reduce((sum, vp) => sum + vp, 0) : null,
    points_known: allKnown,
    required: { vp_limit: limit, year },
    ...finish({ errors, warnings, unchecked, unknowns }, {}, say),
    details: { edition, sides: report },
  };
}
