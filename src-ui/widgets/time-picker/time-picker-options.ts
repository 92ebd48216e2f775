import { DateTime } from 'luxon';
import {
  DEFAULT_TIME_FORMAT,
  parseClockTime,
  type ClockTime,
} from '../../../src-domain/time/clock-time.rules';
import { timeOptions, type TimeOption } from '../../../src-domain/time/time-options.rules';

/**
 * The time picker's option list for one (arbitrary) day between `min` and `max` (default the
 * whole day), every `stepMinutes`, labelled in `format`, with durations from `min`. Uses the
 * domain rule; when it refuses (over 200 options) logs its warning on the console, as the spec
 * asks, and returns an empty list.
 */
export function pickerOptions(
  stepMinutes: number,
  format: string = DEFAULT_TIME_FORMAT,
  min?: ClockTime,
  max?: ClockTime,
  maxOptions?: number,
): readonly TimeOption[] {
  const day = DateTime.utc(2000, 1, 1);
  const start = day.set({ hour: min?.hours ?? 0, minute: min?.minutes ?? 0 });
  const end = max ? day.set({ hour: max.hours, minute: max.minutes }) : day.endOf('day');
  const result = timeOptions({ start, end, stepMinutes, labelFormat: format, maxOptions });
  if (result.warning) console.warn(result.warning);
  return result.options;
}

/** A bound given as text in `format`; unreadable bounds are ignored (undefined). */
export function parseBound(text: string | undefined, format: string): ClockTime | undefined {
  return text === undefined ? undefined : parseClockTime(text, format);
}
