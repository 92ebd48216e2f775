import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../server/db/dialect';
import type { Database } from '../../server/db/schema';

/**
 * Resolves once the job queue of `db` has nothing due waiting or running (mail is delivered by a
 * job right after the write's commit, issue #35): tests read the outbox after it. A job that
 * never ran and is due later (a batched notice's 15-minute window, a quiet-hours text, a
 * reminder) does not count; a job waiting for its retry does. Polls every 20 ms; rejects after
 * `timeoutMs` naming how many jobs are left (a stuck queue fails the test, not a hang).
 */
export async function waitForJobs(db: Kysely<Database>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = await duePending(db);
    if (pending === 0) return;
    if (Date.now() > deadline) throw new Error(`${pending} job(s) still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function duePending(db: Kysely<Database>): Promise<number> {
  if (isPostgres<Database>(db)) {
    const installed = await sql<{
      t: string | null;
    }>`select to_regclass('graphile_worker.jobs')::text as t`.execute(db);
    if (!installed.rows[0]?.t) return 0;
    const row = await sql<{ n: number }>`
      select count(*) as n from graphile_worker.jobs
      where locked_at is not null
         or (attempts < max_attempts and (run_at <= now() or attempts > 0))`.execute(db);
    return Number(row.rows[0]?.n ?? 0);
  }
  const now = new Date().toISOString();
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) =>
      eb.or([
        eb('locked_at', 'is not', null),
        eb.and([
          eb('attempts', '<', eb.ref('max_attempts')),
          eb.or([eb('run_at', '<=', now), eb('attempts', '>', 0)]),
        ]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
