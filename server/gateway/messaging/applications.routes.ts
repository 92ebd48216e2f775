import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { BrandIdParams, StringEnum } from '../route-schema';
import { employerReader } from './application-access';
import { APPLICATION_STATUSES, MessageBoards } from './message-board';
import { listApplications, unreadTotal, type ApplicationListRow } from './applications.repository';
import {
  ApplicationListSchema,
  applicationSource,
  CountSchema,
  MessageBoardSchema,
  TAGS,
} from './messaging.schema';

export { APPLICATION_STATUSES } from './message-board';

/** A page of a list: `offset` (default 0) and `limit` (default 10, at most 100). */
const DEFAULT_LIMIT = 10;
const pageQuery = {
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: DEFAULT_LIMIT })),
};
/** The page a query asks for (Ajv fills the defaults in; the fallbacks only satisfy the types). */
const pageOf = (query: { offset?: number; limit?: number }) => ({
  offset: query.offset ?? 0,
  limit: query.limit ?? DEFAULT_LIMIT,
});

/** One application as the lists answer it; `candidate` is null on the candidate's own list. */
function applicationView(row: ApplicationListRow, withCandidate: boolean) {
  return {
    id: row.id,
    status: row.status,
    archived: row.archived === 1,
    created_at: row.created_at,
    position: { id: row.position_id, title: row.title, category: row.category },
    brand: { id: row.brand_id, name: row.brand_name },
    candidate: withCandidate
      ? { id: row.candidate_user_id, first_name: row.first_name ?? '', last_name: row.last_name ?? '' }
      : null,
    unread_messages: row.unread,
    source: applicationSource(row.source),
  };
}

/**
 * The application lists and unread counts of 001 §7 "Messaging". A candidate sees only their
 * own applications; an employer those of brands inside their scope under a SOURCE_HIRE grant
 * (an employer without one sees an empty list and zero counts). Unread counts are per reader.
 */
export function registerApplicationRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;
  // The message boards this server computed, valid while their revisions hold (message-board.ts).
  const boards = new MessageBoards(db);

  defineRoute(app, {
    method: 'GET',
    url: '/v1/candidate_applications',
    summary: 'The caller’s own applications (archived left out), newest first, with unread messages each',
    tags: TAGS,
    querystring: Type.Object(pageQuery),
    data: ApplicationListSchema,
    handler: async (request) => {
      const reader = { side: 'candidate', userId: principalOf(request).sub } as const;
      const { total, rows } = await listApplications(
        db,
        reader,
        { includeArchived: false },
        pageOf(request.query),
      );
      return { total, applications: rows.map((row) => applicationView(row, false)) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/unread_message_count_candidate',
    summary: 'How many messages from employers the caller (as a candidate) has not read',
    tags: TAGS,
    data: CountSchema,
    handler: async (request) => ({
      count: await unreadTotal(db, { side: 'candidate', userId: principalOf(request).sub }),
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/employer_applications',
    summary:
      'The employer inbox: applications to positions of a brand and its subtree, newest first; filters position, location (a brand of the subtree), status, unread',
    tags: TAGS,
    querystring: Type.Object({
      brand: Type.Integer({ minimum: 1 }),
      ...pageQuery,
      include_archived: Type.Optional(Type.Boolean()),
      position: Type.Optional(Type.Integer({ minimum: 1 })),
      location: Type.Optional(Type.Integer({ minimum: 1 })),
      status: Type.Optional(StringEnum(APPLICATION_STATUSES)),
      unread: Type.Optional(
        Type.Boolean({ description: 'true: threads with unread messages; false: without' }),
      ),
    }),
    data: ApplicationListSchema,
    handler: async (request) => {
      const { query } = request;
      const scope = context.scopeOf(request);
      const brand = await scope.require(query.brand);
      const location = query.location === undefined ? undefined : await scope.require(query.location);
      const reader = await employerReader(context, request, brand.path);
      const { total, rows } = await listApplications(
        db,
        reader,
        {
          includeArchived: query.include_archived ?? false,
          ...(query.position === undefined ? {} : { positionId: query.position }),
          ...(location === undefined ? {} : { locationPath: location.path }),
          ...(query.status === undefined ? {} : { status: query.status }),
          ...(query.unread === undefined ? {} : { unread: query.unread }),
        },
        pageOf(query),
      );
      return { total, applications: rows.map((row) => applicationView(row, true)) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/groups/:id/unread_message_count_employer',
    summary:
      'How many candidates’ messages in the brand’s subtree (archived applications left out) the caller has not read',
    tags: TAGS,
    params: BrandIdParams,
    data: CountSchema,
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      const reader = await employerReader(context, request, brand.path);
      return { count: await unreadTotal(db, reader, false) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/groups/:id/employer/message_baord_data',
    summary:
      'The message board of a brand’s subtree (the spec’s spelling): applications and unread messages by status (all six, then any older ones), and for the 50 positions and locations with most unread, for the inbox filters',
    tags: TAGS,
    params: BrandIdParams,
    querystring: Type.Object({ include_archived: Type.Optional(Type.Boolean()) }),
    data: MessageBoardSchema,
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      const reader = await employerReader(context, request, brand.path);
      const includeArchived = request.query.include_archived ?? false;
      return boards.board(brand, reader, includeArchived);
    },
  });
}
