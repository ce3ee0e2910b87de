// The "Your cards" section of a builder page: where a value the force needs is unknown to
// our data, the player enters what their card says. The values are checked as strictly as
// a content file, kept in this browser (per site, game and data version), marked yours,
// exported and imported as a pack, and carried by the share link (yourcards.mjs holds the
// rules; this module only draws them). Text reaches the page as text nodes, never HTML.
import { disclosure, download, fill, h, recordOpen } from "./dom.mjs";
import {
  MAX_PACK, applyYours, countYours, decodeYours, emptyYours, encodeYours, fillable, idOf, leftOutOfLink, loadStored, maxOf, merged, parsePack, problemOf, rangeOf, shownValue,
  storageKey, toPack, typedNameProblem, typedProblem, usedValues, valueOf, withValue, overruled,
} from "./yourcards.mjs";
import { own } from "./ownkeys.mjs";
import { t, tn } from "./words.mjs";

/**
 * The section for one builder. `spec` describes what may be filled in (yourcards.mjs),
 * `base` is the site's data, `siteRoot` the path of the site (of the page's language) its
 * values are kept under, `packRoot` the path of the whole site's root, which ?pack= is
 * read from, `gameName` the game's name in messages, `onChange` re-runs
 * the builder's check. Returns {element, data(), render(state), linkPart(state),
 * fromFragment(fragment), packFromAddress(), focusFirst()}.
 */
