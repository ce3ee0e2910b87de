// A builder's "Save in My hangar": keeps the list the builder shows, by its name, among
// the saved lists (savedlists.mjs) and says where it went, with a link to My hangar.
// Shared by the builders; each gives its game, its list's name and its link.
import { fill, h } from "./dom.mjs";
import { listsKey, loadLists, nameProblem, storeLists, withSaved } from "./savedlists.mjs";
import { t } from "./words.mjs";

/**
 * The button and the note beside it. `siteRoot`: the whole site's root (the lists are the
 * same in every language); `hangar`: the address of My hangar in the page's language;
 * `nameOf()`: the list's name ("" when it has none: `untitled` is used); `linkOf()`: the
 * builder's link without "#", which the list keeps.
 */
export function saveButton({ game, siteRoot, hangar, nameOf, linkOf, untitled }) {
  const note = h("p", { class: "sl-note", role: "status", "aria-live": "polite" });
  const save = () => {
    const name = nameOf().trim() || untitled;
    if (nameProblem(name)) {
      fill(note, t("Give the list a name of one line, at most 80 characters, to save it."));
      note.dataset.kind = "error";
      return;
    }
    const key = listsKey(siteRoot);
    const { lists } = loadLists(localStorage, key);
    const { lists: next, replaced } = withSaved(lists, game, name, linkOf());
    if (!storeLists(localStorage, key, next)) {
      fill(note, t("Your browser refused to keep the list (its storage for this site is full or blocked); nothing was changed."));
      note.dataset.kind = "error";
      return;
    }
    const said = replaced ? t("“{name}” updated in", { name }) : t("“{name}” saved in", { name });
    fill(note, `${said} `, h("a", { href: hangar }, t("My hangar")), ".");
    note.dataset.kind = "ok";
  };
  const button = h("button", { type: "button", key: "save-list", onclick: save }, t("Save in My hangar"));
  // Before anything is saved, the note says where saved lists go, so My hangar is one
  // step from every builder.
  fill(note, `${t("Saved lists are kept in")} `, h("a", { href: hangar }, t("My hangar")), ".");
  return { button, note };
}
