import { decodeTokenClaims } from './jwt.rules';

/** Tokens expiring within this margin are regenerated before use (spec 000 §4, §9). */
export const TOKEN_REFRESH_MARGIN_MS = 60_000;

/** Expiry of a JWT in epoch milliseconds from its `exp` claim (seconds), or `undefined` without one. */
export function tokenExpiresAt(token: string | undefined): number | undefined {
  const exp = decodeTokenClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
}

/** True when the token is missing, unreadable, without `exp`, or expired at `nowMs` (epoch ms). */
export function isTokenExpired(token: string | undefined, nowMs: number): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === undefined || expiresAt <= nowMs;
}

/**
 * True when the token must be regenerated before use: missing/unreadable, expired, or expiring
 * within `marginMs` (default 60 000 ms) of `nowMs`.
 */
export function needsRefresh(
  token: string | undefined,
  nowMs: number,
  marginMs = TOKEN_REFRESH_MARGIN_MS,
): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === undefined || expiresAt - nowMs <= marginMs;
}
