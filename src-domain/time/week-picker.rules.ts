import type { DateTime } from 'luxon';
import { isOutsideBounds, type CalendarBounds } from './calendar.rules';

/** Days a week may start on (spec 001 §9); Monday by default. */
export const WEEK_DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
export const DEFAULT_WEEK_START: WeekDay = 'MON';

/** The first day (start of day) of the week containing `date`. */
export function startOfWeek(date: DateTime, weekStart: WeekDay = DEFAULT_WEEK_START): DateTime {
  const startWeekday = WEEK_DAYS.indexOf(weekStart) + 1;
  const back = (date.weekday - startWeekday + 7) % 7;
  return date.startOf('day').minus({ days: back });
}

/** The seven days of the week containing `date`, in order. */
export function weekDays(date: DateTime, weekStart: WeekDay = DEFAULT_WEEK_START): DateTime[] {
  const first = startOfWeek(date, weekStart);
  return Array.from({ length: 7 }, (_unused, index) => first.plus({ days: index }));
}

/** Moves by whole weeks: `direction` +1 next, −1 previous (7-day steps). */
export function stepWeek(date: DateTime, direction: 1 | -1): DateTime {
  return date.plus({ days: 7 * direction });
}

/**
 * Whether the previous / next buttons are disabled (spec 001 §2): previous when the whole
 * previous week is before `min`, next when the whole next week is after `max`.
 */
export function weekNavigation(
  date: DateTime,
  bounds: CalendarBounds,
  weekStart: WeekDay = DEFAULT_WEEK_START,
): { readonly previousDisabled: boolean; readonly nextDisabled: boolean } {
  const first = startOfWeek(date, weekStart);
  return {
    previousDisabled: isOutsideBounds(first.minus({ days: 1 }), { min: bounds.min }),
    nextDisabled: isOutsideBounds(first.plus({ days: 7 }), { max: bounds.max }),
  };
}

/** The 'ddd' labels of the week days starting at `weekStart` ('Mon' … 'Sun' by default). */
export function weekDayLabels(weekStart: WeekDay = DEFAULT_WEEK_START): string[] {
  const names = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  const offset = WEEK_DAYS.indexOf(weekStart);
  return names.map((_unused, index) => names[(index + offset) % 7]!);
}

/**
 * The weeks (rows of 7 days) covering the month of `viewMonth`, starting on `weekStart`:
 * 4 to 6 rows, including days of the neighbouring months.
 */
export function monthWeeks(viewMonth: DateTime, weekStart: WeekDay = DEFAULT_WEEK_START): DateTime[][] {
  const last = viewMonth.endOf('month').startOf('day');
  const weeks: DateTime[][] = [];
  for (
    let first = startOfWeek(viewMonth.startOf('month'), weekStart);
    first <= last;
    first = first.plus({ days: 7 })
  ) {
    weeks.push(Array.from({ length: 7 }, (_unused, index) => first.plus({ days: index })));
  }
  return weeks;
}
