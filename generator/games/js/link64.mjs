// Text in a share link's fragment: UTF-8 bytes as base64url (no padding), and back. The
// decoder is strict: bytes that are not UTF-8 throw, and the caller says the link is bad.

export function toBase64Url(textValue) {
  const bytes = new TextEncoder().encode(textValue);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export function fromBase64Url(textValue) {
  const binary = atob(textValue.replaceAll("-", "+").replaceAll("_", "/"));
  return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}
