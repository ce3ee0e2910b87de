// Down In Flames's Your cards (CARD_VALUES of the set-up builder) takes every value the
// aircraft card prints, each in the schema's range the data carries (issue 41): a fighter's
// Bursts on either side, its airframe, its notes; a bomber's card prints no Bursts. Hand-made
// data; the ranges are those Python writes from the schema (0 to 99 for a rating).
import assert from "node:assert/strict";
import { test } from "node:test";
import { CARD_VALUES } from "../../generator/games/dif/js/setup-builder.mjs";
import { cardsToTranscribe } from "../../generator/games/js/transcribe.mjs";
import { problemOf, typedProblem } from "../../generator/games/js/yourcards.mjs";

const ratings = { speed: null, performance: null, horsepower_pre: null, horsepower_post: null, bursts: null, firepower: null, gunner: null, bombs: null, bomb_rating: null, saturation: null, turret_defence: null, turret_support: null, offence: null, defence: null };
const plane = (more) => ({ year: null, vp: null, front: { ...ratings }, damaged: { ...ratings }, airframe_flip: null, airframe_total: null, agile: null, barrage: null, turbocharger: null, performance_at_most: null, ...more });
const data = {
  game: "dif",
  ranges: { aircraft: { "front.bursts": [0, 99], "damaged.bursts": [0, 99], airframe_flip: [1, 99], "front.turret_defence": [0, 99] } },
  aircraft: {
    hurricane: plane({ name: "Hurricane", edition: "aces-high", role: "fighter", fighter_card: true }),
    b17: plane({ name: "B-17", edition: "aces-high", role: "bomber", fighter_card: false }),
    zero: plane({ name: "Zero", edition: "zero", role: "fighter", fighter_card: true }),
  },
};

test("a fighter's bursts are taken in their range and refused out of it", () => {
  for (const field of ["front.bursts", "damaged.bursts"]) {
    assert.equal(problemOf(CARD_VALUES, data, "aircraft", "hurricane", field, 3), null);
    assert.equal(problemOf(CARD_VALUES, data, "aircraft", "hurricane", field, 0), null);
    assert.equal(problemOf(CARD_VALUES, data, "aircraft", "hurricane", field, 99), null);
    assert.match(problemOf(CARD_VALUES, data, "aircraft", "hurricane", field, 100), /expected a whole number from 0 to 99/);
    assert.match(problemOf(CARD_VALUES, data, "aircraft", "hurricane", field, -1), /expected a whole number from 0 to 99/);
    assert.deepEqual(typedProblem(CARD_VALUES, data, "aircraft", "hurricane", field, 100), { text: "Enter a whole number from 0 to 99." });
  }
  assert.match(problemOf(CARD_VALUES, data, "aircraft", "hurricane", "front.bursts", 100), /^Bursts: /);
  assert.match(problemOf(CARD_VALUES, data, "aircraft", "hurricane", "damaged.bursts", 100), /^Bursts \(Damaged\): /);
  // The airframe takes no 0 (a card that flips with no hit); a note is a yes or a no.
  assert.match(problemOf(CARD_VALUES, data, "aircraft", "hurricane", "airframe_flip", 0), /from 1 to 99/);
  assert.equal(problemOf(CARD_VALUES, data, "aircraft", "hurricane", "agile", true), null);
  assert.match(problemOf(CARD_VALUES, data, "aircraft", "hurricane", "agile", 1), /expected yes or no/);
});

test("a bomber's card prints no bursts and no notes: refused, never asked", () => {
  assert.match(problemOf(CARD_VALUES, data, "aircraft", "b17", "front.bursts", 3), /does not print it/);
  assert.match(problemOf(CARD_VALUES, data, "aircraft", "b17", "agile", true), /does not print it/);
  assert.equal(problemOf(CARD_VALUES, data, "aircraft", "b17", "front.turret_defence", 2), null);
  const [b17] = cardsToTranscribe(CARD_VALUES, data, { aircraft: { b17: 1 } });
  // Hand-read from templates/cards/dif/aircraft.html.j2: an Aces High bomber's rows.
  assert.deepEqual(b17.fields.map((f) => f.field).sort(), [
    "airframe_flip", "airframe_total", "damaged.bombs", "damaged.speed", "damaged.turret_defence", "damaged.turret_support",
    "front.bombs", "front.speed", "front.turret_defence", "front.turret_support", "vp", "year",
  ]);
});

test("every field has a link code of its own, the old ones kept", () => {
  const fields = CARD_VALUES.tables.aircraft.fields;
  const codes = Object.values(fields).map((f) => f.code);
  assert.equal(new Set(codes).size, codes.length);
  assert.deepEqual([fields.year.code, fields.vp.code, fields["front.performance"].code, fields.turbocharger.code], ["y", "v", "f", "t"]);
  // A ZERO! fighter: wingman ratings, no Agile or Barrage note (only Aces High prints them).
  const [zero] = cardsToTranscribe(CARD_VALUES, data, { aircraft: { zero: 1 } });
  const asked = zero.fields.map((f) => f.field);
  assert.ok(asked.includes("front.offence") && asked.includes("damaged.defence"));
  assert.ok(!asked.includes("agile") && !asked.includes("front.gunner"));
});
