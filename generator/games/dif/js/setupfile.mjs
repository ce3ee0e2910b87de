// The Down In Flames set-up file `sortie validate` reads, written and read in the browser,
// and the share link. Export writes plain block YAML; import reads JSON or the strict YAML
// subset of yamlsubset.mjs. Everything read is checked into the set-up shape (the bounds of
// SetupFile in generator/games/dif/setups.py) before the builder sees it, and a key the file
// format does not have is refused by name; ids the data does not know are kept, so the
// check reports them as `sortie validate` does.
import * as shape from "./fileshape.mjs";
import { array, fail, isObject, whole } from "./fileshape.mjs";
import { fromBase64Url, toBase64Url } from "./link64.mjs";
import { parseFile } from "./yamlsubset.mjs";
import { t } from "./words.mjs";

export const VERSION = "1";
const MAX_NAME = 200;
const MAX_CODE = 200;
const MAX_ID = 80;
const MAX_LINK = 12000;
const MAX_FILE = 200000;
export const LIMITS = { sides: 6, flights: 48, count: 24, codes: 16, vp: 999, yearLow: 1900, yearHigh: 1950 };
export const SERVICES = ["army", "navy"];


// ---- YAML out ------------------------------------------------------------------------
const quote = (text) => JSON.stringify(text); // a JSON string is a valid YAML scalar
// An id that YAML would read as a number, a boolean or null is quoted.
const idText = (id) => (/^(?:[0-9].*|true|false|null|yes|no|on|off|y|n)$/i.test(id) ? quote(id) : id);

function pilotLines(pilot, indent) {
  const out = [];
  if (pilot.name) out.push(`name: ${quote(pilot.name)}`);
  out.push(`codes: [${pilot.codes.map(quote).join(", ")}]`);
  if (pilot.vp != null) out.push(`vp: ${pilot.vp}`);
  if (pilot.nation) out.push(`nation: ${idText(pilot.nation)}`);
  if (pilot.service) out.push(`service: ${pilot.service}`);
  if (pilot.type) out.push(`type: ${idText(pilot.type)}`);
  return out.map((line) => `${indent}${line}`);
}

/** The set-up file text for a set-up. */
export function toYaml(setup) {
  const out = ["game: dif", `edition: ${setup.edition}`];
  if (setup.name) out.push(`name: ${quote(setup.name)}`);
  if (setup.vp_limit != null) out.push(`vp_limit: ${setup.vp_limit}`);
  if (setup.year != null) out.push(`year: ${setup.year}`);
  if (setup.historical) out.push("historical: true");
  if (setup.altitude_bonus) out.push("altitude_bonus: true");
  out.push("sides:");
  for (const side of setup.sides) {
    const first = side.name ? [`  - name: ${quote(side.name)}`, "    aircraft:"] : ["  - aircraft:"];
    out.push(...first);
    for (const flight of side.aircraft) {
      out.push(`      - aircraft: ${idText(flight.aircraft)}`);
      if (flight.count !== 1) out.push(`        count: ${flight.count}`);
      if (flight.altitude) out.push(`        altitude: ${idText(flight.altitude)}`);
      for (const role of ["pilot", "crew"]) {
        if (flight[role]) out.push(`        ${role}:`, ...pilotLines(flight[role], "          "));
      }
    }
  }
  return `${out.join("\n")}\n`;
}

/** Parse a set-up file: JSON, or YAML (the subset yamlsubset.mjs reads). */
export function parseSetupFile(text) {
  return parseFile(text, MAX_FILE);
}

// ---- shape check ---------------------------------------------------------------------

function keys(raw, allowed, what) {
  const extra = Object.keys(raw).filter((key) => !allowed.includes(key));
  if (extra.length) fail(t("{what}: {key} is not a key of a set-up file here (known: {known})", { what, key: JSON.stringify(extra[0]).slice(0, 60), known: allowed.join(", ") }));
}



const text = (value, what, most = MAX_NAME) => shape.text(value, what, most);
const id = (value, what, optional = false) => shape.id(value, what, optional, MAX_ID);

function flag(value, what) {
  if (value == null) return false;
  if (typeof value !== "boolean") fail(t("{what} must be true or false", { what }));
  return value;
}



