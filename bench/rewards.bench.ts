/**
 * Rewards engagement figures on the 20 000-location seed with a year of ledger rows
 * (`npm run bench -- rewards`): engagement_points/count by status and the engagement dashboard's
 * calls (a month and a year, on the enterprise and on one GP-4 brand), timed in process with
 * app.inject, one call at a time, as the large enterprise's owner. Prints, per view, p50 / p95 /
 * p99 wall clock against the 100 ms budget, p50 / p99 CPU per call, the wall time spent off the
 * CPU (waiting for it: the machine's load), the answer's size and the load average. For the
 * engagement views it then splits a call: its SQL (each query's median, kysely's query log), the
 * rest of the repository work, and the route around it (access checks, schema serialisation).
 * Asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedLarge } from '../server/seed/large.seed';
import { engagementOf } from '../server/gateway/rewards/engagement.repository';
import { loadAverage, sampleGet } from './support/in-process-sampler';
import { profileQueries } from './support/query-profile';
import { accessTokenOf } from './support/in-process-sign-in';
import { PRODUCTION_ENV } from '../tests/support/production-env';

const WARM_UP = 5;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const BUDGET_MS = 100;

export async function run(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-bench-'));
  const config = readConfig({ ...PRODUCTION_ENV, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
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
    const ms = (value: number) => value.toFixed(1).padStart(6);
    const routeP50 = new Map<string, number>();
    for (const [title, url] of calls) {
      const { p50, p95, p99, cpuMs, cpuP50, cpuP99, bytes, data } = await sampleGet(app, url, token, {
        warmUp: WARM_UP,
        samples: SAMPLES,
      });
      routeP50.set(title, p50);
      const figure =
        'count' in data
          ? `count ${String(data.count)}`
          : `points given ${String((data.totals as Record<string, number>).points_given)}`;
      console.log(
        `${title.padEnd(38)} wall p50 ${ms(p50)} p95 ${ms(p95)} p99 ${ms(p99)} ms (${p99 <= BUDGET_MS ? 'within' : 'OVER'} ${BUDGET_MS})   cpu p50 ${ms(cpuP50)} p99 ${ms(cpuP99)} mean ${ms(cpuMs)} ms   off-cpu p50 ${ms(Math.max(0, p50 - cpuP50))} ms   ${(bytes / 1024).toFixed(1)} KiB   (${figure})`,
      );
    }
    // Where an engagement call's time goes, on the same data (one call at a time).
    const brands = await db
      .selectFrom('brands')
      .select(['id', 'path'])
      .where('id', 'in', [enterprise, brand])
      .execute();
    const views: [string, { id: number; path: string }, string][] = [
      ['engagement, a year (enterprise)', brands.find((row) => row.id === enterprise)!, yearAgo],
      ['engagement, a year (GP-4 brand)', brands.find((row) => row.id === brand)!, yearAgo],
      ['engagement, this month (enterprise)', brands.find((row) => row.id === enterprise)!, monthStart],
    ];
    for (const [title, target, fromDay] of views) {
      const profile = await profileQueries(config.databaseFile, SAMPLES, (reader) =>
        engagementOf(reader, target, { fromDay, toDay: today }),
      );
      const route = routeP50.get(title) ?? Number.NaN;
      console.log(
        `${title}: repository p50 ${ms(profile.totalP50)} ms, of which SQL ${ms(profile.sqlP50)} ms; route around it (access checks, children, serialisation) ~${ms(route - profile.totalP50)} ms`,
      );
      for (const query of profile.queries) {
        console.log(`    ${ms(query.p50)} ms  x${query.runsPerCall.toFixed(0)}  ${query.sql}`);
      }
    }
    console.log(`load average after (1, 5, 15 min): ${loadAverage()}`);
  } finally {
    await app.close();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
