import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DateTime } from 'luxon';
import {
  answerIsFlagged,
  clockOutAnswerProblems,
  nextState,
  recordedPosition,
  punchRefusal,
  shiftMinutes,
  type ClockState,
  type Language,
  type Punch,
  type PunchKind,
} from '../../../src-domain/index';
import { pathIds } from '../brands/brands.repository';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { punchRecorded, riskFlagged } from '../live/live-events.catalogue';
import { publishLiveEvent } from '../live/live-events.port';
import { IdParams } from '../route-schema';
import { LanguageSchema } from '../attestation/attestation.schema';
import { findProfile } from '../users/profiles.repository';
import { clockOutQuestions, questionRule, questionView } from './time-clock-questions';
import {
  findPunch,
  findPerson,
  insertPunch,
  lockPerson,
  punchesSince,
  schedulableLocations,
  shiftPunches,
  upcomingShifts,
  updatePerson,
  type PunchRow,
} from './time-clock.repository';
import { findQuestionVersion, insertClockOutAnswer } from './time-clock-questions.repository';
import { timeClockErrors } from './time-clock.errors';
import {
  ClockOutQuestionSchema,
  ClockShiftSchema,
  ClockStatusSchema,
  PunchBodySchema,
  PunchSchema,
  TimeClockLocationSchema,
} from './time-clock.schema';

const TAGS = ['Time clock'];
/** How far back GET /v1/time-clock/me lists punches (covers "today" in every time zone). */
const RECENT_MS = 48 * 3_600_000;
/** How far ahead the time clock shows the caller's shifts. */
const SHIFTS_AHEAD_MS = 24 * 3_600_000;

const punchView = (row: PunchRow): Static<typeof PunchSchema> => ({
  id: row.id,
  kind: row.kind as PunchKind,
  location_id: row.brand_id,
  device_at: row.device_at,
  received_at: row.received_at,
  geofence: row.geofence as Static<typeof PunchSchema>['geofence'],
  flagged: row.flagged === 1,
  no_position_reason: row.no_position_reason as Static<typeof PunchSchema>['no_position_reason'],
});

const asPunch = (row: PunchRow): Punch => ({
  kind: row.kind as PunchKind,
  deviceAt: Date.parse(row.device_at),
  locationId: row.brand_id,
});

/** The caller's location `id` where they may punch; 403 TIME_CLOCK.NOT_A_MEMBER otherwise. */
async function requireLocation(context: GatewayContext, request: FastifyRequest, id: number) {
  const locations = await schedulableLocations(context.db, principalOf(request).sub);
  const location = locations.find((candidate) => candidate.id === id);
  if (!location) throw timeClockErrors.notAMember(id);
  return location;
}

/**
 * The time clock (issue #33): the caller's locations and state, a location's clock-out
 * questions, and punches. A punch orders by the device's clock within PUNCH_BOUNDS
 * (src-domain/time-clock): refusals are 409 TIME_CLOCK.<REASON>; geofence misses are recorded
 * and flagged, never refused; a position is stored only with the employee's consent, a punch
 * without one keeps the reason; a clock-out's answers are stored in the punch's transaction and a
 * risk answer publishes `risk.flagged` to those who may open that location's risk dashboard.
 */
