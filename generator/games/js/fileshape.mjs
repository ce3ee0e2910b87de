// A file a player gives (a force or set-up file, a link) checked into the shape a builder
// holds: each helper returns the value or throws a FileShapeError saying which value is
// wrong and what was expected, as `sortie validate` would refuse the file.

import { t } from "./words.mjs";

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export class FileShapeError extends Error {}
export const fail = (message) => {
  throw new FileShapeError(message);
};

export const isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
export const isInt = (v, low, high) => Number.isInteger(v) && v >= low && v <= high;

/** A name or other text (a number is taken as its digits), at most `most` characters. */
export function text(value, what, most) {
  if (value == null) return null;
  if (typeof value !== "string" && typeof value !== "number") fail(t("{what} must be a text", { what }));
  const s = String(value);
  if (s.length > most) fail(t("{what} is longer than {most} characters", { what, most }));
  return s;
}

export function whole(value, what, low, high) {
  if (value == null) return null;
  if (!isInt(value, low, high)) fail(t("{what} must be a whole number from {low} to {high}", { what, low, high }));
  return value;
}

export function array(value, what, low, high) {
  if (!Array.isArray(value)) fail(t("{what} must be a list", { what }));
  if (value.length < low) fail(t("{what} needs at least {low}", { what, low }));
  if (value.length > high) fail(t("{what} has more than {high}", { what, high }));
  return value;
}

export function id(value, what, optional = false, most = Infinity) {
  if (value == null && optional) return null;
  if (typeof value !== "string" || !ID.test(value) || value.length > most) fail(t("{what} must be an id (lowercase words joined by hyphens)", { what }));
  return value;
}
