import { Type, type Static } from '@sinclair/typebox';
import { SHIFT_FLAGS } from '../../../src-domain/index';
import { Body, Nullable, StringEnum } from '../route-schema';
import { wagesSchema } from './schedule-pay.schema';

/** A local Monday, `YYYY-MM-DD` (checked to be a Monday by the routes). */
export const WeekStart = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'A Monday, YYYY-MM-DD',
});
const Instant = Type.String({ format: 'date-time', maxLength: 40, description: 'ISO instant' });
const UserId = Type.String({ minLength: 1, maxLength: 64 });

export const REQUEST_STATUSES = ['OPEN', 'TAKEN', 'APPROVED', 'REFUSED', 'CANCELLED'] as const;

/** A location's labour rules and time zone (no row: the documented defaults, zone UTC). */
export const rulesSchema = Type.Object({
  time_zone: Type.String({ minLength: 1, maxLength: 64 }),
  min_rest_minutes: Type.Integer({ minimum: 0, maximum: 48 * 60 }),
  max_day_minutes: Type.Integer({ minimum: 60, maximum: 24 * 60 }),
  max_week_minutes: Type.Integer({ minimum: 60, maximum: 7 * 24 * 60 }),
  notice_days: Type.Integer({ minimum: 0, maximum: 60 }),
  auto_approve_covers: Type.Boolean({
    description:
      'A take is approved at once when the labour rules and the taker’s availability and time off hold; else it waits for a manager',
  }),
  minor_max_day_minutes: Type.Integer({
    minimum: 60,
    maximum: 24 * 60,
    description: 'Minors: maximum paid minutes a local day (default 480). Optional when writing: kept',
  }),
  minor_max_week_minutes: Type.Integer({
    minimum: 60,
    maximum: 7 * 24 * 60,
    description: 'Minors: maximum paid minutes a week (default 2400)',
  }),
  minor_earliest_minute: Type.Integer({
    minimum: 0,
    maximum: 24 * 60,
    description: 'Minors: earliest local start, minutes after midnight (default 420, 07:00)',
  }),
  minor_latest_minute: Type.Integer({
    minimum: 0,
    maximum: 24 * 60,
    description: 'Minors: latest local end, minutes after midnight (default 1320, 22:00; 1440 is 24:00)',
  }),
});
export type RulesWire = Static<typeof rulesSchema>;

/** The live request of a shift (an offer waiting for a taker, or a take waiting for a manager). */
export const shiftRequestRef = Type.Object({
  id: Type.Integer(),
  status: StringEnum(REQUEST_STATUSES),
  from_user_id: Nullable(Type.String()),
  taker_user_id: Nullable(Type.String()),
  taker_name: Nullable(Type.String()),
  offered_to_user_id: Nullable(
    Type.String({ description: 'The one colleague an offer is made to; null: the team' }),
  ),
  offered_to_name: Nullable(Type.String()),
});

export const shiftSchema = Type.Object({
  id: Type.Integer(),
  location_id: Type.Integer(),
  week_start: Type.String(),
  user_id: Nullable(Type.String({ description: 'null: an open shift' })),
  person_name: Nullable(Type.String()),
  position: Type.String(),
  starts_at: Type.String(),
  ends_at: Type.String(),
  break_minutes: Type.Integer(),
  note: Type.String(),
  version: Type.Integer(),
  flags: Type.Array(StringEnum(SHIFT_FLAGS)),
  request: Nullable(shiftRequestRef),
});
export type ShiftWire = Static<typeof shiftSchema>;

/** A shift as written by a manager (create; update adds `version`). */
const shiftFields = {
  user_id: Nullable(UserId),
  position: Type.String({ minLength: 1, maxLength: 60 }),
  starts_at: Instant,
  ends_at: Instant,
  break_minutes: Type.Integer({ minimum: 0, maximum: 240 }),
  note: Type.String({ maxLength: 500 }),
};
export const createShiftBody = Body({ ...shiftFields, week_start: WeekStart }, [
  'user_id',
  'position',
  'starts_at',
  'ends_at',
  'break_minutes',
  'week_start',
]);
export const updateShiftBody = Body({ ...shiftFields, version: Type.Integer({ minimum: 1 }) }, [
  'user_id',
  'position',
  'starts_at',
  'ends_at',
  'break_minutes',
  'version',
]);

