// What the calculators share besides the elements they build (dom.mjs): reading a number
// field.

// A whole number from an input, clamped to its bounds; empty or garbage reads as 0.
export function readInt(input) {
  const value = Number.parseInt(input.value, 10);
  if (!Number.isFinite(value)) return 0;
  const min = Number(input.min || 0);
  const max = Number(input.max || 999);
  return Math.min(max, Math.max(min, value));
}

