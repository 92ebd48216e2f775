import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GatewayContext } from '../gateway.context';
import { badRequest } from '../gateway.errors';
import { defineRoute } from '../gateway.route';
import { BrandIdParams } from '../route-schema';
import { employerReader } from '../messaging/application-access';
import { unreadTotal } from '../messaging/applications.repository';
import { APPLICATION_STATUSES } from '../messaging/applications.routes';
import {
  HiringDashboard,
  HiringReportPage,
  HiringReportQuery,
  LocationsAnswer,
  OnboardingDashboard,
  OnboardingRow,
  OpenPositionsRow,
  PageQuery,
  PeriodAnswer,
  PeriodQuery,
  ReplyTimesRow,
} from './dashboards.schema';
import {
  hiringFigures,
  hiringReport,
  onboardingByLocation,
  onboardingFigures,
  openPositionsByLocation,
  replyTimesByLocation,
  type Page,
  type Period,
} from './hiring-figures.repository';

const TAGS = ['Dashboards'];
const DAY_MS = 86_400_000;
/** The period when none is asked: the last 30 days, today included. */
export const DEFAULT_PERIOD_DAYS = 30;
/** The longest period a dashboard or report covers. */
export const MAX_PERIOD_DAYS = 366;

const PeriodPageQuery = Type.Object({ ...PeriodQuery.properties, ...PageQuery.properties });

