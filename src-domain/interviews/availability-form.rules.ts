import type { AvailabilityDraft, AvailabilitySetting, WeeklyRange } from './interview.model';

/** The availability form's fields, as the form names them. */
export type AvailabilityField =
  'weeklyHours' | 'lengthMinutes' | 'bufferMinutes' | 'horizonDays' | 'minimumNoticeHours';

/** The number fields, their bounds (both included) and their wire names. */
export const AVAILABILITY_LIMITS = {
  lengthMinutes: { min: 10, max: 240, wire: 'length_minutes' },
  bufferMinutes: { min: 0, max: 120, wire: 'buffer_minutes' },
  horizonDays: { min: 1, max: 60, wire: 'horizon_days' },
  minimumNoticeHours: { min: 0, max: 168, wire: 'minimum_notice_hours' },
} as const;

type NumberField = keyof typeof AVAILABILITY_LIMITS;

/** What is wrong with the availability form. */
export type AvailabilityProblemCode =
  /** No weekly range at all. */
  | 'INTERVIEWS.HOURS_EMPTY'
  /** A time that is not `HH:mm` (00:00..23:59, or 24:00 as an end). */
  | 'INTERVIEWS.TIME_INVALID'
  /** A range whose end is not after its start. */
  | 'INTERVIEWS.END_BEFORE_START'
  /** A range shorter than one interview (no slot fits in it). */
  | 'INTERVIEWS.RANGE_TOO_SHORT'
  /** A range overlapping another of the same weekday. */
  | 'INTERVIEWS.RANGES_OVERLAP'
  /** A number that is not a whole number within its bounds. */
  | 'INTERVIEWS.OUT_OF_RANGE'
  /** The server refused it for a reason the form did not see (its message names the field). */
  | 'INTERVIEWS.AVAILABILITY_INVALID';

/** One problem: the field, the range's index for `weeklyHours`, and the code. */
export interface AvailabilityProblem {
  readonly field: AvailabilityField;
  readonly index?: number;
  readonly code: AvailabilityProblemCode;
}

/** The form as typed: numbers stay text so nothing typed is lost. */
export interface AvailabilityForm {
  readonly positionId: number | undefined;
  readonly weeklyHours: readonly WeeklyRange[];
  readonly lengthMinutes: string;
  readonly bufferMinutes: string;
  readonly horizonDays: string;
  readonly minimumNoticeHours: string;
}

/** The form a location without availability starts from: weekdays 09:00–17:00, 30 min, 12 h notice. */
export function defaultAvailabilityForm(positionId?: number): AvailabilityForm {
  return {
    positionId,
    weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
    lengthMinutes: '30',
    bufferMinutes: '10',
    horizonDays: '14',
    minimumNoticeHours: '12',
  };
}

/** The form of a saved (or default) availability. */
/**
 * Where the hours shown come from: the location's or position's own (OWN), the location's for a
 * position without its own (LOCATION), or the starting suggestion when neither is set (NONE).
 */
export type HoursSource = 'OWN' | 'LOCATION' | 'NONE';

/**
 * The form the availability screen starts from for `setting` (of position `positionId` when set,
 * else of the location), and where its hours come from. A position without hours of its own
 * starts from the location's, which a save turns into the position's own.
 */
export function startingForm(
  setting: Pick<AvailabilitySetting, 'availability' | 'locationAvailability'>,
  positionId?: number,
): { readonly form: AvailabilityForm; readonly source: HoursSource } {
  if (setting.availability) {
    return { form: availabilityForm({ ...setting.availability, positionId }), source: 'OWN' };
  }
  if (positionId !== undefined && setting.locationAvailability) {
    return { form: availabilityForm({ ...setting.locationAvailability, positionId }), source: 'LOCATION' };
  }
  return { form: defaultAvailabilityForm(positionId), source: 'NONE' };
}

export function availabilityForm(draft: AvailabilityDraft): AvailabilityForm {
  return {
    positionId: draft.positionId,
    weeklyHours: draft.weeklyHours,
    lengthMinutes: String(draft.lengthMinutes),
    bufferMinutes: String(draft.bufferMinutes),
    horizonDays: String(draft.horizonDays),
    minimumNoticeHours: String(draft.minimumNoticeHours),
  };
}

