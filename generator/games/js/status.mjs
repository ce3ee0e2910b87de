// What a builder says of its verdict, the same way in the three builders and in each part
// of a page: the pinned status, the Problems panel and the printed list say one verdict
// (legal, legal as far as known, not legal), count what their lists hold ("1 error,
// 2 warnings"), and say when the verdict rests on values that are not the site's own: the
// player's (Your cards) or someone else's (a share link's).
import { fill, findingList, h } from "./dom.mjs";
import { t, tn } from "./words.mjs";

/** The warnings a Problems panel lists: a warning that only says a rule could not be
 * checked for want of a value is said once, among the parts not checked (its twin in
 * `unchecked` carries the same code, and the value to fill in). */
export function listedWarnings(verdict) {
  const restated = new Set(verdict.unchecked.map((u) => u.code));
  return verdict.warnings.filter((w) => !restated.has(w.code));
}

/** "1 error, 2 warnings": what the Problems panel lists, by kind (empty for none). */
export function findingsCount(verdict) {
  const errors = verdict.errors.length;
  const warnings = listedWarnings(verdict).length;
  return [errors ? tn("{count} error", "{count} errors", errors) : null, warnings ? tn("{count} warning", "{count} warnings", warnings) : null]
    .filter(Boolean).join(t(", "));
}

/** The verdict in words: "Legal", "Legal as far as known" or "Not legal", saying whose
 * values it rests on where some are not the site's own (`whose`: {linked, mine}, how many
 * came from a link and how many the player entered; a number is `linked` alone): "Legal
 * with 3 values from the link", "Legal with 4 values of yours", "Legal with 4 values of
 * yours and 3 from the link". */
export function verdictWords(verdict, whose = {}) {
  const { linked = 0, mine = 0 } = typeof whose === "number" ? { linked: whose } : whose;
  const partial = verdict.valid && verdict.unchecked.length > 0;
  if (mine > 0 && linked > 0) {
    const values = { linked };
    if (!verdict.valid) return tn("Not legal with {count} value of yours and {linked} from the link", "Not legal with {count} values of yours and {linked} from the link", mine, values);
    return partial ? tn("Legal as far as known with {count} value of yours and {linked} from the link", "Legal as far as known with {count} values of yours and {linked} from the link", mine, values)
      : tn("Legal with {count} value of yours and {linked} from the link", "Legal with {count} values of yours and {linked} from the link", mine, values);
  }
  if (mine > 0) {
    if (!verdict.valid) return tn("Not legal with {count} value of yours", "Not legal with {count} values of yours", mine);
    return partial ? tn("Legal as far as known with {count} value of yours", "Legal as far as known with {count} values of yours", mine)
      : tn("Legal with {count} value of yours", "Legal with {count} values of yours", mine);
  }
  if (linked > 0) {
    if (!verdict.valid) return tn("Not legal with {count} value from the link", "Not legal with {count} values from the link", linked);
    return partial ? tn("Legal as far as known with {count} value from the link", "Legal as far as known with {count} values from the link", linked)
      : tn("Legal with {count} value from the link", "Legal with {count} values from the link", linked);
  }
  return !verdict.valid ? t("Not legal") : partial ? t("Legal as far as known") : t("Legal");
}

/** The verdict's head on the pinned status: the verdict (with whose values, `whose`), what
 * the panel counts, and the parts not checked (`notChecked`, already worded): "Not legal ·
 * 1 error, 2 warnings". */
export function verdictHead(verdict, whose, notChecked = "") {
  return [verdictWords(verdict, whose), findingsCount(verdict), notChecked].filter(Boolean).join(" · ");
}

/** The status's `data-valid`: "true", "partial" (legal as far as known) or "false". */
export const validity = (verdict) => (verdict.valid ? (verdict.unchecked.length ? "partial" : "true") : "false");

/**
 * The Problems panel's findings: the verdict in a sentence, then the errors, the warnings
 * (each list under its heading, so a warning never looks like an error) and the parts not
 * checked. `prefix` names the lists' classes (`db` gives db-errors, db-warnings,
 * db-unchecked); `legal` and `legalAsFarAsKnown` are the builder's sentences for a legal
 * verdict ("{verdict}: this deck follows every rule Sortie checks."), filled with the
 * verdict's words; `messageClass` wraps each message (findingList).
 */
export function findingsPanel(prefix, verdict, whose, { legal, legalAsFarAsKnown }, messageClass = null) {
  const warnings = listedWarnings(verdict);
  const partial = verdict.valid && verdict.unchecked.length > 0;
  const said = verdictWords(verdict, whose);
  return [
    verdict.valid
      ? h("p", { class: `${prefix}-legal vs-verdict`, "data-valid": validity(verdict) }, (partial ? legalAsFarAsKnown : legal).replace("{verdict}", said))
      : h("p", { class: `${prefix}-not-legal vs-verdict`, "data-valid": "false" }, t("{verdict}: {count}.", { verdict: said, count: findingsCount(verdict) })),
    verdict.errors.length ? [h("h3", {}, tn("{count} error", "{count} errors", verdict.errors.length)), findingList(`${prefix}-errors`, verdict.errors, messageClass)] : null,
    warnings.length ? [h("h3", {}, tn("{count} warning", "{count} warnings", warnings.length)), findingList(`${prefix}-warnings`, warnings, messageClass)] : null,
    verdict.unchecked.length ? [h("h3", {}, t("Not checked")),
      h("ul", { class: `${prefix}-unchecked` }, verdict.unchecked.map((u) => h("li", { "data-code": u.code, "data-id": u.fill.id, "data-field": u.fill.field }, u.message)))] : null,
  ].flat().filter(Boolean);
}

/**
 * A builder's pinned status: its line of words (`lineClass` added to it) and the buttons
 * that go with it (`actions`). On a phone it keeps to two lines until the player opens
 * it with its toggle (status.css), which is there only when there is more to see; on a
 * wider screen it shows whole. Returns {element, line, say(text)}: `element` takes the
 * builder's class and `data-valid`, `say` puts the words in `line`.
 */
export function pinnedStatus(cls, lineClass, ...actions) {
  const line = h("span", { class: `vs-line ${lineClass ?? ""}`.trim() });
  // The toggle's mark is drawn by the stylesheet: the status's words stay its text alone.
  const toggle = h("button", { type: "button", class: "vs-toggle", "aria-expanded": "false", "aria-label": t("Show the whole status"),
    onclick: () => {
      const open = element.dataset.open !== "true";
      element.dataset.open = String(open);
      toggle.setAttribute("aria-expanded", String(open));
      toggle.setAttribute("aria-label", open ? t("Show less of the status") : t("Show the whole status"));
    } });
  const element = h("div", { class: `${cls} vs-status`, role: "status", "aria-live": "polite", "data-open": "false" }, line, ...actions, toggle);
  // More to see: words the two lines cut, or a button they hide.
  const measure = () => {
    const cut = element.dataset.open !== "true" && line.scrollHeight > line.clientHeight + 1;
    element.dataset.more = String(cut || actions.some((a) => !a.hidden));
  };
  addEventListener("resize", measure);
  const say = (text) => {
    fill(line, text);
    measure();
  };
  return { element, line, say };
}