/** The period asked (`from`/`to` days, both included), else the last DEFAULT_PERIOD_DAYS days. */
export function periodOf(
  query: Static<typeof PeriodQuery>,
  now = Date.now(),
): Period & { from: string; to: string } {
  const today = new Date(now).toISOString().slice(0, 10);
  // Date.parse accepts 2026-02-31 (rolling over): a date must read back as written.
  const real = (day: string, ms: number) => !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(day);
  const invalid = () => badRequest('DASHBOARDS.PERIOD_INVALID', 'from and to must be real days, YYYY-MM-DD');
  const to = query.to ?? today;
  const toMs = Date.parse(`${to}T00:00:00Z`);
  // Checked before the default `from` is derived from it (an invalid `to` has no day to count back from).
  if (!real(to, toMs)) throw invalid();
  const from = query.from ?? new Date(toMs - (DEFAULT_PERIOD_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const fromMs = Date.parse(`${from}T00:00:00Z`);
  if (!real(from, fromMs)) throw invalid();
  if (fromMs > toMs) throw badRequest('DASHBOARDS.PERIOD_INVALID', 'from must not be after to');
  if ((toMs - fromMs) / DAY_MS + 1 > MAX_PERIOD_DAYS) {
    throw badRequest('DASHBOARDS.PERIOD_TOO_LONG', `A period covers at most ${MAX_PERIOD_DAYS} days`);
  }
  return {
    from,
    to,
    fromIso: new Date(fromMs).toISOString(),
    toExclusiveIso: new Date(toMs + DAY_MS).toISOString(),
  };
}

/** The page asked (the schema's defaults fill what was left out; these repeat them for the type). */
const page = (query: { offset?: number; limit?: number }, limit = 10): Page => ({
  offset: query.offset ?? 0,
  limit: query.limit ?? limit,
});

/**
 * The hiring dashboard, the TTS (onboarding) dashboard and the hiring report of a brand's
 * subtree (issue #13; the spec shows none of them). Every figure counts what the caller may see
 * in the inbox: applications under their SOURCE_HIRE subtrees (none: zeros). Lists are paged and
 * say how many rows there are; every aggregate is computed in SQL.
 */
export function registerHiringDashboardRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;
  async function readerOf(request: FastifyRequest & { params: { id: number } }) {
    const brand = await context.scopeOf(request).require(request.params.id);
    return { brand, reader: await employerReader(context, request, brand.path) };
  }

  defineRoute(app, {
    method: 'GET',
    url: '/v1/dashboards/brands/:id/hiring',
    summary:
      'Hiring dashboard: open positions, open applications by status (all six, the funnel), unread candidate messages, and time to first reply (median / p90 hours from application to the first employer message) of the period’s applications',
    tags: TAGS,
    params: BrandIdParams,
    querystring: PeriodQuery,
    data: HiringDashboard,
    handler: async (request) => {
      const period = periodOf(request.query);
      const { brand, reader } = await readerOf(request);
      const [figures, unread] = await Promise.all([
        hiringFigures(db, reader, period),
        unreadTotal(db, reader, false),
      ]);
      const counts = new Map(figures.applications_by_status.map((row) => [row.status, row.count]));
      return {
        brand_id: brand.id,
        brand_name: brand.name,
        period: { from: period.from, to: period.to },
        ...figures,
        applications_by_status: APPLICATION_STATUSES.map((status) => ({
          status,
          count: counts.get(status) ?? 0,
        })),
        unread_messages: unread,
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/dashboards/brands/:id/hiring/open_positions',
    summary: 'Open positions per location of the subtree, most first, with their open applications; paged',
    tags: TAGS,
    params: BrandIdParams,
    querystring: PageQuery,
    data: LocationsAnswer(OpenPositionsRow),
    handler: async (request) => {
      const { reader } = await readerOf(request);
      const { total, rows } = await openPositionsByLocation(db, reader, page(request.query));
      return { total, locations: rows };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/dashboards/brands/:id/hiring/reply_times',
    summary:
      'Time to first reply per location for the period’s applications, slowest first (locations with no reply at all first); paged',
    tags: TAGS,
    params: BrandIdParams,
    querystring: PeriodPageQuery,
    data: LocationsAnswer(ReplyTimesRow),
    handler: async (request) => {
      const period = periodOf(request.query);
      const { reader } = await readerOf(request);
      const { total, rows } = await replyTimesByLocation(db, reader, period, page(request.query));
      return { total, locations: rows };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/dashboards/brands/:id/tts',
    summary:
      'TTS (onboarding) dashboard: hires of the period (by the day they were hired), offers still open, hired people not archived (to onboard), and time to hire (median / p90 hours from application to hire) of the period’s hires',
    tags: TAGS,
    params: BrandIdParams,
    querystring: PeriodQuery,
    data: OnboardingDashboard,
    handler: async (request) => {
      const period = periodOf(request.query);
      const { brand, reader } = await readerOf(request);
      return {
        brand_id: brand.id,
        brand_name: brand.name,
        period: { from: period.from, to: period.to },
        ...(await onboardingFigures(db, reader, period)),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/dashboards/brands/:id/tts/locations',
    summary:
      'Per location: hires of the period, offers still open and time to hire; most hires first, locations with neither left out; paged',
    tags: TAGS,
    params: BrandIdParams,
    querystring: PeriodPageQuery,
    data: LocationsAnswer(OnboardingRow),
    handler: async (request) => {
      const period = periodOf(request.query);
      const { reader } = await readerOf(request);
      const { total, rows } = await onboardingByLocation(db, reader, period, page(request.query));
      return { total, locations: rows };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/dashboards/brands/:id/hiring_report',
    summary:
      'Hiring report: per position (and its location), the period’s applications by status and the median / p90 hours to first reply; sortable (default: slowest reply first), paged (limit up to 500, for the CSV export)',
    tags: TAGS,
    params: BrandIdParams,
    querystring: HiringReportQuery,
    data: Type.Object({ period: PeriodAnswer, ...HiringReportPage.properties }),
    handler: async (request) => {
      const period = periodOf(request.query);
      const { reader } = await readerOf(request);
      const { query } = request;
      const { total, rows } = await hiringReport(
        db,
        reader,
        period,
        { sort: query.sort ?? 'median_reply_hours', direction: query.direction ?? 'desc' },
        page(query, 20),
      );
      return { period: { from: period.from, to: period.to }, total, rows };
    },
  });
}
