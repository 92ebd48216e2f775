import { DateTime } from 'luxon';
import type { ScheduledShift, ShiftDraft } from './schedules-api.port';
import { shiftTimesProblem } from './week.rules';

/** The step a shift's end moves by when resized (a drag or a key press), in minutes. */
export const RESIZE_STEP_MINUTES = 15;

/** The draft that writes `shift` back unchanged (the base of a move or a resize). */
export function draftOf(shift: ScheduledShift): ShiftDraft {
  return {
    personId: shift.personId,
    position: shift.position,
    startsAt: shift.startsAt,
    endsAt: shift.endsAt,
    breakMinutes: shift.breakMinutes,
    note: shift.note,
  };
}

/**
 * `shift` moved to the local date `day` (`YYYY-MM-DD`) of `zone` and to `personId` (undefined:
 * the open shifts), keeping its local start time and its length (a move across a daylight-saving
 * change keeps the wall time, the length stays in real minutes). Undefined when nothing changes.
 */
export function movedShift(
  shift: ScheduledShift,
  target: { readonly day: string; readonly personId: string | undefined },
  zone: string,
): ShiftDraft | undefined {
  const start = DateTime.fromISO(shift.startsAt, { zone });
  const from = start.toISODate();
  if (from === target.day && shift.personId === target.personId) return undefined;
  const day = DateTime.fromISO(target.day, { zone });
  if (!day.isValid) return undefined;
  const startsAt = start.set({ year: day.year, month: day.month, day: day.day }).toUTC().toISO()!;
  const length = Date.parse(shift.endsAt) - Date.parse(shift.startsAt);
  return {
    ...draftOf(shift),
    personId: target.personId,
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + length).toISOString(),
  };
}

/**
 * `shift` with its end moved by `steps` steps of RESIZE_STEP_MINUTES (negative: earlier);
 * undefined when the steps are 0 or the new times would not be accepted (shiftTimesProblem:
 * an end not after the start and its break, over 16 h).
 */
export function resizedShift(shift: ScheduledShift, steps: number): ShiftDraft | undefined {
  if (!Number.isInteger(steps) || steps === 0) return undefined;
  const endsAt = new Date(Date.parse(shift.endsAt) + steps * RESIZE_STEP_MINUTES * 60_000).toISOString();
  const draft = { ...draftOf(shift), endsAt };
  return shiftTimesProblem(draft) ? undefined : draft;
}

/** The whole steps a pointer moved `pixels` by covers, `pixelsPerStep` a step (rounded toward 0). */
export function stepsOf(pixels: number, pixelsPerStep: number): number {
  const steps = Math.trunc(pixels / pixelsPerStep);
  return steps === 0 ? 0 : steps;
}
