import { CalendarDate } from '@internationalized/date';
import { DateTime } from 'luxon';

/** The react-aria date of a luxon date (its calendar fields; the zone does not matter). */
export function toCalendarDate(date: DateTime): CalendarDate {
  return new CalendarDate(date.year, date.month, date.day);
}

/** The luxon date (start of day, UTC, as the domain's calendar rules use) of a react-aria date. */
export function fromCalendarDate(date: {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}): DateTime {
  return DateTime.utc(date.year, date.month, date.day);
}

/** Today as a UTC calendar date, read from the browser's wall clock in its own zone. */
export function todayUtc(): DateTime {
  const local = DateTime.local();
  return DateTime.utc(local.year, local.month, local.day);
}
