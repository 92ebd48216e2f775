import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import type { Database } from '../../../server/db/schema';
import { claimJobRun } from '../../../server/gateway/scheduled-job';
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
});
