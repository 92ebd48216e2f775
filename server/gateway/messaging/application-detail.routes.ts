import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../gateway.context';
import { defineRoute } from '../gateway.route';
import { IdParams, ImageRef, Nullable } from '../route-schema';
import { screeningAnswersOf } from '../careers/career-answers.repository';
import { YesNo } from '../positions/positions.schema';
import { requireApplication } from './application-access';
import { applicationDetail } from './application-detail.repository';
import { messagingErrors } from './messaging.errors';
import { ApplicationSourceSchema, applicationSource, StatusSchema, TAGS } from './messaging.schema';

/**
 * GET /v1/applications/{id}: the spec names no read of one application; the application view
 * needs its candidate (name, contact, photo, résumés), position, location and status. The
 * candidate reads their own, an employer with SOURCE_HIRE over its brand any of their subtree;
 * anyone else gets 404 MESSAGING.APPLICATION_NOT_FOUND. `can_manage` says whether the caller may
 * PATCH it (employers only). `screening`: an employer reads the answers a careers-page
 * application carried (issue #38), each marked when it is its question's knockout answer; the
 * candidate reads none.
 */
export function registerApplicationDetailRoutes(app: FastifyInstance, context: GatewayContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/v1/applications/:id',
    summary:
      'One application as its view shows it: candidate (name, e-mail, phone, photo, résumés), position, location, status; the candidate or an employer with SOURCE_HIRE over its brand',
    tags: TAGS,
    params: IdParams,
    data: Type.Object({
      id: Type.Integer(),
      status: StatusSchema,
      archived: Type.Boolean(),
      created_at: Type.String(),
      can_manage: Type.Boolean(),
      position: Type.Object({ id: Type.Integer(), title: Type.String(), category: Type.String() }),
      brand: Type.Object({ id: Type.Integer(), name: Type.String() }),
      candidate: Type.Object({
        id: Type.String(),
        first_name: Type.String(),
        last_name: Type.String(),
        email: Type.String(),
        phone: Nullable(Type.String()),
        profile_image: ImageRef,
      }),
      resumes: Type.Array(
        Type.Object({
          id: Type.Integer(),
          name: Type.String(),
          content_type: Type.String(),
          size_bytes: Type.Integer(),
        }),
      ),
      screening: Type.Array(
        Type.Object({ question: Type.String(), answer: YesNo, knockout: Type.Boolean() }),
        { description: 'Answers to the position’s screening questions (employers only; empty otherwise)' },
      ),
      source: ApplicationSourceSchema,
    }),
    handler: async (request) => {
      const { reader } = await requireApplication(context, request, request.params.id);
      const row = await applicationDetail(context.db, request.params.id);
      if (!row) throw messagingErrors.applicationNotFound(request.params.id);
      return {
        id: row.id,
        status: row.status,
        archived: row.archived === 1,
        created_at: row.created_at,
        can_manage: reader.side === 'employer',
        position: { id: row.position_id, title: row.title, category: row.category },
        brand: { id: row.brand_id, name: row.brand_name },
        candidate: {
          id: row.candidate_id,
          first_name: row.first_name ?? '',
          last_name: row.last_name ?? '',
          email: row.email,
          phone: row.phone,
          profile_image:
            row.profile_photo_uuid && row.profile_photo_path
              ? { uuid: row.profile_photo_uuid, path: row.profile_photo_path }
              : null,
        },
        resumes: row.resumes.map((resume) => ({
          id: resume.id,
          name: resume.original_name,
          content_type: resume.content_type,
          size_bytes: resume.size_bytes,
        })),
        screening: reader.side === 'employer' ? await screeningAnswersOf(context.db, row.id) : [],
        source: applicationSource(row.source),
      };
    },
  });
}
