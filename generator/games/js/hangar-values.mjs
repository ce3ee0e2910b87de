// My hangar's "Transcribe your cards": one form for everything the player owns
// (collection.mjs) listing, card by card, each value a check or a card would use, the
// ones our data gives shown and the others asked (transcribe.mjs lists them), each asked
// one with the input and range of the builders' Your cards (yourcards.mjs judges it). Made
// to be gone through without a mouse: Tab moves from input to input, Enter keeps the value
// and goes on to the next, and leaving a card's value keeps it too. Values are kept where
// the builders read them (storageKey of the builder's site root and the game's data), so
// a builder checks with them at once. The mount element (generator/site/hangar.py) names
// the games with their data and module, as the saved lists do. Text goes in as text only.
import { fill, h } from "./dom.mjs";
import { loadOwned, ownedKey, ownsAny } from "./collection.mjs";
import { own } from "./ownkeys.mjs";
import { NONE, cardsToTranscribe, inputsOf, progressOf, valueFromInputs } from "./transcribe.mjs";
import { loadStored, maxOf, rangeOf, shownValue, storageKey, typedProblem, valueOf, withValue } from "./yourcards.mjs";
import { t, tn } from "./words.mjs";

/** A label as a form line starts it: "Traits", not "traits". */
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** One game's data, spec and kept values, loaded: `{game, name, spec, base, key, yours}`. */
async function loadGame(game, valuesRoot) {
  const [site, module] = await Promise.all([
    fetch(game.data).then((response) => {
      if (!response.ok) throw new Error(t("cannot load {file} ({status})", { file: game.data, status: response.status }));
      return response.json();
    }),
    import(new URL(game.module, location.href)),
  ]);
  const { spec, base } = module.yourValues(site);
  const key = storageKey(valuesRoot, base);
  return { game: game.game, name: game.name, spec, base, key, yours: loadStored(spec, base, valuesRoot) };
}

/** Keep one game's values; false when the browser refuses (full, or blocked). */
function keepYours(game, yours) {
  try {
    // Kept even when empty, as the builders keep it (yourcards.mjs storedText).
    localStorage.setItem(game.key, JSON.stringify(yours));
    return true;
  } catch {
    return false;
  }
}

