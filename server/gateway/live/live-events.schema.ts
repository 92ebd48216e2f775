import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { StringEnum } from '../route-schema';

/**
 * The `data:` of every frame the event stream sends (GET /v1/events, README "Live events"), one
 * TypeBox schema per event name: the publishing side's types (`Static<>`), and, registered with
 * `addSchema`, published in the OpenAPI document under `components.schemas` by `$id`:
 * `LiveEvent.<name>` for the events writes publish, `LiveFrame.<name>` for the frames only one
 * stream gets. The client's parser reads these generated types (`npm run api:types`). A payload
 * has exactly its schema's fields (tests/server/gateway/live checks every frame it receives).
 */

const Side = StringEnum(['EMPLOYER', 'CANDIDATE'] as const, {
  description: 'EMPLOYER: someone of the brand’s side; CANDIDATE: the application’s candidate',
});

/**
 * Set (true) on the frame of the one stream whose user should see this event as an in-app notice
 * (issue #35): news for them, and they keep "in the app" on. Never stored with the event.
 */
const Notice = Type.Optional(
  Type.Literal(true, { description: 'Show this as an in-app notice (set per receiver, never stored)' }),
);

/** Every event a write publishes, by name: ids and small facts only (the client reads again). */
export const LIVE_EVENT_SCHEMAS = {
  'message.created': Type.Object(
    {
      application_id: Type.Integer(),
      message_id: Type.Integer(),
      brand_id: Type.Integer(),
      sender: Side,
      notice: Notice,
    },
    {
      additionalProperties: false,
      $id: 'LiveEvent.message.created',
      description: 'A message was sent in an application’s thread',
    },
  ),
  'message.read': Type.Object(
    { application_id: Type.Integer(), brand_id: Type.Integer(), reader: Side },
    {
      additionalProperties: false,
      $id: 'LiveEvent.message.read',
      description: 'Someone of a side marked messages of an application read or unread',
    },
  ),
  'application.status_changed': Type.Object(
    { application_id: Type.Integer(), brand_id: Type.Integer(), status: Type.String(), notice: Notice },
    {
      additionalProperties: false,
      $id: 'LiveEvent.application.status_changed',
      description: 'An application moved along the pipeline, or was archived or restored',
    },
  ),
  'news.created': Type.Object(
    { brand_id: Type.Integer(), news_id: Type.Integer() },
    {
      additionalProperties: false,
      $id: 'LiveEvent.news.created',
      description: 'A manager posted an announcement to the news feed',
    },
  ),
  'recognition.created': Type.Object(
    {
      brand_id: Type.Integer(),
      recognition_id: Type.Integer(),
      recipient_user_id: Type.String({ description: 'The recognised person’s user id' }),
    },
    {
      additionalProperties: false,
      $id: 'LiveEvent.recognition.created',
      description: 'Someone was recognised',
    },
  ),
  'risk.flagged': Type.Object(
    { brand_id: Type.Integer(), location_id: Type.Integer(), answer_id: Type.Integer() },
    {
      additionalProperties: false,
      $id: 'LiveEvent.risk.flagged',
      description: 'A clock-out attestation answer at a location was flagged',
    },
  ),
  'schedule.published': Type.Object(
    { brand_id: Type.Integer(), week_start: Type.String() },
    {
      additionalProperties: false,
      $id: 'LiveEvent.schedule.published',
      description: 'A manager published a week of a location’s schedule (the location is brand_id)',
    },
  ),
  'shift.changed': Type.Object(
    {
      brand_id: Type.Integer(),
      week_start: Type.String(),
      published: Type.Boolean({
        description: 'The week is published: its team reads the change; else only its managers',
      }),
    },
    {
      additionalProperties: false,
      $id: 'LiveEvent.shift.changed',
      description:
        'A manager added, changed or removed shifts of a week of a location’s schedule (brand_id): one shift, a copied week or a template',
    },
  ),
  'shift_request.changed': Type.Object(
    {
      brand_id: Type.Integer(),
      request_id: Type.Integer(),
      shift_id: Type.Integer(),
      status: StringEnum(['OPEN', 'TAKEN', 'APPROVED', 'REFUSED', 'CANCELLED'] as const),
    },
    {
      additionalProperties: false,
      $id: 'LiveEvent.shift_request.changed',
      description: 'A shift was offered, taken, approved, refused or withdrawn at a location (brand_id)',
    },
  ),
  'time_off.changed': Type.Object(
    {
      brand_id: Type.Integer(),
      request_id: Type.Integer(),
      status: StringEnum(['PENDING', 'APPROVED', 'REFUSED', 'CANCELLED'] as const),
    },
    {
      additionalProperties: false,
      $id: 'LiveEvent.time_off.changed',
      description: 'A time-off request at a location (brand_id) was made, approved, refused or cancelled',
    },
  ),
  'availability.changed': Type.Object(
    { brand_id: Type.Integer(), user_id: Type.String() },
    {
      additionalProperties: false,
      $id: 'LiveEvent.availability.changed',
      description: 'A person (user_id) replaced their weekly unavailability at a location (brand_id)',
    },
  ),
  'punch.recorded': Type.Object(
    { brand_id: Type.Integer(), punch_id: Type.Integer() },
    {
      additionalProperties: false,
      $id: 'LiveEvent.punch.recorded',
      description: 'A time clock punch was recorded at a location (brand_id): its timesheet changed',
    },
  ),
  'interview.booked': Type.Object(
    {
      interview_id: Type.Integer(),
      application_id: Type.Integer(),
      brand_id: Type.Integer(),
      location_id: Type.Integer(),
      starts_at: Type.String(),
    },
    {
      additionalProperties: false,
      $id: 'LiveEvent.interview.booked',
      description:
        'A candidate booked (or rebooked) an interview slot of an application (brand_id: its position’s brand)',
    },
  ),
  'interview.changed': Type.Object(
    {
      interview_id: Type.Integer(),
      application_id: Type.Integer(),
      brand_id: Type.Integer(),
      location_id: Type.Integer(),
      state: StringEnum(['INVITED', 'BOOKED', 'DONE', 'NO_SHOW', 'CANCELLED'] as const),
      by: Type.Optional(Side),
      notice: Notice,
    },
    {
      additionalProperties: false,
      $id: 'LiveEvent.interview.changed',
      description: 'An interview was created, rescheduled, cancelled or marked done / no-show',
    },
  ),
  'logbook.notice': Type.Object(
    {
      brand_id: Type.Integer({ description: 'The location whose logbook holds the entry' }),
      entry_id: Type.Integer(),
      entry_type: StringEnum([
        'GENERAL',
        'INCIDENT',
        'MAINTENANCE',
        'SALES_NOTE',
        'STAFFING',
        'CUSTOMER',
      ] as const),
      user_id: Type.String({ description: 'The person told: only their stream receives it' }),
      reason: StringEnum(['MENTIONED', 'ASSIGNED'] as const),
    },
    {
      additionalProperties: false,
      $id: 'LiveEvent.logbook.notice',
      description:
        'Someone mentioned user_id in a logbook entry, or assigned it to them; sent only to that person, and only while they may read the entry’s type there',
    },
  ),
};

