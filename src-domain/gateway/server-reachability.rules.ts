/**
 * When a page says the server cannot be reached (issue #29): a person waits at most
 * `ANNOUNCE_WITHIN_MS` after the first failed attempt. Two failed attempts in a row announce it
 * at once (the second comes 1 s after the first in the network profile); one failure that the
 * next attempt repairs says nothing.
 */
export const ANNOUNCE_WITHIN_MS = 5_000;
export const ANNOUNCE_AFTER_FAILURES = 2;
/** While the server is unreachable and no call is retrying, the last failed read is sent again this often. */
export const PROBE_EVERY_MS = 10_000;

/** The failures seen since the last answer. */
export interface FailureStreak {
  /** Failed attempts (no answer, or an answer of 500 and above) since the last answer. */
  readonly failures: number;
  /** When the first of them failed, ms since the epoch; undefined when `failures` is 0. */
  readonly since: number | undefined;
}

/** True when the page should say the server cannot be reached. */
export function isUnreachable(streak: FailureStreak, now: number): boolean {
  if (streak.failures === 0 || streak.since === undefined) return false;
  return streak.failures >= ANNOUNCE_AFTER_FAILURES || now - streak.since >= ANNOUNCE_WITHIN_MS;
}
