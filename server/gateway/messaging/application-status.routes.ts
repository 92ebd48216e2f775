import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { evaluateReferralHire } from '../rewards/rule-evaluation';
import { IdParams, StringEnum } from '../route-schema';
import { requireApplication } from './application-access';
import { updateApplication } from './applications.repository';
import { APPLICATION_STATUSES } from './message-board';
import { messagingErrors } from './messaging.errors';
import { StatusSchema, TAGS } from './messaging.schema';
import { applicationAudience } from '../live/live-events.catalogue';

/**
 * PATCH /v1/applications/{id} {status?, archived?}: the spec names no call that moves an
 * application; this is ours. Only an employer with SOURCE_HIRE over the application's brand may
 * move it along the pipeline or archive it (and bring it back); its candidate gets 403
 * MESSAGING.EMPLOYER_ONLY, anyone else 404. An archived application takes no messages.
 * A move to HIRED runs the referral rules for that application at once, after the write: a
 * failure there is logged and does not fail the hire (the hourly rules pass retries it).
 */
export function registerApplicationStatusRoutes(app: FastifyInstance, context: GatewayContext): void {
  defineRoute(app, {
    method: 'PATCH',
    url: '/v1/applications/:id',
    summary:
      'Moves an application along the pipeline (APPLIED → SCREENING → INTERVIEW → OFFERED → HIRED, or REJECTED at any step) or archives / restores it: employers with SOURCE_HIRE over its brand only',
    tags: TAGS,
    params: IdParams,
    // As Body() (no other property), and at least one of the two.
    body: Type.Object(
      {
        status: Type.Optional(StringEnum(APPLICATION_STATUSES)),
        archived: Type.Optional(Type.Boolean()),
      },
      { additionalProperties: false, minProperties: 1 },
    ),
    data: Type.Object({ id: Type.Integer(), status: StatusSchema, archived: Type.Boolean() }),
    handler: async (request) => {
      const { application, reader } = await requireApplication(context, request, request.params.id);
      if (reader.side !== 'employer') throw messagingErrors.employerOnly();
      const status = request.body.status ?? application.status;
      const archived = request.body.archived ?? application.archived === 1;
      await updateApplication(
        context.db,
        application.id,
        { status, archived },
        applicationAudience(application),
      );
      if (status === 'HIRED' && application.status !== 'HIRED') {
        try {
          await evaluateReferralHire(context.db, application.id, {
            now: new Date(),
            actorUserId: principalOf(request).sub,
          });
        } catch (error) {
          request.log.error({ err: error, applicationId: application.id }, 'referral rules on hire failed');
        }
      }
      return { id: application.id, status, archived };
    },
  });
}