/** Frames only one stream gets (never stored), by name. */
export const STREAM_FRAME_SCHEMAS = {
  ready: Type.Object(
    {
      last_event_id: Type.String({
        description: 'The stream’s position (a decimal event id; "0" on an empty log)',
      }),
    },
    { additionalProperties: false, $id: 'LiveFrame.ready', description: 'First frame of every stream' },
  ),
  reload: Type.Object(
    { reason: StringEnum(['TOO_FAR_BEHIND'] as const) },
    {
      additionalProperties: false,
      $id: 'LiveFrame.reload',
      description: 'Events were lost (the client resumed too far behind): read everything again',
    },
  ),
  'session.ended': Type.Object(
    { reason: StringEnum(['TOKEN_EXPIRED', 'SESSION_REVOKED'] as const) },
    {
      additionalProperties: false,
      $id: 'LiveFrame.session.ended',
      description: 'Last frame: the access token expired or its session was revoked',
    },
  ),
};

export type LiveEventName = keyof typeof LIVE_EVENT_SCHEMAS;

/** Every event a write publishes, by name, with its payload. */
export type LiveEventPayloads = {
  [Name in LiveEventName]: Static<(typeof LIVE_EVENT_SCHEMAS)[Name]>;
};

export type StreamFrameName = keyof typeof STREAM_FRAME_SCHEMAS;

/** The payload of each stream-only frame. */
export type StreamFramePayloads = {
  [Name in StreamFrameName]: Static<(typeof STREAM_FRAME_SCHEMAS)[Name]>;
};

const ALL: readonly TSchema[] = [
  ...Object.values(LIVE_EVENT_SCHEMAS),
  ...Object.values(STREAM_FRAME_SCHEMAS),
];

/** `{$ref}`s to every frame's schema (the event stream's documented answer). */
export const FRAME_REFS = ALL.map((schema) => ({ $ref: `${schema.$id}#` }));

/** Registers every frame's schema on `app` (once), so the OpenAPI document publishes them. */
export function addLiveEventSchemas(app: FastifyInstance): void {
  for (const schema of ALL) app.addSchema(schema);
}
