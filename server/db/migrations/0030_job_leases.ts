import type { Kysely } from 'kysely';

/**
 * `job_leases` (issue #19: N server processes on one database): one row per periodic job
 * (server/gateway/scheduled-job.ts). A process runs the job only when it wins the conditional
 * UPDATE that moves `next_run_at` one period ahead, so of N processes ticking at once one runs
 * it per period; `holder` and `runs` record who ran it last and how often. Plain text and
 * integer columns, so the same migration runs on SQLite and PostgreSQL.
 */
export interface JobLeaseTables {
  job_leases: {
    /** The job's name ('location-sweep', 'reward-evaluation', …). */
    name: string;
    /** ISO UTC: the earliest instant the next run may start; '' before the first run. */
    next_run_at: string;
    /** The server_instances id (or another process id) of the last run's process; '' before it. */
    holder: string;
    /** Runs claimed so far, over every process. */
    runs: number;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('next_run_at', 'text', (c) => c.notNull())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('runs', 'integer', (c) => c.notNull())
    .execute();
}
