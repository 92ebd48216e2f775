import type { DateTime } from 'luxon';
import { DEFAULT_DATE_FORMAT, parseCalendarDate } from './calendar-format.rules';

/** Granularity of a comparison: the day, month or year view. */
export type CalendarGranularity = 'day' | 'month' | 'year';

/** Optional limits of a picker; absent means unbounded. */
export interface CalendarBounds {
  readonly min?: DateTime;
  readonly max?: DateTime;
}

/**
 * Bounds from texts in `format` (spec 001 §5): an unreadable min or max is ignored (treated as
 * absent), never an error.
 */
export function calendarBounds(
  min: string | null | undefined,
  max: string | null | undefined,
  format: string = DEFAULT_DATE_FORMAT,
): CalendarBounds {
  const minDate = parseCalendarDate(min, format);
  const maxDate = parseCalendarDate(max, format);
  return { ...(minDate ? { min: minDate } : {}), ...(maxDate ? { max: maxDate } : {}) };
}

/** The calendar position of a date at a granularity, read from its own fields (zone-independent). */
function calendarKey(date: DateTime, granularity: CalendarGranularity): number {
  if (granularity === 'year') return date.year;
  return granularity === 'month'
    ? date.year * 100 + date.month
    : date.year * 10_000 + date.month * 100 + date.day;
}

/**
 * True when `date` lies before `min` or after `max` at `granularity`, comparing calendar fields:
 * in the month view a month is disabled only when wholly outside, in the year view likewise.
 */
export function isOutsideBounds(
  date: DateTime,
  bounds: CalendarBounds,
  granularity: CalendarGranularity = 'day',
): boolean {
  const key = calendarKey(date, granularity);
  if (bounds.min && key < calendarKey(bounds.min, granularity)) return true;
  return bounds.max !== undefined && key > calendarKey(bounds.max, granularity);
}

/** The states a calendar day is drawn with (spec 001 §4). */
export interface DayState {
  readonly selected: boolean;
  readonly today: boolean;
  readonly disabled: boolean;
  readonly highlighted: boolean;
  readonly outsideMonth: boolean;
}

/** The state of `date` in the month `viewMonth`; `today` comes from the caller's clock. */
export function dayState(
  date: DateTime,
  context: {
    readonly today: DateTime;
    readonly viewMonth: DateTime;
    readonly selected?: DateTime;
    readonly bounds?: CalendarBounds;
    readonly highlighted?: (date: DateTime) => boolean;
  },
): DayState {
  return {
    selected: context.selected !== undefined && date.hasSame(context.selected, 'day'),
    today: date.hasSame(context.today, 'day'),
    disabled: isOutsideBounds(date, context.bounds ?? {}, 'day'),
    highlighted: context.highlighted?.(date) ?? false,
    outsideMonth: !date.hasSame(context.viewMonth, 'month'),
  };
}

/** Views of the date picker. */
export type CalendarView = 'day' | 'month' | 'year';

/** Clicking the header zooms out: day → month → year (year stays). */
export function zoomOut(view: CalendarView): CalendarView {
  return view === 'day' ? 'month' : 'year';
}

/** Selecting in a view zooms back in: year → month → day; selecting a day stays in day. */
export function zoomInAfterSelect(view: CalendarView): CalendarView {
  return view === 'year' ? 'month' : 'day';
}
