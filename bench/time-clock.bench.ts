/**
 * Time clock figures of issue #33 (`npm run bench -- time-clock`), in process (app.inject) on the
 * demo seed, SQLite:
 * - the timesheet of a 50-person location for a week (50 people × 6 shifts of 4 punches, written
 *   as punch rows at Harbor Grill Portland Downtown), GET /v1/brands/{id}/timesheets as
 *   scheduler@, one call at a time: p50 / p95 / p99 wall clock against the 50 ms budget (p99);
 * - 200 queued punches synced after reconnect: crew@'s and crew2@'s offline queues of 100 punches
 *   each (25 shifts; clock-outs carry the location's attestation answers), each queue replayed
 *   by two tabs at once (a 409 IDEMPOTENCY.IN_PROGRESS is sent again), both people at once:
 *   the wall time until every punch is acknowledged against the 5 s budget, and the punches
 *   lost (queued but not stored) and doubled (stored more than once) against 0 / 0.
 * Prints PASS / FAIL per figure; asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DateTime } from 'luxon';
import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import type { Database } from '../server/db/schema';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemo } from '../server/seed/demo.seed';
import { PRODUCTION_ENV } from '../tests/support/production-env';
import { loadAverage, sampleGet } from './support/in-process-sampler';
import { accessTokenOf } from './support/in-process-sign-in';
import {
  answersTo,
  lostAndDoubled,
  offlineQueue,
  type QuestionWire,
  type QueuedPunchBody,
} from './support/time-clock-queue';

const PEOPLE = 50;
const SHIFTS_PER_PERSON = 6;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const TIMESHEET_BUDGET_MS = 50;
const SYNC_BUDGET_MS = 5_000;
const QUEUED_PER_PERSON = 100;
const ZONE = 'America/Los_Angeles';

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

export async function run(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-bench-'));
  const config = readConfig({ ...PRODUCTION_ENV, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const db = openDatabase(config.databaseFile);
  await migrateToLatest(db);
  const app = await buildApp({ config, db });
  try {
    await seedDemo({ config, db });
    const location = (
      await db
        .selectFrom('brands')
        .select('id')
        .where('name', '=', 'Harbor Grill Portland Downtown')
        .executeTakeFirstOrThrow()
    ).id;
    await timesheetFigure(app, db, config.clientId, location);
    await syncFigure(app, db, config.clientId, location);
  } finally {
    await app.close();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

type Db = ReturnType<typeof openDatabase>;

async function timesheetFigure(app: FastifyInstance, db: Db, clientId: string, location: number) {
  const week = DateTime.now().setZone(ZONE).startOf('week').minus({ weeks: 2 });
  // The demo has fewer people: copies of one account (new id, name and e-mail) make up 50.
  const template = await db.selectFrom('identity_users').selectAll().orderBy('id').executeTakeFirstOrThrow();
  const existing = await db.selectFrom('identity_users').select('id').execute();
  for (let index = existing.length; index < PEOPLE; index++) {
    const name = `bench-person-${index}`;
    await db
      .insertInto('identity_users')
      .values({
        ...template,
        id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        username: name,
        email: `${name}@bench.invalid`,
      })
      .execute();
  }
  const people = await db.selectFrom('identity_users').select('id').orderBy('id').limit(PEOPLE).execute();
  const rows: Insertable<Database['time_clock_punches']>[] = [];
  for (const [index, person] of people.entries()) {
    for (let day = 0; day < SHIFTS_PER_PERSON; day++) {
      const start = week.plus({ days: day, hours: 8, minutes: index % 60 });
      const punches: [string, DateTime][] = [
        ['CLOCK_IN', start],
        ['BREAK_START', start.plus({ hours: 3 })],
        ['BREAK_END', start.plus({ hours: 3, minutes: 30 })],
        ['CLOCK_OUT', start.plus({ hours: 8 })],
      ];
      for (const [kind, at] of punches) {
        rows.push({
          user_id: person.id,
          brand_id: location,
          kind,
          device_at: at.toUTC().toISO()!,
          // Every fifth person synced late (offline).
          received_at: at
            .plus({ minutes: index % 5 === 0 ? 30 : 0, seconds: 2 })
            .toUTC()
            .toISO()!,
          shift_punch_id: null,
          latitude: null,
          longitude: null,
          accuracy_m: null,
          geofence: index % 7 === 0 ? 'OUTSIDE' : 'INSIDE',
          flagged: index % 7 === 0 ? 1 : 0,
          idempotency_key: `bench-${index}-${day}-${kind}`,
        });
      }
    }
  }
  await db.transaction().execute(async (trx) => {
    for (let offset = 0; offset < rows.length; offset += 100) {
      await trx
        .insertInto('time_clock_punches')
        .values(rows.slice(offset, offset + 100))
        .execute();
    }
    // Each punch belongs to the shift of its person's latest clock-in before it.
    const inserted = await trx
      .selectFrom('time_clock_punches')
      .select(['id', 'user_id', 'kind'])
      .where('idempotency_key', 'like', 'bench-%')
      .orderBy('user_id')
      .orderBy('device_at')
      .execute();
    let shift = 0;
    for (const punch of inserted) {
      if (punch.kind === 'CLOCK_IN') shift = punch.id;
      await trx
        .updateTable('time_clock_punches')
        .set({ shift_punch_id: shift })
        .where('id', '=', punch.id)
        .execute();
    }
  });
  const token = await accessTokenOf(app, clientId, 'scheduler@demo.brigade.test');
  const url = `/api/core/v1/brands/${location}/timesheets?week=${week.toISODate()}`;
  const sampled = await sampleGet(app, url, token, { warmUp: 10, samples: SAMPLES });
  const shifts = (sampled.data.shifts as unknown[]).length;
  console.log(
    `timesheet of a ${PEOPLE}-person location for a week (${shifts} shifts, ${rows.length} punches, ${sampled.bytes} bytes): p50 ${sampled.p50.toFixed(1)} ms, p95 ${sampled.p95.toFixed(1)} ms, p99 ${sampled.p99.toFixed(1)} ms (budget p99 ≤ ${TIMESHEET_BUDGET_MS} ms) ${verdict(sampled.p99 <= TIMESHEET_BUDGET_MS)}; CPU p50 ${sampled.cpuP50.toFixed(1)} ms; load ${loadAverage()}`,
  );
}

async function syncFigure(app: FastifyInstance, db: Db, clientId: string, location: number) {
  const tokens = await Promise.all(
    ['crew@demo.brigade.test', 'crew2@demo.brigade.test'].map((email) => accessTokenOf(app, clientId, email)),
  );
  const questions = (
    await app.inject({
      method: 'GET',
      url: `/api/core/v1/time-clock/locations/${location}/questions`,
      headers: { authorization: `Bearer ${tokens[0]}` },
    })
  ).json().data.questions as QuestionWire[];
  const answers = answersTo(questions);
  // Seven days offline: the queues start 6 days 20 h ago (within the 7-day bound).
  const start = Date.now() - (6 * 24 + 20) * 3_600_000;
  const queues = tokens.map((_token, person) =>
    offlineQueue(`sync-${person}`, location, start, QUEUED_PER_PERSON, answers),
  );
  let failures = 0;
  const send = async (token: string, punch: QueuedPunchBody) => {
    for (let attempt = 0; attempt < 1000; attempt++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/core/v1/time-clock/punches',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': punch.key },
        payload: punch.body,
      });
      if (response.statusCode === 201) return;
      if (response.statusCode === 409 && response.json().error?.code === 'IDEMPOTENCY.IN_PROGRESS') {
        await new Promise((resolve) => setImmediate(resolve));
        continue;
      }
      failures++;
      return;
    }
    failures++;
  };
  const tab = async (token: string, queue: readonly QueuedPunchBody[]) => {
    for (const punch of queue) await send(token, punch);
  };
  const started = performance.now();
  await Promise.all(
    tokens.flatMap((token, person) => [tab(token, queues[person]!), tab(token, queues[person]!)]),
  );
  const elapsed = performance.now() - started;
  const stored = await db
    .selectFrom('time_clock_punches')
    .select('idempotency_key')
    .where('idempotency_key', 'like', 'sync-%')
    .execute();
  const queued = queues.flat();
  const { lost, doubled } = lostAndDoubled(
    queued,
    stored.map((row) => row.idempotency_key),
  );
  console.log(
    `${queued.length} queued punches synced after reconnect (2 people × 2 tabs, ${queued.length * 2} sends, ${failures} refused): ${elapsed.toFixed(0)} ms (budget ≤ ${SYNC_BUDGET_MS} ms) ${verdict(elapsed <= SYNC_BUDGET_MS)}`,
  );
  console.log(
    `punches lost / doubled: ${lost} / ${doubled} (budget 0 / 0) ${verdict(lost === 0 && doubled === 0)}`,
  );
}
