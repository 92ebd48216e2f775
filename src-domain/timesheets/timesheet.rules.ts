import { clockInTiming } from '../time-clock/scheduled-shift.rules';
import type { GeofenceStatus, PunchKind } from '../time-clock/time-clock.model';

/**
 * The manager's timesheet (issue #33): shifts built from punches, their breaks, hours and flags.
 * Times are ISO 8601 instants (UTC); minutes are whole minutes.
 */

/** A shift longer than this (minutes, clock-in to clock-out) with no break is MISSED_BREAK. */
export const MISSED_BREAK_AFTER_MINUTES = 6 * 60;
/** A clock-out more than this (minutes) after the scheduled end of that day's shift is LATE_CLOCK_OUT. */
export const LATE_CLOCK_OUT_MINUTES = 15;
/** A punch received more than this (minutes) after its device time was synced late (LATE_SYNC). */
export const LATE_SYNC_MINUTES = 10;
/** The longest shift an edit may write (minutes). */
export const MAX_SHIFT_MINUTES = 24 * 60;

/** What a timesheet row is flagged for (the manager should look). */
export const TIMESHEET_FLAGS = [
  'OUTSIDE_GEOFENCE',
  'NO_POSITION',
  'ATTESTATION_RISK',
  'MISSED_BREAK',
  'EARLY_CLOCK_IN',
  'LATE_CLOCK_IN',
  'LATE_CLOCK_OUT',
  'LATE_SYNC',
] as const;
export type TimesheetFlag = (typeof TIMESHEET_FLAGS)[number];

/** One punch as the timesheet reads it. */
export interface TimesheetPunch {
  readonly kind: PunchKind;
  /** The device's clock reading. */
  readonly deviceAt: string;
  /** When the server received it. */
  readonly receivedAt: string;
  readonly geofence: GeofenceStatus;
}

/** A break: `endAt` undefined while it runs. */
export interface BreakTimes {
  readonly startAt: string;
  readonly endAt: string | undefined;
}

/** A shift's times: `clockOutAt` undefined while the shift is open. */
export interface ShiftTimes {
  readonly clockInAt: string;
  readonly clockOutAt: string | undefined;
  readonly breaks: readonly BreakTimes[];
}

/**
 * The times of one shift from its punches (device-time order, the first a CLOCK_IN): breaks pair
 * BREAK_START with the next BREAK_END; a break still open at the clock-out ends there.
 */
export function shiftTimesOf(punches: readonly TimesheetPunch[]): ShiftTimes {
  const clockIn = punches.find((punch) => punch.kind === 'CLOCK_IN') ?? punches[0]!;
  const clockOut = punches.find((punch) => punch.kind === 'CLOCK_OUT');
  const breaks: BreakTimes[] = [];
  let open: string | undefined;
  for (const punch of punches) {
    if (punch.kind === 'BREAK_START') open = punch.deviceAt;
    if (punch.kind === 'BREAK_END' && open !== undefined) {
      breaks.push({ startAt: open, endAt: punch.deviceAt });
      open = undefined;
    }
  }
  if (open !== undefined) breaks.push({ startAt: open, endAt: clockOut?.deviceAt });
  return { clockInAt: clockIn.deviceAt, clockOutAt: clockOut?.deviceAt, breaks };
}

const minutesBetween = (from: string, to: string) =>
  Math.max(0, (Date.parse(to) - Date.parse(from)) / 60_000);

/** Whole minutes of breaks; a running break counts until `now` (ms). */
export function breakMinutesOf(times: ShiftTimes, now: number): number {
  const end = (at: string | undefined) => at ?? new Date(now).toISOString();
  return Math.round(
    times.breaks.reduce((sum, item) => sum + minutesBetween(item.startAt, end(item.endAt)), 0),
  );
}

/** Whole minutes worked: clock-in to clock-out (an open shift: to `now`, ms) less breaks; never negative. */
export function workedMinutesOf(times: ShiftTimes, now: number): number {
  const end = times.clockOutAt ?? new Date(Math.max(now, Date.parse(times.clockInAt))).toISOString();
  return Math.max(0, Math.round(minutesBetween(times.clockInAt, end)) - breakMinutesOf(times, now));
}

