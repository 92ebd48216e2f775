import { DateTime } from 'luxon';
import type { Shift } from './shift.model';

/** A shift of a template: where it falls in any week, in the location's local time. */
export interface TemplateShift {
  /** Undefined: an open shift. */
  readonly personId: string | undefined;
  readonly position: string;
  /** 1 Monday … 7 Sunday. */
  readonly weekday: number;
  /** Local wall time of the start, `HH:mm`. */
  readonly start: string;
  /** Length in minutes. */
  readonly minutes: number;
  readonly breakMinutes: number;
  readonly note: string;
}

/** Why a template's shift was not laid into a week. */
export type TemplateSkip = 'OVERLAP' | 'NOT_A_MEMBER';

/** Longest a template's name may be, in characters. */
export const TEMPLATE_NAME_MAX = 60;

/** `shifts` (of one week, instants ISO UTC) as a template's shifts in `zone`, in their order. */
export function templateShiftsOf(
  shifts: readonly Pick<Shift, 'personId' | 'position' | 'startsAt' | 'endsAt' | 'breakMinutes' | 'note'>[],
  zone: string,
): TemplateShift[] {
  return shifts.map((shift) => {
    const start = DateTime.fromISO(shift.startsAt, { zone });
    return {
      personId: shift.personId ?? undefined,
      position: shift.position,
      weekday: start.weekday,
      start: start.toFormat('HH:mm'),
      minutes: Math.round((Date.parse(shift.endsAt) - Date.parse(shift.startsAt)) / 60_000),
      breakMinutes: shift.breakMinutes,
      note: shift.note,
    };
  });
}

/**
 * A template's shift laid into the week starting on the Monday `weekStart` in `zone`: its
 * instants (ISO UTC), the wall time kept across daylight saving (a skipped wall time moves forward).
 */
export function shiftInWeek(
  shift: TemplateShift,
  weekStart: string,
  zone: string,
): { readonly startsAt: string; readonly endsAt: string } {
  const [hour, minute] = shift.start.split(':').map(Number);
  const start = DateTime.fromISO(weekStart, { zone })
    .plus({ days: shift.weekday - 1 })
    .set({ hour: hour ?? 0, minute: minute ?? 0 });
  const startsAt = start.toUTC().toISO()!;
  return { startsAt, endsAt: new Date(Date.parse(startsAt) + shift.minutes * 60_000).toISOString() };
}

/**
 * Which of a template's shifts, laid into a week, to skip: a person's shift overlapping one they
 * already have that week (or an earlier one of the template) is OVERLAP; a person not in
 * `members` is NOT_A_MEMBER. Open shifts never clash. Answers, per shift in order, its skip or
 * undefined.
 */
export function templateSkips(
  laid: readonly (TemplateShift & { readonly startsAt: string; readonly endsAt: string })[],
  existing: readonly Pick<Shift, 'personId' | 'startsAt' | 'endsAt'>[],
  members: ReadonlySet<string>,
): (TemplateSkip | undefined)[] {
  const taken = existing.filter((shift) => shift.personId).map((shift) => ({ ...shift }));
  return laid.map((shift) => {
    if (!shift.personId) return undefined;
    if (!members.has(shift.personId)) return 'NOT_A_MEMBER';
    const clash = taken.some(
      (other) =>
        other.personId === shift.personId && other.startsAt < shift.endsAt && shift.startsAt < other.endsAt,
    );
    if (clash) return 'OVERLAP';
    taken.push({ personId: shift.personId, startsAt: shift.startsAt, endsAt: shift.endsAt });
    return undefined;
  });
}
