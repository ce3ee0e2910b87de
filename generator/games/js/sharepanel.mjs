// The Share, export, import section of the set-up and force builders: the list's link with
// a button to copy it, its file to download, the builder's own actions (save to My hangar,
// print), a file to import by picking it or pasting its text, then the file's text as it
// downloads. One section, so that the builders offer the same things the same way; each
// gives its words and its class prefix (its stylesheet's).
import { disclosure, download, h, slug } from "./dom.mjs";
import { t } from "./words.mjs";

/**
 * The section, drawn anew with the list: `prefix` the builder's class prefix ("sb");
 * `link` the list's address; `name` and `yaml` the list's name and its file's text;
 * `words` the builder's: {link, download, import, file, box, paste, text, caption?};
 * `actions` more buttons or links after the two; `note` what follows them (the save
 * button's note); `open` the set of open disclosures (dom.mjs), so the import stays open
 * across redraws; `importText(text)` imports a file's text.
 */
export function sharePanel({ prefix, link, name, yaml, words, actions = [], note = null, open, importText }) {
  const box = h("textarea", { rows: 6, "aria-label": words.box, placeholder: words.paste });
  const picker = h("input", { type: "file", accept: ".yaml,.yml,.json", "aria-label": words.file,
    onchange: async (e) => { const file = e.target.files[0]; if (file) importText(await file.text()); } });
  return h("section", { class: `${prefix}-share` }, h("h2", {}, t("Share, export, import")),
    h("label", { class: `${prefix}-field` }, `${words.link} `, h("input", { type: "text", readOnly: true, value: link, class: `${prefix}-link`, "aria-label": words.link })),
    h("div", { class: `${prefix}-actions` },
      h("button", { type: "button", onclick: () => navigator.clipboard?.writeText(link) }, t("Copy link")),
      h("button", { type: "button", onclick: () => download(`${slug(name)}.yaml`, yaml) }, words.download),
      actions),
    note,
    disclosure(open, "import", {}, words.import,
      h("label", { class: `${prefix}-field` }, `${words.file} `, picker),
      box, h("div", { class: `${prefix}-actions` }, h("button", { type: "button", onclick: () => importText(box.value) }, t("Import")))),
    words.caption ? h("p", {}, words.caption) : null,
    h("pre", { class: `${prefix}-yaml`, "aria-label": words.text, tabIndex: 0 }, yaml));
}
