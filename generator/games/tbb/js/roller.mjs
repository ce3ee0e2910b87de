// The table roller page: pick a table, tick the modifiers that apply, roll (or type the
// dice you rolled), read the row. Every value goes in as text (dom.mjs), never as HTML.
import { drawFromData, fill, h } from '../../js/dom.mjs';
import { roll, rollDice, RollError } from './roll.mjs';
import { language, said, t, tn } from '../../js/words.mjs';

/** What a roll that cannot be read says on the page (the CLI's words, without its hints). */
const PROBLEMS = {
  dice: (values) => tn('The dice {dice} do not fit this table: it rolls one die of 1 to {sides}.',
    'The dice {dice} do not fit this table: it rolls {count} dice of 1 to {sides}.', values.count, values),
  gap: (values) => t('{name}: no row covers {value} (a gap in the table)', values),
};

const root = document.getElementById('sortie-roller');

function signed(value) {
  return value > 0 ? `+${value}` : `${value}`.replace('-', '−');
}

// The data's texts in the page's language (roll.browser_tables writes each beside its
// English); the results stay the English keys roll.mjs answers with.
/** A result as the page's language names it, where the data does. */
const resultName = (table, result) => table[`results_${language}`]?.[result] || result;
/** What a result means, in the page's language where the data says it. */
const effectOf = (table, result) => table[`outcomes_${language}`]?.[result] || table.outcomes[result];

