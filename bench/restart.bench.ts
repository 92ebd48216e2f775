import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '../server/seed/demo-accounts.seed';
import { startThrowawayCluster } from '../tests/support/pg-throwaway';
import { freePort } from '../tests/support/free-port';
import {
  clientLoop,
  rollingRestart,
  servingProcesses,
  signInOverIdp,
  startRestartCluster,
} from '../tests/support/rolling-restart';
import { loadAverage } from './support/browser-bench';
import { percentile } from './support/in-process-sampler';

/**
 * `npm run bench -- restart` (issue #37 budget): failed requests during a rolling restart of two
 * processes under 200 req/s, on PostgreSQL (a throwaway cluster, a fresh demo seed). The load
 * (tests/support/rolling-restart.ts): 16 keep-alive callers, ~200 calls/s, reads and
 * Idempotency-Key writes; a 503 with Retry-After and a connection refused at connect are retried
 * (what a balancer or the app's client does), anything else is a failure. Budget: 0 failures.
 * Also printed: the retried 503s and the p99 of the calls made during the restart (first attempt
 * to answer, retries included).
 */
const PER_SECOND = 200;
const CONCURRENCY = 16;

export async function run(): Promise<void> {
  const cluster = await startThrowawayCluster();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-bench-restart-'));
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('create database restart_bench');
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = '/restart_bench';
  const servers = await startRestartCluster(await freePort(), {
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    SEED_DEMO: 'true',
  });
  try {
    const token = await signInOverIdp(servers.origin, 'owner@demo.brigade.test', DEMO_PASSWORD);
    const pids = await servingProcesses(servers);
    // Warm: both processes serve the load before the restart; its calls are not judged.
    const warm = clientLoop(servers.origin, token, { concurrency: CONCURRENCY, perSecond: PER_SECOND });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await warm.stop();
    const load = clientLoop(servers.origin, token, { concurrency: CONCURRENCY, perSecond: PER_SECOND });
    const started = Date.now();
    await rollingRestart(servers, pids);
    const restartMs = Date.now() - started;
    const figures = await load.stop();
    const sorted = [...figures.latencies].sort((x, y) => x - y);
    const failed = figures.failures.length;
    console.log(
      `failed requests during a rolling restart of two processes under ${PER_SECOND} req/s: ${failed} ` +
        `(budget 0) ${failed === 0 ? 'PASS' : 'FAIL'}`,
    );
    console.log(
      `  calls ${figures.calls} in ${(restartMs / 1000).toFixed(1)} s (${(figures.calls / (restartMs / 1000)).toFixed(0)}/s), ` +
        `retried 503s ${figures.retried503}, retried refused connections ${figures.retriedRefused}, ` +
        `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms; load ${loadAverage()}`,
    );
    for (const failure of figures.failures.slice(0, 10)) console.log(`  failed: ${failure}`);
  } finally {
    await servers.stop();
    cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
