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
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { DEMO_PASSWORD } from '../server/seed/demo-accounts.seed';
import { seedLarge } from '../server/seed/large.seed';

const WARM_UP = 5;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const BUDGET_MS = 100;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

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
    const signIn = await app.inject({
      method: 'POST',
      url: '/idp',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      payload: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: config.clientId,
        AuthParameters: { USERNAME: seeded.ownerEmail, PASSWORD: DEMO_PASSWORD },
      }),
    });
    const token = signIn.json<{ AuthenticationResult: { AccessToken: string } }>().AuthenticationResult
      .AccessToken;
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
      const times: number[] = [];
      let cpuMicros = 0;
      let answer = '';
      for (let i = 0; i < WARM_UP + SAMPLES; i++) {
        const cpu = process.cpuUsage();
        const start = performance.now();
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${token}` },
        });
        const elapsed = performance.now() - start;
        const used = process.cpuUsage(cpu);
        if (response.statusCode !== 200)
          throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
        if (i >= WARM_UP) {
          cpuMicros += used.user + used.system;
          times.push(elapsed);
        }
        answer = response.body;
      }
      times.sort((a, b) => a - b);
      const p99 = percentile(times, 99);
      const data = (JSON.parse(answer) as { data: Record<string, unknown> }).data;
      const figure =
        'count' in data
          ? `count ${String(data.count)}`
          : `points given ${String((data.totals as Record<string, number>).points_given)}`;
      console.log(
        `${title.padEnd(38)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms   p99 ${p99.toFixed(1).padStart(6)} ms   ${p99 <= BUDGET_MS ? 'within' : 'OVER'} the ${BUDGET_MS} ms budget   cpu ${(cpuMicros / SAMPLES / 1000).toFixed(1)} ms/call   (${figure})`,
      );
    }
    console.log(`load average after (1, 5, 15 min): ${loadAverage()}`);
  } finally {
    await app.close();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
