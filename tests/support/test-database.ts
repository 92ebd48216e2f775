import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Where a test's server keeps its data. Under `npm run test:server:pg` (TEST_POSTGRES_URL names a
 * throwaway cluster, tests/support/pg-throwaway.ts) each call creates a fresh database there and
 * returns its URL, to pass as DATABASE_URL; otherwise `undefined`: the SQLite file of the test's
 * data folder, as before. `dropTestDatabase` removes what this created.
 */
export async function freshTestDatabaseUrl(): Promise<string | undefined> {
  const admin = process.env.TEST_POSTGRES_URL;
  if (!admin) return undefined;
  const name = `t_${process.pid}_${randomBytes(6).toString('hex')}`;
  await onAdmin(admin, `create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the database `url` names when freshTestDatabaseUrl made it; no-op for SQLite. */
export async function dropTestDatabase(url: string | undefined): Promise<void> {
  const admin = process.env.TEST_POSTGRES_URL;
  if (!admin || !url) return;
  const name = new URL(url).pathname.slice(1);
  if (!/^t_\d+_[0-9a-f]+$/.test(name)) return;
  await onAdmin(admin, `drop database if exists ${name} with (force)`);
}

async function onAdmin(admin: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
