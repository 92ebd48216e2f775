import { minutesOfClock, type InterviewAvailabilityRules } from './interview-slots.rules';

/** Why an availability is refused. */
export type InterviewAvailabilityProblemCode =
  | 'WEEKDAY'
  | 'TIME'
  | 'END_NOT_AFTER_START'
  | 'SHORTER_THAN_LENGTH'
  | 'OVERLAP'
  | 'TOO_MANY_RANGES'
  | 'OUT_OF_RANGE';

/** The first problem found: the field (wire name, e.g. `weekly_hours[2].end`) and why. */
export interface InterviewAvailabilityProblem {
  readonly field: string;
  readonly code: InterviewAvailabilityProblemCode;
}

/** Bounds of the numbers of an availability, inclusive (issue #35 contract). */
export const INTERVIEW_AVAILABILITY_BOUNDS = {
  length_minutes: [10, 240],
  buffer_minutes: [0, 120],
  horizon_days: [1, 60],
  minimum_notice_hours: [0, 168],
} as const;

/** Most weekly ranges an availability holds. */
export const MAX_WEEKLY_RANGES = 50;

/** The default minimum notice, hours. */
export const DEFAULT_MINIMUM_NOTICE_HOURS = 12;

/**
 * The first problem of `rules`, or undefined when it is valid: numbers integral and within
 * INTERVIEW_AVAILABILITY_BOUNDS; at most MAX_WEEKLY_RANGES ranges; each range an ISO weekday 1..7
 * with 'HH:mm' times ('24:00' only as an end), end after start, at least one interview long;
 * ranges of one weekday not overlapping (touching is fine).
 */
export function interviewAvailabilityProblem(
  rules: InterviewAvailabilityRules,
): InterviewAvailabilityProblem | undefined {
  const numbers: [keyof typeof INTERVIEW_AVAILABILITY_BOUNDS, number][] = [
    ['length_minutes', rules.lengthMinutes],
    ['buffer_minutes', rules.bufferMinutes],
    ['horizon_days', rules.horizonDays],
    ['minimum_notice_hours', rules.minimumNoticeHours],
  ];
  for (const [field, value] of numbers) {
    const [min, max] = INTERVIEW_AVAILABILITY_BOUNDS[field];
    if (!Number.isInteger(value) || value < min || value > max) return { field, code: 'OUT_OF_RANGE' };
  }
  if (rules.weeklyHours.length > MAX_WEEKLY_RANGES) return { field: 'weekly_hours', code: 'TOO_MANY_RANGES' };
  const seen: { weekday: number; start: number; end: number }[] = [];
  for (const [index, range] of rules.weeklyHours.entries()) {
    const at = (name: string) => `weekly_hours[${index}].${name}`;
    if (!Number.isInteger(range.weekday) || range.weekday < 1 || range.weekday > 7) {
      return { field: at('weekday'), code: 'WEEKDAY' };
    }
    const start = minutesOfClock(range.start);
    if (start === undefined || start === 1440) return { field: at('start'), code: 'TIME' };
    const end = minutesOfClock(range.end);
    if (end === undefined) return { field: at('end'), code: 'TIME' };
    if (end <= start) return { field: at('end'), code: 'END_NOT_AFTER_START' };
    if (end - start < rules.lengthMinutes) return { field: at('end'), code: 'SHORTER_THAN_LENGTH' };
    const clash = seen.some(
      (other) => other.weekday === range.weekday && start < other.end && other.start < end,
    );
    if (clash) return { field: at('start'), code: 'OVERLAP' };
    seen.push({ weekday: range.weekday, start, end });
  }
  return undefined;
}
