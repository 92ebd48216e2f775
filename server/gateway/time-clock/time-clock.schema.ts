import { Type } from '@sinclair/typebox';
import {
  CLOCK_OUT_TEXT_MAX,
  CLOCK_STATES,
  GEOFENCE_STATUSES,
  NO_POSITION_REASONS,
  PUNCH_KINDS,
} from '../../../src-domain/index';
import { LanguageSchema, QuestionTypeSchema } from '../attestation/attestation.schema';
import { Body, Nullable, StringEnum } from '../route-schema';

/** The wire shapes of the time clock (issue #33). Times are ISO 8601 strings. */

export const PunchKindSchema = StringEnum(PUNCH_KINDS);
export const NoPositionReasonSchema = StringEnum(NO_POSITION_REASONS, {
  description:
    'Why a punch at a location with a geofence has no position (NO_POSITION): NO_CONSENT, DENIED, UNAVAILABLE, UNSUPPORTED, NOT_ANSWERED (the app closed before the position came), NOT_SENT',
});
export const ClockStateSchema = StringEnum(CLOCK_STATES);

export const GeofenceSchema = Type.Object({
  latitude: Type.Number(),
  longitude: Type.Number(),
  radius_m: Type.Number({ description: 'Metres' }),
});

export const TimeClockLocationSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  geofence: Nullable(GeofenceSchema),
});

export const PunchSchema = Type.Object({
  id: Type.Integer(),
  kind: PunchKindSchema,
  location_id: Type.Integer(),
  device_at: Type.String({ description: 'The device’s clock reading (ISO UTC): the order of punches' }),
  received_at: Type.String({ description: 'When the server received it (ISO UTC)' }),
  geofence: StringEnum(GEOFENCE_STATUSES),
  flagged: Type.Boolean({ description: 'Outside the geofence or without a position' }),
  no_position_reason: Nullable(NoPositionReasonSchema),
});

export const ClockStatusSchema = Type.Object({
  state: ClockStateSchema,
  /** The open shift's location, or null when OFF. */
  location_id: Nullable(Type.Integer()),
  shift_started_at: Nullable(Type.String()),
});

/** A published shift of the caller's, as the time clock shows it (issue #34). */
export const ClockShiftSchema = Type.Object({
  location_id: Type.Integer(),
  location_name: Type.String(),
  position: Type.String(),
  starts_at: Type.String(),
  ends_at: Type.String(),
});

export const PositionSchema = Body(
  {
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
    accuracy_m: Type.Number({ minimum: 0, maximum: 100_000 }),
    consent: Type.Boolean({
      description:
        'The employee agreed to share the position (spec 001 consent): without true it is not stored and the punch is NO_POSITION, reason NO_CONSENT',
    }),
  },
  ['latitude', 'longitude'],
);

export const AnswerBodySchema = Body(
  {
    template_id: Type.Integer({ minimum: 1 }),
    version: Type.Integer({ minimum: 1 }),
    answers: Type.Array(Type.String({ minLength: 1, maxLength: CLOCK_OUT_TEXT_MAX }), { maxItems: 20 }),
    comment: Type.String({ maxLength: CLOCK_OUT_TEXT_MAX }),
  },
  ['template_id', 'version', 'answers'],
);

export const PunchBodySchema = Body(
  {
    location_id: Type.Integer({ minimum: 1 }),
    kind: PunchKindSchema,
    device_at: Type.String({ maxLength: 40, description: 'ISO 8601 date-time with an offset' }),
    position: Nullable(PositionSchema),
    no_position_reason: NoPositionReasonSchema,
    answers: Type.Array(AnswerBodySchema, { maxItems: 50 }),
  },
  ['location_id', 'kind', 'device_at'],
);

export const ClockOutQuestionSchema = Type.Object({
  template_id: Type.Integer(),
  version: Type.Integer(),
  type: QuestionTypeSchema,
  required: Type.Boolean(),
  /** The text in the asked language, else the question's default language. */
  text: Type.String(),
  language: LanguageSchema,
  options: Type.Array(Type.Object({ key: Type.String(), text: Type.String() })),
  min_shift_minutes: Nullable(Type.Integer()),
  comment_required_for: Type.Array(Type.String(), {
    description: 'Answers that need a comment (the question’s REQUIRE_COMMENT flag rule)',
  }),
});
