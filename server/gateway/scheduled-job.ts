import os from 'node:os';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** What a periodic job needs of the server: its start / stop hooks and its log. */
export interface JobHost {
  addHook(name: 'onReady' | 'onClose', hook: () => Promise<void>): unknown;
  log: { info(o: object, m: string): void; error(o: object, m: string): void };
}

export interface ScheduledJob {
  /** Its row in `job_leases`: one name per job, the same in every process. */
  readonly name: string;
  /** The period: the job runs once per period over all processes together. */
  readonly everyMs: number;
  /** The work; `running()` turns false once the server closes (long jobs stop early). */
  run(running: () => boolean): Promise<void>;
}

/** This process as a lease holder: host and process id. */
const HOLDER = `${os.hostname()}:${process.pid}`;
/** How many times per period each process asks for the lease (a dead holder's turn is taken within this). */
const TICKS_PER_PERIOD = 4;

/**
 * Claims the next run of job `name` for this process: true for exactly one of any number of
 * processes asking within a period (migration 0030). The row is made once (insert, conflict
 * ignored); the claim is one conditional `UPDATE … WHERE next_run_at <= now RETURNING`, which
 * both SQLite (one writer) and PostgreSQL (the row lock, then the WHERE re-checked) grant to a
 * single caller. Times are this process's clock as ISO UTC text.
 */
export async function claimJobRun(
  db: Kysely<Database>,
  name: string,
  everyMs: number,
  now: Date,
  holder: string = HOLDER,
): Promise<boolean> {
  await db
    .insertInto('job_leases')
    .values({ name, next_run_at: '', holder: '', runs: 0 })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const claimed = await db
    .updateTable('job_leases')
    .set({
      next_run_at: new Date(now.getTime() + everyMs).toISOString(),
      holder,
      runs: sql<number>`runs + 1`,
    })
    .where('name', '=', name)
    .where('next_run_at', '<=', now.toISOString())
    .returning('name')
    .executeTakeFirst();
  return claimed !== undefined;
}

/**
 * Gives back the period `holder` claimed for job `name`: its next run becomes due at `now`, so
 * any process asking next (within a quarter period) takes it at once. Only while `holder` still
 * holds a period not yet over; answers whether it gave one back.
 */
export async function releaseJobRun(
  db: Kysely<Database>,
  name: string,
  now: Date,
  holder: string = HOLDER,
): Promise<boolean> {
  const released = await db
    .updateTable('job_leases')
    .set({ next_run_at: now.toISOString() })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .where('next_run_at', '>', now.toISOString())
    .returning('name')
    .executeTakeFirst();
  return released !== undefined;
}

/**
 * Runs `job` once per period across every server process on the database: each process asks
 * for the lease when the server is ready (awaited) and then every quarter period, and runs the
 * job only when it won the claim. Failures are logged, never thrown. On close (before the
 * database closes): no new claim; a run under way is told to stop (`running()` false) and
 * awaited, and its period given back (releaseJobRun), so another process runs the job at once
 * instead of after the period (job effects are idempotent, convention 19).
 */
export function scheduleJob(app: JobHost, db: Kysely<Database>, job: ScheduledJob): void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  /** Whether a run this process claimed was under way when the close began. */
  let interrupted = false;
  const ticks = new Set<Promise<void>>();
  const attempt = async () => {
    try {
      if (stopped || !(await claimJobRun(db, job.name, job.everyMs, new Date()))) return;
      if (!stopped) await job.run(() => !stopped);
      if (stopped) interrupted = true;
    } catch (error) {
      if (stopped) interrupted = true;
      else app.log.error({ err: error, job: job.name }, 'scheduled job failed');
    }
  };
  const tick = (): Promise<void> => {
    const current = attempt().finally(() => ticks.delete(current));
    ticks.add(current);
    return current;
  };
  app.addHook('onReady', async () => {
    await tick();
    timer = setInterval(() => void tick(), Math.max(1, Math.floor(job.everyMs / TICKS_PER_PERIOD)));
    timer.unref();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearInterval(timer);
    await Promise.all(ticks);
    if (!interrupted) return;
    try {
      if (await releaseJobRun(db, job.name, new Date()))
        app.log.info({ job: job.name }, 'scheduled job stopped by the shutdown; its period given back');
    } catch (error) {
      app.log.error({ err: error, job: job.name }, 'scheduled job lease could not be given back');
    }
  });
}
