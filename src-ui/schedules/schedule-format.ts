import { DateTime } from 'luxon';

const times = new Map<string, string>();
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/** The formatter `make` builds for `key`, built once (building an Intl formatter is dear). */
function formatOf<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (format === undefined) {
    if (formats.size >= 200) formats.clear();
    format = make();
    formats.set(key, format);
  }
  return format;
}

/**
 * A local time of day ("9:00 AM", "09:00") in `zone`, in the reader's language (luxon's
 * TIME_SIMPLE, through one Intl formatter per zone and language). Remembered (a week grid
 * formats hundreds), up to 5 000 at a time.
 */
export function timeOf(instant: string, zone: string, locale: string): string {
  const key = `${instant}|${zone}|${locale}`;
  let text = times.get(key);
  if (text === undefined) {
    if (times.size >= 5_000) times.clear();
    const at = DateTime.fromISO(instant, { zone });
    text = at.isValid
      ? formatOf(
          `time|${zone}|${locale}`,
          () => new Intl.DateTimeFormat(locale, { ...DateTime.TIME_SIMPLE, timeZone: zone }),
        ).format(at.toMillis())
      : at.toLocaleString(DateTime.TIME_SIMPLE);
    times.set(key, text);
  }
  return text;
}

/** A local day ("Mon, Dec 7") of an ISO date, in the reader's language. */
export const dayLabel = (day: string, locale: string) =>
  DateTime.fromISO(day, { zone: 'UTC' })
    .setLocale(locale)
    .toLocaleString({ weekday: 'short', day: 'numeric', month: 'short' });

/** A local day and time range of a shift ("Mon, Dec 7 · 9:00 AM–5:00 PM"). */
export const shiftWhen = (startsAt: string, endsAt: string, zone: string, locale: string) =>
  `${dayLabel(DateTime.fromISO(startsAt, { zone }).toISODate()!, locale)} · ${timeOf(startsAt, zone, locale)}–${timeOf(endsAt, zone, locale)}`;

/** An amount of minor units of `currency` ("$1,234.50"), in the reader's language. */
export const moneyOf = (minor: number, currency: string, locale: string) => {
  const format = formatOf(
    `money|${currency}|${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency }),
  );
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
};

/** Paid minutes as hours to the quarter hour ("7.5"), in the reader's language. */
export const hoursOf = (minutes: number, locale: string) =>
  formatOf(`hours|${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })).format(
    Math.round(minutes / 15) / 4,
  );
