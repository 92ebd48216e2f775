/**
 * Dates and times of the interviews screens, in the reader's language (Intl): instants shown in
 * a given IANA zone, calendar days (ISO dates) as they are.
 */

/** The browser's own time zone (the candidate's); UTC when the browser does not say. */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const safeZone = (zone: string): string => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
};

/** "09:30" (or "9:30 AM") of `instant` in `zone`. */
export function formatTime(instant: string, zone: string, language: string): string {
  return new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: safeZone(zone) }).format(
    new Date(instant),
  );
}

/** "Wednesday, 2 December 2026, 09:30" of `instant` in `zone`. */
export function formatFull(instant: string, zone: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: safeZone(zone),
  }).format(new Date(instant));
}

/** A calendar day (`YYYY-MM-DD`): "Wednesday, 2 December" (`long`) or "Wed 2" (`short`). */
export function formatDay(day: string, language: string, style: 'long' | 'short' = 'long'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }
      : { weekday: 'short', day: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(language, options).format(new Date(`${day}T12:00:00Z`));
}

/** The name of ISO weekday `weekday` (1 = Monday). */
export function weekdayName(weekday: number, language: string): string {
  // 2024-01-01 was a Monday.
  const day = new Date(Date.UTC(2024, 0, weekday, 12));
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(day);
}
