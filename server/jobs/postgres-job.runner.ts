import { EventEmitter } from 'node:events';
import os from 'node:os';
import { Logger, run, runMigrations, type Runner, type TaskList, type WorkerEvents } from 'graphile-worker';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema';
import { processIsGone, type JobHandler, type JobRunner } from './job-queue.port';
import type { RunnerSettings } from './sqlite-job.runner';

interface RunnerLog {
  debug(o: object, m: string): void;
  info(o: object, m: string): void;
  warn(o: object, m: string): void;
  error(o: object, m: string): void;
}

/** How often the jobs of dead processes are looked for, ms (a kill -9's jobs run again within this). */
const RECLAIM_EVERY_MS = 2_000;
/** The pool's heartbeat, and the silence after which its process counts as gone (another host), ms. */
const HEARTBEAT_MS = 10_000;
const GONE_AFTER_MS = 30_000;

/**
 * This process's graphile-worker runner on PostgreSQL (`concurrency` jobs at once, LISTEN/NOTIFY
 * for new jobs, `pollMs` for jobs due later). graphile-worker frees the jobs of a crashed worker
 * only after 4 hours, so every process records its worker pool (`job_worker_pools`: the pool id
 * that `locked_by` holds, host, pid, heartbeat) and, every 2 s, unlocks with
 * `force_unlock_workers` the jobs of pools whose process is gone from this host (a kill -9) or
 * whose heartbeat stopped 30 s ago, and any lock older than JOBS_LEASE_SECONDS; their jobs then
 * run again (handlers are idempotent). graphile-worker's schema is installed by its own
 * migrations before the runner starts.
 */
export class PostgresJobRunner implements JobRunner {
  private readonly pool: pg.Pool;
  private runner: Runner | undefined;
  private readonly poolIds = new Set<string>();
  private timers: NodeJS.Timeout[] = [];
  private stopped = false;

  constructor(
    connectionString: string,
    private readonly db: Kysely<Database>,
    private readonly handlers: ReadonlyMap<string, JobHandler>,
    private readonly settings: RunnerSettings,
    private readonly log: RunnerLog,
  ) {
    this.pool = new pg.Pool({ connectionString, max: settings.concurrency + 3 });
    // An idle or checked-out connection PostgreSQL ends must not end the process (graphile-worker
    // asks for both handlers): the pool drops it and opens another.
    const ended = (error: Error) => this.log.warn({ err: error }, 'job queue: PostgreSQL ended a connection');
    this.pool.on('error', ended);
    this.pool.on('connect', (client) => client.on('error', ended));
  }

  async start(): Promise<void> {
    const logger = new Logger(() => (level, message, meta) => {
      const method = level === 'error' ? 'error' : level === 'warning' ? 'warn' : 'debug';
      this.log[method]({ ...meta }, `graphile-worker: ${message}`);
    });
    await runMigrations({ pgPool: this.pool, logger });
    await this.reclaim();
    const taskList: TaskList = {};
    for (const [name, handler] of this.handlers) {
      taskList[name] = async (payload, helpers) => {
        await handler(payload, {
          id: Number(helpers.job.id),
          name,
          jobKey: helpers.job.key,
          attempt: helpers.job.attempts,
          maxAttempts: helpers.job.max_attempts,
          db: this.db,
        });
      };
    }
    const events = new EventEmitter() as WorkerEvents;
    const registered: Promise<void>[] = [];
    events.on('pool:create', ({ workerPool }) => registered.push(this.register(workerPool.id)));
    this.runner = await run({
      pgPool: this.pool,
      concurrency: this.settings.concurrency,
      noHandleSignals: true,
      pollInterval: this.settings.pollMs,
      taskList,
      logger,
      events,
    });
    await Promise.all(registered);
    this.timers = [
      setInterval(() => void this.reclaim(), RECLAIM_EVERY_MS),
      setInterval(() => void this.beat(), HEARTBEAT_MS),
    ];
    for (const timer of this.timers) timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    await this.runner?.stop().catch(() => undefined);
    this.runner = undefined;
    if (this.poolIds.size > 0) {
      await this.db
        .deleteFrom('job_worker_pools')
        .where('pool_id', 'in', [...this.poolIds])
        .execute()
        .catch(() => undefined);
    }
    await this.pool.end().catch(() => undefined);
  }

  private async register(poolId: string): Promise<void> {
    this.poolIds.add(poolId);
    const now = new Date().toISOString();
    await this.db
      .insertInto('job_worker_pools')
      .values({ pool_id: poolId, host: os.hostname(), pid: process.pid, started_at: now, seen_at: now })
      .execute();
  }

  private async beat(): Promise<void> {
    if (this.poolIds.size === 0) return;
    await this.db
      .updateTable('job_worker_pools')
      .set({ seen_at: new Date().toISOString() })
      .where('pool_id', 'in', [...this.poolIds])
      .execute()
      .catch((error: unknown) => this.log.warn({ err: error }, 'job queue: heartbeat failed'));
  }

  /** Unlocks the jobs of dead processes (see the class comment). */
  private async reclaim(): Promise<void> {
    if (this.stopped) return;
    try {
      const holders = await sql<{
        locked_by: string;
        host: string | null;
        pid: number | null;
        seen_at: string | null;
      }>`
        select distinct j.locked_by, p.host, p.pid, p.seen_at
        from graphile_worker._private_jobs j
        left join job_worker_pools p on p.pool_id = j.locked_by
        where j.locked_by is not null`.execute(this.db);
      const silentSince = new Date(Date.now() - GONE_AFTER_MS).toISOString();
      const gone = holders.rows
        .filter(
          (row) =>
            row.seen_at !== null &&
            ((row.host === os.hostname() && processIsGone(Number(row.pid))) || row.seen_at < silentSince),
        )
        .map((row) => row.locked_by);
      if (gone.length > 0) {
        await sql`select graphile_worker.force_unlock_workers(${gone}::text[])`.execute(this.db);
        await this.db.deleteFrom('job_worker_pools').where('pool_id', 'in', gone).execute();
        await sql`select pg_notify('jobs:insert', '{"count":1}')`.execute(this.db);
        this.log.info({ pools: gone }, 'job queue: jobs of stopped processes unlocked');
      }
      await sql`
        update graphile_worker._private_jobs set locked_at = null, locked_by = null
        where locked_at < now() - make_interval(secs => ${this.settings.leaseSeconds})`.execute(this.db);
    } catch (error) {
      if (!this.stopped) this.log.warn({ err: error }, 'job queue: unlocking stale jobs failed');
    }
  }
}
