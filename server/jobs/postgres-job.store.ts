import { sql } from 'kysely';
import { DEFAULT_MAX_ATTEMPTS, type JobStore } from './job-queue.port';
import { toDeadJob } from './sqlite-job.store';

/** graphile-worker's schema (its default), installed by its own migrations when the runner starts. */
export const WORKER_SCHEMA = 'graphile_worker';

interface GraphileJobRow {
  id: number;
  name: string;
  job_key: string | null;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * The queue on PostgreSQL: graphile-worker 0.17 (0.18 needs Node 22; the server runs on Node 20).
 * Enqueue is its `add_job` SQL function called in the caller's transaction (its NOTIFY
 * `jobs:insert` is delivered at commit, never for a rollback). A job that failed `max_attempts`
 * times stays in `graphile_worker.jobs` with attempts = max_attempts: that is the dead-letter list;
 * a retry is `reschedule_jobs(…, attempts => 0, run_at => now())` and a NOTIFY so a runner looks now.
 */
export const postgresJobStore: JobStore = {
  async enqueue(trx, name, payload, options) {
    const maxAttempts = Math.max(1, options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
    await sql`select graphile_worker.add_job(
        ${name},
        payload => ${JSON.stringify(payload ?? null)}::json,
        run_at => ${options.runAt?.toISOString() ?? null}::timestamptz,
        max_attempts => ${maxAttempts}::integer,
        job_key => ${options.jobKey ?? null}::text
      )`.execute(trx);
  },

  async listDead(db, { limit, offset }) {
    // One snapshot for the count and the page: a runner failing a job's last attempt between the
    // two reads would otherwise list a job the total leaves out.
    return db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const total = await sql<{ n: number }>`
          select count(*) as n from graphile_worker.jobs
          where attempts >= max_attempts and locked_at is null`.execute(trx);
        const rows = await sql<GraphileJobRow>`
          select id, task_identifier as name, key as job_key, attempts, max_attempts, last_error,
            created_at, updated_at
          from graphile_worker.jobs
          where attempts >= max_attempts and locked_at is null
          order by updated_at desc, id desc
          limit ${limit} offset ${offset}`.execute(trx);
        return { total: Number(total.rows[0]?.n ?? 0), jobs: rows.rows.map(toDeadJob) };
      });
  },

  async retryDead(db, id) {
    return db.transaction().execute(async (trx) => {
      const rows = await sql<{ id: number }>`
        select id from graphile_worker.reschedule_jobs(
          array(select id from graphile_worker.jobs
                where id = ${id} and attempts >= max_attempts and locked_at is null),
          run_at => now(), attempts => 0)`.execute(trx);
      if (rows.rows.length === 0) return false;
      await sql`select pg_notify('jobs:insert', '{"count":1}')`.execute(trx);
      return true;
    });
  },

  async pendingCount(db) {
    // Before the first runner started, graphile-worker's schema (and any job) does not exist yet.
    const installed = await sql<{
      t: string | null;
    }>`select to_regclass('graphile_worker.jobs')::text as t`.execute(db);
    if (!installed.rows[0]?.t) return 0;
    const row = await sql<{ n: number }>`
      select count(*) as n from graphile_worker.jobs
      where attempts < max_attempts or locked_at is not null`.execute(db);
    return Number(row.rows[0]?.n ?? 0);
  },
};