export function yourCards({ spec, base, siteRoot, packRoot = siteRoot, gameName, onChange }) {
  const storeKey = storageKey(siteRoot, base);
  const load = () => loadStored(spec, base, siteRoot);
  let stored = load();
  let fromLink = emptyYours(spec);
  let lastState = null;
  const ui = { editing: new Set(), drafts: {}, errors: {}, note: null, focusAfter: null, more: new Set(), undo: null };
  let undoTimer = null;

  const keep = (next) => {
    // Any change of the values kept ends the offer to undo a forgetting (forgetting()).
    clearTimeout(undoTimer);
    ui.undo = null;
    stored = next;
    try {
      // Kept even when empty: removing it would bring back an earlier data version's
      // values (storedText).
      localStorage.setItem(storeKey, JSON.stringify(stored));
      return true;
    } catch {
      return false;
    }
  };
  const all = () => merged(stored, fromLink);
  const shapeOf = (f) => spec.tables[f.table].fields[f.field];
  const valueText = (f, value) => shownValue(shapeOf(f), base, value, f.label);
  // Where a value is printed: on the player's card, or in their rulebook (a table's `from`,
  // the only other place a value comes from).
  const printed = (f) => (spec.tables[f.table].from ? t("printed in your rulebook") : t("printed on your card"));
  const changed = (focus) => {
    ui.focusAfter = focus;
    onChange();
  };

  const element = h("section", { class: "yc-yours", "aria-labelledby": "yc-title" });
  // The control the player is on, by its key; forgotten once they move out of the section
  // (a redraw that detaches it moves the focus to nowhere, not to another element).
  let current = null;
  element.addEventListener("focusin", (e) => { current = e.target.dataset?.key ?? null; });
  element.addEventListener("focusout", (e) => { if (e.relatedTarget && !element.contains(e.relatedTarget)) current = null; });
  const packNote = h("p", { class: "yc-pack-note", role: "status", "aria-live": "polite", id: "yc-pack-note" });
  const packBox = h("textarea", { rows: 4, "aria-label": t("Pack to import"), placeholder: t("Paste a pack (pack: 1 …)"), class: "db-input", key: "pack-text", "aria-describedby": "yc-pack-note" });
  const packPreview = h("div", { class: "yc-pack-preview" });
  const packImport = h("details", { class: "yc-pack-import" }, h("summary", {}, t("Import a pack of card values")),
    h("input", { type: "file", accept: ".yaml,.yml,.json", "aria-label": t("Pack file to open"), "aria-describedby": "yc-pack-note",
      onchange: async (e) => { const file = e.target.files[0]; if (file) preview(file.size > MAX_PACK ? null : await file.text()); e.target.value = ""; } }),
    packBox, h("button", { type: "button", key: "pack-preview", onclick: () => preview(packBox.value) }, t("Preview")),
    packNote, packPreview);

  function save(f, key, raw) {
    const shape = shapeOf(f);
    const number = (text) => (text === "" || text == null ? NaN : Number(text));
    const value = shape.type === "ids" ? raw.filter(Boolean)
      : shape.type === "bool" ? own({ yes: true, no: false }, raw)
        : shape.type === "record" ? { ...Object.fromEntries(Object.keys(shape.parts).map((part) => [part, number(raw[part])])), ...shape.fixed }
          : number(raw);
    const problem = typedProblem(spec, base, f.table, f.id, f.field, value);
    if (problem) {
      ui.errors[key] = problem.text;
      // Back to the input at fault: a record's part, or the first input.
      const first = shape.type === "record" && Object.keys(shape.parts)[0] === problem.part;
      ui.focusAfter = problem.part && !first ? `${key}:${problem.part}` : `${key}:input`;
      render(lastState);
      return;
    }
    delete ui.errors[key];
    ui.editing.delete(key);
    delete ui.drafts[key];
    const kept = keep(withValue(stored, f.table, f.id, f.field, value));
    fromLink = withValue(fromLink, f.table, f.id, f.field, undefined);
    ui.note = kept ? null : t("This browser does not let the page keep your values: they last until you close it.");
    changed(`${key}:change`);
  }

  function editor(f, key) {
    const shape = shapeOf(f);
    const error = ui.errors[key];
    const errorId = `yc-err-${key.replace(/[^a-z0-9-]/g, "-")}`;
    const described = error ? { "aria-invalid": "true", "aria-describedby": errorId } : {};
    let inputs;
    if (shape.type === "ids") {
      const draft = ui.drafts[key] ?? Array(shape.most ?? shape.choices(base).length).fill("");
      ui.drafts[key] = draft;
      const values = { name: f.name, one: shape.one ?? f.label.replace(/s$/, ""), printed: printed(f) };
      const named = [t("{name}: first {one} {printed}", values), t("{name}: second {one} {printed}", values), t("{name}: third {one} {printed}", values)];
      const none = [t("— no {one} —", values), t("— no second {one} —", values), t("— no third {one} —", values)];
      inputs = draft.map((picked, i) => h("select", { key: i ? `${key}:${i}` : `${key}:input`, "aria-label": named[i] ?? t("{name}: #{number} {one} {printed}", { ...values, number: i + 1 }), ...described,
        onchange: (e) => { draft[i] = e.target.value; } },
      h("option", { value: "" }, none[i] ?? t("— no other {one} —", values)),
      shape.choices(base).map((id) => h("option", { value: id, selected: picked === id }, shape.label?.(base, id) ?? id))));
    } else if (shape.type === "bool") {
      const choices = { "": t("— choose —"), yes: t("yes"), no: t("no") };
      inputs = [h("select", { key: `${key}:input`, "aria-label": t("{name}: {label} shown on your card?", { name: f.name, label: f.label }), ...described, onchange: (e) => { ui.drafts[key] = e.target.value; } },
        ["", "yes", "no"].map((v) => h("option", { value: v, selected: (ui.drafts[key] ?? "") === v }, choices[v])))];
    } else if (shape.type === "record") {
      // One labelled number per part, in the order the table is read; Enter in any saves all.
      const draft = ui.drafts[key] ?? {};
      ui.drafts[key] = draft;
      inputs = Object.entries(shape.parts).map(([part, { label }], i) => h("label", { class: "yc-part" }, `${label} `,
        h("input", { type: "number", ...rangeOf(spec, base, f.table, `${f.field}.${part}`), step: 1, inputMode: "numeric", class: "db-input", key: i ? `${key}:${part}` : `${key}:input`, value: draft[part] ?? "",
          "aria-label": t("{name}: {label}", { name: f.name, label }), ...described,
          oninput: (e) => { draft[part] = e.target.value; },
          onkeydown: (e) => { if (e.key === "Enter") { e.preventDefault(); save(f, key, draft); } } })));
    } else {
      const range = rangeOf(spec, base, f.table, f.field);
      inputs = [h("input", { type: "number", min: range.min, max: maxOf(shape, own(base[f.table], f.id), range), step: 1, inputMode: "numeric", class: "db-input", key: `${key}:input`, value: ui.drafts[key] ?? "",
        "aria-label": t("{name}: {label} {printed}", { name: f.name, label: f.label, printed: printed(f) }), ...described,
        oninput: (e) => { ui.drafts[key] = e.target.value; },
        onkeydown: (e) => { if (e.key === "Enter") { e.preventDefault(); save(f, key, e.target.value); } } })];
    }
    // Changing a value: the one kept is said beside the form, and Cancel keeps it.
    const saved = savedValue(f);
    const cancel = () => {
      ui.editing.delete(key);
      delete ui.drafts[key];
      delete ui.errors[key];
      ui.focusAfter = `${key}:change`;
      render(lastState);
    };
    return h("li", { "data-fill": key, class: "yc-fill" },
      h("span", { class: "yc-name" }, saved !== undefined
        ? t("{name} — {label}: change {value}", { name: f.name, label: f.label, value: valueText(f, saved) })
        : shape.type === "bool"
        ? t("{name} — {label} unknown: does your card show one?", { name: f.name, label: f.label })
        : shape.unverified
          ? t("{name} — {label} unverified: enter the {label} {printed}", { name: f.name, label: f.label, printed: printed(f) })
          : t("{name} — {label} unknown: enter the {label} {printed}", { name: f.name, label: f.label, printed: printed(f) })),
      inputs, h("button", { type: "button", key: `${key}:save`, onclick: () => save(f, key, ui.drafts[key] ?? "") }, t("Save")),
      undoNote(key),
      saved !== undefined ? h("button", { type: "button", key: `${key}:cancel`, "aria-label": t("Cancel the change of the {label} of {name}", { label: f.label, name: f.name }), onclick: cancel }, t("Cancel")) : null,
      error ? h("span", { class: "yc-error", id: errorId }, error) : null);
  }

  // -- forgetting, with a few seconds to take it back ----------------------------------
  const UNDO_FOR = 10000; // ms: long enough to read the note and press Undo

  /** Forget something at once (`drop`), and offer to undo it where it was (`at`: a
   * field's key, an added card's part, or "all") for a few seconds: the note says what
   * was forgotten (`said`), and Undo puts every value back as it was. */
  function forgetting(at, said, focus, drop) {
    const before = { stored, fromLink };
    drop();
    clearTimeout(undoTimer);
    ui.undo = { at, said, before };
    undoTimer = setTimeout(() => { ui.undo = null; render(lastState); }, UNDO_FOR);
    changed(focus);
  }

  function undo() {
    const { at, before } = ui.undo;
    clearTimeout(undoTimer);
    ui.undo = null;
    keep(before.stored);
    fromLink = before.fromLink;
    changed(at === "all" ? "forget-all" : at.startsWith("add:") ? `${at}:input` : `${at}:change`);
  }

  /** The note that offers Undo, where the last thing forgotten was. */
  const undoNote = (at) => (ui.undo?.at === at
    ? h("p", { class: "yc-undo", role: "status" }, `${ui.undo.said} `, h("button", { type: "button", key: "undo", onclick: undo }, t("Undo")))
    : null);

  /** The value kept for a field (the link's first), or undefined. */
  const savedValue = (f) => valueOf(fromLink, f.table, f.id, f.field) ?? valueOf(stored, f.table, f.id, f.field);

  /** A form's first draft from a value kept: what the inputs show, to be changed. */
  function draftOf(shape, value) {
    if (shape.type === "ids") return Array.from({ length: shape.most ?? shape.choices(base).length }, (_, i) => value[i] ?? "");
    if (shape.type === "bool") return value ? "yes" : "no";
    if (shape.type === "record") return Object.fromEntries(Object.keys(shape.parts).map((part) => [part, String(value[part])]));
    return String(value);
  }

  function shown(f, key) {
    const linked = valueOf(fromLink, f.table, f.id, f.field);
    const value = linked ?? valueOf(stored, f.table, f.id, f.field);
    if (value === undefined || ui.editing.has(key)) return editor(f, key);
    const forget = () => forgetting(key, t("Forgot the {label} of {name}.", { label: f.label, name: f.name }), `${key}:input`, () => {
      keep(withValue(stored, f.table, f.id, f.field, undefined));
      fromLink = withValue(fromLink, f.table, f.id, f.field, undefined);
    });
    return h("li", { "data-fill": key, class: "yc-filled" },
      h("span", { class: "yc-name" }, `${t("{name} {label}: {value}", { name: f.name, label: f.label, value: valueText(f, value) })} `, h("strong", { class: "yc-mark" }, linked !== undefined ? t("(from the link)") : t("(yours)"))),
      linked !== undefined ? h("button", { type: "button", key: `${key}:keep`, onclick: () => { keep(withValue(stored, f.table, f.id, f.field, linked)); fromLink = withValue(fromLink, f.table, f.id, f.field, undefined); changed(`${key}:change`); } }, t("Keep it")) : null,
      h("button", { type: "button", key: `${key}:change`, "aria-label": t("Change the {label} of {name}", { label: f.label, name: f.name }),
        onclick: () => { ui.editing.add(key); ui.drafts[key] = draftOf(shapeOf(f), value); ui.focusAfter = `${key}:input`; render(lastState); } }, t("Change")),
      h("button", { type: "button", key: `${key}:forget`, "aria-label": t("Forget the {label} of {name}", { label: f.label, name: f.name }), onclick: forget }, t("Forget")));
  }

  // -- cards of the player's own (a table with `adds`): named, kept, forgotten ----------
  const nameField = (adding) => Object.keys(adding.fields).find((field) => adding.fields[field].type === "name");

  function addCard(table, key, raw) {
    const adding = spec.tables[table];
    const field = nameField(adding);
    // One line, single spaces: the name as the card prints it, and the id made from it.
    const name = raw.trim().replace(/\s+/g, " ");
    const id = idOf(name);
    const problem = !name ? adding.says.type
      : typedNameProblem(base, name) ?? (!id ? t("this name gives no id: it needs a letter or a digit")
        : Object.hasOwn(all()[table], id) ? t("you have a card of this name already ({name})", { name: valueOf(all(), table, id, field) })
          : problemOf(spec, base, table, id, field, name));
    if (problem) {
      ui.errors[key] = problem;
      ui.focusAfter = `${key}:input`;
      render(lastState);
      return;
    }
    delete ui.errors[key];
    ui.drafts[key] = "";
    const kept = keep(withValue(stored, table, id, field, name));
    ui.note = kept ? null : t("This browser does not let the page keep your values: they last until you close it.");
    changed(`${key}:input`);
  }

  function addPart(table, state) {
    const adding = spec.tables[table];
    const field = nameField(adding);
    const mine = all()[table];
    // In a builder only (a definition page has no force): once the force has what the
    // cards go with, or while the player has any.
    if (!state || (!adding.offered(state, base) && !Object.keys(mine).length)) return null;
    const key = `add:${table}`;
    const error = ui.errors[key];
    const errorId = `yc-err-${key.replace(/[^a-z0-9-]/gi, "-")}`;
    const cards = Object.keys(mine).sort().map((id) => {
      const linked = valueOf(fromLink, table, id, field);
      const name = valueOf(all(), table, id, field);
      const drop = (into) => withValue(into, table, id, field, undefined);
      return h("li", { "data-added": id, class: "yc-filled" },
        h("span", { class: "yc-name" }, `${name} `, h("strong", { class: "yc-mark" }, linked !== undefined ? t("(from the link)") : t("(yours)"))),
        linked !== undefined ? h("button", { type: "button", key: `${key}:${id}:keep`, onclick: () => { keep(withValue(stored, table, id, field, linked)); fromLink = drop(fromLink); changed(`${key}:input`); } }, t("Keep it")) : null,
        h("button", { type: "button", key: `${key}:${id}:forget`, "aria-label": t("Forget {name}", { name }),
          onclick: () => forgetting(key, t("Forgot {name}.", { name }), `${key}:input`, () => { keep(drop(stored)); fromLink = drop(fromLink); }) }, t("Forget")));
    });
    const input = h("input", { type: "text", maxLength: adding.fields[field].most, class: "db-input", key: `${key}:input`, autocomplete: "off", value: ui.drafts[key] ?? "",
      "aria-label": adding.says.nameOf, ...(error ? { "aria-invalid": "true", "aria-describedby": errorId } : {}),
      oninput: (e) => { ui.drafts[key] = e.target.value; },
      onkeydown: (e) => { if (e.key === "Enter") { e.preventDefault(); addCard(table, key, e.target.value); } } });
    return h("div", { class: "yc-adds", "data-adds": table },
      h("h3", {}, adding.title),
      h("p", { class: "db-note" }, adding.says.none),
      cards.length ? h("ul", { class: "yc-fills" }, cards) : null,
      undoNote(key),
      h("div", { class: "yc-fill" }, input,
        h("button", { type: "button", key: `${key}:save`, onclick: () => addCard(table, key, ui.drafts[key] ?? "") }, adding.says.add),
        error ? h("span", { class: "yc-error", id: errorId }, error) : null));
  }

  function render(state) {
    lastState = state;
    const open = fillable(spec, state, base);
    const count = countYours(all());
    const mine = countYours(stored);
    const linkedCount = countYours(fromLink);
    const item = (f) => shown(f, `yours:${f.table}:${f.id}:${f.field}`);
    // Values that change no verdict (figures, a shape's `more`) wait behind one collapsed
    // "More values" per entry, so the ones a check needs come first.
    const first = open.filter((f) => !shapeOf(f).more);
    const later = new Map();
    for (const f of open.filter((g) => shapeOf(g).more)) later.set(`${f.table}:${f.id}`, [...(later.get(`${f.table}:${f.id}`) ?? []), f]);
    recordOpen(ui.more);
    const more = [...later].map(([entry, fs]) => disclosure(ui.more, `more:${entry}`, { class: "yc-more" },
      spec.tables[fs[0].table].from ? t("More values from your rulebook: {name}", { name: fs[0].name }) : t("More values from your card: {name}", { name: fs[0].name }),
      h("ul", { class: "yc-fills" }, fs.map(item))));
    // A club's house rules a pack set over ours (a format's points limit, a card's points):
    // each said, and changed or forgotten like a value of a card.
    const house = overruled(spec, base, all());
    fill(element, h("h2", { id: "yc-title" }, t("Your cards")),
      h("p", { class: "db-note" }, open.length
        ? t("Our sources do not give these values. Enter what is printed on your cards: they are kept in this browser for this site, marked yours, and every check uses them.")
        : t("Nothing in this force is unknown to our sources.")),
      first.length ? h("ul", { class: "yc-fills" }, first.map(item)) : null,
      more,
      house.length ? [h("h3", {}, t("Your house rules")), h("p", { class: "db-note" }, t("Set by a pack: every check uses them instead of the site's values.")),
        h("ul", { class: "yc-fills yc-house" }, house.map(item))] : null,
      Object.keys(spec.tables).filter((table) => spec.tables[table].adds).map((table) => addPart(table, state)),
      ui.note ? h("p", { class: "yc-pack-note", "data-kind": "warning" }, ui.note) : null,
      h("div", { class: "yc-actions" },
        h("button", { type: "button", key: "export-pack", disabled: !count, onclick: () => download("my-cards.yaml", toPack(spec, all())) }, t("Export my cards")),
        h("button", { type: "button", key: "forget-all", disabled: !countYours(stored),
          onclick: () => forgetting("all", tn("Forgot {count} value of yours.", "Forgot {count} values of yours.", countYours(stored)), "undo", () => keep(emptyYours(spec))) }, t("Forget my cards")),
        // Yours are the values kept in this browser; a link's are someone else's until kept.
        mine ? h("span", { class: "db-note yc-count" }, tn("{count} value of yours", "{count} values of yours", mine)) : null,
        linkedCount ? h("span", { class: "db-note yc-count" }, tn("{count} value from the link", "{count} values from the link", linkedCount)) : null),
      undoNote("all"),
      packImport);
    const asked = ui.focusAfter;
    ui.focusAfter = null;
    // Without a control asked for, the one the player is on: every redraw, ours or the
    // builder's, however late it comes, gives it back if it took it away.
    const want = asked ?? current;
    if (!want) return;
    const target = () => element.querySelector(`[data-key="${CSS.escape(want)}"]`);
    // After the builder has put the section back in its page: a builder that redraws its
    // whole body detaches the section for a moment, and a detached control takes no focus.
    if (asked) queueMicrotask(() => target()?.focus({ preventScroll: true }));
    // Again a little later while the focus lies on the page itself (a redraw in between
    // took the control away); never taken from a control the player moved to. Timers, not
    // animation frames: a tab that is not being painted runs no frames.
    const lost = () => document.activeElement === document.body || document.activeElement === null;
    for (const wait of [0, 50, 250]) setTimeout(() => { if (lost()) target()?.focus({ preventScroll: true }); }, wait);
  }

  const used = (values, state) => usedValues(spec, values, state, base);

  let pending = null;
  function preview(text) {
    pending = null;
    packImport.open = true;
    try {
      if (text == null) throw new Error(t("the pack is larger than 1 MiB"));
      const read = parsePack(spec, text, base, gameName);
      pending = read;
      const n = read.changes.length;
      packNote.dataset.kind = read.left.length || read.warnings.length ? "warning" : "ok";
      fill(packNote, !n ? t("This pack fills in nothing the builder can use; nothing was changed.")
        : read.name ? tn("This pack ({name}) fills in {count} value; nothing changes until you apply it.", "This pack ({name}) fills in {count} values; nothing changes until you apply it.", n, { name: read.name })
          : tn("This pack fills in {count} value; nothing changes until you apply it.", "This pack fills in {count} values; nothing changes until you apply it.", n));
      fill(packPreview,
        n ? h("ul", {}, read.changes.map((c) => h("li", {}, c.adds ? spec.tables[c.table].says.added(c.value)
          : c.was != null ? t("{name}: {label} {value} (the site's value: {was})", { name: c.name, label: c.label, value: valueText(c, c.value), was: valueText(c, c.was) })
            : t("{name}: {label} {value}", { name: c.name, label: c.label, value: valueText(c, c.value) })))) : null,
        read.left.length ? [h("p", { class: "db-note" }, t("Left out:")), h("ul", { class: "db-note" }, read.left.slice(0, 50).map((l) => h("li", {}, l)))] : null,
        read.warnings.length ? [h("p", { class: "db-note" }, t("Look again:")), h("ul", { class: "db-note" }, read.warnings.slice(0, 50).map((l) => h("li", {}, l)))] : null,
        n ? h("div", { class: "yc-actions" },
          h("button", { type: "button", key: "pack-apply", onclick: apply }, t("Apply")),
          h("button", { type: "button", key: "pack-cancel", onclick: () => { pending = null; fill(packPreview); fill(packNote, t("Import cancelled; nothing was changed.")); packNote.dataset.kind = "ok"; } }, t("Cancel"))) : null);
    } catch (error) {
      fill(packPreview);
      packNote.dataset.kind = "error";
      fill(packNote, t("The pack could not be read ({why}); nothing was changed.", { why: error.message }));
    }
  }

  function apply() {
    if (!pending) return;
    let next = stored;
    for (const c of pending.changes) next = withValue(next, c.table, c.id, c.field, c.value);
    const kept = keep(next);
    const n = pending.changes.length;
    packNote.dataset.kind = "ok";
    fill(packNote, kept ? tn("Applied: {count} value kept in this browser.", "Applied: {count} values kept in this browser.", n)
      : tn("Applied: {count} value used until you close the page.", "Applied: {count} values used until you close the page.", n));
    pending = null;
    fill(packPreview);
    changed("export-pack");
  }

  async function packFromAddress() {
    const given = new URLSearchParams(location.search).get("pack");
    if (!given) return;
    try {
      // Read from the site's root (the folder of its home page), whichever page asks:
      // ?pack=club-pack.yaml is the file beside the site's index.html, on every builder.
      const url = new URL(given, new URL(packRoot, location.href));
      // A club publishes its pack beside its site; another origin's file is not fetched,
      // neither asked for nor where a redirect leads (the address that answers counts).
      if (url.origin !== location.origin) throw new Error(t("a pack is only read from this site's own address"));
      const elsewhere = () => new Error(t("the address sends the browser on to another site's address, and a pack is only read from this site's own"));
      const response = await fetch(url, { credentials: "same-origin", mode: "same-origin" }).catch(async () => {
        // A same-origin request that a redirect sends to another origin fails as the
        // network would: ask again without following, to say which it was.
        const first = await fetch(url, { credentials: "same-origin", redirect: "manual" }).catch(() => null);
        throw first?.type === "opaqueredirect" ? elsewhere() : new Error(t("the address could not be reached"));
      });
      if (response.redirected && new URL(response.url).origin !== location.origin) throw elsewhere();
      if (!response.ok) throw new Error(t("the address answered {status}", { status: response.status }));
      const text = await response.text();
      preview(text.length > MAX_PACK ? null : text);
    } catch (error) {
      packImport.open = true;
      packNote.dataset.kind = "error";
      fill(packNote, t("The pack at ?pack= could not be read ({why}); nothing was changed.", { why: error.message }));
    }
  }

  window.addEventListener("storage", (event) => {
    // Values changed in another tab of the same site: use them here too.
    if (event.key !== storeKey) return;
    stored = load();
    onChange();
  });

  return {
    element,
    /** The site's data with the player's values (kept and from the link) laid over it. */
    data: () => applyYours(spec, base, all()),
    render,
    /** How many of the values this force depends on came from a link rather than from
     * the player: the verdict then rests on what someone else typed, and says so. */
    linked: (state) => countYours(used(fromLink, state)),
    /** Whose values the verdict on this force rests on, beside the site's: {linked, mine},
     * how many came from the link and how many the player keeps (status.mjs says them). */
    whose: (state) => {
      const linked = countYours(used(fromLink, state));
      return { linked, mine: countYours(used(all(), state)) - linked };
    },
    /** "&u=…" for a share link: the values this force depends on, and only those. */
    linkPart: (state) => {
      const values = encodeYours(spec, all(), state, base);
      return values ? `&u=${encodeURIComponent(values)}` : "";
    },
    /** Read a link's values; those the player keeps already are not offered again.
     * Returns what the builder says of the values left out (the page shows it). */
    fromFragment: (fragment) => {
      const linked = decodeYours(spec, new URLSearchParams(fragment.replace(/^#/, "")).get("u") ?? "", base);
      fromLink = emptyYours(spec);
      for (const table of Object.keys(linked.yours)) {
        for (const [id, values] of Object.entries(linked.yours[table])) {
          for (const [field, value] of Object.entries(values)) {
            if (JSON.stringify(valueOf(stored, table, id, field)) !== JSON.stringify(value)) fromLink = withValue(fromLink, table, id, field, value);
          }
        }
      }
      return leftOutOfLink(linked.left);
    },
    packFromAddress,
    focusFirst: () => {
      element.scrollIntoView({ block: "center" });
      (element.querySelector("[data-fill] select, [data-fill] input") ?? element.querySelector("button"))?.focus({ preventScroll: true });
    },
  };
}