/** What the flags of a shift are decided from. */
export interface FlagFacts {
  readonly times: ShiftTimes;
  /** The shift's original punches (edits never change them). */
  readonly punches: readonly TimesheetPunch[];
  /** True when an attestation answer of the shift was flagged as a risk. */
  readonly riskAnswer: boolean;
  /**
   * The start of the scheduled shift this one is compared with (planned-shift.rules.ts), when it
   * has one and this is its first worked shift: a clock-in back from a break away is not late.
   */
  readonly scheduledStartAt: string | undefined;
  /** The end of that scheduled shift, when it has one and this is its last worked shift. */
  readonly scheduledEndAt: string | undefined;
}

/**
 * The flags of a shift, in TIMESHEET_FLAGS order: OUTSIDE_GEOFENCE / NO_POSITION (any punch),
 * ATTESTATION_RISK, MISSED_BREAK (clocked out after more than MISSED_BREAK_AFTER_MINUTES with no
 * break), EARLY_CLOCK_IN / LATE_CLOCK_IN (the clock-in more than CLOCK_IN_FAR_MINUTES before or
 * after the scheduled start), LATE_CLOCK_OUT (more than LATE_CLOCK_OUT_MINUTES after the
 * scheduled end), LATE_SYNC (a punch received more than LATE_SYNC_MINUTES after its device time).
 */
export function timesheetFlags(facts: FlagFacts): TimesheetFlag[] {
  const flags = new Set<TimesheetFlag>();
  const { times } = facts;
  if (facts.punches.some((punch) => punch.geofence === 'OUTSIDE')) flags.add('OUTSIDE_GEOFENCE');
  if (facts.punches.some((punch) => punch.geofence === 'NO_POSITION')) flags.add('NO_POSITION');
  if (facts.riskAnswer) flags.add('ATTESTATION_RISK');
  if (
    times.clockOutAt !== undefined &&
    times.breaks.length === 0 &&
    minutesBetween(times.clockInAt, times.clockOutAt) > MISSED_BREAK_AFTER_MINUTES
  )
    flags.add('MISSED_BREAK');
  if (facts.scheduledStartAt !== undefined) {
    const timing = clockInTiming(Date.parse(facts.scheduledStartAt), Date.parse(times.clockInAt));
    if (timing.kind !== 'ON_TIME') flags.add(`${timing.kind}_CLOCK_IN`);
  }
  if (
    times.clockOutAt !== undefined &&
    facts.scheduledEndAt !== undefined &&
    Date.parse(times.clockOutAt) - Date.parse(facts.scheduledEndAt) > LATE_CLOCK_OUT_MINUTES * 60_000
  )
    flags.add('LATE_CLOCK_OUT');
  if (
    facts.punches.some(
      (punch) => Date.parse(punch.receivedAt) - Date.parse(punch.deviceAt) > LATE_SYNC_MINUTES * 60_000,
    )
  )
    flags.add('LATE_SYNC');
  return TIMESHEET_FLAGS.filter((flag) => flags.has(flag));
}

/** Why edited times are refused, or undefined when they are acceptable. */
export type ShiftEditProblem = 'END_BEFORE_START' | 'TOO_LONG' | 'BREAK_OUTSIDE_SHIFT' | 'BREAKS_OVERLAP';

/**
 * Checks a manager's edit of a closed shift: the clock-out after the clock-in, at most
 * MAX_SHIFT_MINUTES long, every break ends after it starts and lies inside the shift, breaks in
 * order without overlapping.
 */
export function shiftEditProblem(times: {
  readonly clockInAt: string;
  readonly clockOutAt: string;
  readonly breaks: readonly { readonly startAt: string; readonly endAt: string }[];
}): ShiftEditProblem | undefined {
  const start = Date.parse(times.clockInAt);
  const end = Date.parse(times.clockOutAt);
  if (!(end > start)) return 'END_BEFORE_START';
  if (end - start > MAX_SHIFT_MINUTES * 60_000) return 'TOO_LONG';
  let previousEnd = start;
  for (const item of times.breaks) {
    const from = Date.parse(item.startAt);
    const to = Date.parse(item.endAt);
    if (!(to > from) || from < start || to > end) return 'BREAK_OUTSIDE_SHIFT';
    if (from < previousEnd) return 'BREAKS_OVERLAP';
    previousEnd = to;
  }
  return undefined;
}

/** A break list written as text for the audit trail ("HH:MM…" instants joined), "" when none. */
export function breaksText(breaks: readonly BreakTimes[]): string {
  return breaks.map((item) => `${item.startAt}/${item.endAt ?? ''}`).join(' ');
}
