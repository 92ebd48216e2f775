import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../gateway.context';
import { defineUntypedRoute, principalOf } from '../gateway.route';
import { arrayOf, bool, brandIdParams, int, nullable, object, str, type JsonSchema } from '../gateway.schema';
import { employerReader } from './application-access';
import { APPLICATION_STATUSES, MessageBoards } from './message-board';
import { listApplications, unreadTotal, type ApplicationListRow } from './applications.repository';

export const TAGS = ['Messaging'];

export { APPLICATION_STATUSES } from './message-board';

export const statusSchema: JsonSchema = {
  type: 'string',
  description: `Pipeline status: ${APPLICATION_STATUSES.join(', ')} (APPLIED = new, OFFERED = offer made).`,
};

const applicationSchema = object({
  id: int,
  status: statusSchema,
  archived: bool,
  created_at: str,
  position: object({ id: int, title: str, category: str }),
  brand: object({ id: int, name: str }),
  candidate: nullable(
    object({
      id: { type: 'string', description: 'The candidate’s user id (for the tags calls)' },
      first_name: str,
      last_name: str,
    }),
  ),
  unread_messages: { type: 'integer', description: 'Messages from the other side the caller has not read' },
});
const listSchema = object({ total: int, applications: arrayOf(applicationSchema) });
const facet = (fields: Record<string, JsonSchema>) =>
  arrayOf(object({ ...fields, applications: int, unread: int }));

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
  };
}

interface EmployerQuery {
  brand: number;
  offset: number;
  limit: number;
  include_archived?: boolean;
  position?: number;
  location?: number;
  status?: string;
  unread?: boolean;
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

  defineUntypedRoute<{ Querystring: { offset: number; limit: number } }>(app, {
    method: 'GET',
    url: '/v1/candidate_applications',
    summary: 'The caller’s own applications (archived left out), newest first, with unread messages each',
    tags: TAGS,
    querystring: object({
      offset: { type: 'integer', minimum: 0, default: 0 },
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    }),
    data: listSchema,
    handler: async (request) => {
      const reader = { side: 'candidate', userId: principalOf(request).sub } as const;
      const { total, rows } = await listApplications(db, reader, { includeArchived: false }, request.query);
      return { total, applications: rows.map((row) => applicationView(row, false)) };
    },
  });

  defineUntypedRoute(app, {
    method: 'GET',
    url: '/v1/unread_message_count_candidate',
    summary: 'How many messages from employers the caller (as a candidate) has not read',
    tags: TAGS,
    data: object({ count: int }),
    handler: async (request) => ({
      count: await unreadTotal(db, { side: 'candidate', userId: principalOf(request).sub }),
    }),
  });

  defineUntypedRoute<{ Querystring: EmployerQuery }>(app, {
    method: 'GET',
    url: '/v1/employer_applications',
    summary:
      'The employer inbox: applications to positions of a brand and its subtree, newest first; filters position, location (a brand of the subtree), status, unread',
    tags: TAGS,
    querystring: object(
      {
        brand: { type: 'integer', minimum: 1 },
        offset: { type: 'integer', minimum: 0, default: 0 },
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
        include_archived: bool,
        position: { type: 'integer', minimum: 1 },
        location: { type: 'integer', minimum: 1 },
        status: { type: 'string', enum: [...APPLICATION_STATUSES] },
        unread: { type: 'boolean', description: 'true: threads with unread messages; false: without' },
      },
      ['brand'],
    ),
    data: listSchema,
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
        query,
      );
      return { total, applications: rows.map((row) => applicationView(row, true)) };
    },
  });

  defineUntypedRoute<{ Params: { id: number } }>(app, {
    method: 'GET',
    url: '/v1/groups/:id/unread_message_count_employer',
    summary:
      'How many candidates’ messages in the brand’s subtree (archived applications left out) the caller has not read',
    tags: TAGS,
    params: brandIdParams,
    data: object({ count: int }),
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      const reader = await employerReader(context, request, brand.path);
      return { count: await unreadTotal(db, reader, false) };
    },
  });

  defineUntypedRoute<{ Params: { id: number }; Querystring: { include_archived?: boolean } }>(app, {
    method: 'GET',
    url: '/v1/groups/:id/employer/message_baord_data',
    summary:
      'The message board of a brand’s subtree (the spec’s spelling): applications and unread messages by status (all six, then any older ones), and for the 50 positions and locations with most unread, for the inbox filters',
    tags: TAGS,
    params: brandIdParams,
    querystring: object({ include_archived: bool }),
    data: object({
      brand_id: int,
      total_applications: int,
      unread_messages: int,
      statuses: facet({ status: statusSchema }),
      positions: facet({ id: int, title: str }),
      positions_total: int,
      locations: facet({ id: int, name: str }),
      locations_total: int,
    }),
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      const reader = await employerReader(context, request, brand.path);
      const includeArchived = request.query.include_archived ?? false;
      return boards.board(brand, reader, includeArchived);
    },
  });
}
