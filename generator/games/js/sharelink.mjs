// A builder's share link, one envelope for every game: the fragment is
// "v=<link version>&d=<data version>&…", where "…" is the list's own parts (a Blood Red
// Skies deck's ids, readable; another game's whole list as JSON, in base64url). A link is
// read strictly: one that is too long, cannot be read or is of another version throws a
// LinkError saying so, and the builder keeps the list it had. Links players shared are
// read for as long as the site stands: the format never changes under a version.
import { t } from "./words.mjs";

export const LINK_VERSION = "1";

export class LinkError extends Error {}

/** True when a fragment holds a list (not an in-page anchor such as #deck-builder). */
export const isListFragment = (fragment) => /(^#?|&)v=/.test(fragment ?? "");

/** The fragment (without "#") of a list made with data version `contentVersion`: its
 * `parts` (key → text, in order; an absent one is null or undefined). */
export function linkOf(contentVersion, parts) {
  const params = new URLSearchParams();
  params.set("v", LINK_VERSION);
  params.set("d", contentVersion);
  for (const [key, value] of Object.entries(parts)) if (value != null) params.set(key, value);
  return params.toString();
}

/** A fragment ("#" or not) of at most `maxLength` characters read into its parts
 * (`params`, a URLSearchParams) and its data version (`contentVersion`, "" when it has
 * none); throws a LinkError saying what is wrong. */
export function readLink(fragment, maxLength) {
  const text = fragment.replace(/^#/, "");
  if (text.length > maxLength) throw new LinkError(t("the link is too long"));
  let params;
  try {
    params = new URLSearchParams(text);
  } catch {
    throw new LinkError(t("the link cannot be read"));
  }
  const version = params.get("v");
  if (version !== LINK_VERSION) throw new LinkError(t("unknown link version {version}", { version: JSON.stringify(version).slice(0, 20) }));
  return { params, contentVersion: params.get("d") ?? "" };
}

/** Text as UTF-8 bytes in base64url (no padding). */
function toBase64Url(text) {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** Base64url back to text, strictly: bytes that are not UTF-8 throw. */
function fromBase64Url(text) {
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** `value` as a link's part: its JSON in base64url. */
export const jsonPart = (value) => toBase64Url(JSON.stringify(value));

/** A link's JSON part read back; throws a LinkError saying `unreadable` when it cannot be. */
export function readJsonPart(part, unreadable) {
  try {
    return JSON.parse(fromBase64Url(part ?? ""));
  } catch {
    throw new LinkError(unreadable);
  }
}
