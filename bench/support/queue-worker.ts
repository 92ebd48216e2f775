/**
 * A worker process of `npm run bench -- queue`: this dialect's job runner on DATABASE_URL whose
 * `mail.send` handler records the run (`bench_runs`, one row per run), waits 2 ms and then does the
 * real mail job's effect (the outbox row, idempotent by the job's key). SIGTERM stops it cleanly;
 * the bench kills one with SIGKILL mid-stream.
 */
import { sql } from 'kysely';
import { isPostgresUrl } from '../../server/db/dialect';
import { openDatabase } from '../../server/db/database';
import type { JobHandler } from '../../server/jobs/job-queue.port';
import { mailJob } from '../../server/jobs/mail.job';
import { PostgresJobRunner } from '../../server/jobs/postgres-job.runner';
import { SqliteJobRunner } from '../../server/jobs/sqlite-job.runner';

const target = process.env.DATABASE_URL ?? '';
const db = openDatabase(target);
const mail = mailJob(undefined);
const effect: JobHandler = async (payload, run) => {
  await sql`insert into bench_runs (job_key) values (${run.jobKey ?? String(run.id)})`.execute(db);
  await new Promise((resolve) => setTimeout(resolve, 2));
  await mail.handler(payload, run);
};
const handlers = new Map([[mail.name, effect]]);
const settings = { concurrency: 4, pollMs: 500, leaseSeconds: 600 };
const log = { debug() {}, info() {}, warn() {}, error: (o: object, m: string) => console.error(m, o) };
const runner = isPostgresUrl(target)
  ? new PostgresJobRunner(target, db, handlers, settings, log)
  : new SqliteJobRunner(db, handlers, settings, log);

async function main(): Promise<void> {
  await runner.start();
  process.stdout.write('ready\n');
  process.on('SIGTERM', () => {
    void runner
      .stop()
      .then(() => db.destroy())
      .then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
