import type { Generated, Kysely } from 'kysely';

/**
 * The durable log of live events (issue #32, server/gateway/live/): one row per event a write
 * committed, read by every server process's event streams in id order and swept after
 * LIVE_EVENTS_RETENTION_HOURS (≥ 24). `live_events_horizon` holds one row: the highest id the
 * sweep deleted, so a stream resuming below it is told to reload rather than silently missing
 * rows. Plain integer and text columns, so the same migration runs on SQLite and PostgreSQL.
 */
export interface LiveEventTables {
  live_events: {
    /** Increasing; on PostgreSQL allocated under the publish lock, so ids commit in id order. */
    id: Generated<number>;
    /** The catalogue name (`message.created`, …). */
    name: string;
    /** The payload as one-line JSON text. */
    payload: string;
    /** Who may receive it: 'APPLICATION' | 'NEWS' | 'REWARDS' | 'RISK' (live-events.catalogue.ts). */
    audience: string;
    /** The brand the event belongs to. */
    brand_id: number;
    /** That brand's path when the event was written (the subtree test of the read rules). */
    brand_path: string;
    /** For 'APPLICATION': the application's candidate; else null. */
    candidate_user_id: string | null;
    /** ISO UTC. */
    created_at: string;
  };
  live_events_horizon: {
    /** Always 1. */
    id: number;
    /** Every event with an id at or below this was swept. */
    swept_through: number;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('brand_id', 'integer', (c) => c.notNull())
    .addColumn('brand_path', 'text', (c) => c.notNull())
    .addColumn('candidate_user_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('live_events_created_at').on('live_events').column('created_at').execute();
  await db.schema
    .createTable('live_events_horizon')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('swept_through', 'integer', (c) => c.notNull())
    .execute();
}
