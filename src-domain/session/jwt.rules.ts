/** Claims the product reads from a JWT (spec: exp, iat, sub, email, cognito:username, shadow marker). */
export interface TokenClaims {
  readonly exp?: number;
  readonly iat?: number;
  readonly sub?: string;
  readonly email?: string;
  readonly 'cognito:username'?: string;
  readonly [claim: string]: unknown;
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const BASE64URL_INDEX = new Map([...BASE64URL].map((character, index) => [character, index]));

/** Decodes base64url (padding and standard '+/' tolerated) to bytes; `undefined` when malformed. */
function base64UrlToBytes(text: string): number[] | undefined {
  const clean = text.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  if (clean.length % 4 === 1) return undefined;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const character of clean) {
    const value = BASE64URL_INDEX.get(character);
    if (value === undefined) return undefined;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return bytes;
}

/** UTF-8 bytes to text without TextDecoder; `undefined` for invalid UTF-8. */
function utf8(bytes: readonly number[]): string | undefined {
  try {
    return decodeURIComponent(bytes.map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));
  } catch {
    return undefined;
  }
}

/** The last token decoded and its claims: every request of a session decodes the same token. */
let lastDecoded: { readonly token: string; readonly claims: TokenClaims | undefined } | undefined;

/**
 * The payload claims of a JWT, without verifying the signature (the server verifies; the client
 * only reads `exp` and names). `undefined` for anything that is not three dot-separated parts
 * with a JSON object payload. Never throws. The same token twice in a row is decoded once (the
 * claims object is shared: callers only read it).
 */
export function decodeTokenClaims(token: string | undefined): TokenClaims | undefined {
  if (token === undefined) return undefined;
  if (lastDecoded?.token === token) return lastDecoded.claims;
  const claims = decode(token);
  lastDecoded = { token, claims };
  return claims;
}

function decode(token: string): TokenClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const bytes = base64UrlToBytes(parts[1]!);
  const json = bytes && utf8(bytes);
  if (json === undefined) return undefined;
  try {
    const payload: unknown = JSON.parse(json);
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as TokenClaims)
      : undefined;
  } catch {
    return undefined;
  }
}
