import { DateTime } from 'luxon';
import type { TimeOffSpan } from '../../src-domain/schedules/availability.rules';

/** The name of ISO weekday `weekday` (1 Monday … 7 Sunday) in the reader's language. */
export const weekdayName = (weekday: number, locale: string) =>
  DateTime.fromObject({ year: 2024, month: 1, day: weekday }, { zone: 'UTC' }) // 2024-01-01 is a Monday
    .setLocale(locale)
    .toLocaleString({ weekday: 'long' });

/** A local wall time `HH:mm` (`24:00` kept) in the reader's language. */
export const wallTime = (time: string, locale: string) =>
  time === '24:00'
    ? '24:00'
    : DateTime.fromISO(`2024-01-01T${time}`, { zone: 'UTC' })
        .setLocale(locale)
        .toLocaleString(DateTime.TIME_SIMPLE);

const date = (day: string, locale: string) =>
  DateTime.fromISO(day, { zone: 'UTC' })
    .setLocale(locale)
    .toLocaleString({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** A time-off span as read ("Tue, Dec 8, 2026", "… – …", with times when it has them). */
export function spanText(span: TimeOffSpan, locale: string): string {
  const from = `${date(span.startsOn, locale)}${span.fromTime ? ` ${wallTime(span.fromTime, locale)}` : ''}`;
  const to =
    `${span.endsOn === span.startsOn && span.toTime ? '' : date(span.endsOn, locale)}${span.toTime ? ` ${wallTime(span.toTime, locale)}` : ''}`.trim();
  return span.endsOn === span.startsOn && !span.fromTime ? from : `${from} – ${to}`;
}
