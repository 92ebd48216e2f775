import { EventEmitter } from 'node:events';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEFAULT_MAX_ATTEMPTS, type DeadJob, type JobStore } from './job-queue.port';

/**
 * This process's wake-up for its SQLite runner: emitted once a job row is written. Kysely's
 * SQLite driver holds its one connection for the whole transaction, so the runner's claim,
 * queued behind it, runs after COMMIT and sees the row (after a rollback, nothing).
 */
export const localJobWakes = new EventEmitter();
localJobWakes.setMaxListeners(0);

const dead = (db: Kysely<Database>) =>
  db.selectFrom('jobs').whereRef('attempts', '>=', 'max_attempts').where('locked_at', 'is', null);

/** The queue on the embedded SQLite database: table `jobs` (migration 0056). */
export const sqliteJobStore: JobStore = {
  async enqueue(trx, name, payload, options) {
    const now = new Date().toISOString();
    const runAt = (options.runAt ?? new Date()).toISOString();
    const maxAttempts = Math.max(1, options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
    const jobKey = options.jobKey ?? null;
    // graphile-worker's `replace` mode: a running job with this key gives it up and keeps running.
    if (jobKey !== null) {
      await trx
        .updateTable('jobs')
        .set({ job_key: null })
        .where('job_key', '=', jobKey)
        .where('locked_at', 'is not', null)
        .execute();
    }
    const values = {
      name,
      payload: JSON.stringify(payload ?? null),
      run_at: runAt,
      max_attempts: maxAttempts,
      updated_at: now,
    };
    await trx
      .insertInto('jobs')
      .values({ ...values, job_key: jobKey, attempts: 0, created_at: now })
      .onConflict((oc) => oc.column('job_key').doUpdateSet({ ...values, attempts: 0, last_error: null }))
      .execute();
    localJobWakes.emit('wake');
  },

  async listDead(db, { limit, offset }) {
    // One transaction for the count and the page (the in-process runner writes between two reads).
    return db.transaction().execute(async (trx) => {
      const total = await dead(trx)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const rows = await dead(trx)
        .select([
          'id',
          'name',
          'job_key',
          'attempts',
          'max_attempts',
          'last_error',
          'created_at',
          'updated_at',
        ])
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return { total: Number(total.n), jobs: rows.map(toDeadJob) };
    });
  },

  async retryDead(db, id) {
    const now = new Date().toISOString();
    const result = await db
      .updateTable('jobs')
      .set({ attempts: 0, run_at: now, updated_at: now })
      .where('id', '=', id)
      .whereRef('attempts', '>=', 'max_attempts')
      .where('locked_at', 'is', null)
      .executeTakeFirst();
    const retried = Number(result.numUpdatedRows) > 0;
    if (retried) localJobWakes.emit('wake');
    return retried;
  },

  async pendingCount(db) {
    const row = await db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => eb.or([eb('attempts', '<', eb.ref('max_attempts')), eb('locked_at', 'is not', null)]))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};

export function toDeadJob(row: {
  id: number;
  name: string;
  job_key: string | null;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}): DeadJob {
  return {
    id: Number(row.id),
    name: row.name,
    jobKey: row.job_key,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    lastError: row.last_error,
    createdAt: row.created_at,
    failedAt: row.updated_at,
  };
}
