// The collection (collection.mjs) on a page: the store of what the player owns, read once
// and kept in line with the other tabs of the site, an "I own N" box and an "Only mine"
// check box. Shared by My hangar, the tables, the aircraft pages and the builders, so that
// a count marked in one is the count every other shows.
import { countOf, loadOwned, ownedKey, ownsAny, storeOwned, withCount } from "./collection.mjs";
import { fill, h } from "./dom.mjs";
import { typedCount } from "./owning.mjs";
import { t } from "./words.mjs";

/**
 * What the player owns on the site whose root is `siteRoot` (a path: the same in every
 * language). `count`, `any` read it; `set` keeps a count (false when the browser refused);
 * `onChange(fn)` calls `fn` after each change, this page's or another tab's.
 */
export function ownedStore(siteRoot) {
  const key = ownedKey(siteRoot);
  const read = loadOwned(localStorage, key);
  let owned = read.owned;
  const listeners = new Set();
  const changed = () => listeners.forEach((fn) => fn());
  const reload = () => {
    owned = loadOwned(localStorage, key).owned;
    changed();
  };
  addEventListener("storage", (event) => {
    if (event.key === key) reload();
  });
  // Another part of this page changed it (another store's count, an imported hangar file):
  // every section of My hangar shows the same counts at once.
  const self = {};
  addEventListener("sortie:owned", (event) => {
    if (event.detail !== self) reload();
  });
  document.addEventListener("sortie:hangar-changed", reload);
  return {
    lost: read.lost,
    unreadable: read.unreadable,
    get owned() { return owned; },
    count: (game, kind, id) => countOf(owned, game, kind, id),
    any: (game) => ownsAny(owned, game),
    set(game, kind, id, count) {
      const next = withCount(owned, game, kind, id, count);
      if (!storeOwned(localStorage, key, next)) return false;
      owned = next;
      changed();
      dispatchEvent(new CustomEvent("sortie:owned", { detail: self }));
      return true;
    },
    onChange: (fn) => listeners.add(fn),
  };
}

/** What the store lost when it was read, in words (null when nothing was). */
export function lostWords(store) {
  if (store.unreadable) return t("What you own could not be read (the stored data is damaged); it is lost. A count marked from now on is kept again.");
  if (store.lost) return t("Some of what you own could not be read and was left out; the rest is kept.");
  return null;
}

let boxes = 0;

/**
 * "I own [4]": a number box (0 to 999) for the count of one thing, with its label (`label`,
 * what a screen reader hears: it names the thing). `set(n)` keeps the count and says
 * whether the browser kept it; a count that is not one, or refused, is said beside the box.
 */
export function ownBox({ label, count, set, key = null, shown = t("I own") }) {
  boxes += 1;
  const note = h("span", { class: "own-error", id: `own-note-${boxes}`, role: "alert", hidden: true });
  const say = (why) => {
    fill(note, why);
    note.hidden = !why;
    if (why) {
      box.setAttribute("aria-invalid", "true");
      box.setAttribute("aria-describedby", note.id);
    } else {
      box.removeAttribute("aria-invalid");
      box.removeAttribute("aria-describedby");
    }
  };
  const box = h("input", { type: "number", min: 0, max: 999, step: 1, inputMode: "numeric", class: "own-count", key,
    value: count ? String(count) : "", placeholder: "0", "aria-label": label,
    onchange: (e) => {
      const n = typedCount(e.target.value);
      if (n == null) return say(t("A whole number from 0 to 999."));
      say(set(n) ? null : t("Your browser refused to keep it (its storage for this site is full or blocked)."));
    } });
  return h("span", { class: "own-box" }, h("label", {}, h("span", { class: "own-said" }, shown), " ", box), note);
}

/** "Only mine": a check box that calls `change(checked)`. */
export const onlyMine = ({ checked = false, change, key = "only-mine" }) =>
  h("label", { class: "own-only" }, h("input", { type: "checkbox", key, checked, "aria-label": t("Only mine"), onchange: (e) => change(e.target.checked) }), ` ${t("Only mine")}`);
