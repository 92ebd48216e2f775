import { formatClockTime, fromMinutes, toMinutes, type ClockTime } from './clock-time.rules';

/** The part of a time field the caret is in. */
export type TimePart = 'hours' | 'minutes' | 'meridiem';

/** Arrow-key steps (spec 001 §5): hours change by `hourStep`, minutes by `minuteStep` with snapping. */
export interface TimeSteps {
  readonly hourStep?: number;
  readonly minuteStep?: number;
}

/**
 * The time after an arrow key (`direction` +1 up, −1 down) on `part` (spec 001 §5): hours move by
 * the hour step; minutes move to the next multiple of the minute step in that direction (snapping
 * when off the step), carrying into hours; the AM/PM part moves by 12 hours. Wraps around midnight.
 */
export function stepClockTime(
  time: ClockTime,
  part: TimePart,
  direction: 1 | -1,
  steps: TimeSteps = {},
): ClockTime {
  const total = toMinutes(time);
  if (part === 'meridiem') return fromMinutes(total + 12 * 60);
  if (part === 'hours') return fromMinutes(total + direction * 60 * (steps.hourStep ?? 1));
  const step = steps.minuteStep ?? 1;
  const remainder = time.minutes % step;
  if (remainder === 0) return fromMinutes(total + direction * step);
  return fromMinutes(direction === 1 ? total - remainder + step : total - remainder);
}

/**
 * The part at caret position `caret` of `text` typed in `format`: segments are separated by
 * ':' or spaces and map in order to the format's parts. Positions past the end belong to the
 * last segment.
 */
export function timePartAt(text: string, format: string, caret: number): TimePart {
  const parts: TimePart[] = format
    .split(/[:\s]+/)
    .map((segment) => (/[Hh]/.test(segment) ? 'hours' : /m/.test(segment) ? 'minutes' : 'meridiem'));
  const segmentIndex = text.slice(0, Math.max(0, caret)).split(/[:\s]+/).length - 1;
  return parts[Math.min(segmentIndex, parts.length - 1)]!;
}

/** Where a typed time falls against optional bounds: the picker's error state (spec 001 §4). */
export function timeRangeError(
  time: ClockTime,
  min?: ClockTime,
  max?: ClockTime,
): 'before-min' | 'after-max' | undefined {
  if (min && toMinutes(time) < toMinutes(min)) return 'before-min';
  if (max && toMinutes(time) > toMinutes(max)) return 'after-max';
  return undefined;
}

/** Keys that accept an autocomplete suggestion (spec 001 §5). */
export const ACCEPT_SUGGESTION_KEYS: readonly string[] = ['Enter', 'Tab', 'ArrowRight'];

/**
 * The first option label that starts with what was typed (case-insensitive), or `undefined`
 * for empty input or no match.
 */
export function timeSuggestion(typed: string, labels: readonly string[]): string | undefined {
  const needle = typed.trim().toLowerCase();
  if (needle === '') return undefined;
  return labels.find((label) => label.toLowerCase().startsWith(needle));
}

/** Re-formats a stepped time for the field. */
export function stepTimeText(
  time: ClockTime,
  part: TimePart,
  direction: 1 | -1,
  format: string,
  steps?: TimeSteps,
): string {
  return formatClockTime(stepClockTime(time, part, direction, steps), format);
}
