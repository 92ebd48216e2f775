import type { Static } from '@sinclair/typebox';
import {
  breakMinutesOf,
  localDayOf,
  shiftTimesOf,
  timesheetFlags,
  workedMinutesOf,
  type BreakTimes,
  type ShiftTimes,
} from '../../../src-domain/index';
import type { StoredShift } from './timesheets.repository';
import type { TimesheetEditSchema, TimesheetShiftSchema } from './timesheets.schema';

type ShiftWire = Static<typeof TimesheetShiftSchema>;
type Scheduled = { starts_at: string; ends_at: string };

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
 * flags, the scheduled shift of its local day (`scheduled` keyed "user|day" in `zone`), approval
 * and the audit trail with names.
 */
export function shiftWire(
  shift: StoredShift,
  names: ReadonlyMap<string, string>,
  scheduled: ReadonlyMap<string, Scheduled>,
  zone: string,
  now: number,
): ShiftWire {
  const { original, times } = effectiveTimes(shift);
  const plan = scheduled.get(`${shift.userId}|${localDayOf(times.clockInAt, zone)}`);
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
      scheduledStartAt: plan?.starts_at,
      scheduledEndAt: plan?.ends_at,
    }),
    scheduled: plan ? { starts_at: plan.starts_at, ends_at: plan.ends_at } : null,
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
