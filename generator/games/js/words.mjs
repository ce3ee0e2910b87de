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
 * and 1 (generator/words/wording.py: one, and findings.mjs for the checks' messages). */
const one = (lang, count) => (lang === "fr" ? count > -2 && count < 2 : count === 1);

/** `text` in the page's language, every `{name}` replaced by `values[name]` (as Python's
 * str.format fills the same phrase at build time). Where one English phrase needs two
 * phrases in another language, each carries its context before a "|" ("one|{count}
 * aircraft", "limit|none"): the English is what follows it. */
export function t(text, values) {
  const said = Object.hasOwn(WORDS, text) ? WORDS[text] : text.slice(text.indexOf("|") + 1);
  return values ? fill(said, values) : said;
}

// French elision before a name a phrase fills in: "{de:name}" is "d'Adolf Galland" or "de
// Bf109F", "{du:name}" "du Bf109F" or "de l'A6M2 Zero", "{le:name}" "le Bf109F" or
// "l'A6M2 Zero". A vowel, accented or not, elides; a consonant, a digit, a Y (du Yak-1)
// and an h (taken as aspirated: du Hurricane) do not; a name with its own article (Le
// Gloan) keeps "de" and takes no "le". The twin of generator/words/elision.py, held to the same
// cases by tests/vectors/elision.json.
const VOWEL = /^[AEIOUÀÂÄÆÉÈÊËÎÏÔŒÖÙÛÜaeiouàâäæéèêëîïôœöùûü]/;
const OWN_ARTICLE = /^(?:(?:Le|La|Les)\s|L['’])/;

/** `de` before `name`: "d'Adolf Galland", "de Bf109F". */
export const de = (name) => (VOWEL.test(name) ? `d'${name}` : `de ${name}`);

/** `du` before the name of a masculine thing: "du Bf109F", "de l'A6M2 Zero". */
export const du = (name) => (OWN_ARTICLE.test(name) ? `de ${name}` : VOWEL.test(name) ? `de l'${name}` : `du ${name}`);

/** `le` before the name of a masculine thing: "le Bf109F", "l'A6M2 Zero". */
export const le = (name) => (OWN_ARTICLE.test(name) ? name : VOWEL.test(name) ? `l'${name}` : `le ${name}`);

const FORMS = { de, du, le };

/** `template` with each `{name}` replaced by `values[name]` and each `{de:name}` by the
 * name with its preposition (a name `values` lacks is left as written). */
export function fill(template, values) {
  return template.replace(/\{(?:(de|du|le):)?(\w+)\}/g, (whole, form, name) => {
    if (!Object.hasOwn(values, name)) return whole;
    const value = String(values[name]);
    return form ? FORMS[form](value) : value;
  });
}

/** The phrase for `count` (`{count}` filled), singular or plural by the page's language:
 * tn("{count} problem", "{count} problems", 2); where English says both alike, the
 * singular carries a context (tn("one|{count} aircraft", "{count} aircraft", n)). */
export function tn(singular, plural, count, values = {}) {
  return t(one(speaking, count) ? singular : plural, { ...values, count });
}

/** `text` as French sets it: a no-break space before : ; ! ? and » and after «, so that no
 * line starts with the mark, also where the mark was glued to its word and a space follows
 * ("Traits:", "Duxford; Debden"); not inside a word or number (12:30, ?q=1), nor a ! or ?
 * after two capitals, a name's (ZERO!). The twin of generator/words/typography.py: french_text. */
export const frenchText = (text) =>
  text
    .replace(/(?<![ \t\r\n])[ \t\r\n]+([:;!?»])/g, "\u00a0$1")
    .replace(/«[ \t\r\n]+/g, "«\u00a0")
    .replace(/(?<=[^\s(\[«/:;!?])([:;]|(?<![A-Z]{2})[!?])(?=\s|<|$)/g, "\u00a0$1");

/** `text` as the page's language sets it, for the text a tool puts in the page (dom.mjs);
 * the checks' messages themselves stay as `sortie validate` says them. */
export const typeset = language === "fr" ? frenchText : (text) => text;

/** A text of the data in the page's language: the entry's `<field>_<lang>` where the data
 * gives one (summary_fr), else its `field`. */
export const said = (entry, field) => entry?.[`${field}_${language}`] || entry?.[field];

/** An entry's name in the page's language: its `name_<lang>` where the data gives one
 * (name_fr), else its name. */
export const named = (entry) => said(entry, "name");
