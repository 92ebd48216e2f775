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
 * Runs `job` once per period across every server process on the database: each process asks
 * for the lease when the server is ready (awaited) and then every quarter period, and runs the
 * job only when it won the claim. Failures are logged, never thrown; stops with the server.
 */
export function scheduleJob(app: JobHost, db: Kysely<Database>, job: ScheduledJob): void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = async () => {
    try {
      if (stopped || !(await claimJobRun(db, job.name, job.everyMs, new Date()))) return;
      await job.run(() => !stopped);
    } catch (error) {
      if (!stopped) app.log.error({ err: error, job: job.name }, 'scheduled job failed');
    }
  };
  app.addHook('onReady', async () => {
    await tick();
    timer = setInterval(() => void tick(), Math.max(1, Math.floor(job.everyMs / TICKS_PER_PERIOD)));
    timer.unref();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearInterval(timer);
  });
}
