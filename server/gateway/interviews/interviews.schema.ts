import { Type, type Static } from '@sinclair/typebox';
import { Body, Nullable, StringEnum } from '../route-schema';

/** Interviews (issue #35, contract /work/tasks/interviews-contract.md; README "Interviews"). */
export const TAGS = ['Interviews'] as const;

export const INTERVIEW_STATES = ['INVITED', 'BOOKED', 'DONE', 'NO_SHOW', 'CANCELLED'] as const;
export type InterviewState = (typeof INTERVIEW_STATES)[number];

// Bounds are the domain rule's (interviewAvailabilityProblem), so a value out of them is answered
// 400 INTERVIEWS.AVAILABILITY_INVALID naming the field, like every other refused availability.
const Clock = Type.String({ maxLength: 5, description: "'HH:mm'; an end may be '24:00'" });

export const WeeklyRangeSchema = Type.Object(
  {
    weekday: Type.Integer({ description: 'ISO weekday, 1 = Monday … 7 = Sunday' }),
    start: Clock,
    end: Clock,
  },
  { additionalProperties: false },
);

const availabilityFields = {
  position_id: Nullable(Type.Integer({ minimum: 1 })),
  weekly_hours: Type.Array(WeeklyRangeSchema, { maxItems: 200, description: 'at most 50 ranges' }),
  length_minutes: Type.Integer({ description: '10..240' }),
  buffer_minutes: Type.Integer({ description: '0..120' }),
  horizon_days: Type.Integer({ description: '1..60' }),
  minimum_notice_hours: Type.Integer({ description: '0..168 (default 12)' }),
};

/** PUT body: `minimum_notice_hours` may be left out (12), `position_id` too (the location's default). */
export const AvailabilityBody = Body(availabilityFields, [
  'weekly_hours',
  'length_minutes',
  'buffer_minutes',
  'horizon_days',
]);

export const AvailabilitySchema = Type.Object({ ...availabilityFields, updated_at: Type.String() });
export type AvailabilityWire = Static<typeof AvailabilitySchema>;

export const InterviewSchema = Type.Object({
  id: Type.Integer(),
  application_id: Type.Integer(),
  location_id: Type.Integer(),
  position_id: Type.Integer(),
  state: StringEnum(INTERVIEW_STATES),
  starts_at: Nullable(Type.String({ description: 'UTC ISO; null until booked' })),
  ends_at: Nullable(Type.String()),
  invited_by: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type InterviewWire = Static<typeof InterviewSchema>;

export const InterviewRowSchema = Type.Object({
  ...InterviewSchema.properties,
  candidate: Type.Object({ first_name: Type.String(), last_name: Type.String() }),
  position_title: Type.String(),
  location_name: Type.String(),
});

export const SlotSchema = Type.Object({ starts_at: Type.String(), ends_at: Type.String() });

/** What the public booking page reads (routes 7, 8, 9). */
export const BookingPageSchema = Type.Object({
  interview: Type.Object({
    id: Type.Integer(),
    state: StringEnum(INTERVIEW_STATES),
    starts_at: Nullable(Type.String()),
    ends_at: Nullable(Type.String()),
    length_minutes: Type.Integer(),
  }),
  candidate_first_name: Type.String(),
  position_title: Type.String(),
  location: Type.Object({ name: Type.String(), time_zone: Type.String(), address: Nullable(Type.String()) }),
  brand_name: Type.String(),
  slots: Type.Array(SlotSchema),
});
export type BookingPageWire = Static<typeof BookingPageSchema>;

export const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
