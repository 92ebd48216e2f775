import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GatewayContext } from '../gateway.context';
import { badRequest } from '../gateway.errors';
import { defineUntypedRoute } from '../gateway.route';
import { arrayOf, brandIdParams, int, nullable, num, object, str } from '../gateway.schema';
import { employerReader } from '../messaging/application-access';
import { unreadTotal } from '../messaging/applications.repository';
import { APPLICATION_STATUSES } from '../messaging/applications.routes';
import {
  REPORT_SORTS,
  hiringFigures,
  hiringReport,
  onboardingByLocation,
  onboardingFigures,
  openPositionsByLocation,
  replyTimesByLocation,
  type Page,
  type Period,
  type ReportSort,
} from './hiring-figures.repository';

const TAGS = ['Dashboards'];
const DAY_MS = 86_400_000;
/** The period when none is asked: the last 30 days, today included. */
export const DEFAULT_PERIOD_DAYS = 30;
/** The longest period a dashboard or report covers. */
export const MAX_PERIOD_DAYS = 366;

const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD (UTC)' };
const periodQuery = { from: DATE, to: DATE };
const pageQuery = {
  offset: { type: 'integer', minimum: 0, default: 0 },
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
};
const periodSchema = object({ from: str, to: str });
const hours = nullable(num);
const spread = { median_hours: hours, p90_hours: hours };

type PeriodQuery = { from?: string; to?: string };
type PageQuery = { offset: number; limit: number };

/** The period asked (`from`/`to` days, both included), else the last DEFAULT_PERIOD_DAYS days. */
export function periodOf(query: PeriodQuery, now = Date.now()): Period & { from: string; to: string } {
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

const page = (query: PageQuery): Page => ({ offset: query.offset, limit: query.limit });

/**
 * The hiring dashboard, the TTS (onboarding) dashboard and the hiring report of a brand's
 * subtree (issue #13; the spec shows none of them). Every figure counts what the caller may see
 * in the inbox: applications under their SOURCE_HIRE subtrees (none: zeros). Lists are paged and
 * say how many rows there are; every aggregate is computed in SQL.
 */
export function registerHiringDashboardRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;
  async function readerOf(request: FastifyRequest<{ Params: { id: number } }>) {
    const brand = await context.scopeOf(request).require(request.params.id);
    return { brand, reader: await employerReader(context, request, brand.path) };
  }

  defineUntypedRoute<{ Params: { id: number }; Querystring: PeriodQuery }>(app, {
    method: 'GET',
    url: '/v1/dashboards/brands/:id/hiring',
    summary:
      'Hiring dashboard: open positions, open applications by status (all six, the funnel), unread candidate messages, and time to first reply (median / p90 hours from application to the first employer message) of the period’s applications',
    tags: TAGS,
    params: brandIdParams,
    querystring: object(periodQuery),
    data: object({
      brand_id: int,
      brand_name: str,
      period: periodSchema,
      open_positions: int,
      locations_with_open_positions: int,
      applications_by_status: arrayOf(object({ status: str, count: int })),
      unread_messages: int,
      first_reply: object({ ...spread, replied: int }),
    }),
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

  defineUntypedRoute<{ Params: { id: number }; Querystring: PageQuery }>(app, {
    method: 'GET',
    url: '/v1/dashboards/brands/:id/hiring/open_positions',
    summary: 'Open positions per location of the subtree, most first, with their open applications; paged',
    tags: TAGS,
    params: brandIdParams,
    querystring: object(pageQuery),
    data: object({
      total: int,
      locations: arrayOf(object({ id: int, name: str, open_positions: int, applications: int })),
    }),
    handler: async (request) => {
      const { reader } = await readerOf(request);
      const { total, rows } = await openPositionsByLocation(db, reader, page(request.query));
      return { total, locations: rows };
    },
  });

  defineUntypedRoute<{ Params: { id: number }; Querystring: PeriodQuery & PageQuery }>(app, {
    method: 'GET',
    url: '/v1/dashboards/brands/:id/hiring/reply_times',
    summary:
      'Time to first reply per location for the period’s applications, slowest first (locations with no reply at all first); paged',
    tags: TAGS,
    params: brandIdParams,
    querystring: object({ ...periodQuery, ...pageQuery }),
    data: object({
      total: int,
      locations: arrayOf(object({ id: int, name: str, applications: int, replied: int, ...spread })),
    }),
    handler: async (request) => {
      const period = periodOf(request.query);
      const { reader } = await readerOf(request);
      const { total, rows } = await replyTimesByLocation(db, reader, period, page(request.query));
      return { total, locations: rows };
    },
  });

  defineUntypedRoute<{ Params: { id: number }; Querystring: PeriodQuery }>(app, {
    method: 'GET',
    url: '/v1/dashboards/brands/:id/tts',
    summary:
      'TTS (onboarding) dashboard: hires of the period (by the day they were hired), offers still open, hired people not archived (to onboard), and time to hire (median / p90 hours from application to hire) of the period’s hires',
    tags: TAGS,
    params: brandIdParams,
    querystring: object(periodQuery),
    data: object({
      brand_id: int,
      brand_name: str,
      period: periodSchema,
      hires: int,
      offered: int,
      hired_not_archived: int,
      time_to_hire: object(spread),
    }),
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

  defineUntypedRoute<{ Params: { id: number }; Querystring: PeriodQuery & PageQuery }>(app, {
    method: 'GET',
    url: '/v1/dashboards/brands/:id/tts/locations',
    summary:
      'Per location: hires of the period, offers still open and time to hire; most hires first, locations with neither left out; paged',
    tags: TAGS,
    params: brandIdParams,
    querystring: object({ ...periodQuery, ...pageQuery }),
    data: object({
      total: int,
      locations: arrayOf(object({ id: int, name: str, hires: int, offered: int, ...spread })),
    }),
    handler: async (request) => {
      const period = periodOf(request.query);
      const { reader } = await readerOf(request);
      const { total, rows } = await onboardingByLocation(db, reader, period, page(request.query));
      return { total, locations: rows };
    },
  });

  defineUntypedRoute<{
    Params: { id: number };
    Querystring: PeriodQuery & PageQuery & { sort?: ReportSort; direction?: 'asc' | 'desc' };
  }>(app, {
    method: 'GET',
    url: '/v1/dashboards/brands/:id/hiring_report',
    summary:
      'Hiring report: per position (and its location), the period’s applications by status and the median / p90 hours to first reply; sortable (default: slowest reply first), paged (limit up to 500, for the CSV export)',
    tags: TAGS,
    params: brandIdParams,
    querystring: object({
      ...periodQuery,
      offset: pageQuery.offset,
      limit: { type: 'integer', minimum: 1, maximum: 500, default: 20 },
      sort: { type: 'string', enum: [...REPORT_SORTS], default: 'median_reply_hours' },
      direction: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    }),
    data: object({
      period: periodSchema,
      total: int,
      rows: arrayOf(
        object({
          position_id: int,
          position: str,
          location_id: int,
          location: str,
          applications: int,
          applied: int,
          screening: int,
          interview: int,
          offered: int,
          hired: int,
          rejected: int,
          replied: int,
          ...spread,
        }),
      ),
    }),
    handler: async (request) => {
      const period = periodOf(request.query);
      const { reader } = await readerOf(request);
      const { query } = request;
      const { total, rows } = await hiringReport(
        db,
        reader,
        period,
        { sort: query.sort ?? 'median_reply_hours', direction: query.direction ?? 'desc' },
        page(query),
      );
      return { period: { from: period.from, to: period.to }, total, rows };
    },
  });
}
