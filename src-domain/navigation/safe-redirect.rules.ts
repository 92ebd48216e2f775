import { originOf, parseHttpUrl } from './origin.rules';

/** Options of `safeRedirectTarget`. */
export interface SafeRedirectOptions {
  /** The app's own origin, e.g. 'https://app.brigade.example'. */
  readonly origin: string;
  /** Other origins an absolute target may point to (e.g. the corporate host, the legacy app). */
  readonly allowedOrigins?: readonly string[];
  /** Returned for anything unsafe; default '/'. Trusted as given. */
  readonly fallback?: string;
}

const MAX_DECODE_ROUNDS = 4;

/** Control characters, whitespace and backslashes are never part of a target we accept. */
function hasForbiddenCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code <= 0x20 || (code >= 0x7f && code <= 0xa0) || code === 0x5c) return true;
    if (code === 0x2028 || code === 0x2029 || code === 0xfeff) return true;
  }
  return false;
}
/** Decodes percent-escapes repeatedly until stable; `undefined` for malformed escapes. */
function fullyDecoded(value: string): string | undefined {
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return /%[0-9a-f]{2}/i.test(current) ? undefined : current;
}

function isSafePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//');
}

/**
 * A redirect target that cannot leave the app (spec 000 §2 `ref`, `redirectAfterLogout`):
 * - a path on `origin`: one leading '/', never '//' or '/\' (also after percent-decoding), or
 * - an absolute http(s) URL whose origin is `origin` or listed in `allowedOrigins`.
 * Anything else — undefined, relative paths, `javascript:`, other schemes, user-info, control
 * characters, whitespace, backslashes, malformed or encoded tricks ('/%2F%2Fevil.example') —
 * gives `fallback` (default '/'). Never throws.
 */
export function safeRedirectTarget(raw: string | undefined, options: SafeRedirectOptions): string {
  const fallback = options.fallback ?? '/';
  if (raw === undefined || raw === '' || hasForbiddenCharacter(raw)) return fallback;
  const decoded = fullyDecoded(raw);
  if (decoded === undefined || hasForbiddenCharacter(decoded)) return fallback;
  if (raw.startsWith('/')) return isSafePath(raw) && isSafePath(decoded) ? raw : fallback;
  const parsed = parseHttpUrl(raw);
  if (parsed === undefined) return fallback;
  const allowed = [options.origin, ...(options.allowedOrigins ?? [])].map(originOf);
  // A '%' in the authority fails host parsing, so the origin cannot hide encoded characters.
  if (!allowed.includes(parsed.origin)) return fallback;
  return `${parsed.origin}${parsed.rest}`;
}
