// Small DOM helpers of the tools. Text always goes in as text nodes or values: nothing
// here parses HTML. Text goes in as the page's language sets it (words.mjs: typeset), so a
// tool draws its text through h() or fill(), not by setting textContent.
import { t, typeset } from "./words.mjs";

/** Build an element: h("button", {class: "x", onclick}, "text", child…). */
export function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value == null || value === false) continue;
    if (/html/i.test(key)) throw new Error(`h() never sets ${key}`);
    if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key === "class") node.className = value;
    else if (key === "key") node.dataset.key = value;
    else if (key in node && key !== "list") node[key] = value;
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child == null || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(typeset(String(child))));
  }
  return node;
}

// The <details> each set of open keys last drew, by key (see disclosure).
const drawnDisclosures = new WeakMap();

/** A <details> that a redraw leaves as the player left it: `open` is the set of the keys
 * of the open ones, kept by its toggle event. That event comes a task after the player
 * opens it, and a redraw in between would draw it closed again, hiding the control the
 * player was going to; `recordOpen(open)` before the redraw reads the page instead. */
export function disclosure(open, key, attrs, summary, ...content) {
  const node = h("details", { ...attrs, key, open: open.has(key), ontoggle: (e) => (e.target.open ? open.add(key) : open.delete(key)) },
    h("summary", {}, summary), content);
  if (!drawnDisclosures.has(open)) drawnDisclosures.set(open, new Map());
  drawnDisclosures.get(open).set(key, node);
  return node;
}

/** The open state of every disclosure of `open` still in the page, as the page shows it. */
export function recordOpen(open) {
  for (const [key, node] of drawnDisclosures.get(open) ?? []) {
    if (!node.isConnected) continue;
    if (node.open) open.add(key);
    else open.delete(key);
  }
}

/** A check's findings as a list of messages in the player's words. The code of each
 * (what `sortie validate` prints, and what tests look for) stays out of the text, in
 * data-code only: as a title it would be the item's name to a screen reader.
 * `messageClass` wraps each message in a span of that class. */
export function findingList(cls, findings, messageClass = null) {
  return h("ul", { class: cls }, findings.map((f) => {
    const said = playerWords(f);
    return h("li", { "data-code": f.code }, messageClass ? h("span", { class: messageClass }, said) : said);
  }));
}

/** A finding as a player reads it: an id the data does not know is named as the address or
 * file gave it, without the list of the ids we know, which `sortie validate` gives to
 * whoever writes a deck file. */
export function playerWords(finding) {
  if (finding.code !== "unknown-id" || !finding.named) return finding.message;
  const said = t("{what} “{given}” is unknown to this site.", finding.named);
  return said.charAt(0).toUpperCase() + said.slice(1); // the kind's word starts the sentence
}

let refusedBoxes = 0;

/** A text box for a name the player types, and the note beside it: on `event` ("oninput"
 * or "onchange"), `problem(text)` says why the text may not be kept (a character that
 * cannot be seen), and then the note says so and `set` is not called; the builder keeps
 * the name it had. Returns [box, note]. */
export function nameBox(attrs, event, problem, set) {
  refusedBoxes += 1;
  const note = h("span", { class: "yc-error", id: `refused-name-${refusedBoxes}`, role: "alert", hidden: true });
  const box = h("input", { type: "text", ...attrs, [event]: (e) => {
    const why = problem(e.target.value);
    fill(note, why);
    note.hidden = !why;
    if (why) {
      box.setAttribute("aria-invalid", "true");
      box.setAttribute("aria-describedby", note.id);
      return;
    }
    box.removeAttribute("aria-invalid");
    box.removeAttribute("aria-describedby");
    set(e);
  } });
  return [box, note];
}

/** What a builder says above its body (a link it could not read, values a link left out):
 * `sayIn(banner)(…lines)` shows each line as a paragraph of its own, and hides the banner
 * when there is none (null, false and "" are none). */
export const sayIn = (banner) => (...lines) => {
  const said = lines.flat().filter(Boolean);
  banner.hidden = !said.length;
  fill(banner, said.map((line) => h("p", {}, line)));
};

/** replaceChildren, skipping empty parts (null, false) as h() does. */
export function fill(node, ...children) {
  const parts = children.flat(2).filter((c) => c != null && c !== false);
  node.replaceChildren(...parts.map((c) => (c instanceof Node ? c : typeset(String(c)))));
}

/** Copy text: the Clipboard API where the page may use it, else a selected text area. */
export async function copyText(text) {
  if (navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // fall through: a denied permission is no reason to fail
    }
  }
  const before = document.activeElement;
  const area = h("textarea", { value: text, readOnly: true, "aria-hidden": "true", style: "position:fixed;top:0;left:-9999px;opacity:0" });
  document.body.append(area);
  area.select();
  let done = false;
  try {
    done = document.execCommand("copy");
  } catch {
    done = false;
  }
  area.remove();
  before?.focus?.();
  return done;
}

export function slug(name) {
  return (name || "deck").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "deck";
}

export function download(filename, text) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/yaml" }));
  const link = h("a", { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** A tool's data, then the tool: fetch the JSON its mount element names (`data-src`, the
 * file the build wrote) and `draw(root, data)`, or `failed(error)` when either fails.
 * The build writes the element with `aria-busy`; it goes once the tool is drawn or has
 * said why not, so that assistive technology reads the finished tool, and a test can wait
 * for exactly that rather than for the network to fall quiet. */
export function drawFromData(root, draw, failed) {
  return fetch(root.dataset.src)
    .then((response) => {
      if (!response.ok) throw new Error(t("cannot load {file} ({status})", { file: root.dataset.src, status: response.status }));
      return response.json();
    })
    .then((data) => draw(root, data))
    .catch(failed)
    .finally(() => root.removeAttribute("aria-busy"));
}
