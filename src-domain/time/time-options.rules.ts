import type { DateTime } from 'luxon';
import { DomainError } from '../shared/domain-error';
import { DEFAULT_TIME_FORMAT, formatClockTime } from './clock-time.rules';
import { formatDuration } from './duration.rules';

/** Most options a time picker lists (spec 001 §5, §9). */
export const MAX_TIME_OPTIONS = 200;
/** The warning returned (the UI logs it to the console) when there would be more. */
export const TOO_MANY_TIME_OPTIONS = 'Too many options for time picker';

/** One option of the time picker (spec 001 §3 "Time option"). */
export interface TimeOption {
  /** ISO-8601 date-time with offset, in the zone of `start`. */
  readonly value: string;
  /** The time in the label format, e.g. '09:30'. */
  readonly label: string;
  /** Time since `durationFrom`, e.g. '1 hrs 30m'. */
  readonly duration: string;
  /** True when after the optional closing time. */
  readonly next_day: boolean;
}

/** What `timeOptions` lists: instants carry their zone; labels are in that zone. */
export interface TimeOptionsRequest {
  readonly start: DateTime;
  readonly end: DateTime;
  /** Step in whole minutes (> 0). */
  readonly stepMinutes: number;
  /** Whether `start` itself is an option when it falls on the step (default true). */
  readonly includeStart?: boolean;
  /** Whether `end` itself is an option when it falls on the step (default true). */
  readonly includeEnd?: boolean;
  /** Options after this instant are marked `next_day`. */
  readonly closingTime?: DateTime;
  /** Durations are measured from here (default `start`). */
  readonly durationFrom?: DateTime;
  /** Label format (tokens of `formatClockTime`, default 'HH:mm'). */
  readonly labelFormat?: string;
  /** Upper bound of the list (default 200). */
  readonly maxOptions?: number;
}

/** The options, or none with a warning the UI logs (never thrown). */
export interface TimeOptionsResult {
  readonly options: readonly TimeOption[];
  /** Set when the list was emptied because it would exceed `maxOptions`. */
  readonly warning?: typeof TOO_MANY_TIME_OPTIONS;
}

const MINUTE_MS = 60_000;

/**
 * The options between `start` and `end` (spec 001 §5): the first is the next multiple of the
 * step in minutes since midnight of `start` (start itself only when on the step and included),
 * then every step up to `end` (included only when on the step and `includeEnd`). Sorted, on
 * the step. More than `maxOptions` → an empty list and the warning. Throws a DomainError
 * 'TIME.INVALID_STEP' for a step that is not a positive integer (a caller bug).
 */
export function timeOptions(request: TimeOptionsRequest): TimeOptionsResult {
  const step = request.stepMinutes;
  if (!Number.isInteger(step) || step <= 0)
    throw new DomainError('TIME.INVALID_STEP', `Invalid step ${step}`);
  const stepMs = step * MINUTE_MS;
  const dayStart = request.start.startOf('day');
  const offsetMs = request.start.toMillis() - dayStart.toMillis();
  let firstMs = dayStart.toMillis() + Math.ceil(offsetMs / stepMs) * stepMs;
  if (firstMs === request.start.toMillis() && request.includeStart === false) firstMs += stepMs;
  const endMs = request.end.toMillis();
  let count = firstMs > endMs ? 0 : Math.floor((endMs - firstMs) / stepMs) + 1;
  if (count > 0 && firstMs + (count - 1) * stepMs === endMs && request.includeEnd === false) count -= 1;
  if (count > (request.maxOptions ?? MAX_TIME_OPTIONS))
    return { options: [], warning: TOO_MANY_TIME_OPTIONS };

  const startMs = request.start.toMillis();
  const format = request.labelFormat ?? DEFAULT_TIME_FORMAT;
  const fromMs = (request.durationFrom ?? request.start).toMillis();
  const closingMs = request.closingTime?.toMillis();
  const options: TimeOption[] = [];
  for (let index = 0; index < count; index++) {
    const ms = firstMs + index * stepMs;
    const time = request.start.plus(ms - startMs);
    options.push({
      value: time.toISO()!,
      label: formatClockTime({ hours: time.hour, minutes: time.minute }, format),
      duration: formatDuration((ms - fromMs) / MINUTE_MS),
      next_day: closingMs !== undefined && ms > closingMs,
    });
  }
  return { options };
}
