import { DateTime } from 'luxon';

/**
 * Mondays (ISO dates) of the last `count` weeks of `today` (UTC by default), oldest first, the
 * current week last: the weeks of a risk summary (the server answers with them; the dashboard
 * draws its week columns from them while the summary loads).
 */
export function lastWeekStarts(count: number, today: DateTime = DateTime.utc()): string[] {
  const monday = today.startOf('week');
  return Array.from({ length: count }, (_, index) => monday.minus({ weeks: count - 1 - index }).toISODate()!);
}
