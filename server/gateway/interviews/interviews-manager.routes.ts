import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { isUniqueViolation } from '../../db/constraint-errors';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { applicationAudience } from '../live/live-events.catalogue';
import { requireApplication } from '../messaging/application-access';
import { writeMessage } from '../messaging/messages.repository';
import { messagingErrors } from '../messaging/messaging.errors';
import { mailTexts } from '../../mail/mail-texts';
import { BrandIdParams, Body, IdParams, Nullable, StringEnum } from '../route-schema';
import { employerApplication, employerInterviewApplication, hiringBrand } from './interview-access';
import type { InterviewLinks } from './interview-links';
import { bookingUrl, languageOf, queueNotice } from './interview-notices';
import { interviewsErrors } from './interviews.errors';
import {
  effectiveAvailability,
  interviewDetail,
  interviewWire,
  languageOfRecipient,
  latestInterviewOf,
  listInterviews,
  zoneOfLocation,
} from './interviews.repository';
import { InterviewRowSchema, InterviewSchema, TAGS, type InterviewState } from './interviews.schema';
import { publishInterviewEvent } from './interviews.writes';

const MAX_RANGE_DAYS = 42;
const DAY = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

/** Routes 3–6 of the interviews contract: invitations, the calendar, states (availability: interview-availability.routes.ts). */
export function registerInterviewManagerRoutes(
  app: FastifyInstance,
  context: GatewayContext,
  links: InterviewLinks,
): void {
  const { db, config } = context;

  defineRouteInvite();
  defineRouteList();
  defineRoutePatch();
  defineRouteOfApplication();

  function defineRouteInvite() {
    defineRoute(app, {
      method: 'POST',
      url: '/v1/applications/:id/interviews',
      summary:
        'Invites the candidate of an application to book an interview (employers with SOURCE_HIRE over it): a message with the booking link in the thread and a notice by the candidate’s channel. 409 INTERVIEWS.ALREADY_OPEN / NO_AVAILABILITY',
      tags: TAGS,
      params: IdParams,
      body: Body({ note: Type.String({ maxLength: 500 }) }),
      data: Type.Object({ ...InterviewSchema.properties, booking_url: Type.String() }),
      handler: async (request) => {
        const { application } = await employerApplication(context, request, request.params.id);
        if (application.archived === 1) throw messagingErrors.applicationArchived(application.id);
        const target = await db
          .selectFrom('applications as a')
          .innerJoin('positions as p', 'p.id', 'a.position_id')
          .innerJoin('brands as b', 'b.id', 'p.brand_id')
          .innerJoin('identity_users as u', 'u.id', 'a.candidate_user_id')
          .select(['p.id as position_id', 'b.id as location_id', 'b.type', 'u.email'])
          .where('a.id', '=', application.id)
          .executeTakeFirstOrThrow();
        if (target.type !== 'LOCATION') throw interviewsErrors.noAvailability();
        if (!(await effectiveAvailability(db, target.location_id, target.position_id))) {
          throw interviewsErrors.noAvailability();
        }
        const open = await db
          .selectFrom('interviews')
          .select('id')
          .where('application_id', '=', application.id)
          .where('state', 'in', ['INVITED', 'BOOKED'])
          .executeTakeFirst();
        if (open) throw interviewsErrors.alreadyOpen(application.id);
        const language = await languageOfRecipient(db, target.email);
        const managerId = principalOf(request).sub;
        const audience = applicationAudience(application);
        const now = new Date().toISOString();
        try {
          return await db.transaction().execute(async (trx) => {
            const row = await trx
              .insertInto('interviews')
              .values({
                application_id: application.id,
                location_id: target.location_id,
                position_id: target.position_id,
                state: 'INVITED',
                starts_at: null,
                ends_at: null,
                sequence: 0,
                language,
                note: request.body.note?.trim() || null,
                invited_by: managerId,
                created_at: now,
                updated_at: now,
              })
              .returningAll()
              .executeTakeFirstOrThrow();
            const url = bookingUrl(config, links, row);
            const line = mailTexts(languageOf(row))('interviews.thread.invited', { link: url });
            await writeMessage(
              trx,
              {
                applicationId: application.id,
                senderId: managerId,
                body: row.note ? `${row.note}\n\n${line}` : line,
                files: [],
              },
              { ...audience, sender: 'EMPLOYER' },
              'APP',
            );
            await publishInterviewEvent(trx, audience, row, { state: 'INVITED', by: 'EMPLOYER' });
            await queueNotice(trx, row.id, 'invitation', null, 0);
            return { ...interviewWire(row), booking_url: url };
          });
        } catch (error) {
          // A concurrent invitation of the same application won the open-interview index.
          if (isUniqueViolation(error)) throw interviewsErrors.alreadyOpen(application.id);
          throw error;
        }
      },
    });
  }

  function defineRouteList() {
    defineRoute(app, {
      method: 'GET',
      url: '/v1/brands/:id/interviews',
      summary:
        'The interviews of a brand’s subtree where the caller hires: booked ones starting between from and to (days of the brand’s zone, at most 42), by start, then those still waiting for the candidate (no time)',
      tags: TAGS,
      params: BrandIdParams,
      querystring: Type.Object({ from: DAY, to: DAY }, { additionalProperties: false }),
      data: Type.Object({ time_zone: Type.String(), interviews: Type.Array(InterviewRowSchema) }),
      handler: async (request) => {
        const { brand, paths } = await hiringBrand(context, request, request.params.id, false);
        const zone = await zoneOfLocation(db, brand.id);
        const from = DateTime.fromISO(request.query.from, { zone });
        const to = DateTime.fromISO(request.query.to, { zone });
        if (!from.isValid || !to.isValid)
          throw interviewsErrors.rangeInvalid('from and to must be real days');
        const days = to.diff(from, 'days').days;
        if (days < 0 || days >= MAX_RANGE_DAYS) {
          throw interviewsErrors.rangeInvalid(`to must be on or after from, at most ${MAX_RANGE_DAYS} days`);
        }
        const rows = await listInterviews(
          db,
          paths,
          from.startOf('day').toUTC().toJSDate().toISOString(),
          to.plus({ days: 1 }).startOf('day').toUTC().toJSDate().toISOString(),
        );
        const timed = rows.filter((row) => row.starts_at !== null);
        const waiting = rows.filter((row) => row.starts_at === null);
        return {
          time_zone: zone,
          interviews: [...timed, ...waiting].map((row) => ({
            ...interviewWire(row),
            candidate: { first_name: row.first_name ?? '', last_name: row.last_name ?? '' },
            position_title: row.position_title,
            location_name: row.location_name,
          })),
        };
      },
    });
  }

  function defineRoutePatch() {
    defineRoute(app, {
      method: 'PATCH',
      url: '/v1/interviews/:id',
      summary:
        'Records an interview DONE or NO_SHOW (a BOOKED one whose start has passed: 409 INTERVIEWS.NOT_STARTED) or CANCELLED (from INVITED or BOOKED; the candidate is told). 409 INTERVIEWS.STATE otherwise',
      tags: TAGS,
      params: IdParams,
      body: Body({ state: StringEnum(['DONE', 'NO_SHOW', 'CANCELLED'] as const) }, ['state']),
      data: InterviewSchema,
      handler: async (request) => {
        const id = request.params.id;
        const interview = await interviewDetail(db, id);
        if (!interview) throw interviewsErrors.notFound(id);
        await employerInterviewApplication(context, request, id, interview.application_id);
        const target = request.body.state;
        if (target === 'CANCELLED') {
          if (interview.state !== 'INVITED' && interview.state !== 'BOOKED') {
            throw interviewsErrors.state(interview.state, target);
          }
        } else {
          if (interview.state !== 'BOOKED') throw interviewsErrors.state(interview.state, target);
          if (Date.parse(interview.starts_at ?? '') > Date.now()) throw interviewsErrors.notStarted();
        }
        const now = new Date().toISOString();
        const sequence = Number(interview.sequence) + (target === 'CANCELLED' ? 1 : 0);
        return db.transaction().execute(async (trx) => {
          const updated = await trx
            .updateTable('interviews')
            .set({ state: target, sequence, updated_at: now })
            .where('id', '=', id)
            .where('state', '=', interview.state)
            .returningAll()
            .executeTakeFirst();
          // Another write changed the state since it was read.
          if (!updated) throw interviewsErrors.state(interview.state, target);
          await publishInterviewEvent(trx, interview.audience, updated, {
            state: target as InterviewState,
            by: 'EMPLOYER',
          });
          if (target === 'CANCELLED') await queueNotice(trx, id, 'cancellation', null, sequence);
          return interviewWire(updated);
        });
      },
    });
  }

  function defineRouteOfApplication() {
    defineRoute(app, {
      method: 'GET',
      url: '/v1/applications/:id/interview',
      summary:
        'The latest interview of an application (an open one if any), or null: for its candidate and for employers who hire over it',
      tags: TAGS,
      params: IdParams,
      data: Type.Object({ interview: Nullable(InterviewSchema) }),
      handler: async (request) => {
        const { application } = await requireApplication(context, request, request.params.id);
        const row = await latestInterviewOf(db, application.id);
        return { interview: row ? interviewWire(row) : null };
      },
    });
  }
}
