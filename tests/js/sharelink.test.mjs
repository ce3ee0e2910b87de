// Share links players already shared still open: one link of each builder, made by the
// builders before their codecs became one (sharelink.mjs) and copied here by hand, read
// back into the list written out by hand, and written again to the same characters.
// Run by tests/test_js_modules.py.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import * as brs from "../../generator/games/brs/js/permalink.mjs";
import * as dif from "../../generator/games/dif/js/setupfile.mjs";
import * as fis from "../../generator/games/fis/js/forcefile.mjs";
import { isListFragment, LinkError, readLink } from "../../generator/games/js/sharelink.mjs";

const data = JSON.parse(readFileSync(process.env.SORTIE_BRS_DATA, "utf8"));

const BRS_LINK =
  "v=1&d=3&n=Duxford%2C+%C3%A9t%C3%A9+1940&f=gathering-of-eagles&p=150&y=1940.mid.luftwaffe&a=bf109e.2.3&e=adolf-galland.5&c=great-dive.2_great-climb.1&o=bf109e.great-dive&t=1";
const BRS_DECK = {
  name: "Duxford, été 1940",
  format: "gathering-of-eagles",
  period: { year: 1940, block: "mid", air_force: "luftwaffe" },
  points_limit: 150,
  force: [{ aircraft: "bf109e", count: 2, skill: 3 }, { ace: "adolf-galland", skill: 5 }],
  deck: { "great-dive": 2, "great-climb": 1 },
  odd: { bf109e: "great-dive" },
  autoTraits: true,
};

const DIF_LINK =
  "v=1&d=7&s=eyJuYW1lIjoiUGxvaWXImXRpIMKrMTk0M8K7IiwiZWRpdGlvbiI6ImFjZXMtaGlnaCIsInZwX2xpbWl0IjozMCwieWVhciI6MTk0MywiaGlzdG9yaWNhbCI6dHJ1ZSwiYWx0aXR1ZGVfYm9udXMiOm51bGwsInNpZGVzIjpbeyJuYW1lIjoiQWxsaWVzIiwiYWlyY3JhZnQiOlt7ImFpcmNyYWZ0IjoiYi0yNGQiLCJjb3VudCI6NCwiYWx0aXR1ZGUiOiJoaWdoIiwicGlsb3QiOm51bGwsImNyZXciOm51bGx9XX1dfQ";
const DIF_SETUP = {
  name: "Ploiești «1943»",
  edition: "aces-high",
  vp_limit: 30,
  year: 1943,
  historical: true,
  altitude_bonus: false, // the link says null: a set-up's flag reads as false
  sides: [{ name: "Allies", aircraft: [{ aircraft: "b-24d", count: 4, altitude: "high", pilot: null, crew: null }] }],
};

const FIS_LINK =
  "v=1&d=2&f=eyJuYW1lIjoiTWFsdGUg4oCUIMO0dMOpIiwicG9pbnRzX2xpbWl0IjoxMDAsInNpZGVzIjpbeyJuYW1lIjoiUkFGIiwicG9pbnRzX2xpbWl0IjpudWxsLCJwbGF5ZXJzIjpbeyJuYW1lIjoiQW5uIiwiZm9ybWF0aW9ucyI6W3sibmFtZSI6bnVsbCwiYWlyY3JhZnQiOlt7ImFpcmNyYWZ0IjoiaHVycmljYW5lLWkiLCJjb3VudCI6MiwibGVhZGVyIjpudWxsLCJ3aW5nbWFuIjpmYWxzZSwicGlsb3QiOm51bGx9XX1dfV19XX0";
const FIS_FORCE = {
  name: "Malte — ôté",
  points_limit: 100,
  sides: [{ name: "RAF", points_limit: null, players: [{ name: "Ann", formations: [{ name: null, aircraft: [{ aircraft: "hurricane-i", count: 2, leader: null, wingman: false, pilot: null }] }] }] }],
};

test("a Blood Red Skies deck link shared before still opens, and is written the same", () => {
  const read = brs.decode(`#${BRS_LINK}`, data);
  assert.deepEqual(read.state, BRS_DECK);
  assert.deepEqual([read.unknown, read.dropped, read.contentVersion], [[], [], "3"]);
  assert.equal(brs.encode(BRS_DECK, "3"), BRS_LINK);
});

test("a Down In Flames set-up link shared before still opens, and is written the same", () => {
  assert.deepEqual(dif.decode(`#${DIF_LINK}`, ["aces-high", "zero"]), { setup: DIF_SETUP, contentVersion: "7" });
  assert.equal(dif.encode({ ...DIF_SETUP, altitude_bonus: null }, "7"), DIF_LINK);
});

test("a Fighters in Sight force link shared before still opens, and is written the same", () => {
  assert.deepEqual(fis.decode(FIS_LINK), { force: FIS_FORCE, contentVersion: "2" });
  assert.equal(fis.encode(FIS_FORCE, "2"), FIS_LINK);
});

test("a link every builder refuses says why, the same way", () => {
  const version = /: unknown link version "2"$/;
  assert.throws(() => brs.decode("v=2&d=3", data), version);
  assert.throws(() => dif.decode("v=2&s=e30", ["aces-high"]), version);
  assert.throws(() => fis.decode("v=2&f=e30"), version);
  // A version is said in at most 20 characters (the quotes included).
  assert.throws(() => readLink(`v=${"9".repeat(40)}`, 100), (e) => e instanceof LinkError && e.message === `unknown link version "${"9".repeat(19)}`);
  assert.throws(() => fis.decode(`v=1&f=${"A".repeat(8000)}`), /: the link is too long$/);
  assert.throws(() => dif.decode("v=1&d=7&s=%%%", ["aces-high"]), /: the link's set-up cannot be read$/);
  assert.throws(() => fis.decode("v=1&d=2&f=_w"), /: the link's force cannot be read$/); // not UTF-8
  assert.equal(isListFragment("#v=1&d=3"), true);
  assert.equal(isListFragment("#deck-builder"), false);
});
