import { Type, type Static } from '@sinclair/typebox';
import { TIME_OFF_STATUSES } from '../../../src-domain/index';
import { Body, Nullable, StringEnum } from '../route-schema';

/** A local wall time `HH:mm`. */
const WallTime = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'Local time, HH:mm' });
/** A local wall time `HH:mm`, or `24:00` (the end of the day). */
const WallEnd = Type.String({
  pattern: '^(([01]\\d|2[0-3]):[0-5]\\d|24:00)$',
  description: 'Local time, HH:mm, or 24:00 for the end of the day',
});
const LocalDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'Local date, YYYY-MM-DD' });

/** One weekly block a person cannot work, in the location's local time. */
export const blockSchema = Type.Object({
  weekday: Type.Integer({ minimum: 1, maximum: 7, description: 'ISO weekday: 1 Monday … 7 Sunday' }),
  from: WallTime,
  to: WallEnd,
});

/** A time-off request. */
export const timeOffSchema = Type.Object({
  id: Type.Integer(),
  location_id: Type.Integer(),
  location_name: Type.String(),
  user_id: Type.String(),
  person_name: Type.String(),
  starts_on: Type.String(),
  ends_on: Type.String(),
  from_time: Nullable(Type.String({ description: 'null with to_time null: whole days' })),
  to_time: Nullable(Type.String()),
  reason: Type.String(),
  status: StringEnum(TIME_OFF_STATUSES),
  note: Type.String({ description: 'The manager’s note with the decision ("" when none)' }),
  created_at: Type.String(),
  decided_at: Nullable(Type.String()),
});
export type TimeOffWire = Static<typeof timeOffSchema>;

/** The caller's availability at one location. */
export const myLocationAvailabilitySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  time_zone: Type.String(),
  blocks: Type.Array(blockSchema),
});

export const myAvailabilitySchema = Type.Object({
  /** The locations the caller is scheduled at (memberships on LOCATION brands with TEAM_SCHEDULING). */
  locations: Type.Array(myLocationAvailabilitySchema),
  /** The caller's time-off requests not ended more than 30 days ago, latest first, at most 100. */
  time_off: Type.Array(timeOffSchema),
});

export const availabilityBody = Body({ blocks: Type.Array(blockSchema, { maxItems: 50 }) }, ['blocks']);

export const timeOffBody = Body(
  {
    starts_on: LocalDate,
    ends_on: LocalDate,
    from_time: Nullable(WallTime),
    to_time: Nullable(WallEnd),
    reason: Type.String({ minLength: 1, maxLength: 500 }),
  },
  ['starts_on', 'ends_on', 'reason'],
);

export const decisionBody = Body({ note: Type.String({ maxLength: 500 }) });

export const timeOffParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  timeOff: Type.Integer({ minimum: 1 }),
});

/** What the manager's grid shows of a location's people for a week. */
export const locationAvailabilitySchema = Type.Object({
  blocks: Type.Array(
    Type.Object({ user_id: Type.String(), weekday: Type.Integer(), from: Type.String(), to: Type.String() }),
  ),
  /** PENDING and APPROVED requests touching the week, by first day. */
  time_off: Type.Array(timeOffSchema),
  /** Every PENDING request of the location not ended yet, soonest first, at most 100. */
  pending: Type.Array(timeOffSchema),
});
