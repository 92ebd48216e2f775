import type { Static } from '@sinclair/typebox';
import {
  breakMinutesOf,
  matchPlannedShifts,
  shiftTimesOf,
  timesheetFlags,
  workedMinutesOf,
  type BreakTimes,
  type PlanMatch,
  type PlannedShift,
  type ShiftTimes,
} from '../../../src-domain/index';
import { groupBy, type StoredShift } from './timesheets.repository';
import type { TimesheetEditSchema, TimesheetShiftSchema } from './timesheets.schema';

type ShiftWire = Static<typeof TimesheetShiftSchema>;

const breaksWire = (breaks: readonly BreakTimes[]) =>
  breaks.map((item) => ({ start_at: item.startAt, end_at: item.endAt ?? null }));

/** The times a shift shows: the manager's edit where there is one, else the punches'. */
export function effectiveTimes(shift: StoredShift): { original: ShiftTimes; times: ShiftTimes } {
  const original = shiftTimesOf(shift.punches);
  const sheet = shift.sheet;
  if (!sheet || (sheet.clock_in_at === null && sheet.clock_out_at === null && sheet.breaks_json === null))
    return { original, times: original };
  const edited = sheet.breaks_json
    ? (JSON.parse(sheet.breaks_json) as { start_at: string; end_at: string }[]).map((item) => ({
        startAt: item.start_at,
        endAt: item.end_at,
      }))
    : original.breaks;
  return {
    original,
    times: {
      clockInAt: sheet.clock_in_at ?? original.clockInAt,
      clockOutAt: sheet.clock_out_at ?? original.clockOutAt,
      breaks: edited,
    },
  };
}

/**
 * A shift as the timesheet answers it: effective times, minutes (an open shift counts to `now`),
 * flags, the scheduled shift it is compared with (`match`, planned-shift.rules.ts), approval and
 * the audit trail with names.
 */
export function shiftWire(
  shift: StoredShift,
  names: ReadonlyMap<string, string>,
  match: PlanMatch | undefined,
  now: number,
): ShiftWire {
  const { original, times } = effectiveTimes(shift);
  const plan = match?.plan;
  const name = (id: string) => names.get(id) ?? id;
  return {
    id: shift.id,
    user_id: shift.userId,
    person_name: name(shift.userId),
    version: shift.sheet?.version ?? 0,
    clock_in_at: times.clockInAt,
    clock_out_at: times.clockOutAt ?? null,
    breaks: breaksWire(times.breaks),
    break_minutes: breakMinutesOf(times, now),
    worked_minutes: workedMinutesOf(times, now),
    flags: timesheetFlags({
      times,
      punches: shift.punches,
      riskAnswer: shift.riskAnswer,
      scheduledStartAt: match?.firstIn ? match.plan.startsAt : undefined,
      scheduledEndAt: match?.lastOut ? match.plan.endsAt : undefined,
    }),
    scheduled: plan ? { starts_at: plan.startsAt, ends_at: plan.endsAt } : null,
    approved:
      shift.sheet?.approved_by && shift.sheet.approved_at
        ? { by_name: name(shift.sheet.approved_by), at: shift.sheet.approved_at }
        : null,
    original: {
      clock_in_at: original.clockInAt,
      clock_out_at: original.clockOutAt ?? null,
      breaks: breaksWire(original.breaks),
    },
    edits: shift.edits.map((edit): Static<typeof TimesheetEditSchema> => ({
      id: edit.id,
      edited_at: edit.edited_at,
      edited_by_name: name(edit.edited_by),
      field: edit.field as Static<typeof TimesheetEditSchema>['field'],
      old_value: edit.old_value,
      new_value: edit.new_value,
      reason: edit.reason,
    })),
  };
}

/**
 * The plan match of each of `worked`, by shift id: each person's worked shifts (effective
 * clock-ins) against their scheduled shifts in `planned` (by user id).
 */
export function planMatchesOf(
  worked: readonly StoredShift[],
  planned: ReadonlyMap<string, readonly PlannedShift[]>,
): Map<number, PlanMatch> {
  const matches = new Map<number, PlanMatch>();
  for (const [userId, shifts] of groupBy(worked, (shift) => shift.userId)) {
    const clockIns = shifts.map((shift) => ({
      id: shift.id,
      clockInAt: effectiveTimes(shift).times.clockInAt,
    }));
    for (const [id, match] of matchPlannedShifts(clockIns, planned.get(userId) ?? [])) matches.set(id, match);
  }
  return matches;
}
