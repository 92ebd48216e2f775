import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { BrandRow } from '../brands/brands.repository';
import type { GatewayContext } from '../gateway.context';
import { defineRoute, principalOf } from '../gateway.route';
import { arrayOf, bool, brandIdParams, int, nullable, object, str } from '../gateway.schema';

const TAGS = ['Dashboards'];
const DAY_MS = 86_400_000;

const page = object({
  offset: { type: 'integer', minimum: 0, default: 0 },
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
});
const applicationSchema = object({
  id: int,
  status: str,
  created_at: str,
  position: object({ id: int, title: str, category: str }),
  brand: object({ id: int, name: str }),
  candidate: nullable(object({ first_name: str, last_name: str })),
  unread_messages: int,
});

/** Brands of the subtree at `path` (the path itself included), as a where-clause on `b.path`. */
function inSubtree(path: string) {
  return [path, `${path}~`] as const;
}

/** Messages still unread by the reader: from the other side (candidate ↔ employer). */
async function unreadByApplication(
  db: Kysely<Database>,
  applicationIds: readonly number[],
  side: 'candidate' | 'employer',
): Promise<Map<number, number>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('application_messages as m')
    .innerJoin('applications as a', 'a.id', 'm.application_id')
    .select(['m.application_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('m.application_id', 'in', applicationIds)
    .where('m.is_read', '=', 0)
    .where((eb) =>
      side === 'candidate'
        ? eb.or([
            eb('m.sender_user_id', 'is', null),
            eb('m.sender_user_id', '!=', eb.ref('a.candidate_user_id')),
          ])
        : eb('m.sender_user_id', '=', eb.ref('a.candidate_user_id')),
    )
    .groupBy('m.application_id')
    .execute();
  return new Map(rows.map((row) => [row.application_id, Number(row.count)]));
}

function applicationsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('applications as a')
    .innerJoin('positions as p', 'p.id', 'a.position_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .leftJoin('user_profiles as u', 'u.user_id', 'a.candidate_user_id');
}

/**
 * Reads of the dashboards (spec 000 §2 says their content is "not shown"; these are ours):
 * the candidate's applications and unread count and the employer's applications (paths of
 * 001 §7 "Messaging"), and the figures of a brand's subtree for the TTS, schedule and
 * enterprise dashboards. Brand-scoped reads check the caller's brand scope (403 / 404).
 */
/** The columns of an application row that every application list answers with. */
interface ApplicationRow {
  readonly id: number;
  readonly status: string;
  readonly created_at: string;
  readonly position_id: number;
  readonly title: string;
  readonly category: string | null;
  readonly brand_id: number;
  readonly brand_name: string;
}

/** One application as the lists answer it; `candidate` is null on the candidate's own list. */
function applicationView(
  row: ApplicationRow,
  unread: ReadonlyMap<number, number>,
  candidate: { first_name: string; last_name: string } | null,
) {
  return {
    id: row.id,
    status: row.status,
    created_at: row.created_at,
    position: { id: row.position_id, title: row.title, category: row.category },
    brand: { id: row.brand_id, name: row.brand_name },
    candidate,
    unread_messages: unread.get(row.id) ?? 0,
  };
}

export function registerDashboardRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineRoute<{ Querystring: { offset: number; limit: number } }>(app, {
    method: 'GET',
    url: '/v1/candidate_applications',
    summary: 'The caller’s own applications, newest first, with unread messages per application',
    tags: TAGS,
    querystring: page,
    data: object({ total: int, applications: arrayOf(applicationSchema) }),
    handler: async (request) => {
      const userId = principalOf(request).sub;
      const { offset, limit } = request.query;
      const base = applicationsQuery(db)
        .where('a.candidate_user_id', '=', userId)
        .where('a.archived', '=', 0);
      const [rows, total] = await Promise.all([
        base
          .select([
            'a.id',
            'a.status',
            'a.created_at',
            'p.id as position_id',
            'p.title',
            'p.category',
            'b.id as brand_id',
            'b.name as brand_name',
          ])
          .orderBy('a.created_at', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      const unread = await unreadByApplication(
        db,
        rows.map((row) => row.id),
        'candidate',
      );
      return {
        total: Number(total.count),
        applications: rows.map((row) => applicationView(row, unread, null)),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/unread_message_count_candidate',
    summary: 'How many messages from employers the caller has not read',
    tags: TAGS,
    data: object({ count: int }),
    handler: async (request) => {
      const userId = principalOf(request).sub;
      const ids = await db
        .selectFrom('applications')
        .select('id')
        .where('candidate_user_id', '=', userId)
        .execute();
      const unread = await unreadByApplication(
        db,
        ids.map((row) => row.id),
        'candidate',
      );
      return { count: [...unread.values()].reduce((sum, count) => sum + count, 0) };
    },
  });

  defineRoute<{ Querystring: { brand: number; offset: number; limit: number; include_archived?: boolean } }>(
    app,
    {
      method: 'GET',
      url: '/v1/employer_applications',
      summary: 'Applications to positions of a brand and every brand below it, newest first',
      tags: TAGS,
      querystring: object(
        {
          brand: { type: 'integer', minimum: 1 },
          offset: { type: 'integer', minimum: 0, default: 0 },
          limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
          include_archived: bool,
        },
        ['brand'],
      ),
      data: object({ total: int, applications: arrayOf(applicationSchema) }),
      handler: async (request) => {
        const brand = await context.scopeOf(request).require(request.query.brand);
        const [from, to] = inSubtree(brand.path);
        let base = applicationsQuery(db).where('b.path', '>=', from).where('b.path', '<', to);
        if (!request.query.include_archived) base = base.where('a.archived', '=', 0);
        const [rows, total] = await Promise.all([
          base
            .select([
              'a.id',
              'a.status',
              'a.created_at',
              'p.id as position_id',
              'p.title',
              'p.category',
              'b.id as brand_id',
              'b.name as brand_name',
              'u.first_name',
              'u.last_name',
            ])
            .orderBy('a.created_at', 'desc')
            .limit(request.query.limit)
            .offset(request.query.offset)
            .execute(),
          base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
        ]);
        const unread = await unreadByApplication(
          db,
          rows.map((row) => row.id),
          'employer',
        );
        return {
          total: Number(total.count),
          applications: rows.map((row) =>
            applicationView(row, unread, {
              first_name: row.first_name ?? '',
              last_name: row.last_name ?? '',
            }),
          ),
        };
      },
    },
  );

  defineRoute<{ Params: { id: number } }>(app, {
    method: 'GET',
    url: '/v1/dashboards/brands/:id/summary',
    summary: 'Figures of a brand and its subtree: locations, open positions, team, applications and hires',
    tags: TAGS,
    params: brandIdParams,
    data: object({
      brand_id: int,
      brand_name: str,
      brand_type: str,
      locations: int,
      open_positions: int,
      team_members: int,
      applications_total: int,
      applications_last_30_days: int,
      hires_last_30_days: int,
      unread_messages: int,
      applications_by_status: arrayOf(object({ status: str, count: int })),
      positions: arrayOf(object({ id: int, title: str, category: str, brand_name: str, applications: int })),
    }),
    handler: async (request) => {
      const brand: BrandRow = await context.scopeOf(request).require(request.params.id);
      return brandSummary(db, brand);
    },
  });
}

async function brandSummary(db: Kysely<Database>, brand: BrandRow) {
  const [from, to] = inSubtree(brand.path);
  const since = new Date(Date.now() - 30 * DAY_MS).toISOString();
  const subtree = db
    .selectFrom('brands as b')
    .where('b.path', '>=', from)
    .where('b.path', '<', to)
    .where('b.archived', '=', 0);
  const [locations, team, positions, byStatus, recent, hires] = await Promise.all([
    subtree
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('b.type', 'not like', 'GP-%')
      .executeTakeFirstOrThrow(),
    subtree
      .innerJoin('brand_memberships as m', 'm.brand_id', 'b.id')
      .select((eb) => eb.fn.count<number>('m.user_id').distinct().as('count'))
      .executeTakeFirstOrThrow(),
    subtree
      .innerJoin('positions as p', 'p.brand_id', 'b.id')
      .leftJoin('applications as a', (join) =>
        join.onRef('a.position_id', '=', 'p.id').on('a.archived', '=', 0),
      )
      .select([
        'p.id',
        'p.title',
        'p.category',
        'b.name as brand_name',
        (eb) => eb.fn.count<number>('a.id').as('applications'),
      ])
      .where('p.archived', '=', 0)
      .where('p.is_template', '=', 0)
      .groupBy(['p.id', 'p.title', 'p.category', 'b.name'])
      .orderBy('applications', 'desc')
      .orderBy('p.id')
      .execute(),
    subtree
      .innerJoin('positions as p', 'p.brand_id', 'b.id')
      .innerJoin('applications as a', 'a.position_id', 'p.id')
      .select(['a.status', (eb) => eb.fn.countAll<number>().as('count')])
      .where('a.archived', '=', 0)
      .groupBy('a.status')
      .orderBy('a.status')
      .execute(),
    subtree
      .innerJoin('positions as p', 'p.brand_id', 'b.id')
      .innerJoin('applications as a', 'a.position_id', 'p.id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('a.created_at', '>=', since)
      .executeTakeFirstOrThrow(),
    subtree
      .innerJoin('positions as p', 'p.brand_id', 'b.id')
      .innerJoin('applications as a', 'a.position_id', 'p.id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('a.status', '=', 'HIRED')
      .where('a.created_at', '>=', since)
      .executeTakeFirstOrThrow(),
  ]);
  const applicationIds = await subtree
    .innerJoin('positions as p', 'p.brand_id', 'b.id')
    .innerJoin('applications as a', 'a.position_id', 'p.id')
    .select('a.id')
    .execute();
  const unread = await unreadByApplication(
    db,
    applicationIds.map((row) => row.id),
    'employer',
  );
  const statusCounts = byStatus.map((row) => ({ status: row.status, count: Number(row.count) }));
  return {
    brand_id: brand.id,
    brand_name: brand.name,
    brand_type: brand.type,
    locations: Number(locations.count),
    open_positions: positions.length,
    team_members: Number(team.count),
    applications_total: statusCounts.reduce((sum, row) => sum + row.count, 0),
    applications_last_30_days: Number(recent.count),
    hires_last_30_days: Number(hires.count),
    unread_messages: [...unread.values()].reduce((sum, count) => sum + count, 0),
    applications_by_status: statusCounts,
    positions: positions.slice(0, 20).map((row) => ({ ...row, applications: Number(row.applications) })),
  };
}
