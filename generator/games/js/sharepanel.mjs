// The Share, export, import section of the three builders (deck, set-up, force): a button
// to copy the list's link, its file to download, the builder's own actions (save to My
// hangar, print), the link itself, a file to import by picking it or pasting its text,
// then the file's text as it downloads. The buttons first: a keyboard reaches them first.
// One section, so that the builders offer the same things the same way; each gives its
// words and its class prefix (its stylesheet's). It is made once and shown again with each
// change (`show`): a pasted text, an open import and the keyboard's place stay as the
// player left them. Each control has a key (data-key), by which a builder gives the focus
// back to it after a redraw.
import { copyText, download, fill, h, slug } from "./dom.mjs";
import { t } from "./words.mjs";

/** A file larger than this is refused unread (the builder says so): no list is that long. */
const MOST_BYTES = 1048576;

/** How long "✓ Link copied" stays, in ms. */
const COPIED_FOR = 4000;

/**
 * The section: `prefix` the builder's class prefix ("sb"); `words` the builder's:
 * {link, download, import, file, box, paste, text, heading?, caption?}; `actions` more
 * buttons or links after the two; `note` what follows them (the save button's note);
 * `report` what follows the Import button (where a builder says how an import went, if
 * not in its banner); `importText(text)` imports a file's text (null: the file is larger
 * than 1 MiB).
 *
 * Returns `element`; `show({ link, name, yaml })`, the list of the moment (its address,
 * its name and its file's text); and `copy(text, copied, selected)`, for a builder's own
 * copy buttons: it says `copied`, or, where the page may not copy, selects the text in a
 * box below and says `selected`.
 */
export function sharePanel({ prefix, words, actions = [], note = null, report = null, importText }) {
  let shown = { link: "", name: "", yaml: "" };
  const copyNote = h("span", { class: `${prefix}-copied`, role: "status", "aria-live": "polite" });
  const fallback = h("textarea", { class: `${prefix}-fallback`, readOnly: true, rows: 4, hidden: true, "aria-label": t("Text to copy") });
  let copyTimer = null;
  async function copy(text, copied, selected) {
    const done = await copyText(text);
    clearTimeout(copyTimer);
    fallback.hidden = done;
    if (done) {
      fill(copyNote, copied);
      copyTimer = setTimeout(() => fill(copyNote), COPIED_FOR);
    } else {
      fallback.value = text;
      fill(copyNote, selected);
      fallback.focus();
      fallback.select();
    }
  }
  const linkField = h("input", { type: "text", readOnly: true, class: `${prefix}-link ${prefix}-input`, "aria-label": words.link, key: "link" });
  const box = h("textarea", { rows: 6, class: `${prefix}-input`, key: "import-text", "aria-label": words.box, placeholder: words.paste });
  const picker = h("input", { type: "file", accept: ".yaml,.yml,.json", "aria-label": words.file, key: "import-file",
    onchange: async (e) => {
      const file = e.target.files[0];
      if (file) importText(file.size > MOST_BYTES ? null : await file.text());
      e.target.value = ""; // the same file picked again is read again
    } });
  const yaml = h("pre", { class: `${prefix}-yaml`, "aria-label": words.text, tabIndex: 0 });
  const element = h("section", { class: `${prefix}-share` }, h("h2", {}, words.heading ?? t("Share, export, import")),
    h("div", { class: `${prefix}-actions` },
      h("button", { type: "button", key: "copy-link", onclick: () => copy(shown.link, t("✓ Link copied"), t("Could not copy here: the link is selected below, press Ctrl+C (⌘C on a Mac).")) }, t("Copy link")),
      h("button", { type: "button", key: "download", onclick: () => download(`${slug(shown.name)}.yaml`, shown.yaml) }, words.download),
      actions, copyNote),
    note,
    fallback,
    h("label", { class: `${prefix}-field` }, `${words.link} `, linkField),
    h("details", { class: `${prefix}-import` }, h("summary", {}, words.import),
      h("label", { class: `${prefix}-field` }, `${words.file} `, picker),
      box, h("div", { class: `${prefix}-actions` }, h("button", { type: "button", key: "import", onclick: () => importText(box.value) }, t("Import"))),
      report),
    words.caption ? h("p", {}, words.caption) : null,
    yaml);
  function show(list) {
    shown = list;
    linkField.value = list.link;
    yaml.textContent = list.yaml;
  }
  return { element, show, copy };
}
