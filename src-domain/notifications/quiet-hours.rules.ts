import { DateTime } from 'luxon';

/** Texts to candidates wait during these local hours: from 21:00 up to (not including) 08:00. */
export const QUIET_HOURS = { startHour: 21, endHour: 8 } as const;

/**
 * When a text written at `now` may go to someone in IANA zone `zone`: undefined when `now` is
 * outside the quiet hours there (send at once), else the next 08:00 of that zone (as a Date).
 * An unknown zone counts as UTC. 08:00 itself is not quiet; 21:00 is.
 */
export function quietHoursEnd(now: Date, zone: string): Date | undefined {
  let local = DateTime.fromJSDate(now, { zone });
  if (!local.isValid) local = DateTime.fromJSDate(now, { zone: 'utc' });
  const hour = local.hour;
  if (hour >= QUIET_HOURS.endHour && hour < QUIET_HOURS.startHour) return undefined;
  const day = hour >= QUIET_HOURS.startHour ? local.plus({ days: 1 }) : local;
  return day.set({ hour: QUIET_HOURS.endHour, minute: 0, second: 0, millisecond: 0 }).toJSDate();
}