function pilot(raw, what) {
  if (raw == null) return null;
  if (!isObject(raw)) fail(t("{what} must be a mapping", { what }));
  keys(raw, ["name", "codes", "vp", "nation", "service", "type"], what);
  const codes = array(raw.codes ?? [], `${what} codes`, 0, LIMITS.codes).map((code, c) => {
    if (typeof code !== "string" || !code) fail(t("{what} must be a text", { what: `${what} code ${c + 1}` }));
    return text(code, `${what} code ${c + 1}`, MAX_CODE);
  });
  const service = raw.service ?? null;
  if (service !== null && !SERVICES.includes(service)) fail(t("{what} service must be army or navy", { what }));
  return {
    name: text(raw.name, `${what} name`),
    codes,
    vp: whole(raw.vp, `${what} vp`, 0, LIMITS.vp),
    nation: id(raw.nation, `${what} nation`, true),
    service,
    type: id(raw.type, `${what} type`, true),
  };
}

/**
 * Check a parsed set-up file into the builder's set-up, strictly, as `sortie validate`
 * checks its shape; throws a FileShapeError naming what is wrong. `editions` are the ids
 * the data knows; `requireGame` is false for a share link, which leaves out `game: dif`.
 */
export function setupFromObject(raw, editions, requireGame = true) {
  if (!isObject(raw)) fail(t("not a set-up file: expected a mapping with game, edition and sides"));
  if (requireGame && raw.game !== "dif") fail(t("game must be dif, got {got}", { got: JSON.stringify(raw.game ?? null).slice(0, 60) }));
  keys(raw, ["game", "edition", "name", "vp_limit", "year", "historical", "altitude_bonus", "sides"], t("the set-up"));
  if (!editions.includes(raw.edition)) fail(t("edition must be one of {editions}", { editions: editions.join(", ") }));
  const setup = {
    name: text(raw.name, "name"),
    edition: raw.edition,
    vp_limit: whole(raw.vp_limit, "vp_limit", 0, LIMITS.vp),
    year: whole(raw.year, "year", LIMITS.yearLow, LIMITS.yearHigh),
    historical: flag(raw.historical, "historical"),
    altitude_bonus: flag(raw.altitude_bonus, "altitude_bonus"),
    sides: [],
  };
  array(raw.sides, "sides", 1, LIMITS.sides).forEach((side, s) => {
    const at = t("side {number}", { number: s + 1 });
    if (!isObject(side)) fail(t("{what} must be a mapping", { what: at }));
    keys(side, ["name", "aircraft"], at);
    const out = { name: text(side.name, `${at} name`), aircraft: [] };
    array(side.aircraft, `${at} aircraft`, 1, LIMITS.flights).forEach((flight, f) => {
      const fAt = t("{where}, aircraft {number}", { where: at, number: f + 1 });
      if (!isObject(flight)) fail(t("{what} must be a mapping", { what: fAt }));
      keys(flight, ["aircraft", "count", "altitude", "pilot", "crew"], fAt);
      out.aircraft.push({
        aircraft: id(flight.aircraft, `${fAt}: aircraft`),
        count: whole(flight.count ?? 1, `${fAt}: count`, 1, LIMITS.count),
        altitude: id(flight.altitude, `${fAt}: altitude`, true),
        pilot: pilot(flight.pilot, `${fAt}: pilot`),
        crew: pilot(flight.crew, `${fAt}: crew`),
      });
    });
    setup.sides.push(out);
  });
  return setup;
}

// ---- share link ----------------------------------------------------------------------
/** The fragment (without "#") for a set-up: link version, data version, the set-up. */
export function encode(setup, contentVersion) {
  const params = new URLSearchParams();
  params.set("v", VERSION);
  params.set("d", contentVersion);
  params.set("s", toBase64Url(JSON.stringify(setup)));
  return params.toString();
}

/** Read a fragment; returns {setup, contentVersion} or throws with what is wrong. */
export function decode(fragment, editions) {
  const raw = fragment.replace(/^#/, "");
  if (raw.length > MAX_LINK) fail(t("the link is too long"));
  const params = new URLSearchParams(raw);
  if (params.get("v") !== VERSION) fail(t("unknown link version {version}", { version: JSON.stringify(params.get("v")).slice(0, 20) }));
  let parsed;
  try {
    parsed = JSON.parse(fromBase64Url(params.get("s") ?? ""));
  } catch {
    fail(t("the link's set-up cannot be read"));
  }
  return { setup: setupFromObject(parsed, editions, false), contentVersion: params.get("d") ?? "" };
}
