/**
 * `npm run bench -- queue` (issue #35): the job queue on PostgreSQL (graphile-worker 0.17), on a
 * throwaway cluster.
 * - "enqueue → job started, p99 (idle queue) ≤ 100 ms": one job at a time, enqueued in a
 *   transaction of its own; from just before that transaction to the handler's first line, in this
 *   process (its runner is the one a server process runs), after 20 warm-up jobs.
 * - "jobs lost or run twice across kill -9 of the worker process during 1 000 jobs: 0 / 0": 1 000
 *   mail jobs (the real `mail.send`, each with its key), a worker process
 *   (bench/support/queue-worker.ts) killed with SIGKILL once 300 have started, a second worker
 *   finishing the rest. Lost = mails not in the outbox; twice = outbox rows beyond one per job key
 *   (the effect is idempotent by the key). Runs of a job beyond its first (re-runs of the jobs the
 *   kill interrupted) are printed beside, not judged.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import type { Database } from '../server/db/schema';
import { enqueue, jobStoreFor } from '../server/jobs/job-queue';
import { PostgresJobRunner } from '../server/jobs/postgres-job.runner';
import { queueMessage } from '../server/jobs/mail.job';
import { startThrowawayCluster } from '../tests/support/pg-throwaway';

const LATENCY_SAMPLES = 200;
const WARM_UP = 20;
const KILL_JOBS = 1000;
const KILL_AFTER = 300;
const P99_BUDGET_MS = 100;

const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const quiet = { debug() {}, info() {}, warn() {}, error: (o: object, m: string) => console.error(m, o) };

async function createDatabase(clusterUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function latency(url: string): Promise<number[]> {
  const db = openDatabase(url);
  await migrateToLatest(db);
  let started: ((at: number) => void) | undefined;
  const handlers = new Map([
    [
      'bench.latency',
      async () => {
        started?.(performance.now());
      },
    ],
  ]);
  const runner = new PostgresJobRunner(
    url,
    db,
    handlers,
    { concurrency: 2, pollMs: 1000, leaseSeconds: 600 },
    quiet,
  );
  await runner.start();
  const samples: number[] = [];
  try {
    for (let i = 0; i < WARM_UP + LATENCY_SAMPLES; i++) {
      const seen = new Promise<number>((resolve) => (started = resolve));
      const before = performance.now();
      await db.transaction().execute((trx) => enqueue(trx, 'bench.latency', { i }));
      const at = await Promise.race([seen, sleep(5000).then(() => NaN)]);
      if (i >= WARM_UP) samples.push(at - before);
      await sleep(20); // idle queue: the job is done before the next is enqueued
    }
  } finally {
    await runner.stop();
    await db.destroy();
  }
  return samples;
}

function startWorker(url: string): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'support/queue-worker.ts')],
    {
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the queue worker exited (${code})`)));
  });
  return { child, ready };
}

const countOf = async (db: Kysely<Database>, query: ReturnType<typeof sql<{ n: number }>>) =>
  Number((await query.execute(db)).rows[0]?.n ?? 0);

async function killNine(url: string) {
  const db = openDatabase(url);
  await migrateToLatest(db);
  await sql`create table bench_runs (id bigserial primary key, job_key text not null)`.execute(db);
  const first = startWorker(url);
  await first.ready; // graphile-worker's schema is installed by the worker's start
  for (let batch = 0; batch < KILL_JOBS / 100; batch++) {
    await db.transaction().execute(async (trx) => {
      for (let i = batch * 100; i < (batch + 1) * 100; i++) {
        await queueMessage(trx, {
          channel: 'email',
          recipient: `bench-${i}@example.test`,
          language: 'en',
          template: 'signUpCode',
          values: { code: String(100_000 + i) },
        });
      }
    });
  }
  const runsSoFar = () => countOf(db, sql<{ n: number }>`select count(*) as n from bench_runs`);
  while ((await runsSoFar()) < KILL_AFTER) await sleep(5);
  const exited = new Promise((resolve) => first.child.once('exit', resolve));
  first.child.kill('SIGKILL');
  await exited;
  const atKill = await runsSoFar();
  const second = startWorker(url);
  await second.ready;
  const store = jobStoreFor(db);
  const deadline = Date.now() + 180_000;
  while ((await store.pendingCount(db)) > 0 && Date.now() < deadline) await sleep(100);
  const secondExit = new Promise((resolve) => second.child.once('exit', resolve));
  second.child.kill('SIGTERM');
  await secondExit;
  const delivered = await countOf(
    db,
    sql<{ n: number }>`select count(distinct delivery_key) as n from outbox where recipient like 'bench-%'`,
  );
  const rows = await countOf(
    db,
    sql<{ n: number }>`select count(*) as n from outbox where recipient like 'bench-%'`,
  );
  const runs = await runsSoFar();
  const distinctRuns = await countOf(
    db,
    sql<{ n: number }>`select count(distinct job_key) as n from bench_runs`,
  );
  const dead = (await store.listDead(db, { limit: 1, offset: 0 })).total;
  const pending = await store.pendingCount(db);
  await db.destroy();
  return {
    lost: KILL_JOBS - delivered,
    twice: rows - delivered,
    runs,
    reRuns: runs - distinctRuns,
    atKill,
    dead,
    pending,
  };
}

export async function run(): Promise<void> {
  console.log(
    `load average at start: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const cluster = await startThrowawayCluster();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-queue-bench-'));
  try {
    const samples = (await latency(await createDatabase(cluster.url, 'queue_latency'))).sort((a, b) => a - b);
    const missed = samples.filter((value) => Number.isNaN(value)).length;
    const p50 = percentile(samples, 50);
    const p99 = percentile(samples, 99);
    console.log(
      `enqueue → job started, p99 (idle queue): ${p99.toFixed(1)} ms (p50 ${p50.toFixed(1)} ms, max ${samples.at(-1)?.toFixed(1)} ms, ${samples.length} jobs, ${missed} not started within 5 s) — budget ≤ ${P99_BUDGET_MS} ms: ${verdict(missed === 0 && p99 <= P99_BUDGET_MS)}`,
    );
    const kill = await killNine(await createDatabase(cluster.url, 'queue_kill'));
    console.log(
      `jobs lost or run twice across kill -9 of the worker process during ${KILL_JOBS} jobs: ${kill.lost} / ${kill.twice} (effects idempotent) — budget 0 / 0: ${verdict(kill.lost === 0 && kill.twice === 0 && kill.pending === 0 && kill.dead === 0)}`,
    );
    console.log(
      `  beside (not judged): killed after ${kill.atKill} runs had started; ${kill.runs} runs in all, ${kill.reRuns} of them re-runs of jobs the kill interrupted; ${kill.dead} dead-lettered, ${kill.pending} left pending`,
    );
  } finally {
    cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
