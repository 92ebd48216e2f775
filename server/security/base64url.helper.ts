// Tokens travel as base64url text. Decoders (Node's, jose's) are lenient: they take padding,
// and several texts decode to the same bytes (the spare low bits of the last character). A
// token is accepted only in the one canonical form we issue, so no two texts are the same token.

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/**
 * True when `text` is canonical unpadded base64url (RFC 4648 §5, §3.5): the alphabet only, no
 * `=`, no impossible length, and the spare bits of the last character zero — exactly what
 * encoding its bytes again gives. The empty string is canonical (zero bytes).
 */
export function isCanonicalBase64url(text: string): boolean {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return false;
  return Buffer.from(text, 'base64url').toString('base64url') === text;
}

/** True when `token` is a compact JWS (`header.payload.signature`) of canonical non-empty parts. */
export function isCanonicalCompactJws(token: string): boolean {
  const parts = token.split('.');
  return parts.length === 3 && parts.every((part) => part !== '' && isCanonicalBase64url(part));
}
