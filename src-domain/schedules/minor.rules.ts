import { DateTime } from 'luxon';
import type { Shift, ShiftFlag } from './shift.model';
import { localDayOf, paidMinutes } from './week.rules';

/** A location's limits for minors (people marked as minors there); minutes, times as minutes of the local day. */
export interface MinorRules {
  /** Maximum paid minutes of a minor on one local day. */
  readonly maxDayMinutes: number;
  /** Maximum paid minutes of a minor in one week. */
  readonly maxWeekMinutes: number;
  /** Earliest local time (minutes after midnight) a minor's shift may start. */
  readonly earliestMinute: number;
  /** Latest local time (minutes after midnight, 1440 = 24:00) a minor's shift may end. */
  readonly latestMinute: number;
}

/**
 * The documented defaults (README "Schedules"): 8 h a day, 40 h a week, no work before 07:00 or
 * after 22:00 — the US federal rules for 14–15-year-olds in summer, stricter than most for 16–17;
 * each location edits them to its law.
 */
export const DEFAULT_MINOR_RULES: MinorRules = {
  maxDayMinutes: 8 * 60,
  maxWeekMinutes: 40 * 60,
  earliestMinute: 7 * 60,
  latestMinute: 22 * 60,
};

type Timed = Pick<Shift, 'id' | 'personId' | 'startsAt' | 'endsAt' | 'breakMinutes'>;

/**
 * The local wall-clock minute `endsAt` falls on, counted from the midnight starting the local day
 * of `startsAt` in `zone`: an end at 24:00 is 1440, 02:00 the next day 1560 (wall time, so a
 * daylight-saving change in between does not move it).
 */
export function endMinuteOf(startsAt: string, endsAt: string, zone: string): number {
  const start = DateTime.fromISO(startsAt, { zone });
  const end = DateTime.fromISO(endsAt, { zone });
  const days = Math.round(end.startOf('day').diff(start.startOf('day'), 'days').days);
  return days * 1440 + end.hour * 60 + end.minute;
}

/**
 * The minors' flags of `shifts` by shift id (a shift without them is absent): only shifts of
 * people in `minors`. MINOR_HOURS on every shift of a local day (by start) or a week (`weekOf`,
 * by start) whose paid minutes pass the maximum; MINOR_NIGHT on a shift starting before
 * `earliestMinute` or ending after `latestMinute` (an overnight shift always passes it unless
 * the latest is past midnight).
 */
export function minorFlagsOf(
  shifts: readonly Timed[],
  minors: ReadonlySet<string>,
  rules: MinorRules,
  zone: string,
  weekOf: (instant: string) => string,
): Map<number, ShiftFlag[]> {
  const flags = new Map<number, ShiftFlag[]>();
  const add = (id: number, flag: ShiftFlag) => {
    const list = flags.get(id) ?? [];
    if (!list.includes(flag)) list.push(flag);
    flags.set(id, list);
  };
  const theirs = shifts.filter((shift) => shift.personId !== undefined && minors.has(shift.personId));
  const totals = new Map<string, number>();
  const keysOf = (shift: Timed) => [
    `day ${shift.personId} ${localDayOf(shift.startsAt, zone)}`,
    `week ${shift.personId} ${weekOf(shift.startsAt)}`,
  ];
  for (const shift of theirs) {
    for (const key of keysOf(shift)) totals.set(key, (totals.get(key) ?? 0) + paidMinutes(shift));
  }
  for (const shift of theirs) {
    const [day, week] = keysOf(shift) as [string, string];
    if ((totals.get(day) ?? 0) > rules.maxDayMinutes || (totals.get(week) ?? 0) > rules.maxWeekMinutes) {
      add(shift.id, 'MINOR_HOURS');
    }
    const start = DateTime.fromISO(shift.startsAt, { zone });
    const startMinute = start.hour * 60 + start.minute;
    if (
      startMinute < rules.earliestMinute ||
      endMinuteOf(shift.startsAt, shift.endsAt, zone) > rules.latestMinute
    ) {
      add(shift.id, 'MINOR_NIGHT');
    }
  }
  return flags;
}
