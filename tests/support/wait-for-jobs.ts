import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { jobStoreFor } from '../../server/jobs/job-queue';

/**
 * Resolves once the job queue of `db` has nothing waiting or running (mail is delivered by a job
 * right after the write's commit, issue #35): tests read the outbox after it. Polls every 20 ms;
 * rejects after `timeoutMs` naming how many jobs are left (a stuck queue fails the test, not a hang).
 */
export async function waitForJobs(db: Kysely<Database>, timeoutMs = 20_000): Promise<void> {
  const store = jobStoreFor(db);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = await store.pendingCount(db);
    if (pending === 0) return;
    if (Date.now() > deadline) throw new Error(`${pending} job(s) still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
