import { DateTime } from 'luxon';
import { FOLLOW_UP_TYPES, type LogbookEntry, type LogbookEntryType } from './logbook.model';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True when `value` is a real calendar date written yyyy-MM-dd. */
export function isLogbookDate(value: string): boolean {
  return ISO_DATE.test(value) && DateTime.fromISO(value, { zone: 'utc' }).isValid;
}

/** The local calendar date (yyyy-MM-dd) at the instant `nowMs` (ms since the epoch). */
export function logbookToday(nowMs: number): string {
  return DateTime.fromMillis(nowMs).toISODate() ?? '1970-01-01';
}

/** The date `days` after (negative: before) an ISO date. */
export function shiftLogbookDate(date: string, days: number): string {
  return DateTime.fromISO(date, { zone: 'utc' }).plus({ days }).toISODate() ?? date;
}

/** The Monday of the ISO week holding `date`, and the seven dates from it. */
export function logbookWeekOf(date: string): { readonly from: string; readonly days: readonly string[] } {
  const monday = DateTime.fromISO(date, { zone: 'utc' }).startOf('week');
  const days = Array.from({ length: 7 }, (_, index) => monday.plus({ days: index }).toISODate() ?? date);
  return { from: days[0] ?? date, days };
}

/** True when entries of this type are assigned and closed. */
export function isFollowedUp(type: LogbookEntryType): boolean {
  return FOLLOW_UP_TYPES.includes(type);
}

/**
 * Whether an entry is carried over into the view of `date`: a followed-up entry of an earlier
 * day that is still open.
 */
export function isCarriedOver(entry: Pick<LogbookEntry, 'date' | 'followUp'>, date: string): boolean {
  return entry.followUp?.status === 'OPEN' && entry.date < date;
}

/** The filters of the day view; undefined means all. */
export interface LogbookDayFilter {
  readonly type?: LogbookEntryType;
  readonly authorId?: string;
}

/** The entries that pass the filter, in the order given. */
export function filterLogbookEntries(
  entries: readonly LogbookEntry[],
  filter: LogbookDayFilter,
): LogbookEntry[] {
  return entries.filter(
    (entry) =>
      (filter.type === undefined || entry.type === filter.type) &&
      (filter.authorId === undefined || entry.author.id === filter.authorId),
  );
}
