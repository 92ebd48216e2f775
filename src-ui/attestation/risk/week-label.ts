import { DateTime } from 'luxon';

/** A week's Monday (ISO date) as the active language writes a short date. */
export function weekLabel(week: string, language: string): string {
  return DateTime.fromISO(week).setLocale(language).toLocaleString({ month: 'short', day: 'numeric' });
}