export function registerTimeClockRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineRoute(app, {
    method: 'GET',
    url: '/v1/time-clock/me',
    summary:
      'The caller’s time clock: the locations where they may punch (schedulable memberships), their state, their punches of the last 48 hours (device-time order) and their shifts of published weeks not ended and starting within 24 hours (soonest first, at most 10)',
    tags: TAGS,
    data: Type.Object({
      locations: Type.Array(TimeClockLocationSchema),
      status: ClockStatusSchema,
      punches: Type.Array(PunchSchema),
      shifts: Type.Array(ClockShiftSchema),
      server_time: Type.String(),
    }),
    handler: async (request) => {
      const userId = principalOf(request).sub;
      const now = Date.now();
      const [locations, person, punches, shifts] = await Promise.all([
        schedulableLocations(db, userId),
        findPerson(db, userId),
        punchesSince(db, userId, new Date(now - RECENT_MS).toISOString()),
        upcomingShifts(
          db,
          userId,
          new Date(now).toISOString(),
          new Date(now + SHIFTS_AHEAD_MS).toISOString(),
        ),
      ]);
      const shift = await findPunch(db, person?.shift_punch_id ?? null);
      return {
        locations: locations.map((location) => ({
          id: location.id,
          name: location.name,
          geofence:
            location.radius_m === null || location.latitude === null || location.longitude === null
              ? null
              : { latitude: location.latitude, longitude: location.longitude, radius_m: location.radius_m },
        })),
        status: {
          state: (person?.state ?? 'OFF') as ClockState,
          location_id: shift?.brand_id ?? null,
          shift_started_at: shift?.device_at ?? null,
        },
        punches: punches.map(punchView),
        shifts: shifts.map((shift) => ({
          location_id: shift.brand_id,
          location_name: shift.name,
          position: shift.position,
          starts_at: shift.starts_at,
          ends_at: shift.ends_at,
        })),
        server_time: new Date(now).toISOString(),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/time-clock/locations/:id/questions',
    summary:
      'The clock-out attestation questions the location asks today (active, current version, targeted at it), in `language` or else each question’s default language',
    tags: TAGS,
    params: IdParams,
    querystring: Type.Object({ language: Type.Optional(LanguageSchema) }),
    data: Type.Object({ questions: Type.Array(ClockOutQuestionSchema) }),
    handler: async (request) => {
      const location = await requireLocation(context, request, request.params.id);
      const language: Language = request.query.language ?? 'en';
      const rows = await clockOutQuestions(db, pathIds(location.path), DateTime.utc().toISODate()!);
      return { questions: rows.map((row) => questionView(row, language)) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/time-clock/punches',
    summary:
      'Records a punch (Idempotency-Key required: a replay answers the first result). Ordered by device_at: 409 TIME_CLOCK.CLOCK_SKEW (over 5 min ahead), TOO_OLD (over 7 days), INVALID_SEQUENCE, OTHER_LOCATION, OUT_BEFORE_IN, OUT_OF_ORDER. A clock-out carries the attestation answers (400 TIME_CLOCK.ANSWER_REQUIRED / ANSWER_INVALID / COMMENT_REQUIRED / QUESTION_UNKNOWN)',
    tags: TAGS,
    status: 201,
    body: PunchBodySchema,
    data: Type.Object({ punch: PunchSchema, status: ClockStatusSchema, flagged_answers: Type.Integer() }),
    handler: async (request) => {
      const userId = principalOf(request).sub;
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || key === '') throw timeClockErrors.keyRequired();
      const { body } = request;
      const device = DateTime.fromISO(body.device_at, { setZone: true });
      if (!device.isValid || !/[zZ]|[+-]\d\d:?\d\d$/.test(body.device_at))
        throw timeClockErrors.deviceTimeInvalid();
      const answers = body.answers ?? [];
      if (answers.length > 0 && body.kind !== 'CLOCK_OUT') throw timeClockErrors.answersNotAllowed();
      const location = await requireLocation(context, request, body.location_id);
      const chain = pathIds(location.path);
      const profile = await findProfile(db, userId);
      const received = new Date();
      const receivedAt = received.toISOString();
      const punch: Punch = { kind: body.kind, deviceAt: device.toMillis(), locationId: location.id };
      const fence =
        location.radius_m === null || location.latitude === null || location.longitude === null
          ? undefined
          : { latitude: location.latitude, longitude: location.longitude, radiusMeters: location.radius_m };
      const { position, geofence, noPositionReason } = recordedPosition(
        fence,
        body.position
          ? {
              latitude: body.position.latitude,
              longitude: body.position.longitude,
              ...(body.position.accuracy_m !== undefined ? { accuracyMeters: body.position.accuracy_m } : {}),
              consented: body.position.consent === true,
            }
          : undefined,
        body.no_position_reason,
      );

      return db.transaction().execute(async (trx) => {
        const person = await lockPerson(trx, userId, receivedAt);
        const state = person.state as ClockState;
        const [lastRow, shiftRow] = await Promise.all([
          findPunch(trx, person.last_punch_id),
          findPunch(trx, person.shift_punch_id),
        ]);
        const refusal = punchRefusal(
          state,
          lastRow && asPunch(lastRow),
          shiftRow && asPunch(shiftRow),
          punch,
          received.getTime(),
        );
        if (refusal) throw timeClockErrors.refused(refusal);
        const row = await insertPunch(trx, {
          user_id: userId,
          brand_id: location.id,
          kind: body.kind,
          device_at: new Date(punch.deviceAt).toISOString(),
          received_at: receivedAt,
          shift_punch_id: shiftRow?.id ?? null,
          latitude: position?.latitude ?? null,
          longitude: position?.longitude ?? null,
          accuracy_m: position?.accuracyMeters ?? null,
          geofence,
          flagged: geofence === 'OUTSIDE' || geofence === 'NO_POSITION' ? 1 : 0,
          no_position_reason: noPositionReason ?? null,
          idempotency_key: key,
        });
        const next = nextState(state, body.kind)!;
        await updatePerson(trx, userId, {
          state: next,
          shift_punch_id: next === 'OFF' ? null : (shiftRow?.id ?? row.id),
          last_punch_id: row.id,
          updated_at: receivedAt,
        });
        let flagged = 0;
        if (body.kind === 'CLOCK_OUT' && shiftRow) {
          const punches = (await shiftPunches(trx, shiftRow.id)).map(asPunch);
          const minutes = shiftMinutes(punches, Date.parse(shiftRow.device_at), punch.deviceAt);
          const deviceDate = DateTime.fromMillis(punch.deviceAt, { zone: 'utc' }).toISODate()!;
          const asked = (await clockOutQuestions(trx, chain, deviceDate, minutes)).filter(
            // A question added after the punch was made cannot have been answered offline.
            (question) => question.template_created_at <= row.device_at,
          );
          const versions: NonNullable<Awaited<ReturnType<typeof findQuestionVersion>>>[] = [];
          for (const answer of answers) {
            const version = await findQuestionVersion(trx, chain, answer.template_id, answer.version);
            if (!version) throw timeClockErrors.questionUnknown(answer.template_id, answer.version);
            versions.push(version);
          }
          const rules = [
            ...asked.filter((question) => !versions.some((v) => v.template_id === question.template_id)),
            ...versions,
          ].map(questionRule);
          const wireAnswers = answers.map((answer) => ({
            templateId: answer.template_id,
            version: answer.version,
            answers: answer.answers,
            ...(answer.comment !== undefined ? { comment: answer.comment } : {}),
          }));
          const problems = clockOutAnswerProblems(rules, wireAnswers);
          if (problems.size > 0) throw timeClockErrors.answers(problems);
          const name = [profile?.first_name, profile?.last_name].filter((part) => part).join(' ');
          const flaggedIds: number[] = [];
          for (const [index, answer] of answers.entries()) {
            const version = versions[index]!;
            const rule = questionRule(version);
            const isFlagged = answerIsFlagged(rule, answer.answers);
            const answerId = await insertClockOutAnswer(trx, row.id, {
              version_id: version.version_id,
              brand_id: location.id,
              employee_ref: userId,
              employee_name: name || userId,
              shift_date: DateTime.fromISO(shiftRow.device_at, { zone: 'utc' }).toISODate()!,
              shift_minutes: minutes,
              answers_json: JSON.stringify(answer.answers),
              comment: answer.comment?.trim() || null,
              flagged: isFlagged ? 1 : 0,
              answered_at: row.device_at,
            });
            if (isFlagged) flaggedIds.push(answerId);
          }
          flagged = flaggedIds.length;
          // Events last in the transaction (live-events.port.ts): they commit with the answers.
          for (const answerId of flaggedIds) {
            await publishLiveEvent(
              trx,
              riskFlagged({ id: location.id, path: location.path }, location.id, answerId),
            );
          }
        }
        // The location's timesheet changed: its managers' screens read it again (issue #33).
        await publishLiveEvent(trx, punchRecorded({ id: location.id, path: location.path }, row.id));
        const shift = next === 'OFF' ? undefined : (shiftRow ?? row);
        return {
          punch: punchView(row),
          status: {
            state: next,
            location_id: shift?.brand_id ?? null,
            shift_started_at: shift?.device_at ?? null,
          },
          flagged_answers: flagged,
        };
      });
    },
  });
}
