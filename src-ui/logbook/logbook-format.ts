/** A logbook date (yyyy-MM-dd) as the user's language writes a day, e.g. "Tuesday, 10 March 2031". */
export function formatLogbookDate(date: string, language: string, short = false): string {
  const instant = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(instant.getTime())) return date;
  return new Intl.DateTimeFormat(
    language,
    short
      ? { weekday: 'short', day: 'numeric', timeZone: 'UTC' }
      : { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  ).format(instant);
}
