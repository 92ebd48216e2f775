import type { Generated, Kysely } from 'kysely';

/**
 * The job queue of the embedded SQLite default (issue #35, server/jobs/): one row per job not yet
 * done. A job is enqueued in the transaction of the write that causes it, claimed by a runner
 * (`locked_at` / `locked_by`: the lease; a lease of a dead process or older than the lease time is
 * taken again), deleted when its handler succeeds, retried with backoff when it fails, and kept as
 * dead-lettered once `attempts` reaches `max_attempts` (the admin list; a retry sets attempts to 0).
 * On PostgreSQL graphile-worker keeps its own tables (schema `graphile_worker`); this table is
 * created there too (one schema for both dialects) and stays empty.
 *
 * `outbox.delivery_key`: the mail job's key; unique, so a mail job that runs twice (its process
 * died after the insert, before the job was marked done) puts its message in the outbox once.
 */
export interface JobQueueTables {
  jobs: {
    id: Generated<number>;
    /** The handler's name ('mail.send', …). */
    name: string;
    /** The payload as JSON text. */
    payload: string;
    /** Unique while the job waits (graphile-worker's job_key, mode replace); null when none was given. */
    job_key: string | null;
    /** ISO UTC: not before this instant (enqueue's runAt; after a failure, the backoff). */
    run_at: string;
    /** Runs started so far (counted at claim, as graphile-worker does). */
    attempts: number;
    /** Dead-lettered once attempts reaches this after a failure. */
    max_attempts: number;
    /** The last failure's message; null before any failure. */
    last_error: string | null;
    /** ISO UTC when a runner claimed it; null when not running. */
    locked_at: string | null;
    /** `host:pid:random` of the claiming runner; null when not running. */
    locked_by: string | null;
    /** ISO UTC. */
    created_at: string;
    /** ISO UTC of the last change (claim, failure, retry). */
    updated_at: string;
  };
  outbox: {
    /** The mail job's key (see above); null for rows written before the queue. */
    delivery_key: string | null;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('job_key', 'text', (c) => c.unique())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('locked_at', 'text')
    .addColumn('locked_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_run_at').on('jobs').columns(['run_at', 'id']).execute();
  await db.schema.alterTable('outbox').addColumn('delivery_key', 'text').execute();
  await db.schema.createIndex('outbox_delivery_key').on('outbox').column('delivery_key').unique().execute();
}
