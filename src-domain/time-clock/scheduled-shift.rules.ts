import type { Punch } from './time-clock.model';

/**
 * The scheduled shift beside the time clock (issue #34): the person sees their shift on the
 * clock, and a clock-in far from its start is flagged, to them before they punch and to the
 * manager on the timesheet (EARLY_CLOCK_IN / LATE_CLOCK_IN).
 */

/** A clock-in more than this many minutes before or after the scheduled start is far from it. */
export const CLOCK_IN_FAR_MINUTES = 15;
/** A clock-in up to this long (ms) before a shift's start is taken as being for that shift. */
export const CLOCK_IN_LEAD_MS = 4 * 3_600_000;

/** A published shift of the person's, as the time clock shows it; times in ms since the epoch. */
export interface ClockShift {
  readonly locationId: number;
  readonly locationName: string;
  readonly position: string;
  readonly startsAt: number;
  readonly endsAt: number;
}

/** How a clock-in at some moment compares with the scheduled start (minutes rounded, > 0). */
export type ClockInTiming =
  { readonly kind: 'ON_TIME' } | { readonly kind: 'EARLY' | 'LATE'; readonly minutes: number };

/** EARLY or LATE when `clockInAt` lies more than CLOCK_IN_FAR_MINUTES from `scheduledStart`. */
export function clockInTiming(scheduledStart: number, clockInAt: number): ClockInTiming {
  const minutes = Math.round((clockInAt - scheduledStart) / 60_000);
  if (minutes < -CLOCK_IN_FAR_MINUTES) return { kind: 'EARLY', minutes: -minutes };
  if (minutes > CLOCK_IN_FAR_MINUTES) return { kind: 'LATE', minutes };
  return { kind: 'ON_TIME' };
}

/**
 * The shift a clock-in at `now` is for: of `shifts`, the one not yet ended that starts first
 * (a shift under way before the next one); undefined when none is left.
 */
export function shiftToClockInto(shifts: readonly ClockShift[], now: number): ClockShift | undefined {
  let found: ClockShift | undefined;
  for (const shift of shifts) {
    if (shift.endsAt > now && (!found || shift.startsAt < found.startsAt)) found = shift;
  }
  return found;
}

/**
 * Whether `punches` hold a clock-in for `shift`: one from CLOCK_IN_LEAD_MS before its start to its
 * end. Once there is one, another clock-in (back from a split) says nothing of being late.
 */
export function clockedInFor(shift: ClockShift, punches: readonly Punch[]): boolean {
  return punches.some(
    (punch) =>
      punch.kind === 'CLOCK_IN' &&
      punch.deviceAt >= shift.startsAt - CLOCK_IN_LEAD_MS &&
      punch.deviceAt < shift.endsAt,
  );
}
