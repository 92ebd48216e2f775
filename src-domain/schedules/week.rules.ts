import { DateTime } from 'luxon';
import type { Shift } from './shift.model';

/** True for a valid IANA time zone name (e.g. "America/Los_Angeles", "UTC"). */
export function isTimeZone(zone: string): boolean {
  return DateTime.now().setZone(zone).isValid;
}

/**
 * The Monday (ISO date, `YYYY-MM-DD`) of the week holding `instant` (an ISO instant or date) in
 * time zone `zone`; undefined when the instant or the zone is not valid.
 */
export function weekStartOf(instant: string, zone: string): string | undefined {
  const at = DateTime.fromISO(instant, { zone });
  return at.isValid ? (at.startOf('week').toISODate() ?? undefined) : undefined;
}

/** True when `day` is an ISO date that is a Monday (a week's key). */
export function isWeekStart(day: string): boolean {
  const at = DateTime.fromISO(day, { zone: 'UTC' });
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && at.isValid && at.weekday === 1;
}

/** The Monday `weeks` weeks after (negative: before) the Monday `weekStart`. */
export function addWeeks(weekStart: string, weeks: number): string {
  return DateTime.fromISO(weekStart, { zone: 'UTC' }).plus({ weeks }).toISODate()!;
}

/** The seven ISO dates of the week starting on `weekStart`. */
export function daysOfWeek(weekStart: string): string[] {
  const monday = DateTime.fromISO(weekStart, { zone: 'UTC' });
  return Array.from({ length: 7 }, (_unused, index) => monday.plus({ days: index }).toISODate()!);
}

/**
 * The instants (ISO UTC) bounding the week starting on `weekStart` in `zone`: from Monday 00:00
 * local to the next Monday 00:00 local (a week crossing a daylight-saving change is 167 or 169 h).
 */
export function weekBounds(weekStart: string, zone: string): { from: string; to: string } {
  const monday = DateTime.fromISO(weekStart, { zone });
  return { from: monday.toUTC().toISO()!, to: monday.plus({ weeks: 1 }).toUTC().toISO()! };
}

/** An instant with its offset written (`Z` or `±hh:mm`): Date.parse reads it as luxon does. */
const WITH_OFFSET = /T[\d:.]+(?:Z|[+-]\d{2}:\d{2})$/;

/** Local days already read, per zone: [from, to) in epoch ms and the ISO date (a few weeks' worth). */
const knownDays = new Map<string, { readonly from: number; readonly to: number; readonly day: string }[]>();
const KNOWN_DAYS_PER_ZONE = 64;

/**
 * The local ISO date of `instant` in `zone`. Each local day read is remembered as its span of
 * instants (luxon's start of that day to the next, so a daylight-saving day is 23 or 25 h), and
 * an instant with its offset written that falls in a remembered span takes its date without
 * luxon: a 400-shift week costs about seven zone conversions instead of 400.
 */
export function localDayOf(instant: string, zone: string): string {
  const at = WITH_OFFSET.test(instant) ? Date.parse(instant) : NaN;
  const known = knownDays.get(zone);
  if (known && !Number.isNaN(at)) {
    for (const span of known) if (at >= span.from && at < span.to) return span.day;
  }
  const local = DateTime.fromISO(instant, { zone });
  const day = local.toISODate()!;
  if (!Number.isNaN(at) && local.isValid) {
    const start = local.startOf('day');
    const spans = known ?? [];
    if (spans.length >= KNOWN_DAYS_PER_ZONE) spans.shift();
    spans.push({ from: start.toMillis(), to: start.plus({ days: 1 }).toMillis(), day });
    knownDays.set(zone, spans);
  }
  return day;
}

/** The local wall time (`HH:mm`) of `instant` in `zone`. */
export function localTimeOf(instant: string, zone: string): string {
  return DateTime.fromISO(instant, { zone }).toFormat('HH:mm');
}

/**
 * The instant (ISO UTC) of local date `day` and wall time `time` (`HH:mm`) in `zone`; undefined
 * when either is not valid. A wall time skipped by a daylight-saving change moves forward.
 */
export function instantAt(day: string, time: string, zone: string): string | undefined {
  if (!/^\d{2}:\d{2}$/.test(time)) return undefined;
  const at = DateTime.fromISO(`${day}T${time}`, { zone });
  return at.isValid ? (at.toUTC().toISO() ?? undefined) : undefined;
}

/** Paid minutes of a shift: its length less its break, never below 0. */
export function paidMinutes(shift: Pick<Shift, 'startsAt' | 'endsAt' | 'breakMinutes'>): number {
  const length = (Date.parse(shift.endsAt) - Date.parse(shift.startsAt)) / 60_000;
  return Math.max(0, Math.round(length - shift.breakMinutes));
}

/** Paid hours of `shifts`, rounded to a quarter hour. */
export function paidHours(shifts: readonly Pick<Shift, 'startsAt' | 'endsAt' | 'breakMinutes'>[]): number {
  const minutes = shifts.reduce((sum, shift) => sum + paidMinutes(shift), 0);
  return Math.round(minutes / 15) / 4;
}

/**
 * Why a shift's times are not acceptable, or undefined when they are: END_BEFORE_START (end not
 * after start), TOO_LONG (over 16 h), BREAK_TOO_LONG (break not shorter than the shift).
 */
export function shiftTimesProblem(
  shift: Pick<Shift, 'startsAt' | 'endsAt' | 'breakMinutes'>,
): 'END_BEFORE_START' | 'TOO_LONG' | 'BREAK_TOO_LONG' | undefined {
  const start = Date.parse(shift.startsAt);
  const end = Date.parse(shift.endsAt);
  if (!(end > start)) return 'END_BEFORE_START';
  if (end - start > 16 * 3_600_000) return 'TOO_LONG';
  if (shift.breakMinutes * 60_000 >= end - start) return 'BREAK_TOO_LONG';
  return undefined;
}

/** `instant` moved by `weeks` weeks keeping its local wall time in `zone` (across daylight saving). */
export function moveByWeeks(instant: string, zone: string, weeks: number): string {
  return DateTime.fromISO(instant, { zone }).plus({ weeks }).toUTC().toISO()!;
}

/**
 * The end instant (ISO UTC) of a shift of local day `day` from wall time `from` to `to` in
 * `zone`: on the same day when `to` is after `from`, else on the next local day (an overnight
 * shift; "00:00" or "24:00" is midnight ending the day). Wall times, so a daylight-saving change
 * in the night makes the shift an hour shorter or longer. Undefined when a time is not valid.
 */
export function shiftEndOf(day: string, from: string, to: string, zone: string): string | undefined {
  const wall = to === '24:00' ? '00:00' : to;
  const startsAt = instantAt(day, from, zone);
  const sameDay = instantAt(day, wall, zone);
  if (!startsAt || !sameDay) return undefined;
  if (to !== '24:00' && sameDay > startsAt) return sameDay;
  const next = DateTime.fromISO(day, { zone: 'UTC' }).plus({ days: 1 }).toISODate()!;
  return instantAt(next, wall, zone);
}
