/**
 * A worker process for job-queue.test.ts's kill -9 case: opens the database DATABASE_URL names
 * (a SQLite file path or a postgres:// URL), starts this dialect's runner whose `mail.send`
 * handler delivers the mail (the real, idempotent effect), prints `delivered <job key>` and then
 * hangs as if the process were still busy, so the parent kills it with SIGKILL mid-run (after the
 * effect, before the job was marked done). It enqueues the mail itself once its runner runs.
 */
import { isPostgresUrl } from '../../../server/db/dialect';
import { openDatabase } from '../../../server/db/database';
import { queueMessage, mailJob } from '../../../server/jobs/mail.job';
import type { JobHandler } from '../../../server/jobs/job-queue.port';
import { PostgresJobRunner } from '../../../server/jobs/postgres-job.runner';
import { SqliteJobRunner } from '../../../server/jobs/sqlite-job.runner';

const target = process.env.DATABASE_URL ?? '';
const db = openDatabase(target);
const mail = mailJob(undefined);
const hang: JobHandler = async (payload, run) => {
  await mail.handler(payload, run);
  process.stdout.write(`delivered ${run.jobKey ?? ''}\n`);
  await new Promise(() => undefined);
};
const handlers = new Map([[mail.name, hang]]);
const settings = { concurrency: 1, pollMs: 200, leaseSeconds: 600 };
const quiet = { debug() {}, info() {}, warn() {}, error: (o: object, m: string) => console.error(m, o) };
const runner = isPostgresUrl(target)
  ? new PostgresJobRunner(target, db, handlers, settings, quiet)
  : new SqliteJobRunner(db, handlers, settings, quiet);
async function main(): Promise<void> {
  await runner.start();
  await queueMessage(db, {
    channel: 'email',
    recipient: process.env.RECIPIENT ?? 'killed@example.test',
    language: 'en',
    template: 'signUpCode',
    values: { code: '424242' },
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
