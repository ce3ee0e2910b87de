// The force file `sortie validate` reads, written and read in the browser, and the
// permalink. Export writes plain block YAML; import reads JSON or the strict subset of YAML
// the builders share (yamlsubset.mjs: block and flow mappings and lists, plain or quoted
// scalars), and says so when a file uses YAML beyond it rather than guessing. Everything read is checked into the force shape
// before the builder sees it; ids the content does not know are kept, so the check can
// report them as `sortie validate` does.

import * as shape from "../../js/fileshape.mjs";
import { array, fail, id, isInt, isObject, whole } from "../../js/fileshape.mjs";
import { jsonPart, linkOf, readJsonPart, readLink } from "../../js/sharelink.mjs";
import { parseFile } from "../../js/yamlsubset.mjs";
import { t } from "../../js/words.mjs";

const MAX_NAME = 80;
const MAX_LIST = 60;
const MAX_LINK = 8000;
const MAX_FILE = 200000;


// ---- YAML out ------------------------------------------------------------------------
const quote = (text) => JSON.stringify(text); // a JSON string is a valid YAML scalar

/** The force file text for a force. */
export function toYaml(force) {
  const out = ["game: fis"];
  if (force.name) out.push(`name: ${quote(force.name)}`);
  if (force.points_limit != null) out.push(`points_limit: ${force.points_limit}`);
  out.push(force.sides.length ? "sides:" : "sides: []");
  for (const side of force.sides) {
    const s = [];
    if (side.name) s.push(`name: ${quote(side.name)}`);
    if (side.points_limit != null) s.push(`points_limit: ${side.points_limit}`);
    s.push(side.players.length ? "players:" : "players: []");
    out.push(`  - ${s[0]}`, ...s.slice(1).map((x) => `    ${x}`));
    for (const player of side.players) {
      const p = [];
      if (player.name) p.push(`name: ${quote(player.name)}`);
      p.push(player.formations.length ? "formations:" : "formations: []");
      out.push(`      - ${p[0]}`, ...p.slice(1).map((x) => `        ${x}`));
      for (const formation of player.formations) {
        const f = [];
        if (formation.name) f.push(`name: ${quote(formation.name)}`);
        f.push(formation.aircraft.length ? "aircraft:" : "aircraft: []");
        out.push(`          - ${f[0]}`, ...f.slice(1).map((x) => `            ${x}`));
        for (const line of formation.aircraft) {
          const l = [`aircraft: ${line.aircraft}`];
          if (line.count !== 1) l.push(`count: ${line.count}`);
          if (line.leader) l.push(`leader: ${line.leader}`);
          if (line.wingman) l.push("wingman: true");
          if (line.pilot) l.push(`pilot: ${quote(line.pilot)}`);
          out.push(`              - ${l[0]}`, ...l.slice(1).map((x) => `                ${x}`));
        }
      }
    }
  }
  return `${out.join("\n")}\n`;
}

// ---- YAML in (a strict subset) -------------------------------------------------------
/** Parse a force file: JSON, or YAML (the subset yamlsubset.mjs reads). */
export function parseForceFile(text) {
  return parseFile(text, MAX_FILE);
}

// ---- shape check ---------------------------------------------------------------------
const text = (value, what) => shape.text(value, what, MAX_NAME);
const limit = (value, what) => whole(value, what, 0, 99999);

/**
 * Check a parsed force file into the builder's force, strictly, as `sortie validate`
 * checks its shape; throws a FileShapeError naming what is wrong. `requireGame` is false
 * for a permalink, which leaves out `game: fis`.
 */
export function forceFromObject(raw, requireGame = true) {
  if (!isObject(raw)) fail(t("not a force file: expected a mapping with game and sides"));
  if (requireGame && raw.game !== "fis") fail(t("game must be fis, got {got}", { got: JSON.stringify(raw.game ?? null) }));
  const force = { name: text(raw.name, "name"), points_limit: limit(raw.points_limit, "points_limit"), sides: [] };
  array(raw.sides, "sides", 1, 6).forEach((side, s) => {
    const at = t("side {number}", { number: s + 1 });
    if (!isObject(side)) fail(t("{what} must be a mapping", { what: at }));
    const outSide = { name: text(side.name, `${at} name`), points_limit: limit(side.points_limit, `${at} points_limit`), players: [] };
    array(side.players, `${at} players`, 1, 10).forEach((player, p) => {
      const pAt = t("{where}, player {number}", { where: at, number: p + 1 });
      if (!isObject(player)) fail(t("{what} must be a mapping", { what: pAt }));
      const outPlayer = { name: text(player.name, `${pAt} name`), formations: [] };
      array(player.formations, `${pAt} formations`, 0, MAX_LIST).forEach((formation, f) => {
        const fAt = t("{where}, formation {number}", { where: pAt, number: f + 1 });
        if (!isObject(formation)) fail(t("{what} must be a mapping", { what: fAt }));
        const outFormation = { name: text(formation.name, `${fAt} name`), aircraft: [] };
        array(formation.aircraft, `${fAt} aircraft`, 0, MAX_LIST).forEach((line, l) => {
          const lAt = t("{where}, line {number}", { where: fAt, number: l + 1 });
          if (!isObject(line)) fail(t("{what} must be a mapping", { what: lAt }));
          const count = line.count ?? 1;
          if (!isInt(count, 1, 99)) fail(t("{where}: count must be a whole number from 1 to 99", { where: lAt }));
          const leader = line.leader == null ? null : id(line.leader, `${lAt}: leader`);
          const wingman = line.wingman ?? false;
          if (typeof wingman !== "boolean") fail(t("{where}: wingman must be true or false", { where: lAt }));
          if (leader && wingman) fail(t("{where}: a pilot is a leader or a wingman, not both", { where: lAt }));
          if (leader && count !== 1) fail(t("{where}: a leader flies one aircraft: leave out count", { where: lAt }));
          outFormation.aircraft.push({ aircraft: id(line.aircraft, `${lAt}: aircraft`), count, leader, wingman, pilot: text(line.pilot, `${lAt}: pilot`) });
        });
        outPlayer.formations.push(outFormation);
      });
      outSide.players.push(outPlayer);
    });
    force.sides.push(outSide);
  });
  return force;
}

// ---- permalink -----------------------------------------------------------------------
/** The fragment (without "#") for a force: link version, data version, the force. */
export const encode = (force, contentVersion) => linkOf(contentVersion, { f: jsonPart(force) });

/** Read a fragment; returns {force, contentVersion} or throws with what is wrong. */
export function decode(fragment) {
  const { params, contentVersion } = readLink(fragment, MAX_LINK);
  const parsed = readJsonPart(params.get("f"), t("the link's force cannot be read"));
  return { force: forceFromObject(parsed, false), contentVersion };
}
