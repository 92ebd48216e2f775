import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import type { Database } from '../../../server/db/schema';
import { claimJobRun, scheduleJob, type JobHost } from '../../../server/gateway/scheduled-job';
import { dropTestDatabase, freshTestDatabaseUrl } from '../../support/test-database';

/**
 * The claim behind every periodic job (server/gateway/scheduled-job.ts, issue #19): of any
 * number of processes asking at once, one runs the job per period; after the period, one again.
 * SQLite file, or a fresh PostgreSQL database under `npm run test:server:pg`.
 */
describe('job_leases claims', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-leases-'));
  let url: string | undefined;
  let db: Kysely<Database>;
  const HOUR = 3_600_000;

  beforeAll(async () => {
    url = await freshTestDatabaseUrl();
    db = openDatabase(url ?? path.join(dir, 'leases.sqlite'));
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.destroy();
    await dropTestDatabase(url);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('grants a period to one of eight processes asking at once, then to one again after it', async () => {
    const start = new Date('2026-03-01T10:00:00.000Z');
    const ask = (at: Date) =>
      Promise.all(
        Array.from({ length: 8 }, (_, index) => claimJobRun(db, 'test-job', HOUR, at, `process-${index}`)),
      );
    expect((await ask(start)).filter(Boolean)).toHaveLength(1);
    expect((await ask(new Date(start.getTime() + HOUR - 1))).filter(Boolean)).toHaveLength(0);
    expect((await ask(new Date(start.getTime() + HOUR))).filter(Boolean)).toHaveLength(1);
    const row = await db
      .selectFrom('job_leases')
      .selectAll()
      .where('name', '=', 'test-job')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ runs: 2, next_run_at: new Date(start.getTime() + 2 * HOUR).toISOString() });
    expect(row.holder).toMatch(/^process-\d$/);
  });

  it('keeps each job to its own row', async () => {
    const at = new Date('2026-03-01T10:00:00.000Z');
    expect(await claimJobRun(db, 'other-job', HOUR, at, 'a')).toBe(true);
    expect(await claimJobRun(db, 'third-job', HOUR, at, 'a')).toBe(true);
    expect(await claimJobRun(db, 'other-job', HOUR, at, 'b')).toBe(false);
  });

  it('gives back the period of a run the shutdown interrupted, so another process takes it at once', async () => {
    const hooks = new Map<string, () => Promise<void>>();
    const host: JobHost = {
      addHook: (name, hook) => hooks.set(name, hook),
      log: { info: () => undefined, error: () => undefined },
    };
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let sawStop = false;
    scheduleJob(host, db, {
      name: 'interrupted-job',
      everyMs: HOUR,
      run: async (stillRunning) => {
        started();
        while (stillRunning()) await new Promise((resolve) => setTimeout(resolve, 5));
        sawStop = true;
      },
    });
    const ready = hooks.get('onReady')!();
    await running;
    // Held by this process for the hour: nobody else may run it.
    expect(await claimJobRun(db, 'interrupted-job', HOUR, new Date(), 'other-process')).toBe(false);
    await hooks.get('onClose')!();
    await ready;
    expect(sawStop).toBe(true);
    expect(await claimJobRun(db, 'interrupted-job', HOUR, new Date(), 'other-process')).toBe(true);
  });

  it('keeps the period of a run that finished before the shutdown', async () => {
    const hooks = new Map<string, () => Promise<void>>();
    const host: JobHost = {
      addHook: (name, hook) => hooks.set(name, hook),
      log: { info: () => undefined, error: () => undefined },
    };
    scheduleJob(host, db, { name: 'finished-job', everyMs: HOUR, run: async () => undefined });
    await hooks.get('onReady')!();
    await hooks.get('onClose')!();
    expect(await claimJobRun(db, 'finished-job', HOUR, new Date(), 'other-process')).toBe(false);
  });
});
