// The tools' own words in the page's language: t("Add aircraft") is the English itself on
// an English page, and on a page in another language (<html lang="fr">) the phrase the
// build wrote for it in words.json beside this module (generator/games/words.py, from the
// tables games/js/lang/<code>.yaml and the game's lang/<code>.yaml). A phrase the table
// lacks stays English. Outside a page (Node, the command line) every phrase is English.
// Each game's js/ folder links this file, so it is served beside the game's own modules.

/** The page's language, from `<html lang>` ("fr-FR" is "fr"); English without a page. */
export const language = String(globalThis.document?.documentElement?.lang || "en").slice(0, 2).toLowerCase();

async function read(url) {
  try {
    const response = await fetch(url);
    return response.ok ? await response.json() : {};
  } catch {
    return {}; // no table: the tool still works, in English
  }
}

// Read once, before any module that imports this one runs: t() never waits.
const WORDS = language === "en" ? {} : await read(new URL("words.json", import.meta.url));
/** The language the words are in: the page's, or English where its table is missing. */
const speaking = Object.keys(WORDS).length ? language : "en";

/** Whether `count` takes the singular in `lang`: in English for 1 only, in French for 0
 * and 1 (generator/wording.py: one, and findings.mjs for the checks' messages). */
const one = (lang, count) => (lang === "fr" ? count > -2 && count < 2 : count === 1);

/** `text` in the page's language, every `{name}` replaced by `values[name]` (as Python's
 * str.format fills the same phrase at build time). Where one English phrase needs two
 * phrases in another language, each carries its context before a "|" ("one|{count}
 * aircraft", "limit|none"): the English is what follows it. */
export function t(text, values) {
  const said = Object.hasOwn(WORDS, text) ? WORDS[text] : text.slice(text.indexOf("|") + 1);
  return values ? said.replace(/\{(\w+)\}/g, (whole, name) => (Object.hasOwn(values, name) ? String(values[name]) : whole)) : said;
}

/** The phrase for `count` (`{count}` filled), singular or plural by the page's language:
 * tn("{count} problem", "{count} problems", 2); where English says both alike, the
 * singular carries a context (tn("one|{count} aircraft", "{count} aircraft", n)). */
export function tn(singular, plural, count, values = {}) {
  return t(one(speaking, count) ? singular : plural, { ...values, count });
}

/** `text` as French sets it: a no-break space before : ; ! ? and » and after «, so that no
 * line starts with the mark, and before a colon or semicolon glued to the word before it
 * (the twin of generator/typography.py: french_text). */
export const frenchText = (text) =>
  text
    .replace(/(?<![ \t\r\n])[ \t\r\n]+([:;!?»])/g, "\u00a0$1")
    .replace(/«[ \t\r\n]+/g, "«\u00a0")
    .replace(/(?<=[\p{L}\p{N})\]»"'’])[:;](?=[ \t\r\n]|$|<)/gu, "\u00a0$&");

/** `text` as the page's language sets it, for the text a tool puts in the page (dom.mjs);
 * the checks' messages themselves stay as `sortie validate` says them. */
export const typeset = language === "fr" ? frenchText : (text) => text;

/** A text of the data in the page's language: the entry's `<field>_<lang>` where the data
 * gives one (summary_fr), else its `field`. */
export const said = (entry, field) => entry?.[`${field}_${language}`] || entry?.[field];

/** An entry's name in the page's language: its `name_<lang>` where the data gives one
 * (name_fr), else its name. */
export const named = (entry) => said(entry, "name");