/** Minutes after midnight of `HH:mm` (24:00 = 1440 when `asEnd`); undefined when not a time. */
export function minutesOf(time: string, asEnd = false): number | undefined {
  if (asEnd && time === '24:00') return 1440;
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

function rangeProblems(
  ranges: readonly WeeklyRange[],
  lengthMinutes: number | undefined,
): AvailabilityProblem[] {
  if (ranges.length === 0) return [{ field: 'weeklyHours', code: 'INTERVIEWS.HOURS_EMPTY' }];
  const problems: AvailabilityProblem[] = [];
  const valid: { index: number; weekday: number; start: number; end: number }[] = [];
  ranges.forEach((range, index) => {
    const start = minutesOf(range.start);
    const end = minutesOf(range.end, true);
    const weekdayOk = Number.isInteger(range.weekday) && range.weekday >= 1 && range.weekday <= 7;
    if (start === undefined || end === undefined || !weekdayOk) {
      problems.push({ field: 'weeklyHours', index, code: 'INTERVIEWS.TIME_INVALID' });
    } else if (end <= start) {
      problems.push({ field: 'weeklyHours', index, code: 'INTERVIEWS.END_BEFORE_START' });
    } else if (lengthMinutes !== undefined && end - start < lengthMinutes) {
      problems.push({ field: 'weeklyHours', index, code: 'INTERVIEWS.RANGE_TOO_SHORT' });
    } else {
      valid.push({ index, weekday: range.weekday, start, end });
    }
  });
  for (const range of valid) {
    const overlaps = valid.some(
      (other) =>
        other.index < range.index &&
        other.weekday === range.weekday &&
        other.start < range.end &&
        range.start < other.end,
    );
    if (overlaps)
      problems.push({ field: 'weeklyHours', index: range.index, code: 'INTERVIEWS.RANGES_OVERLAP' });
  }
  return problems;
}

function wholeNumber(text: string): number | undefined {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : undefined;
}

/**
 * Checks the form as the server will (issue #35's bounds): answers the draft to save, or the
 * problems (weekly ranges first, by index, then the numbers in form order).
 */
export function validateAvailability(
  form: AvailabilityForm,
):
  | { readonly draft: AvailabilityDraft; readonly problems: readonly [] }
  | { readonly draft: undefined; readonly problems: readonly AvailabilityProblem[] } {
  const problems = rangeProblems(form.weeklyHours, wholeNumber(form.lengthMinutes));
  const numbers = {} as Record<NumberField, number>;
  for (const field of Object.keys(AVAILABILITY_LIMITS) as NumberField[]) {
    const value = wholeNumber(form[field]);
    const { min, max } = AVAILABILITY_LIMITS[field];
    if (value === undefined || value < min || value > max) {
      problems.push({ field, code: 'INTERVIEWS.OUT_OF_RANGE' });
    } else {
      numbers[field] = value;
    }
  }
  if (problems.length > 0) return { draft: undefined, problems };
  return {
    draft: {
      positionId: form.positionId,
      weeklyHours: [...form.weeklyHours].sort(
        (a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start),
      ),
      ...numbers,
    },
    problems: [],
  };
}

/**
 * The form field a server refusal names (its wire name, e.g. `length_minutes` or
 * `weekly_hours[2].end`, as `data.field` or at the start of the message), with the range's index
 * for weekly hours; `weeklyHours` when it names none (the ranges are the likeliest culprit).
 */
export function fieldOfRefusal(named: string | undefined): { field: AvailabilityField; index?: number } {
  const text = named ?? '';
  for (const field of Object.keys(AVAILABILITY_LIMITS) as NumberField[]) {
    if (text.includes(AVAILABILITY_LIMITS[field].wire)) return { field };
  }
  const range = /weekly_hours\[(\d+)\]/.exec(text);
  return range ? { field: 'weeklyHours', index: Number(range[1]) } : { field: 'weeklyHours' };
}
