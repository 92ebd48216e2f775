import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';

/** Server codes with their own sentence in `timesheets.errors`. */
const KNOWN = new Set([
  'TIMESHEETS.FORBIDDEN',
  'TIMESHEETS.SHIFT_NOT_FOUND',
  'TIMESHEETS.SHIFT_OPEN',
  'TIMESHEETS.STALE_SHIFT',
  'TIMESHEETS.REASON_REQUIRED',
  'TIMESHEETS.INVALID_TIMES',
  'TIMESHEETS.NOTHING_CHANGED',
]);

/** The sentence for a failed timesheets call, in the user's language. */
export function useTimesheetError(): (code: string | undefined) => string {
  const { t } = useTranslation();
  return (code) =>
    code !== undefined && KNOWN.has(code)
      ? t(`timesheets.errors.${code.replace('.', '_')}`)
      : t('timesheets.errors.generic');
}

/** Hours and minutes of `minutes` ("7 h 30 min" style, through the locale's keys). */
export function useDuration(): (minutes: number) => string {
  const { t } = useTranslation();
  return (minutes) => t('timesheets.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** A local time of day in `zone`, in the reader's language. */
export const localTime = (instant: string, zone: string, locale: string) =>
  DateTime.fromISO(instant, { zone }).setLocale(locale).toLocaleString(DateTime.TIME_SIMPLE);

/** A local date ("Mon, Dec 7") of an instant in `zone`, in the reader's language. */
export const localDate = (instant: string, zone: string, locale: string) =>
  DateTime.fromISO(instant, { zone })
    .setLocale(locale)
    .toLocaleString({ weekday: 'short', day: 'numeric', month: 'short' });

/** A local date and time of an instant in `zone`. */
export const localDateTime = (instant: string, zone: string, locale: string) =>
  `${localDate(instant, zone, locale)} ${localTime(instant, zone, locale)}`;
