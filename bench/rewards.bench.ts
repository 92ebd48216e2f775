/**
 * Rewards engagement figures on the 20 000-location seed with a year of ledger rows
 * (`npm run bench -- rewards`): engagement_points/count by status and the engagement dashboard's
 * calls (a month and a year, on the enterprise and on one GP-4 brand), timed in process with
 * app.inject, one call at a time, as the large enterprise's owner. Prints p50 / p95 / p99 (wall
 * clock) against the 100 ms budget, the mean CPU time per call and the load average; asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedLarge } from '../server/seed/large.seed';
import { loadAverage, sampleGet } from './support/in-process-sampler';
import { accessTokenOf } from './support/in-process-sign-in';

const WARM_UP = 5;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const BUDGET_MS = 100;

export async function run(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-bench-'));
  const config = readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production' });
  const db = openDatabase(config.databaseFile);
  await migrateToLatest(db);
  const app = await buildApp({ config, db });
  try {
    const started = Date.now();
    const seeded = await seedLarge({ config, db });
    console.log(
      `seeded ${seeded.locations} locations, ${seeded.rewards?.recognitions ?? 0} recognitions, ${seeded.rewards?.ledgerRows ?? 0} ledger rows, ${seeded.rewards?.raffleEntries ?? 0} raffle entries in ${Date.now() - started} ms`,
    );
    const token = await accessTokenOf(app, config.clientId, seeded.ownerEmail);
    const idOf = async (name: string) =>
      (await db.selectFrom('brands').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
    const enterprise = await idOf('Atlas Dining Collective');
    const brand = await idOf('Atlas Brand 7');
    const today = new Date().toISOString().slice(0, 10);
    const monthStart = `${today.slice(0, 8)}01`;
    const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const calls: [string, string][] = [
      ['points count AVAILABLE (enterprise)', `/api/core/v1/brands/${enterprise}/engagement_points/count`],
      [
        'points count GRANTED (enterprise)',
        `/api/core/v1/brands/${enterprise}/engagement_points/count?status=GRANTED`,
      ],
      [
        'points count SPENT (GP-4 brand)',
        `/api/core/v1/brands/${brand}/engagement_points/count?status=SPENT`,
      ],
      [
        'engagement, this month (enterprise)',
        `/api/core/v1/brands/${enterprise}/engagement?from=${monthStart}&to=${today}`,
      ],
      [
        'engagement, a year (enterprise)',
        `/api/core/v1/brands/${enterprise}/engagement?from=${yearAgo}&to=${today}`,
      ],
      [
        'engagement, a year (GP-4 brand)',
        `/api/core/v1/brands/${brand}/engagement?from=${yearAgo}&to=${today}`,
      ],
    ];
    console.log(`load average (1, 5, 15 min): ${loadAverage()}`);
    for (const [title, url] of calls) {
      const { p50, p95, p99, cpuMs, data } = await sampleGet(app, url, token, {
        warmUp: WARM_UP,
        samples: SAMPLES,
      });
      const figure =
        'count' in data
          ? `count ${String(data.count)}`
          : `points given ${String((data.totals as Record<string, number>).points_given)}`;
      console.log(
        `${title.padEnd(38)} p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   p99 ${p99.toFixed(1).padStart(6)} ms   ${p99 <= BUDGET_MS ? 'within' : 'OVER'} the ${BUDGET_MS} ms budget   cpu ${cpuMs.toFixed(1)} ms/call   (${figure})`,
      );
    }
    console.log(`load average after (1, 5, 15 min): ${loadAverage()}`);
  } finally {
    await app.close();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
