import type { Kysely } from 'kysely';

/**
 * `job_worker_pools` (issue #35, PostgreSQL): one row per graphile-worker pool of a running server
 * process — the pool's id is what `graphile_worker._private_jobs.locked_by` holds while one of its
 * jobs runs — with the process's host and pid and a heartbeat. A process whose pool row names a
 * pid gone on this host (a kill -9), or whose heartbeat stopped, has its jobs unlocked by the
 * others (server/jobs/postgres-job.runner.ts), since graphile-worker itself waits 4 hours. Created
 * on SQLite too (one schema for both dialects), where it stays empty.
 */
export interface JobWorkerPoolTables {
  job_worker_pools: {
    /** graphile-worker's pool id (`pool-…`). */
    pool_id: string;
    host: string;
    pid: number;
    /** ISO UTC. */
    started_at: string;
    /** ISO UTC of the last heartbeat. */
    seen_at: string;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_worker_pools')
    .addColumn('pool_id', 'text', (c) => c.primaryKey())
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('pid', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .execute();
}
