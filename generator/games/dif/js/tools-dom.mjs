// Small DOM helpers: every text goes in through textContent, never parsed as HTML.

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "text") node.textContent = String(value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined) continue;
    node.append(typeof child === "string" ? document.createTextNode(child) : child);
  }
  return node;
}

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

