import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { Database } from '../db/schema';
import { localJobWakes } from './sqlite-job.store';

/**
 * Development clock of the job queue (DEV_PAGES, `POST /dev/jobs/run-due`): every waiting job due
 * by `at` (not running, not dead-lettered) is made due now — its run_at moved to now — and the
 * runners are woken, so they run it at once (a reminder due tomorrow is sent today). The jobs keep
 * their payloads, so a handler checking its payload against the present (an outdated reminder)
 * still does. Resolves with how many jobs were moved. SQLite: table `jobs`; PostgreSQL:
 * graphile-worker's `reschedule_jobs` and its `jobs:insert` wake-up.
 */
export async function makeDueNow(db: Kysely<Database>, at: Date): Promise<number> {
  if (isPostgres<Database>(db)) {
    return db.transaction().execute(async (trx) => {
      const installed = await sql<{
        t: string | null;
      }>`select to_regclass('graphile_worker.jobs')::text as t`.execute(trx);
      if (!installed.rows[0]?.t) return 0;
      const rows = await sql<{ id: number }>`
        select id from graphile_worker.reschedule_jobs(
          array(select id from graphile_worker.jobs
                where run_at <= ${at.toISOString()}::timestamptz and run_at > now()
                  and locked_at is null and attempts < max_attempts),
          run_at => now())`.execute(trx);
      if (rows.rows.length > 0) await sql`select pg_notify('jobs:insert', '{"count":1}')`.execute(trx);
      return rows.rows.length;
    });
  }
  const now = new Date().toISOString();
  const moved = await db
    .updateTable('jobs')
    .set({ run_at: now, updated_at: now })
    .where('run_at', '<=', at.toISOString())
    .where('run_at', '>', now)
    .where('locked_at', 'is', null)
    .whereRef('attempts', '<', 'max_attempts')
    .executeTakeFirst();
  const count = Number(moved.numUpdatedRows);
  if (count > 0) localJobWakes.emit('wake');
  return count;
}
