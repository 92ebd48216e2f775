import { sql, type Kysely } from 'kysely';
import {
  CORE_VITALS,
  summariseVitals,
  vitalsRoute,
  VITALS_WINDOW_DAYS,
  type CoreVital,
  type VitalFigure,
  type VitalSample,
  type VitalsSummary,
} from '../../../src-domain/index';
import type { Database } from '../../db/schema';
import type { VitalMetric, VitalsReportWire, VitalsSummaryWire } from './vitals.schema';

/** Rows kept per route and UTC day: the first of the day (a sample; p75 of 600 is steady). */
export const VITALS_PER_ROUTE_DAY = 600;
/** Routes kept per UTC day: posts for further routes that day are dropped. */
export const VITALS_ROUTES_PER_DAY = 200;
/** Rows deleted per statement by the sweep. */
const SWEEP_BATCH = 500;

const DAY_MS = 86_400_000;
const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);
const isCoreVital = (name: string): name is CoreVital => (CORE_VITALS as readonly string[]).includes(name);

const figureWire = (figure: VitalFigure | undefined) =>
  figure
    ? {
        p75: figure.p75,
        samples: figure.samples,
        slow_target: figure.slowTarget ?? null,
        slow_source: figure.slowSource ?? null,
      }
    : null;
const summaryWire = (summary: VitalsSummary): VitalsSummaryWire => ({
  lcp: figureWire(summary.LCP),
  inp: figureWire(summary.INP),
  cls: figureWire(summary.CLS),
});

/**
 * The `rum_vitals` table (migration 0067): LCP, INP and CLS of real users by route and day, kept
 * for the 28-day window. Bounds: VITALS_PER_ROUTE_DAY rows per route and day and
 * VITALS_ROUTES_PER_DAY routes per day, checked before each insert (concurrent posts may pass a
 * bound by one post's worth: at most 50 rows).
 */
export class VitalsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Keeps the core vitals of `metrics` within the bounds (FCP and TTFB are not kept); answers how many were kept. */
  async record(metrics: readonly VitalMetric[], now: Date = new Date()): Promise<number> {
    const day = dayOf(now);
    const byRoute = new Map<string, VitalMetric[]>();
    for (const metric of metrics) {
      if (!isCoreVital(metric.name)) continue;
      const route = vitalsRoute(metric.page);
      byRoute.set(route, [...(byRoute.get(route) ?? []), metric]);
    }
    let kept = 0;
    for (const [route, own] of byRoute) {
      const room = await this.roomFor(day, route);
      const rows = own.slice(0, room).map((metric) => ({
        day,
        route,
        name: metric.name,
        value: metric.value,
        target: metric.target || null,
        source: metric.source || null,
        received_at: now.toISOString(),
      }));
      if (rows.length === 0) continue;
      await this.db.insertInto('rum_vitals').values(rows).execute();
      kept += rows.length;
    }
    return kept;
  }

  /** Deletes up to `maxBatches` × 500 rows of days before the window; answers how many. */
  async sweep(now: Date = new Date(), maxBatches = 40): Promise<number> {
    const before = dayOf(new Date(now.getTime() - (VITALS_WINDOW_DAYS - 1) * DAY_MS));
    let deleted = 0;
    for (let batch = 0; batch < maxBatches; batch++) {
      const old = this.db.selectFrom('rum_vitals').select('id').where('day', '<', before).limit(SWEEP_BATCH);
      const result = await this.db.deleteFrom('rum_vitals').where('id', 'in', old).executeTakeFirst();
      const count = Number(result.numDeletedRows);
      deleted += count;
      if (count < SWEEP_BATCH) break;
    }
    return deleted;
  }

  /** The window's routes, most measured first, `limit` from `offset`, each with its days (newest first). */
  async report(page: { offset: number; limit: number }, now: Date = new Date()): Promise<VitalsReportWire> {
    const to = dayOf(now);
    const from = dayOf(new Date(now.getTime() - (VITALS_WINDOW_DAYS - 1) * DAY_MS));
    const inWindow = this.db.selectFrom('rum_vitals').where('day', '>=', from).where('day', '<=', to);
    const [{ total }] = (await inWindow.select(sql<number>`count(distinct route)`.as('total')).execute()) as [
      { total: number },
    ];
    const ranked = await inWindow
      .select(['route', sql<number>`count(*)`.as('samples')])
      .groupBy('route')
      .orderBy('samples', 'desc')
      .orderBy('route')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    const names = ranked.map((row) => row.route);
    const rows =
      names.length === 0
        ? []
        : await inWindow
            .select(['route', 'day', 'name', 'value', 'target', 'source'])
            .where('route', 'in', names)
            .execute();
    const samples = new Map<string, Map<string, VitalSample[]>>();
    for (const row of rows) {
      if (!isCoreVital(row.name)) continue;
      const days = samples.get(row.route) ?? new Map<string, VitalSample[]>();
      samples.set(row.route, days);
      days.set(row.day, [
        ...(days.get(row.day) ?? []),
        {
          name: row.name,
          value: Number(row.value),
          ...(row.target ? { target: row.target } : {}),
          ...(row.source ? { source: row.source } : {}),
        },
      ]);
    }
    return {
      from,
      to,
      total: Number(total),
      offset: page.offset,
      limit: page.limit,
      routes: ranked.map((row) => {
        const days = samples.get(row.route) ?? new Map<string, VitalSample[]>();
        return {
          route: row.route,
          samples: Number(row.samples),
          vitals: summaryWire(summariseVitals([...days.values()].flat())),
          days: [...days.keys()]
            .sort()
            .reverse()
            .map((day) => ({ day, vitals: summaryWire(summariseVitals(days.get(day)!)) })),
        };
      }),
    };
  }

  /** Rows route `route` may still add on `day`: none once the day is full of other routes. */
  private async roomFor(day: string, route: string): Promise<number> {
    const own = await this.db
      .selectFrom('rum_vitals')
      .select(sql<number>`count(*)`.as('count'))
      .where('day', '=', day)
      .where('route', '=', route)
      .executeTakeFirstOrThrow();
    if (Number(own.count) === 0) {
      const routes = await this.db
        .selectFrom('rum_vitals')
        .select(sql<number>`count(distinct route)`.as('count'))
        .where('day', '=', day)
        .executeTakeFirstOrThrow();
      if (Number(routes.count) >= VITALS_ROUTES_PER_DAY) return 0;
    }
    return Math.max(0, VITALS_PER_ROUTE_DAY - Number(own.count));
  }
}
