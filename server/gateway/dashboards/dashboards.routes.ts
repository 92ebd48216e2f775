import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { BrandRow } from '../brands/brands.repository';
import type { GatewayContext } from '../gateway.context';
import { defineRoute } from '../gateway.route';
import { BrandIdParams } from '../route-schema';
import { employerReader } from '../messaging/application-access';
import { unreadTotal, type EmployerReader } from '../messaging/applications.repository';
import { BrandSummary } from './dashboards.schema';
import { registerHaloDashboardRoutes } from './halo.routes';
import { registerHiringDashboardRoutes } from './hiring-dashboards.routes';

const TAGS = ['Dashboards'];
const DAY_MS = 86_400_000;

/** Brands of the subtree at `path` (the path itself included), as a where-clause on `b.path`. */
function inSubtree(path: string) {
  return [path, `${path}~`] as const;
}

/**
 * The dashboards' reads (spec 000 §2 says their content is "not shown"; these are ours): a brand
 * subtree's summary figures (an API read; the SPA's dashboards read their own: Halo in
 * halo.routes.ts, hiring and TTS in hiring-dashboards.routes.ts). The application lists and unread
 * counts live in the messaging area (messaging/applications.routes.ts).
 */
export function registerDashboardRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineRoute(app, {
    method: 'GET',
    url: '/v1/dashboards/brands/:id/summary',
    summary: 'Figures of a brand and its subtree: locations, open positions, team, applications and hires',
    tags: TAGS,
    params: BrandIdParams,
    data: BrandSummary,
    handler: async (request) => {
      const brand: BrandRow = await context.scopeOf(request).require(request.params.id);
      const reader = await employerReader(context, request, brand.path);
      return brandSummary(db, brand, reader);
    },
  });
  registerHiringDashboardRoutes(app, context);
  registerHaloDashboardRoutes(app, context);
}

async function brandSummary(
  db: Kysely<Database>,
  brand: BrandRow,
  reader: EmployerReader,
): Promise<Static<typeof BrandSummary>> {
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
  const unread = await unreadTotal(db, reader, false);
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
    unread_messages: unread,
    applications_by_status: statusCounts,
    positions: positions.slice(0, 20).map((row) => ({ ...row, applications: Number(row.applications) })),
  };
}
