import type { Generated, Kysely } from 'kysely';

/**
 * Real users' web vitals (issue #30, server/gateway/rum/): LCP, INP and CLS as browsers post them,
 * by route (vitals-route.rules.ts) and UTC day, with web-vitals' attribution. Bounded: at most
 * VITALS_PER_ROUTE_DAY rows per route and day, VITALS_ROUTES_PER_DAY routes per day, and days
 * older than the 28-day window swept (vitals.sweeper.ts).
 */
export interface RumVitalsTables {
  rum_vitals: {
    id: Generated<number>;
    /** YYYY-MM-DD, UTC. */
    day: string;
    route: string;
    /** LCP | INP | CLS. */
    name: string;
    value: number;
    /** The element behind it; null when none was given. */
    target: string | null;
    /** The script or resource behind it; null when none was given. */
    source: string | null;
    /** ISO UTC. */
    received_at: string;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rum_vitals')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value', 'real', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('source', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rum_vitals_day_route').on('rum_vitals').columns(['day', 'route']).execute();
}