export function mount(root) {
  const games = JSON.parse(root.dataset.games ?? "[]");
  const valuesRoot = new URL(root.dataset.root ?? "./", location.href).pathname;
  const collectionKey = ownedKey(new URL(root.dataset.site ?? root.dataset.root ?? "./", location.href).pathname);
  const loaded = new Map(); // game id → promise of its loaded game
  const drafts = new Map(); // field key → what its inputs hold, not yet kept
  const errors = new Map(); // field key → why its value was not kept
  const progress = h("p", { class: "hv-progress", role: "status", "aria-live": "polite" });
  const note = h("p", { class: "hv-note", role: "alert", hidden: true });
  const body = h("div", { class: "hv-body" });
  let shown = []; // the games drawn, loaded
  let redrawing = false; // while a value's line is being drawn again
  const intro = h("p", { class: "hv-intro" }, t("For each card you own, the values our sources give are shown and the others are asked: enter them as printed on your card. Tab moves from box to box; Enter keeps a value and goes on to the next. Your values are kept in this browser, and the builders check with them."));
  fill(root, h("h2", {}, t("Transcribe your cards")), intro, progress, note, body);

  const gameOf = (id) => {
    if (!loaded.has(id)) loaded.set(id, loadGame(games.find((g) => g.game === id), valuesRoot));
    return loaded.get(id);
  };

  function sayProgress() {
    let filled = 0;
    let asked = 0;
    for (const game of shown) {
      const done = progressOf(game.cards, game.yours);
      filled += done.filled;
      asked += done.asked;
    }
    fill(progress, asked ? tn("{filled} of {count} value filled", "{filled} of {count} values filled", asked, { filled }) : "");
    progress.hidden = !asked;
  }

  /** What the inputs of a value's line hold now: a list's choices, else the input's text
   * (one the browser cannot read as a number stays unreadable, never empty). */
  function rawOf(shape, item) {
    const boxes = [...item.querySelectorAll("select, input")];
    if (shape.type === "ids") return boxes.map((box) => box.value);
    return boxes[0]?.validity?.badInput ? "?" : boxes[0]?.value ?? "";
  }

  /** Keep what a value's inputs hold (emptied, they forget it): false when it is refused,
   * its reason then shown beside it and what was typed kept in the inputs. */
  function commit(game, card, { field }, key, item) {
    const shape = game.spec.tables[card.table].fields[field];
    const raw = rawOf(shape, item);
    const value = valueFromInputs(shape, raw);
    const problem = value === undefined ? null : typedProblem(game.spec, game.base, card.table, card.id, field, value);
    if (problem) {
      errors.set(key, problem.text);
      drafts.set(key, raw);
      return false;
    }
    errors.delete(key);
    drafts.delete(key);
    if (JSON.stringify(value) === JSON.stringify(valueOf(game.yours, card.table, card.id, field))) return true;
    const next = withValue(game.yours, card.table, card.id, field, value);
    if (!keepYours(game, next)) {
      note.hidden = false;
      fill(note, t("This browser does not let the page keep your values: they last until you close it."));
    }
    game.yours = next;
    return true;
  }

  /** The inputs of one asked value, each keyed `<field key>:<n>`. */
  function inputs(game, card, f, key, described) {
    const shape = game.spec.tables[card.table].fields[f.field];
    const kept = valueOf(game.yours, card.table, card.id, f.field);
    const raw = drafts.get(key) ?? inputsOf(shape, kept);
    const printed = t("printed on your card");
    if (shape.type === "ids") {
      const choices = shape.choices(game.base);
      const most = shape.most ?? choices.length;
      const values = { name: card.name, one: shape.one ?? f.label.replace(/s$/, ""), printed };
      // One list more than those picked, up to the most the card prints: the next one
      // appears as the last is chosen, so Enter goes on to it.
      const picked = raw.filter((c) => c && c !== NONE).length;
      const count = raw[0] === NONE ? 1 : Math.min(most, picked + 1);
      const names = [t("{name}: first {one} {printed}", values), t("{name}: second {one} {printed}", values), t("{name}: third {one} {printed}", values)];
      const empty = [t("— no second {one} —", values), t("— no third {one} —", values)];
      return Array.from({ length: count }, (_, i) => h("select", { key: `${key}:${i}`, "aria-label": names[i] ?? t("{name}: #{number} {one} {printed}", { ...values, number: i + 1 }), ...described },
      i === 0 ? [h("option", { value: "" }, t("— choose —")), h("option", { value: NONE, selected: raw[0] === NONE }, t("— no {one} —", values))]
        : h("option", { value: "" }, empty[i - 1] ?? t("— no other {one} —", values)),
      choices.map((id) => h("option", { value: id, selected: raw[i] === id }, shape.label?.(game.base, id) ?? id))));
    }
    if (shape.type === "bool") {
      const words = { "": t("— choose —"), yes: t("yes"), no: t("no") };
      return [h("select", { key: `${key}:0`, "aria-label": t("{name}: {label} shown on your card?", { name: card.name, label: f.label }), ...described },
        ["", "yes", "no"].map((v) => h("option", { value: v, selected: raw === v }, words[v])))];
    }
    const range = rangeOf(game.spec, game.base, card.table, f.field);
    return [h("input", { type: "number", min: range.min, max: maxOf(shape, own(game.base[card.table], card.id), range), step: 1, inputMode: "numeric", class: "db-input", key: `${key}:0`, value: raw,
      "aria-label": t("{name}: {label} {printed}", { name: card.name, label: f.label, printed }), ...described })];
  }

  /** One value's line: shown when our data gives it, else its inputs. */
  function line(game, card, f) {
    const shape = game.spec.tables[card.table].fields[f.field];
    if (f.known !== undefined) {
      return h("li", { class: "hv-known" }, h("span", { class: "hv-label" }, capital(f.label)), " ", h("span", { class: "hv-value" }, shownValue(shape, game.base, f.known, f.label)));
    }
    const key = `${game.game}:${card.table}:${card.id}:${f.field}`;
    const error = errors.get(key);
    const errorId = `hv-err-${key.replace(/[^a-z0-9-]/gi, "-")}`;
    const described = error ? { "aria-invalid": "true", "aria-describedby": errorId } : {};
    const item = h("li", { class: "hv-asked", "data-field": key },
      h("span", { class: "hv-label" }, capital(f.label)),
      h("span", { class: "hv-inputs" }, inputs(game, card, f, key, described)),
      error ? h("span", { class: "hv-error", id: errorId }, error) : null);
    item.addEventListener("keydown", (e) => {
      if (e.key !== "Enter" || e.isComposing) return;
      e.preventDefault();
      const at = e.target.dataset.key;
      const ok = commit(game, card, f, key, item);
      redraw(game, card, f, item);
      // Kept: on to the input after this one (a list's next choice where one appeared);
      // refused: back to it, its reason beside it.
      const all = [...root.querySelectorAll("[data-key]")];
      const here = all.findIndex((node) => node.dataset.key === at);
      (ok ? all[here + 1] ?? all[here] : all[here])?.focus();
    });
    item.addEventListener("focusout", (e) => {
      // Leaving the value (by Tab, or the mouse) keeps it as Enter does; moving between a
      // list's choices does not, nor does a line drawn again (Enter has kept it).
      if (redrawing || !item.isConnected || item.contains(e.relatedTarget)) return;
      const value = valueFromInputs(shape, rawOf(shape, item));
      if (!errors.has(key) && JSON.stringify(value) === JSON.stringify(valueOf(game.yours, card.table, card.id, f.field))) return;
      commit(game, card, f, key, item);
      redraw(game, card, f, item);
    });
    return item;
  }

  /** Draw one value's line again in place (the rest of the form, and the focus the player
   * is moving to, stay as they are), and the progress. */
  function redraw(game, card, f, item) {
    // Taking the focused input out of the page blurs it: its line's own focusout must not
    // keep and draw it a second time meanwhile.
    redrawing = true;
    try {
      if (item.isConnected) item.replaceWith(line(game, card, f));
    } finally {
      redrawing = false;
    }
    sayProgress();
  }

  function cardPart(game, card) {
    return h("section", { class: "hv-card", "data-card": `${game.game}:${card.table}:${card.id}` },
      h("h4", {}, card.name),
      h("ul", { class: "hv-lines" }, card.fields.map((f) => line(game, card, f))));
  }

  function gamePart(game) {
    const known = game.cards.every((card) => card.fields.every((f) => f.known !== undefined));
    return h("section", { class: "hv-game", "data-game": game.game },
      h("h3", {}, game.name),
      known ? h("p", { class: "hv-all-known" }, t("Our sources give every value of what you own in this game: there is nothing to transcribe.")) : null,
      game.cards.map((card) => cardPart(game, card)));
  }

  async function draw() {
    const { owned } = loadOwned(localStorage, collectionKey);
    const wanted = games.filter((g) => ownsAny(owned, g.game));
    intro.hidden = !wanted.length;
    if (!wanted.length) {
      shown = [];
      sayProgress();
      fill(body, h("p", { class: "hv-empty" }, t("Nothing is marked as owned yet. Mark the aircraft and cards you own in your collection, on an aircraft's page or in a builder: the values their cards print that our sources lack are then asked for here, in one form.")));
      return;
    }
    root.setAttribute("aria-busy", "true");
    const parts = await Promise.all(wanted.map(async (g) => {
      try {
        const game = await gameOf(g.game);
        game.yours = loadStored(game.spec, game.base, valuesRoot);
        game.cards = cardsToTranscribe(game.spec, game.base, own(owned, g.game));
        return game;
      } catch (error) {
        return { game: g.game, name: g.name, failed: error.message };
      }
    }));
    shown = parts.filter((p) => !p.failed);
    fill(body, parts.map((p) => (p.failed
      ? h("section", { class: "hv-game" }, h("h3", {}, p.name), h("p", { class: "hv-error" }, t("Could not be loaded ({why}).", { why: p.failed })))
      : gamePart(p))));
    sayProgress();
    root.removeAttribute("aria-busy");
  }

  // What the player owns or keeps changed in another tab, or in the collection on this
  // page (which says so with this event): draw again, unless they are typing here.
  const again = () => { if (!root.contains(document.activeElement)) draw(); };
  addEventListener("storage", (e) => { if (e.key === collectionKey || shown.some((g) => g.key === e.key)) again(); });
  addEventListener("sortie:owned", again);
  document.addEventListener("sortie:hangar-changed", again); // a hangar file opened here
  return draw();
}

const root = typeof document !== "undefined" ? document.getElementById("sortie-values") : null;
if (root) mount(root).finally(() => root.removeAttribute("aria-busy"));
