/**
 * The scheduled shift beside the time clock (issue #34): the person sees their shift on the
 * clock, and a clock-in far from its start is flagged, to them before they punch and to the
 * manager on the timesheet (EARLY_CLOCK_IN / LATE_CLOCK_IN).
 */

/** A clock-in more than this many minutes before or after the scheduled start is far from it. */
export const CLOCK_IN_FAR_MINUTES = 15;

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