/** The figures of a week (the landing's cards). */
export const figuresSchema = Type.Object({
  shifts: Type.Integer(),
  open_shifts: Type.Integer(),
  hours: Type.Number({ description: 'Paid hours, to the quarter hour' }),
  hours_last_week: Type.Number(),
  pending_requests: Type.Integer({
    description:
      'Requests waiting for a manager: the week’s taken covers (TAKEN) and the location’s pending time-off requests not ended before the week',
  }),
  flagged_shifts: Type.Integer(),
  currency: Type.String({ description: 'ISO 4217 code of the costs' }),
  cost_minor: Type.Integer({
    description:
      'Wage cost of the week’s shifts in minor units: paid minutes (breaks unpaid) times the person’s wage, else the position’s',
  }),
  cost_last_week_minor: Type.Integer(),
  unpriced_shifts: Type.Integer({ description: 'Shifts of the week without a wage (not in cost_minor)' }),
});

export const weekSchema = Type.Object({
  location_id: Type.Integer(),
  location_name: Type.String(),
  week_start: Type.String(),
  status: StringEnum(['DRAFT', 'PUBLISHED'] as const),
  published_at: Nullable(Type.String()),
  rules: rulesSchema,
  people: Type.Array(
    Type.Object({
      user_id: Type.String(),
      name: Type.String(),
      minor: Type.Boolean({ description: 'Marked a minor at the location: the minors’ limits apply' }),
    }),
  ),
  shifts: Type.Array(shiftSchema),
  /** The location's wages (the week is read by its managers only), for cost per day and person. */
  wages: wagesSchema,
  figures: figuresSchema,
});
export type WeekWire = Static<typeof weekSchema>;

export const weekQuery = Body({ week: WeekStart }, ['week']);
export const shiftParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  shift: Type.Integer({ minimum: 1 }),
});
export const requestParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  request: Type.Integer({ minimum: 1 }),
});

export const shiftRequestSchema = Type.Object({
  id: Type.Integer(),
  status: StringEnum(REQUEST_STATUSES),
  from_user_id: Nullable(Type.String()),
  from_name: Nullable(Type.String()),
  taker_user_id: Nullable(Type.String()),
  taker_name: Nullable(Type.String()),
  created_at: Type.String(),
  shift: shiftSchema,
  /** Labour-rule and availability flags the shift would carry for the taker (re-checked at approval). */
  taker_flags: Type.Array(StringEnum(SHIFT_FLAGS)),
});
export type ShiftRequestWire = Static<typeof shiftRequestSchema>;

export const REWARD_OUTCOMES = [
  'GRANTED',
  'ALREADY',
  'NO_RULE',
  'CAP_REACHED',
  'NO_BUDGET',
  'BUDGET_EXHAUSTED',
] as const;

const myShift = Type.Object({
  shift: shiftSchema,
  location_name: Type.String(),
  time_zone: Type.String(),
});
export const myShiftsSchema = Type.Object({
  /** The caller's published shifts that have not ended, soonest first. */
  shifts: Type.Array(myShift),
  /** Shifts colleagues offered and open shifts of the caller's locations, published, not started. */
  available: Type.Array(myShift),
  /** What changed in the caller's published shifts (newest first, last 30 days). */
  changes: Type.Array(
    Type.Object({
      id: Type.Integer(),
      shift_id: Type.Integer(),
      location_name: Type.String(),
      time_zone: Type.String(),
      kind: StringEnum(['CHANGED', 'REMOVED', 'ASSIGNED', 'UNASSIGNED'] as const),
      before: Nullable(
        Type.Object({ starts_at: Type.String(), ends_at: Type.String(), position: Type.String() }),
      ),
      after: Nullable(
        Type.Object({ starts_at: Type.String(), ends_at: Type.String(), position: Type.String() }),
      ),
      created_at: Type.String(),
    }),
  ),
});
export type MyShiftsWire = Static<typeof myShiftsSchema>;
