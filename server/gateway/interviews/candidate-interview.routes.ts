import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { findApplication } from '../messaging/applications.repository';
import { messagingErrors } from '../messaging/messaging.errors';
import { IdParams, Nullable, StringEnum } from '../route-schema';
import type { InterviewLinks } from './interview-links';
import { bookingUrl } from './interview-notices';
import { interviewDetail, latestInterviewOf } from './interviews.repository';
import { INTERVIEW_STATES, TAGS } from './interviews.schema';

const CandidateInterviewSchema = Type.Object({
  id: Type.Integer(),
  state: StringEnum(INTERVIEW_STATES),
  starts_at: Nullable(Type.String({ description: 'UTC ISO; null until booked' })),
  ends_at: Nullable(Type.String()),
  position_title: Type.String(),
  location: Type.Object({ name: Type.String(), time_zone: Type.String(), address: Nullable(Type.String()) }),
  booking_path: Nullable(
    Type.String({
      description:
        "the booking page's path on the caller's own host ('/interview/<token>': book, reschedule, cancel) while INVITED or BOOKED",
    }),
  ),
});

/**
 * The candidate's own view of their application's interview (issue #35): where and when, and the
 * booking page's path while it is open. Only the application's candidate: anyone else (another
 * candidate, an employer) gets 404 MESSAGING.APPLICATION_NOT_FOUND, as for an unknown id.
 */
export function registerCandidateInterviewRoutes(
  app: FastifyInstance,
  context: GatewayContext,
  links: InterviewLinks,
): void {
  const { db, config } = context;
  defineRoute(app, {
    method: 'GET',
    url: '/v1/candidate_applications/:id/interview',
    summary:
      'The latest interview of one of the caller’s own applications (an open one if any), or null: when, where (the location’s zone) and the booking page’s path while INVITED or BOOKED. 404 MESSAGING.APPLICATION_NOT_FOUND for an application that is not the caller’s',
    tags: TAGS,
    params: IdParams,
    data: Type.Object({ interview: Nullable(CandidateInterviewSchema) }),
    handler: async (request) => {
      const id = request.params.id;
      const application = await findApplication(db, id);
      if (!application || application.candidate_user_id !== principalOf(request).sub) {
        throw messagingErrors.applicationNotFound(id);
      }
      const latest = await latestInterviewOf(db, application.id);
      const detail = latest ? await interviewDetail(db, Number(latest.id)) : undefined;
      if (!detail) return { interview: null };
      const open = detail.state === 'INVITED' || detail.state === 'BOOKED';
      return {
        interview: {
          id: Number(detail.id),
          state: detail.state as (typeof INTERVIEW_STATES)[number],
          starts_at: detail.starts_at,
          ends_at: detail.ends_at,
          position_title: detail.position_title,
          location: {
            name: detail.location_name,
            time_zone: detail.time_zone,
            address: detail.location_address,
          },
          booking_path: open ? new URL(bookingUrl(config, links, detail)).pathname : null,
        },
      };
    },
  });
}
