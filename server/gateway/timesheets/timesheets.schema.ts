import { Type } from '@sinclair/typebox';
import { TIMESHEET_FLAGS } from '../../../src-domain/index';
import { WeekStart } from '../schedules/schedules.schema';
import { Body, Nullable, StringEnum } from '../route-schema';

/** The wire shapes of timesheets (issue #33). Times are ISO 8601 instants (UTC); minutes are whole. */

const Instant = Type.String({ format: 'date-time', maxLength: 40, description: 'ISO instant' });

export const TimesheetFlagSchema = StringEnum(TIMESHEET_FLAGS);

export const BreakSchema = Type.Object({
  start_at: Type.String(),
  /** null while the break runs. */
  end_at: Nullable(Type.String()),
});

export const TimesheetEditSchema = Type.Object({
  id: Type.Integer(),
  edited_at: Type.String(),
  edited_by_name: Type.String(),
  field: StringEnum(['CLOCK_IN', 'CLOCK_OUT', 'BREAKS'] as const),
  /** The value before, as written (an instant; breaks: "start/end" pairs joined by spaces; "" none). */
  old_value: Type.String(),
  new_value: Type.String(),
  reason: Type.String(),
});

export const TimesheetShiftSchema = Type.Object({
  /** The shift's id: its clock-in punch. */
  id: Type.Integer(),
  user_id: Type.String(),
  person_name: Type.String(),
  /** Send it back with an approval or an edit (409 TIMESHEETS.STALE_SHIFT when it moved on). */
  version: Type.Integer(),
  clock_in_at: Type.String(),
  /** null while the shift is open. */
  clock_out_at: Nullable(Type.String()),
  breaks: Type.Array(BreakSchema),
  break_minutes: Type.Integer(),
  worked_minutes: Type.Integer(),
  flags: Type.Array(TimesheetFlagSchema),
  /**
   * The person's scheduled shift (of a published week) this one is compared with: the one under
   * way at the clock-in, else the one starting nearest, within 12 h (planned-shift.rules.ts).
   */
  scheduled: Nullable(Type.Object({ starts_at: Type.String(), ends_at: Type.String() })),
  approved: Nullable(Type.Object({ by_name: Type.String(), at: Type.String() })),
  /** The times the punches say (unchanged by edits). */
  original: Type.Object({
    clock_in_at: Type.String(),
    clock_out_at: Nullable(Type.String()),
    breaks: Type.Array(BreakSchema),
  }),
  /** The audit trail, oldest first. */
  edits: Type.Array(TimesheetEditSchema),
});

export const TimesheetWeekSchema = Type.Object({
  location: Type.Object({ id: Type.Integer(), name: Type.String(), time_zone: Type.String() }),
  week_start: Type.String(),
  /** Each person with a shift this week, by name, with their week's worked minutes. */
  people: Type.Array(
    Type.Object({ user_id: Type.String(), name: Type.String(), worked_minutes: Type.Integer() }),
  ),
  /** By person name, then clock-in. */
  shifts: Type.Array(TimesheetShiftSchema),
  worked_minutes: Type.Integer(),
});

export const timesheetWeekQuery = Body({ week: WeekStart }, ['week']);

/** `punch`: the shift's id, its clock-in punch. */
export const timesheetShiftParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  punch: Type.Integer({ minimum: 1, description: 'The shift: its clock-in punch id' }),
});

export const approveBody = Body({ version: Type.Integer({ minimum: 0 }) }, ['version']);

export const editBody = Body(
  {
    version: Type.Integer({ minimum: 0 }),
    clock_in_at: Instant,
    clock_out_at: Instant,
    breaks: Type.Array(Body({ start_at: Instant, end_at: Instant }, ['start_at', 'end_at']), {
      maxItems: 10,
    }),
    reason: Type.String({ maxLength: 500, description: 'Required: why the times change' }),
  },
  ['version', 'clock_in_at', 'clock_out_at', 'breaks', 'reason'],
);
