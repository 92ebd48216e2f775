import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { readConfig } from '../../../server/config';
import { openDatabase, openSqlite } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import type { Database } from '../../../server/db/schema';
import { PostgresJobRunner } from '../../../server/jobs/postgres-job.runner';
import { postgresJobStore } from '../../../server/jobs/postgres-job.store';
import { sqliteJobStore } from '../../../server/jobs/sqlite-job.store';
import { seedDemo } from '../../../server/seed/demo.seed';
import { startThrowawayCluster, type ThrowawayCluster } from '../../support/pg-throwaway';
import { dropTestDatabase, freshTestDatabaseUrl } from '../../support/test-database';

/**
 * `npm run db:copy` (issue #19): the demo's SQLite file into an empty PostgreSQL database, its
 * queued jobs into graphile-worker's queue (issue #35), on
 * the cluster of `npm run test:server:pg` (TEST_POSTGRES_URL) or, in the plain run, on a
 * throwaway cluster this file starts (tests/support/pg-throwaway.ts).
 */
jest.setTimeout(240_000);

function dbCopy(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/db-copy.ts', ...args], {
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const PROBE = 'copy.probe';
const TOMORROW = new Date(Date.now() + 86_400_000);

async function count(db: Kysely<Database>, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]!.n);
}

describe('npm run db:copy', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-copy-'));
  const file = path.join(dir, 'brigade.sqlite');
  let cluster: ThrowawayCluster | undefined;
  let target: string;

  beforeAll(async () => {
    const fresh = await freshTestDatabaseUrl();
    if (fresh) target = fresh;
    else {
      cluster = await startThrowawayCluster();
      target = cluster.url;
    }
    const db = openSqlite(file);
    try {
      await migrateToLatest(db);
      await seedDemo({ config: readConfig({ DATA_DIR: dir, SEED_DEMO: 'true' }), db });
      // The SQLite queue's jobs: one due now, one due tomorrow, one dead-lettered.
      await sqliteJobStore.enqueue(db, PROBE, { n: 1 }, { jobKey: 'probe:now' });
      await sqliteJobStore.enqueue(db, PROBE, { n: 2 }, { jobKey: 'probe:later', runAt: TOMORROW });
      await sqliteJobStore.enqueue(db, PROBE, { n: 3 }, { jobKey: 'probe:dead', maxAttempts: 2 });
      await db
        .updateTable('jobs')
        .set({ attempts: 2, last_error: 'SMTP down' })
        .where('job_key', '=', 'probe:dead')
        .execute();
    } finally {
      await db.destroy();
    }
  });
  afterAll(async () => {
    if (cluster) cluster.stop();
    else await dropTestDatabase(target);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses missing arguments and a target that is no PostgreSQL URL', () => {
    expect(dbCopy('--from', file).status).toBe(2);
    const sqliteTarget = dbCopy('--from', file, '--to', path.join(dir, 'other.sqlite'));
    expect(sqliteTarget.status).toBe(2);
    expect(sqliteTarget.stderr).toContain('--to must be a postgres:// URL');
  });

  it('copies every table, keeps the counters, advances the identities, then refuses to copy again', async () => {
    const copied = dbCopy('--from', file, '--to', target);
    expect({ status: copied.status, stderr: copied.stderr }).toEqual({ status: 0, stderr: '' });
    expect(copied.stdout).toContain('counts verified');

    const source = openSqlite(file);
    const copy = openDatabase(target);
    try {
      // Every table but SQLite's search indexes (FTS5 virtual tables and their shadow tables),
      // which PostgreSQL does not have: its migrations index the same columns.
      const { rows: tables } = await sql<{ name: string }>`
        select name from sqlite_master m
        where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'
          and not exists (
            select 1 from sqlite_master v
            where v.type = 'table' and v.sql like 'create virtual table%'
              and (m.name = v.name or substr(m.name, 1, length(v.name) + 1) = v.name || '_'))`.execute(
        source,
      );
      expect(tables.length).toBeGreaterThan(40);
      // The queue's jobs go to graphile-worker's queue (the next test), not to table `jobs`.
      for (const { name } of tables.filter((table) => table.name !== 'jobs'))
        expect([name, await count(copy, name)]).toEqual([name, await count(source, name)]);
      expect(await count(copy, 'jobs')).toBe(0);
      expect(copied.stdout).toMatch(/graphile_worker\.jobs\s+3\n/);
      expect(await count(copy, 'applications')).toBeGreaterThan(0);

      // Counters the triggers keep are copied as they were, not counted again.
      const counters = (db: Kysely<Database>) =>
        db.selectFrom('applications').select(['id', 'candidate_messages']).orderBy('id').execute();
      expect(await counters(copy)).toEqual(await counters(source));

      // A new brand on the copy takes the id after the highest copied one.
      const highest = await copy
        .selectFrom('brands')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow();
      const created = await copy
        .insertInto('brands')
        .values({
          type: 'GP-1',
          group_id: 1,
          parent_id: null,
          path: '/x/',
          name: 'Copied Group',
          created_at: new Date().toISOString(),
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(created.id).toBe(Number(highest.id) + 1);
    } finally {
      await source.destroy();
      await copy.destroy();
    }

    const again = dbCopy('--from', file, '--to', target);
    expect(again.status).toBe(3);
    expect(again.stderr).toMatch(/db:copy refused: the target is not empty: table \w+ holds \d+ rows/);
  });

  it('moves the queued jobs into graphile-worker’s queue, where a PostgreSQL runner runs the due one', async () => {
    const copy = openDatabase(target);
    const ran: unknown[] = [];
    const runner = new PostgresJobRunner(
      target,
      copy,
      new Map([[PROBE, async (payload: unknown) => void ran.push(payload)]]),
      { concurrency: 1, pollMs: 200, leaseSeconds: 300 },
      { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
    );
    try {
      const jobs = async () =>
        (
          await sql<{
            key: string;
            payload: unknown;
            run_at: Date;
            attempts: number;
            max_attempts: number;
            last_error: string | null;
          }>`
            select j.key, j.payload, j.run_at, j.attempts, j.max_attempts, j.last_error
            from graphile_worker._private_jobs j
            join graphile_worker._private_tasks t on t.id = j.task_id
            where t.identifier = ${PROBE} order by j.key`.execute(copy)
        ).rows;
      const queued = await jobs();
      expect(
        queued.map((job) => [
          job.key,
          JSON.parse(String(job.payload)),
          job.attempts,
          job.max_attempts,
          job.last_error,
        ]),
      ).toEqual([
        ['probe:dead', { n: 3 }, 2, 2, 'SMTP down'],
        ['probe:later', { n: 2 }, 0, 10, null],
        ['probe:now', { n: 1 }, 0, 10, null],
      ]);
      expect(new Date(queued[1]!.run_at).getTime()).toBe(TOMORROW.getTime());

      await runner.start();
      const deadline = Date.now() + 30_000;
      while (ran.length === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(ran).toEqual([{ n: 1 }]);
      // The due job is done; the later one waits, the dead-lettered one stays on the dead-letter list.
      expect((await jobs()).map((job) => job.key)).toEqual(['probe:dead', 'probe:later']);
      const dead = await postgresJobStore.listDead(copy, { limit: 10, offset: 0 });
      expect(dead.jobs.map((job) => job.jobKey)).toContain('probe:dead');
    } finally {
      await runner.stop();
      await copy.destroy();
    }
  });
});
