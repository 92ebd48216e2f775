import { DateTime } from 'luxon';
import type { DatePeriod } from './hiring-dashboard.model';

/** Days a period covers when none is chosen: the last 30, today included. */
export const DEFAULT_PERIOD_DAYS = 30;
/** The longest period the server reports on. */
export const MAX_PERIOD_DAYS = 366;

/** The default period ending today (UTC) at `nowMs`. */
export function defaultPeriod(nowMs: number): DatePeriod {
  const today = DateTime.fromMillis(nowMs, { zone: 'utc' }).startOf('day');
  return {
    from: today.minus({ days: DEFAULT_PERIOD_DAYS - 1 }).toISODate()!,
    to: today.toISODate()!,
  };
}

/** Why a period cannot be reported on, or undefined when it can. */
export function periodProblem(period: DatePeriod): 'ORDER' | 'TOO_LONG' | undefined {
  const from = DateTime.fromISO(period.from, { zone: 'utc' });
  const to = DateTime.fromISO(period.to, { zone: 'utc' });
  if (!from.isValid || !to.isValid || from > to) return 'ORDER';
  return to.diff(from, 'days').days + 1 > MAX_PERIOD_DAYS ? 'TOO_LONG' : undefined;
}
