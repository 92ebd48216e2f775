/** A shift of a location's schedule, as the domain reasons about it. */
export interface Shift {
  readonly id: number;
  /** The person working it; undefined for an open shift (anyone qualified may take it). */
  readonly personId?: string | undefined;
  /** The position worked, free text (e.g. "Server", "Line cook"). */
  readonly position: string;
  /** ISO instant (UTC) the shift starts. */
  readonly startsAt: string;
  /** ISO instant (UTC) the shift ends; after `startsAt`. */
  readonly endsAt: string;
  /** Unpaid break, minutes (0 when none). */
  readonly breakMinutes: number;
  readonly note: string;
}

/** A week of a location is a DRAFT until published; after that every change is tracked. */
export type ScheduleWeekStatus = 'DRAFT' | 'PUBLISHED';

/**
 * Why a shift is flagged before publishing (labour.rules.ts):
 * - OVERLAP: the same person has another shift at the same time;
 * - SHORT_REST: less than the minimum rest since the person's previous shift ("clopen");
 * - DAY_LIMIT / WEEK_LIMIT: the person's paid hours that local day / that week pass the maximum;
 * - SHORT_NOTICE: the shift starts inside the advance-notice window (Fair Workweek: a change
 *   there costs a premium);
 * - UNAVAILABLE / TIME_OFF: the shift meets the person's weekly unavailability / an approved
 *   time-off request (availability.rules.ts);
 * - MINOR_HOURS / MINOR_NIGHT: a minor's paid hours that local day or week pass the minors'
 *   maximum / the shift starts before the minors' earliest or ends after their latest time
 *   (minor.rules.ts).
 */
export const SHIFT_FLAGS = [
  'OVERLAP',
  'SHORT_REST',
  'DAY_LIMIT',
  'WEEK_LIMIT',
  'SHORT_NOTICE',
  'UNAVAILABLE',
  'TIME_OFF',
  'MINOR_HOURS',
  'MINOR_NIGHT',
] as const;
export type ShiftFlag = (typeof SHIFT_FLAGS)[number];

/** A location's labour rules; every duration in minutes, the notice in days. */
export interface LabourRules {
  /** Minimum rest between two shifts of one person. */
  readonly minRestMinutes: number;
  /** Maximum paid minutes of one person on one local day. */
  readonly maxDayMinutes: number;
  /** Maximum paid minutes of one person in one week. */
  readonly maxWeekMinutes: number;
  /** Days before a shift's start inside which a change is short notice. */
  readonly noticeDays: number;
}

/**
 * The documented defaults (README "Schedules"): 10 h rest between shifts, 12 h a day, 40 h a
 * week, 14 days' notice (the Fair Workweek laws of Oregon, Seattle, New York City and others).
 */
export const DEFAULT_LABOUR_RULES: LabourRules = {
  minRestMinutes: 10 * 60,
  maxDayMinutes: 12 * 60,
  maxWeekMinutes: 40 * 60,
  noticeDays: 14,
};
