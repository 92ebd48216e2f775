import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The job queue (issue #35, CONVENTIONS rule 19): work with an outside effect (mail, SMS,
 * provider calls) is enqueued in the transaction of the write that causes it, so a rolled-back
 * write enqueues nothing; a runner in each server process runs it after commit, retries a failure
 * with exponential backoff (e^attempts seconds, as graphile-worker) and keeps it as dead-lettered
 * once `maxAttempts` runs failed. A job may run more than once (its process died after the effect
 * and before the job was marked done): handlers make their effects idempotent, usually by the
 * job's key.
 */
export interface EnqueueOptions {
  /** Not before this instant (default: now). */
  readonly runAt?: Date;
  /**
   * Unique while the job waits: enqueueing the same key again replaces the waiting job's payload
   * and time (graphile-worker's job_key, mode `replace`); a running job keeps running and the new
   * one waits beside it. Handlers get it to make their effect idempotent.
   */
  readonly jobKey?: string;
  /** Runs before the job is dead-lettered (default DEFAULT_MAX_ATTEMPTS, at least 1). */
  readonly maxAttempts?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 10;

/** What a handler is told about the run. */
export interface JobRun {
  readonly id: number;
  readonly name: string;
  /** The key given at enqueue; null when none. */
  readonly jobKey: string | null;
  /** 1 for the first run. */
  readonly attempt: number;
  readonly maxAttempts: number;
  /** The app's database (not a transaction: the handler opens its own when it needs one). */
  readonly db: Kysely<Database>;
}

/** Does the job's work; rejecting fails this run (retried, or dead-lettered after the last). */
export type JobHandler = (payload: unknown, run: JobRun) => Promise<void>;

/** A dead-lettered job as the admin list shows it (no payload: it may hold codes and links). */
export interface DeadJob {
  readonly id: number;
  readonly name: string;
  readonly jobKey: string | null;
  readonly attempts: number;
  readonly maxAttempts: number;
  readonly lastError: string | null;
  /** ISO UTC. */
  readonly createdAt: string;
  /** ISO UTC of the last failure. */
  readonly failedAt: string;
}

/** The queue's storage for one dialect (SQLite: table `jobs`; PostgreSQL: graphile-worker). */
export interface JobStore {
  /** Adds the job in `trx` (the caller's transaction; a plain handle writes at once). */
  enqueue(trx: Kysely<Database>, name: string, payload: unknown, options: EnqueueOptions): Promise<void>;
  /** Dead-lettered jobs, last failed first, and how many there are (both read in one snapshot). */
  listDead(
    db: Kysely<Database>,
    page: { limit: number; offset: number },
  ): Promise<{ total: number; jobs: DeadJob[] }>;
  /** Runs a dead-lettered job again (attempts back to 0, due now); false when no such dead job. */
  retryDead(db: Kysely<Database>, id: number): Promise<boolean>;
  /** Jobs not done and not dead (waiting, due later, or running). */
  pendingCount(db: Kysely<Database>): Promise<number>;
}

/** A runner of jobs in this process. */
export interface JobRunner {
  start(): Promise<void>;
  /** Stops taking jobs and waits (bounded) for the running ones. */
  stop(): Promise<void>;
}

/** `host:pid:random` of a SQLite runner: the lease holder a kill -9 leaves behind is known by its pid. */
export function parseHolder(holder: string): { host: string; pid: number } | undefined {
  const match = /^(.+):(\d+):[^:]+$/.exec(holder);
  return match ? { host: match[1] ?? '', pid: Number(match[2]) } : undefined;
}

/** Whether process `pid` of this host is gone (EPERM: it exists under another user). */
export function processIsGone(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'EPERM';
  }
}

/** The backoff after the `attempts`-th failed run, ms (graphile-worker's: e^min(attempts, 10) s). */
export function backoffMs(attempts: number): number {
  return Math.round(Math.exp(Math.min(attempts, 10)) * 1000);
}
