import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { readConfig } from '../../../server/config';
import { openDatabase, openSqlite } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import type { Database } from '../../../server/db/schema';
import { seedDemo } from '../../../server/seed/demo.seed';
import { startThrowawayCluster, type ThrowawayCluster } from '../../support/pg-throwaway';
import { dropTestDatabase, freshTestDatabaseUrl } from '../../support/test-database';

/**
 * `npm run db:copy` (issue #19): the demo's SQLite file into an empty PostgreSQL database, on
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
      for (const { name } of tables)
        expect([name, await count(copy, name)]).toEqual([name, await count(source, name)]);
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
});
