import { token } from '../shared/token';
import type { BreakTimes, TimesheetFlag } from './timesheet.rules';

/** One change of a shift's audit trail: old → new, by whom, when and why. */
export interface TimesheetEdit {
  readonly id: number;
  readonly editedAt: string;
  readonly editedByName: string;
  readonly field: 'CLOCK_IN' | 'CLOCK_OUT' | 'BREAKS';
  readonly oldValue: string;
  readonly newValue: string;
  readonly reason: string;
}

/** A row of the timesheet: one shift of one person (times are ISO instants). */
export interface TimesheetShift {
  /** The shift's id (its clock-in punch). */
  readonly id: number;
  readonly personId: string;
  readonly personName: string;
  /** Sent back with an approval or an edit (a stale one is refused). */
  readonly version: number;
  readonly clockInAt: string;
  /** Undefined while the shift is open. */
  readonly clockOutAt: string | undefined;
  readonly breaks: readonly BreakTimes[];
  readonly breakMinutes: number;
  readonly workedMinutes: number;
  readonly flags: readonly TimesheetFlag[];
  readonly approved: { readonly byName: string; readonly at: string } | undefined;
  readonly edits: readonly TimesheetEdit[];
}

/** A location's week of timesheets. */
export interface TimesheetWeek {
  readonly locationId: number;
  readonly locationName: string;
  /** The location's IANA time zone: every local time shown is in it. */
  readonly timeZone: string;
  readonly weekStart: string;
  readonly people: readonly { readonly id: string; readonly name: string; readonly workedMinutes: number }[];
  readonly shifts: readonly TimesheetShift[];
  readonly workedMinutes: number;
}

/** What a manager writes when correcting a closed shift (instants; a reason is required). */
export interface ShiftCorrection {
  readonly clockInAt: string;
  readonly clockOutAt: string;
  readonly breaks: readonly { readonly startAt: string; readonly endAt: string }[];
  readonly reason: string;
}

/**
 * The timesheets API (issue #33). Every call rejects with a GatewayError whose serverCode is the
 * server's (TIMESHEETS.FORBIDDEN, TIMESHEETS.STALE_SHIFT, TIMESHEETS.REASON_REQUIRED, …).
 */
export interface TimesheetsApiPort {
  /** The locations the caller manages (the schedules managers' list). */
  locations(): Promise<readonly { readonly id: number; readonly name: string }[]>;
  week(locationId: number, weekStart: string): Promise<TimesheetWeek>;
  /** Rejects with TIMESHEETS.STALE_SHIFT when `version` is no longer the shift's. */
  approve(locationId: number, shiftId: number, version: number): Promise<TimesheetShift>;
  /** Rejects with TIMESHEETS.STALE_SHIFT when `version` is no longer the shift's. */
  correct(
    locationId: number,
    shiftId: number,
    version: number,
    correction: ShiftCorrection,
  ): Promise<TimesheetShift>;
  /** The week as CSV text (a header row, one row per shift). */
  csv(locationId: number, weekStart: string): Promise<string>;
}
export const TimesheetsApiPort = token<TimesheetsApiPort>('domain.timesheets-api');
