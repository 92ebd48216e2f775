import type { FastifyInstance } from 'fastify';
import { requireRiskViewer } from '../attestation/attestation-access';
import { riskFigures } from '../attestation/risk.repository';
import type { BrandRow } from '../brands/brands.repository';
import type { GatewayContext } from '../gateway.context';
import { GatewayError } from '../gateway.errors';
import { defineRoute } from '../gateway.route';
import { BrandIdParams } from '../route-schema';
import { engagementOf } from '../rewards/engagement.repository';
import { requireEngagementViewer } from '../rewards/rewards-access';
import { childBrands, childOf, subtreeCounts, type SubtreeCounts } from './halo.repository';
import { HaloDashboard, HaloQuery, type HaloFigures } from './halo.schema';
import { periodOf } from './hiring-dashboards.routes';

const TAGS = ['Dashboards'];

/** Engagement or risk figures of the brand (totals) and of each child, by child id. */
interface Rollup<T> {
  readonly totals: T;
  readonly byChild: ReadonlyMap<number, T>;
}

/**
 * Whether `check` lets the caller read: true when it passes, false when it refuses (403, the
 * read's own rule), and anything else rethrown (a failure is not a refusal).
 */
async function permits(check: () => Promise<unknown>): Promise<boolean> {
  try {
    await check();
    return true;
  } catch (error) {
    if (error instanceof GatewayError && error.statusCode === 403) return false;
    throw error;
  }
}

const NO_COUNTS: SubtreeCounts = { locations: 0, team_members: 0, open_positions: 0 };

/**
 * The Halo main dashboard (issue #29; spec 000 §2 shows no content): the brand's locations, team,
 * engagement, risk and open positions, and the same rolled up over each direct child's subtree
 * (a group level or a location), children by name, paged. Brand access as for the summary; the
 * engagement figures follow GET /v1/brands/{id}/engagement's rule (the rewards service on, and
 * VIEW_TEAM_ENGAGEMENT or MANAGE_REWARDS on the brand) and the risk figures GET
 * /v1/brands/{id}/risk/attestation/summary's (the risk dashboard opens there); where the rule
 * refuses, they are null, for the totals and every child alike.
 */
export function registerHaloDashboardRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  /** Recognitions and distinct recognisers of the period, in total and per child. */
  async function engagement(
    brand: BrandRow,
    period: { from: string; to: string },
  ): Promise<Rollup<NonNullable<HaloFigures['engagement']>>> {
    const figures = await engagementOf(db, brand, { fromDay: period.from, toDay: period.to });
    const of = (key: string) => ({
      recognitions: Number(figures.get(key)?.recognitions ?? 0),
      active_recognisers: Number(figures.get(key)?.active_recognisers ?? 0),
    });
    const byChild = new Map<number, ReturnType<typeof of>>();
    for (const key of figures.keys()) if (key !== '*' && key !== '') byChild.set(Number(key), of(key));
    return { totals: of('*'), byChild };
  }

  /** Flagged answers of the period and unresolved flags, in total and per child. */
  async function risk(
    brand: BrandRow,
    period: { from: string; to: string },
  ): Promise<Rollup<NonNullable<HaloFigures['risk']>>> {
    const figures = await riskFigures(db, brand.path, period.from, period.to);
    const children = await childOf(db, brand.path, [
      ...figures.byLocationWeek.map((row) => row.brand_id),
      ...figures.unresolved.map((row) => row.brand_id),
    ]);
    const byChild = new Map<number, { flagged: number; unresolved: number }>();
    const add = (brandId: number, flagged: number, unresolved: number) => {
      const child = children.get(brandId);
      if (child === undefined) return;
      const known = byChild.get(child) ?? { flagged: 0, unresolved: 0 };
      byChild.set(child, { flagged: known.flagged + flagged, unresolved: known.unresolved + unresolved });
    };
    for (const row of figures.byLocationWeek) add(row.brand_id, Number(row.flagged), 0);
    for (const row of figures.unresolved) add(row.brand_id, 0, Number(row.unresolved));
    return {
      totals: {
        flagged: figures.byWeek.reduce((sum, row) => sum + Number(row.flagged ?? 0), 0),
        unresolved: figures.unresolved.reduce((sum, row) => sum + Number(row.unresolved), 0),
      },
      byChild,
    };
  }

  defineRoute(app, {
    method: 'GET',
    url: '/v1/dashboards/brands/:id/halo',
    summary:
      'The Halo main dashboard: the brand’s locations, team, open positions, engagement and risk of the last 30 days, in total and rolled up per direct child brand (paged, by name); engagement and risk null where the caller may not read them',
    tags: TAGS,
    params: BrandIdParams,
    querystring: HaloQuery,
    data: HaloDashboard,
    handler: async (request) => {
      const brand = await context.scopeOf(request).require(request.params.id);
      const period = periodOf({});
      const page = { offset: request.query.offset ?? 0, limit: request.query.limit ?? 10 };
      const [children, readsEngagement, readsRisk] = await Promise.all([
        childBrands(db, brand.id, page),
        permits(() => requireEngagementViewer(context, request, brand.id)),
        permits(() => requireRiskViewer(context, request, brand.id)),
      ]);
      const [counts, engaged, risky] = await Promise.all([
        subtreeCounts(db, [brand.id, ...children.rows.map((row) => row.id)]),
        readsEngagement ? engagement(brand, period) : undefined,
        readsRisk ? risk(brand, period) : undefined,
      ]);
      const figuresOf = (
        id: number,
        engagementOf?: HaloFigures['engagement'],
        riskOf?: HaloFigures['risk'],
      ) => ({
        ...(counts.get(id) ?? NO_COUNTS),
        engagement: engaged ? (engagementOf ?? { recognitions: 0, active_recognisers: 0 }) : null,
        risk: risky ? (riskOf ?? { flagged: 0, unresolved: 0 }) : null,
      });
      return {
        brand_id: brand.id,
        brand_name: brand.name,
        brand_type: brand.type,
        period: { from: period.from, to: period.to },
        totals: figuresOf(brand.id, engaged?.totals, risky?.totals),
        total: children.total,
        children: children.rows.map((row) => ({
          brand: row,
          ...figuresOf(row.id, engaged?.byChild.get(row.id), risky?.byChild.get(row.id)),
        })),
      };
    },
  });
}
