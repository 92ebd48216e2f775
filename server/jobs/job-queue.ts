import type { Kysely } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { Database } from '../db/schema';
import type { EnqueueOptions, JobStore } from './job-queue.port';
import { postgresJobStore } from './postgres-job.store';
import { sqliteJobStore } from './sqlite-job.store';

/** The queue's storage for the database `db` talks to. */
export function jobStoreFor(db: Kysely<Database>): JobStore {
  return isPostgres<Database>(db) ? postgresJobStore : sqliteJobStore;
}

/**
 * Enqueues job `name` in `trx`, the transaction of the write that causes it (see job-queue.port.ts):
 * it runs after COMMIT, and a rollback enqueues nothing. Given the plain database handle it is
 * enqueued at once. Rejects only when the insert fails (then the caller's transaction fails too).
 */
export function enqueue(
  trx: Kysely<Database>,
  name: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<void> {
  return jobStoreFor(trx).enqueue(trx, name, payload, options);
}
