import { DateTime } from 'luxon';
import { isOutsideBounds, type CalendarBounds } from './calendar.rules';

/** Years shown by the year picker, and how many come before the current one (spec 001 §2, §9). */
export const YEAR_GRID_SIZE = 12;
export const YEARS_BEFORE_CURRENT = 8;

/** The month picker's output 'YYYY-MM'. */
export function toMonthValue(date: DateTime): string {
  return date.toFormat('yyyy-MM');
}

/** Parses 'YYYY-MM' strictly as the first day of the month in UTC; `undefined` otherwise. */
export function parseMonthValue(value: string | null | undefined): DateTime | undefined {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value ?? '');
  return match ? DateTime.utc(Number(match[1]), Number(match[2]), 1) : undefined;
}

/** The month picker's display 'MM/YYYY' of a 'YYYY-MM' value; '' when the value is unreadable. */
export function displayMonth(value: string | null | undefined): string {
  const month = parseMonthValue(value);
  return month ? month.toFormat('MM/yyyy') : '';
}

/** The 12 months of `year` with whether each is disabled at month granularity. */
export function monthGrid(
  year: number,
  bounds: CalendarBounds = {},
): { value: string; label: string; disabled: boolean }[] {
  return Array.from({ length: 12 }, (_unused, index) => {
    const month = DateTime.utc(year, index + 1, 1);
    return {
      value: toMonthValue(month),
      label: month.toFormat('MMM', { locale: 'en-US' }),
      disabled: isOutsideBounds(month, bounds, 'month'),
    };
  });
}

/** The year picker's grid: 12 years starting 8 before `currentYear` (the caller's clock). */
export function yearGrid(
  currentYear: number,
  bounds: CalendarBounds = {},
): { year: number; disabled: boolean }[] {
  return Array.from({ length: YEAR_GRID_SIZE }, (_unused, index) => {
    const year = currentYear - YEARS_BEFORE_CURRENT + index;
    return { year, disabled: isOutsideBounds(DateTime.utc(year, 1, 1), bounds, 'year') };
  });
}