// The form, set up for the first table, is in the page (rollerhtml.py writes it at build
// time with the same markup as setUp below): this script takes it over.
function start(tables) {
  const rollable = tables.filter((x) => x.rollable);
  const byId = (id) => document.getElementById(id);
  const form = byId('roller-form');
  form.addEventListener('submit', (event) => event.preventDefault());
  const select = byId('roller-table');
  const summary = byId('roller-summary');
  const columnBox = byId('roller-columns');
  const modsBox = byId('roller-modifiers');
  const diceBox = byId('roller-dice-box');
  const rollButton = byId('roller-roll');
  const readButton = byId('roller-read');
  const output = byId('roller-result');
  const tableBox = byId('roller-table-view');

  let table = null;

  function current() {
    return rollable.find((x) => x.id === select.value);
  }

  function showTable(hitLabel = null) {
    const view = h('table', { class: 'roller-rows' });
    const head = h('tr');
    head.append(h('th', {}, table.dice ? `${table.dice}d${table.sides}` : t('Column')));
    for (const c of table.columns) head.append(h('th', {}, said(c, 'name')));
    view.append(h('thead'));
    view.firstChild.append(head);
    const body = h('tbody');
    for (const r of table.rows) {
      const tr = h('tr', r.label === hitLabel ? { class: 'hit' } : {});
      tr.append(h('td', {}, said(r, 'label')));
      for (const result of r.results) tr.append(h('td', {}, resultName(table, result)));
      body.append(tr);
    }
    view.append(body);
    tableBox.replaceChildren(view);
  }

  function setUp() {
    table = current();
    fill(summary, said(table, 'summary'));
    columnBox.replaceChildren();
    if (table.columns.length > 1) {
      columnBox.append(h('label', { for: 'roller-column' }, t('Column')));
      const columnSelect = h('select', { id: 'roller-column' });
      columnSelect.append(h('option', { value: '' }, t('Every column')));
      for (const c of table.columns) columnSelect.append(h('option', { value: c.id }, said(c, 'name')));
      columnBox.append(columnSelect);
    }
    modsBox.replaceChildren();
    modsBox.append(h('label', {}, table.dice ? t('Modifiers') : t('Column shifts')));
    const list = h('ul', { class: 'mods' });
    table.modifiers.forEach((m, i) => {
      const li = h('li');
      const id = `roller-mod-${i}`;
      const input = m.each
        ? h('input', { type: 'number', id, min: '0', max: '20', defaultValue: '0', 'data-value': String(m.value) })
        : h('input', { type: 'checkbox', id, 'data-value': String(m.value), 'data-replaces': m.replaces ? String(m.replaces - 1) : null });
      const when = said(m, 'when');
      const text = h('label', { for: id }, m.each ? t('{value} each — {when}', { value: signed(m.value), when }) : `${signed(m.value)} — ${when}`);
      if (m.restriction) text.append(' ', h('span', { class: 'restriction' }, `(${said(m, 'restriction')})`));
      li.append(input, text);
      list.append(li);
    });
    const li = h('li');
    li.append(
      h('input', { type: 'number', id: 'roller-extra', min: '-20', max: '20', defaultValue: '0' }),
      h('label', { for: 'roller-extra' }, t('Other modifier')),
    );
    list.append(li);
    modsBox.append(list);
    exclusive();
    diceBox.replaceChildren();
    readButton.hidden = !table.dice;
    fill(rollButton, table.dice ? t('Roll') : t('Read'));
    if (table.dice) {
      diceBox.append(h('label', {}, t('Your dice (optional)')));
      const row = h('div', { class: 'dice' });
      for (let i = 1; i <= table.dice; i += 1) {
        row.append(h('input', {
          type: 'number', id: `roller-die-${i}`, min: '1', max: String(table.sides),
          inputmode: 'numeric', 'aria-label': t('Die {number}', { number: i }),
        }));
      }
      diceBox.append(row);
    }
    output.replaceChildren();
    showTable();
    if (window.location.hash !== `#${table.id}`) history.replaceState(null, '', `#${table.id}`);
  }

  /** A modifier that applies instead of one above it (`replaces`) and that one are never
   * ticked together: ticking either unticks the other. */
  function exclusive() {
    table.modifiers.forEach((m, i) => {
      if (!m.replaces) return;
      const [mine, other] = [i, m.replaces - 1].map((k) => document.getElementById(`roller-mod-${k}`));
      for (const [box, twin] of [[mine, other], [other, mine]]) {
        box.addEventListener('change', () => { if (box.checked) twin.checked = false; });
      }
    });
  }

  /** Whether modifier `i` is ticked, and not replaced by a ticked one below it. */
  const replaced = (i) => table.modifiers.some((m, k) => m.replaces === i + 1 && document.getElementById(`roller-mod-${k}`).checked);

  function modifiers() {
    const values = [];
    table.modifiers.forEach((m, i) => {
      const input = document.getElementById(`roller-mod-${i}`);
      const times = m.each ? Math.max(0, Math.min(20, Number(input.value) || 0)) : (input.checked && !replaced(i) ? 1 : 0);
      for (let k = 0; k < times; k += 1) values.push(m.value);
    });
    const extra = Math.trunc(Number(document.getElementById('roller-extra').value) || 0);
    if (extra) values.push(Math.max(-20, Math.min(20, extra)));
    return values;
  }

  /** The name of the column a result was read in: the one picked, or the only one. */
  function columnRead(column) {
    const read = table.columns.find((c) => c.id === column) ?? (table.columns.length === 1 ? table.columns[0] : null);
    return read ? said(read, 'name') : null;
  }

  function show(dice) {
    const columnSelect = document.getElementById('roller-column');
    const column = columnSelect && columnSelect.value ? columnSelect.value : null;
    output.replaceChildren();
    let answer;
    try {
      answer = roll(table, dice, modifiers(), column);
    } catch (error) {
      if (!(error instanceof RollError)) throw error;
      const said = PROBLEMS[error.kind];
      output.append(h('p', { class: 'error' }, said ? said(error.values) : error.message.replace(/ \(expected.*| e\.g\..*/, '')));
      return;
    }
    const box = h('div', { class: 'outcome' });
    if (answer.dice.length) box.append(h('div', { id: 'roller-dice' }, t('Dice: {dice}', { dice: answer.dice.join(' + ') })));
    box.append(h('div', { id: 'roller-mods' }, answer.modifiers.length ? t('Modifiers: {modifiers}', { modifiers: answer.modifiers.map(signed).join(' ') }) : t('Modifiers: none')));
    box.append(h('div', { id: 'roller-total' }, answer.clamped ? t('Total: {total} (past the end of the table: end row read)', { total: answer.total }) : t('Total: {total}', { total: answer.total })));
    const row = table.rows.find((r) => r.label === answer.row);
    box.append(h('div', { id: 'roller-row' }, t('Row: {row}', { row: said(row, 'label') })));
    if (typeof answer.result === 'string') {
      // A bare figure says what it counts ("VP the attack scores: 5"), as the table's
      // label or the column read does, where no effect below explains it.
      const shown = resultName(table, answer.result);
      const label = said(table, 'results_are') || (effectOf(table, answer.result) ? null : columnRead(column));
      box.append(h('div', { class: 'big', id: 'roller-answer' }, label ? t('{label}: {result}', { label, result: shown }) : shown));
      const effect = effectOf(table, answer.result);
      if (effect) box.append(h('div', { id: 'roller-effect' }, effect));
      const then = table.then[answer.result];
      const follow = rollable.find((x) => x.id === then);
      if (follow) {
        const button = h('button', { id: 'roller-then', type: 'button' }, t('Go to {table}', { table: said(follow, 'name') }));
        button.addEventListener('click', () => {
          select.value = follow.id;
          setUp();
          const next = document.getElementById('roller-column');
          if (next && column && follow.columns.some((c) => c.id === column)) next.value = column;
        });
        box.append(h('div', { class: 'buttons' }));
        box.lastChild.append(button);
      }
    } else {
      const list = h('ul', { id: 'roller-answer' });
      for (const c of table.columns) list.append(h('li', {}, t('{column}: {result}', { column: said(c, 'name'), result: resultName(table, answer.result[c.id]) })));
      box.append(list);
    }
    output.append(box);
    showTable(answer.row);
  }

  rollButton.addEventListener('click', () => {
    const dice = table.dice ? rollDice(table) : [];
    dice.forEach((face, i) => { document.getElementById(`roller-die-${i + 1}`).value = String(face); });
    show(dice);
  });
  readButton.addEventListener('click', () => {
    const dice = [];
    for (let i = 1; i <= table.dice; i += 1) {
      dice.push(Number(document.getElementById(`roller-die-${i}`).value));
    }
    show(dice);
  });
  select.addEventListener('change', setUp);
  const wanted = window.location.hash.slice(1);
  if (rollable.some((x) => x.id === wanted)) select.value = wanted;
  setUp();
}

if (root && document.getElementById('roller-form')) {
  drawFromData(root, (_, data) => start(data), (error) => {
    fill(root, t('The table data could not be loaded ({why}).', { why: error.message }));
  });
}
