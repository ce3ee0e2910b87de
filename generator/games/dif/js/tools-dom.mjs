// What the calculators share besides the elements they build (dom.mjs: h): reading a
// number field and loading the page's data.

// A whole number from an input, clamped to its bounds; empty or garbage reads as 0.
export function readInt(input) {
  const value = Number.parseInt(input.value, 10);
  if (!Number.isFinite(value)) return 0;
  const min = Number(input.min || 0);
  const max = Number(input.max || 999);
  return Math.min(max, Math.max(min, value));
}

export async function loadData(container) {
  const response = await fetch(container.dataset.src);
  if (!response.ok) throw new Error(`cannot load ${container.dataset.src}`);
  return response.json();
}

