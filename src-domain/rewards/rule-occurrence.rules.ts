import { DateTime } from 'luxon';

/**
 * When the events of automatic rules happen (issue #17). A rule grants for an occurrence on day
 * `d` (UTC, 'YYYY-MM-DD') when d lies within its effective dates, is not after today and is at
 * most RULE_CATCH_UP_DAYS before today (an evaluation pass that missed a day still grants; an old
 * anniversary is not granted when a rule is created later).
 */
export const RULE_CATCH_UP_DAYS = 7;

/** Consecutive shift days answered without a flag that make one attestation streak. */
export const ATTESTATION_STREAK_DAYS = 5;

const day = (value: string) => DateTime.fromISO(value, { zone: 'utc' });

/** Whether an occurrence on `occurred` may be granted today under these effective dates. */
export function occurrenceGrantable(
  occurred: string,
  today: string,
  effectiveFrom: string,
  effectiveTo: string | undefined,
): boolean {
  const earliest = day(today).minus({ days: RULE_CATCH_UP_DAYS }).toISODate()!;
  return (
    occurred <= today &&
    occurred >= earliest &&
    occurred >= effectiveFrom &&
    (effectiveTo === undefined || occurred <= effectiveTo)
  );
}

/**
 * The most recent yearly return of `monthDay` ('MM-DD') on or before `today`; 29 February falls on
 * 28 February in other years. Undefined for a malformed month-day.
 */
export function lastYearlyReturn(monthDay: string, today: string): string | undefined {
  const match = /^(\d{2})-(\d{2})$/.exec(monthDay);
  if (!match) return undefined;
  const [month, dayOfMonth] = [Number(match[1]), Number(match[2])];
  const on = (year: number) => {
    const first = DateTime.utc(year, month, 1);
    if (!first.isValid || dayOfMonth < 1 || dayOfMonth > 29 + (month === 2 ? 0 : 2)) return undefined;
    return first.set({ day: Math.min(dayOfMonth, first.daysInMonth!) }).toISODate()!;
  };
  const year = Number(today.slice(0, 4));
  const thisYear = on(year);
  if (thisYear === undefined) return undefined;
  return thisYear <= today ? thisYear : on(year - 1);
}

/**
 * The last work anniversary on or before `today` of someone who started on `startedOn`: undefined
 * before their first full year.
 */
export function lastWorkAnniversary(startedOn: string, today: string): string | undefined {
  const anniversary = lastYearlyReturn(startedOn.slice(5, 10), today);
  return anniversary !== undefined && anniversary.slice(0, 4) > startedOn.slice(0, 4)
    ? anniversary
    : undefined;
}

/**
 * The days on which someone completed an attestation streak: given the shift days they answered
 * (any order, repeats allowed) and those with a flagged answer, each day on which an unbroken run
 * of consecutive clean days reaches a multiple of `length` (5, 10, …). A flagged or missing day
 * breaks the run.
 */
export function attestationStreakDays(
  answeredDays: readonly string[],
  flaggedDays: readonly string[],
  length = ATTESTATION_STREAK_DAYS,
): string[] {
  const flagged = new Set(flaggedDays);
  const clean = [...new Set(answeredDays)].filter((value) => !flagged.has(value)).sort();
  const completed: string[] = [];
  let run = 0;
  let previous: string | undefined;
  for (const current of clean) {
    const follows = previous !== undefined && day(previous).plus({ days: 1 }).toISODate() === current;
    run = follows ? run + 1 : 1;
    if (run % length === 0) completed.push(current);
    previous = current;
  }
  return completed;
}
