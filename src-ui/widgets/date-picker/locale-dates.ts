import type { DateTime } from 'luxon';

/**
 * Dates as the language writes them (its own order, month names and digits, through Intl), never
 * a fixed English pattern: 'March 2025' in English, 'مارس ٢٠٢٥' in Arabic.
 */
export const localeDates = {
  /** Month and year: the day view's heading and a month's full name. */
  monthYear: (date: DateTime, locale: string): string =>
    date.setLocale(locale).toLocaleString({ month: 'long', year: 'numeric' }),
  /** The year alone, in the language's digits. */
  year: (date: DateTime, locale: string): string =>
    date.setLocale(locale).toLocaleString({ year: 'numeric' }),
  /** Day and short month, without the year: the start of a week's range. */
  dayMonth: (date: DateTime, locale: string): string =>
    date.setLocale(locale).toLocaleString({ day: 'numeric', month: 'short' }),
  /** Day, short month and year: the end of a week's range. */
  dayMonthYear: (date: DateTime, locale: string): string =>
    date.setLocale(locale).toLocaleString({ day: 'numeric', month: 'short', year: 'numeric' }),
  /** The date field's text; in English the spec's 'MMM DD, YYYY' ('Mar 05, 2024'). */
  field: (date: DateTime, locale: string): string =>
    date.setLocale(locale).toLocaleString({ day: '2-digit', month: 'short', year: 'numeric' }),
};
