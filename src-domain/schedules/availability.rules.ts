import { DateTime } from 'luxon';
import type { Shift } from './shift.model';
import { instantAt } from './week.rules';

/** A weekly recurring time a person cannot work, in the location's local wall time. */
export interface UnavailableBlock {
  /** ISO weekday: 1 Monday … 7 Sunday. */
  readonly weekday: number;
  /** `HH:mm`, before `to`. */
  readonly from: string;
  /** `HH:mm`, or `24:00` for the end of the day. */
  readonly to: string;
}

/** Where a time-off request stands. */
export const TIME_OFF_STATUSES = ['PENDING', 'APPROVED', 'REFUSED', 'CANCELLED'] as const;
export type TimeOffStatus = (typeof TIME_OFF_STATUSES)[number];

/**
 * The days and times a time-off request covers, local to the location: from `startsOn` to
 * `endsOn` (ISO dates, inclusive), whole days when `fromTime` and `toTime` are undefined, else from
 * `fromTime` on the first day to `toTime` on the last.
 */
export interface TimeOffSpan {
  readonly startsOn: string;
  readonly endsOn: string;
  readonly fromTime?: string | undefined;
  readonly toTime?: string | undefined;
}

/** Longest time-off request, days (a longer leave is an HR matter, not a schedule request). */
export const MAX_TIME_OFF_DAYS = 62;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Minutes since midnight of `HH:mm` (`24:00` is 1440); undefined when not a wall time. */
function minutesOf(time: string): number | undefined {
  if (time === '24:00') return 1440;
  if (!TIME.test(time)) return undefined;
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/**
 * Why a block is not acceptable, or undefined: INVALID_WEEKDAY (not 1–7), INVALID_TIME (not
 * `HH:mm`; `from` may not be `24:00`), END_BEFORE_START (`to` not after `from`).
 */
export function blockProblem(
  block: UnavailableBlock,
): 'INVALID_WEEKDAY' | 'INVALID_TIME' | 'END_BEFORE_START' | undefined {
  if (!Number.isInteger(block.weekday) || block.weekday < 1 || block.weekday > 7) return 'INVALID_WEEKDAY';
  const from = minutesOf(block.from);
  const to = minutesOf(block.to);
  if (from === undefined || to === undefined || from === 1440) return 'INVALID_TIME';
  if (to <= from) return 'END_BEFORE_START';
  return undefined;
}

/**
 * Why a time-off span is not acceptable, or undefined: INVALID_DATE (not real ISO dates),
 * INVALID_TIME (a time not `HH:mm`, or only one of the two given), END_BEFORE_START (the end not
 * after the start), TOO_LONG (more than MAX_TIME_OFF_DAYS days).
 */
export function timeOffProblem(
  span: TimeOffSpan,
): 'INVALID_DATE' | 'INVALID_TIME' | 'END_BEFORE_START' | 'TOO_LONG' | undefined {
  const first = DateTime.fromISO(span.startsOn, { zone: 'UTC' });
  const last = DateTime.fromISO(span.endsOn, { zone: 'UTC' });
  if (!DATE.test(span.startsOn) || !DATE.test(span.endsOn) || !first.isValid || !last.isValid) {
    return 'INVALID_DATE';
  }
  const timed = span.fromTime !== undefined || span.toTime !== undefined;
  if (timed && (span.fromTime === undefined || span.toTime === undefined)) return 'INVALID_TIME';
  const from = timed ? minutesOf(span.fromTime!) : 0;
  const to = timed ? minutesOf(span.toTime!) : 1440;
  if (from === undefined || to === undefined || from === 1440) return 'INVALID_TIME';
  const days = last.diff(first, 'days').days;
  if (days < 0 || (days === 0 && to <= from)) return 'END_BEFORE_START';
  if (days + 1 > MAX_TIME_OFF_DAYS) return 'TOO_LONG';
  return undefined;
}

/** The local date `days` days after ISO date `day`. */
function plusDays(day: string, days: number): string {
  return DateTime.fromISO(day, { zone: 'UTC' }).plus({ days }).toISODate()!;
}

/** The instant (ms) of local `day` at `time` in `zone`, `24:00` being the next day's midnight. */
function at(day: string, time: string, zone: string): number {
  return time === '24:00'
    ? Date.parse(instantAt(plusDays(day, 1), '00:00', zone)!)
    : Date.parse(instantAt(day, time, zone)!);
}

/** The instants (ms, [from, to)) a time-off span covers in `zone`. */
export function timeOffInterval(span: TimeOffSpan, zone: string): { from: number; to: number } {
  return {
    from: at(span.startsOn, span.fromTime ?? '00:00', zone),
    to: at(span.endsOn, span.toTime ?? '24:00', zone),
  };
}

/** True when a span touches the local dates [firstDay, lastDay] (ISO dates, inclusive). */
export function timeOffTouches(span: TimeOffSpan, firstDay: string, lastDay: string): boolean {
  return span.startsOn <= lastDay && span.endsOn >= firstDay;
}

/** Why a shift breaks a person's availability (SHIFT_FLAGS carries both). */
export type AvailabilityFlag = 'UNAVAILABLE' | 'TIME_OFF';

type Timed = Pick<Shift, 'id' | 'personId' | 'startsAt' | 'endsAt'>;

/**
 * The availability flags of each shift of `shifts`, by shift id (a shift without one is
 * absent; open shifts never have one), the location's days read in `zone`:
 * - UNAVAILABLE when the shift shares a minute with one of its person's weekly blocks (on any
 *   local day the shift touches, so a shift past midnight meets the next day's blocks);
 * - TIME_OFF when it shares a minute with one of its person's APPROVED time-off spans (pending,
 *   refused and cancelled requests flag nothing).
 */
export function availabilityFlagsOf(
  shifts: readonly Timed[],
  people: {
    readonly unavailability: ReadonlyMap<string, readonly UnavailableBlock[]>;
    readonly timeOff: readonly (TimeOffSpan & {
      readonly personId: string;
      readonly status: TimeOffStatus;
    })[];
  },
  zone: string,
): Map<number, AvailabilityFlag[]> {
  const flags = new Map<number, AvailabilityFlag[]>();
  for (const shift of shifts) {
    if (!shift.personId) continue;
    const start = Date.parse(shift.startsAt);
    const end = Date.parse(shift.endsAt);
    const overlaps = (from: number, to: number) => start < to && from < end;
    const own: AvailabilityFlag[] = [];
    const blocks = people.unavailability.get(shift.personId) ?? [];
    let unavailable = false;
    // Local days are dear to compute (a zone's offsets): only for a person with weekly blocks.
    const firstDay = blocks.length > 0 ? DateTime.fromMillis(start, { zone }).toISODate()! : '';
    const lastDay = blocks.length > 0 ? DateTime.fromMillis(end, { zone }).toISODate()! : '';
    for (
      let day = blocks.length > 0 ? plusDays(firstDay, -1) : '';
      blocks.length > 0 && day <= lastDay && !unavailable;
      day = plusDays(day, 1)
    ) {
      const weekday = DateTime.fromISO(day, { zone: 'UTC' }).weekday;
      unavailable = blocks.some(
        (block) => block.weekday === weekday && overlaps(at(day, block.from, zone), at(day, block.to, zone)),
      );
    }
    if (unavailable) own.push('UNAVAILABLE');
    const away = people.timeOff.some((span) => {
      if (span.personId !== shift.personId || span.status !== 'APPROVED') return false;
      const interval = timeOffInterval(span, zone);
      return overlaps(interval.from, interval.to);
    });
    if (away) own.push('TIME_OFF');
    if (own.length > 0) flags.set(shift.id, own);
  }
  return flags;
}
