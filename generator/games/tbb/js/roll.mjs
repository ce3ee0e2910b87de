// The Burning Blue table roller's rules, the twin of generator/games/tbb/dice.py: the same
// dice check, the same clamp at a closed end of the table, the same row and result. Tables
// come from tables.json, which Python wrote; this module never sees YAML.

/** A roll that cannot be read. The message is the CLI's (dice.py); `kind` and `values` say
 * what went wrong for a page that says it in its own words (roller.mjs). */
export class RollError extends Error {
  constructor(message, kind = null, values = {}) {
    super(message);
    this.kind = kind;
    this.values = values;
  }
}

/** The lowest and highest values the rows name (an open end counts as its other end). */
export function bounds(table) {
  const lows = table.rows.map((r) => (r.low ?? r.high));
  const highs = table.rows.map((r) => (r.high ?? r.low));
  return [Math.min(...lows), Math.max(...highs)];
}

/** The row covering value; past a closed end of the table, the end row. */
export function findRow(table, value) {
  const [low, high] = bounds(table);
  const openLow = table.rows.some((r) => r.low === null);
  const openHigh = table.rows.some((r) => r.high === null);
  const clamped = (value < low && !openLow) || (value > high && !openHigh);
  const v = Math.min(Math.max(value, low), high);
  const row = table.rows.find(
    (r) => (r.low === null || r.low <= v) && (r.high === null || v <= r.high),
  );
  if (!row) throw new RollError(`${table.name}: no row covers ${v} (a gap in the table)`, "gap", { name: table.name, value: v });
  return { row, clamped };
}

/** Dice faces from a random source (crypto in the browser). */
export function rollDice(table, random = defaultRandom) {
  const faces = [];
  for (let i = 0; i < table.dice; i += 1) faces.push(1 + Math.floor(random() * table.sides));
  return faces;
}

function defaultRandom() {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return buffer[0] / 2 ** 32;
}

/** Read a table with these dice (empty for a shift table) and modifiers. */
export function roll(table, dice, modifiers = [], column = null) {
  if (!table.rollable) {
    throw new RollError(
      `tbb/${table.id}: ${table.name} is a reference list or a look-up table, not a table to roll`,
    );
  }
  const columns = table.columns.map((c) => c.id);
  if (column !== null && !columns.includes(column)) {
    throw new RollError(
      `tbb/${table.id}: ${table.name} has no column '${column}' (expected one of ${columns.join(', ')})`,
    );
  }
  let base;
  if (table.dice === 0) {
    if (dice.length) throw new RollError(`tbb/${table.id}: ${table.name} takes no dice, only --mod shifts`);
    base = table.start ?? 0;
  } else {
    const ok = dice.length === table.dice
      && dice.every((f) => Number.isInteger(f) && f >= 1 && f <= table.sides);
    if (!ok) {
      throw new RollError(
        `tbb/${table.id}: the dice ${dice.join(',')} do not fit ${table.name}, which rolls `
        + `${table.dice === 1 ? 'one die' : `${table.dice} dice`} of 1 to ${table.sides} `
        + `(e.g. --dice ${Array(table.dice).fill('3').join(',')})`,
        'dice',
        { id: table.id, dice: dice.join(','), count: table.dice, sides: table.sides },
      );
    }
    base = dice.reduce((a, b) => a + b, 0);
  }
  const total = base + modifiers.reduce((a, b) => a + b, 0);
  const { row, clamped } = findRow(table, total);
  let result;
  if (column !== null) result = row.results[columns.indexOf(column)];
  else if (columns.length === 1) result = row.results[0];
  else result = Object.fromEntries(columns.map((c, i) => [c, row.results[i]]));
  return {
    table: table.id, dice: [...dice], total, modifiers: [...modifiers], row: row.label, result,
    clamped,
  };
}
