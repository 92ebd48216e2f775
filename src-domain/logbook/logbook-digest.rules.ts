import { DateTime } from 'luxon';

/** The local hour (0–23) from which the daily logbook digest of the day before is due. */
export const LOGBOOK_DIGEST_HOUR = 6;

/**
 * The logbook day (yyyy-MM-dd) whose digest is due at the instant `nowMs` (ms since the epoch) in
 * the IANA zone `zone` (an unknown zone counts as UTC): yesterday once the local clock reached
 * LOGBOOK_DIGEST_HOUR today, else the day before yesterday (whose digest was due yesterday
 * morning). Every instant of one local morning-to-morning answers the same day, so a job asking
 * all day long is told of one day only until the next morning.
 */
export function logbookDigestDay(nowMs: number, zone: string): string {
  let local = DateTime.fromMillis(nowMs, { zone });
  if (!local.isValid) local = DateTime.fromMillis(nowMs, { zone: 'utc' });
  // Calendar days, not 24-hour spans: a daylight-saving change moves no digest to another day.
  const today = DateTime.fromISO(local.toISODate() ?? '1970-01-01', { zone: 'utc' });
  const back = local.hour >= LOGBOOK_DIGEST_HOUR ? 1 : 2;
  return today.minus({ days: back }).toISODate() ?? '1970-01-01';
}
