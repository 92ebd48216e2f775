import { AsyncResource } from 'node:async_hooks';
import crypto from 'node:crypto';
import os from 'node:os';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import { backoffMs, parseHolder, processIsGone, type JobHandler, type JobRunner } from './job-queue.port';
import { localJobWakes } from './sqlite-job.store';

type JobRow = Selectable<Database['jobs']>;

export interface RunnerSettings {
  readonly concurrency: number;
  readonly pollMs: number;
  readonly leaseSeconds: number;
}

interface RunnerLog {
  warn(o: object, m: string): void;
  error(o: object, m: string): void;
}

const LEASE_EXPIRED = 'the run outlived its lease (JOBS_LEASE_SECONDS): taken again';
const PROCESS_GONE = 'the process running it stopped: taken again';

/** How long stop() waits for running jobs before giving their leases back, ms. */
const STOP_WAIT_MS = 5_000;

/**
 * The in-process runner of the SQLite queue (one per server process). A job is claimed by one
 * conditional UPDATE (SQLite has one writer, so exactly one runner wins it) that sets the lease
 * (`locked_at`, `locked_by` = `host:pid:random`) and counts the attempt. Success deletes the row;
 * failure clears the lease and sets `run_at` to now + backoff, or leaves it dead-lettered once
 * attempts reach max_attempts. A lease whose process is gone (same host, pid not running: a kill -9)
 * or older than the lease time is cleared on every poll, so its job runs again: rows are durable,
 * nothing is lost. Wakes on this process's enqueues (localJobWakes) and polls every `pollMs` for
 * jobs due later and for other processes' enqueues.
 */
export class SqliteJobRunner implements JobRunner {
  readonly holder = `${os.hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
  private readonly running = new Map<number, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private draining = false;
  private again = false;
  /**
   * Bound to the runner's own async context: an enqueue wakes the runner synchronously, and a
   * job must not run in the context of the request that enqueued it (that request's commit tie,
   * commit-tie.ts, would mark its Idempotency-Key with every write of the job).
   */
  private readonly wake = AsyncResource.bind(() => void this.drain());

  constructor(
    private readonly db: Kysely<Database>,
    private readonly handlers: ReadonlyMap<string, JobHandler>,
    private readonly settings: RunnerSettings,
    private readonly log: RunnerLog,
  ) {}

  async start(): Promise<void> {
    localJobWakes.on('wake', this.wake);
    this.timer = setInterval(() => void this.poll(), this.settings.pollMs);
    this.timer.unref();
    await this.poll();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    localJobWakes.off('wake', this.wake);
    const all = Promise.allSettled([...this.running.values()]);
    const waited = await Promise.race([
      all.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), STOP_WAIT_MS).unref()),
    ]);
    // Jobs still running give their leases back: another runner takes them (they may run twice).
    if (!waited) await this.release(this.holder).catch(() => undefined);
  }

  private async poll(): Promise<void> {
    try {
      await this.releaseStaleLeases();
    } catch (error) {
      if (!this.stopped) this.log.warn({ err: error }, 'job queue: releasing stale leases failed');
    }
    await this.drain();
  }

  /** Claims and starts jobs while slots are free; one loop at a time, re-run when woken meanwhile. */
  private async drain(): Promise<void> {
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = true;
    try {
      do {
        this.again = false;
        while (!this.stopped && this.running.size < this.settings.concurrency) {
          const job = await this.claim();
          if (!job) break;
          const run = this.run(job).finally(() => {
            this.running.delete(job.id);
            void this.drain();
          });
          this.running.set(job.id, run);
        }
      } while (this.again && !this.stopped && this.running.size < this.settings.concurrency);
    } catch (error) {
      if (!this.stopped) this.log.warn({ err: error }, 'job queue: claiming a job failed');
    } finally {
      this.draining = false;
    }
  }

  private async claim(): Promise<JobRow | undefined> {
    const names = [...this.handlers.keys()];
    if (names.length === 0) return undefined;
    const now = new Date().toISOString();
    return this.db
      .updateTable('jobs')
      .set((eb) => ({
        locked_at: now,
        locked_by: this.holder,
        attempts: eb('attempts', '+', 1),
        updated_at: now,
      }))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('jobs')
          .select('id')
          .where('locked_at', 'is', null)
          .whereRef('attempts', '<', 'max_attempts')
          .where('run_at', '<=', now)
          .where('name', 'in', names)
          .orderBy('run_at')
          .orderBy('id')
          .limit(1),
      )
      .where('locked_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }

  private async run(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.name);
    try {
      if (!handler) throw new Error(`no handler for job ${job.name}`);
      await handler(JSON.parse(job.payload) as unknown, {
        id: job.id,
        name: job.name,
        jobKey: job.job_key,
        attempt: job.attempts,
        maxAttempts: job.max_attempts,
        db: this.db,
      });
      await this.db
        .deleteFrom('jobs')
        .where('id', '=', job.id)
        .where('locked_by', '=', this.holder)
        .execute();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const now = Date.now();
      const dead = job.attempts >= job.max_attempts;
      this.log.warn(
        { err: error, job: job.name, id: job.id, attempt: job.attempts, dead },
        dead ? 'job failed for the last time: dead-lettered' : 'job failed; retried after backoff',
      );
      await this.db
        .updateTable('jobs')
        .set({
          locked_at: null,
          locked_by: null,
          last_error: message.slice(0, 2000),
          run_at: new Date(now + backoffMs(job.attempts)).toISOString(),
          updated_at: new Date(now).toISOString(),
        })
        .where('id', '=', job.id)
        .where('locked_by', '=', this.holder)
        .execute()
        .catch((failure: unknown) =>
          this.log.error({ err: failure }, 'job queue: recording a failure failed'),
        );
    }
  }

  /** Clears the leases of dead processes of this host and those older than the lease time. */
  private async releaseStaleLeases(): Promise<void> {
    const holders = await this.db
      .selectFrom('jobs')
      .select('locked_by')
      .distinct()
      .where('locked_by', 'is not', null)
      .execute();
    for (const { locked_by: holder } of holders) {
      const parsed = holder ? parseHolder(holder) : undefined;
      if (holder && parsed && parsed.host === os.hostname() && processIsGone(parsed.pid)) {
        await this.release(holder);
      }
    }
    const expired = new Date(Date.now() - this.settings.leaseSeconds * 1000).toISOString();
    await this.db
      .updateTable('jobs')
      .set({ locked_at: null, locked_by: null, last_error: LEASE_EXPIRED })
      .where('locked_at', '<', expired)
      .execute();
  }

  private async release(holder: string): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ locked_at: null, locked_by: null, last_error: PROCESS_GONE })
      .where('locked_by', '=', holder)
      .execute();
  }
}
