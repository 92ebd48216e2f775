import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Where a test's server keeps its data. Under `npm run test:server:pg` (TEST_POSTGRES_URL names a
 * throwaway cluster, tests/support/pg-throwaway.ts) each call creates a fresh database there and
 * returns its URL, to pass as DATABASE_URL; otherwise `undefined`: the SQLite file of the test's
 * data folder, as before. `dropTestDatabase` removes what this created.
 */
export async function freshTestDatabaseUrl(): Promise<string | undefined> {
  if (!process.env.TEST_POSTGRES_URL) return undefined;
  const name = testDatabaseName();
  await onAdmin(`create database ${name}`);
  return testDatabaseUrl(name);
}

/**
 * A fresh test database (as freshTestDatabaseUrl) copied from the database `template`
 * (seeded-template.ts). PostgreSQL refuses a copy while another session is connected to the
 * template; none is, once built, but a copy can meet another copy's start: it retries then.
 */
export async function cloneTestDatabase(template: string): Promise<string> {
  const name = testDatabaseName();
  for (let attempt = 1; ; attempt += 1) {
    try {
      await onAdmin(`create database ${name} template ${quoteName(template)}`);
      return testDatabaseUrl(name);
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/** Creates the database `name` on the test cluster (TEST_POSTGRES_URL) and returns the name. */
export async function createNamedTestDatabase(name: string): Promise<string> {
  await onAdmin(`drop database if exists ${quoteName(name)} with (force)`);
  await onAdmin(`create database ${quoteName(name)}`);
  return name;
}

/** The URL of the database `name` on the test cluster (TEST_POSTGRES_URL). */
export function testDatabaseUrl(name: string): string {
  const url = new URL(requiredAdminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the database `url` names when freshTestDatabaseUrl made it; no-op for SQLite. */
export async function dropTestDatabase(url: string | undefined): Promise<void> {
  if (!process.env.TEST_POSTGRES_URL || !url) return;
  const name = new URL(url).pathname.slice(1);
  if (!/^t_\d+_[0-9a-f]+$/.test(name)) return;
  await onAdmin(`drop database if exists ${name} with (force)`);
}

/** Drops the template databases (`tpl_…`) of seeded-template.ts; no-op for SQLite. */
export async function dropTemplateDatabases(): Promise<void> {
  if (!process.env.TEST_POSTGRES_URL) return;
  const client = new pg.Client({ connectionString: requiredAdminUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like 'tpl\\_%'`,
    );
    for (const { datname } of rows)
      await client.query(`drop database if exists ${quoteName(datname)} with (force)`);
  } finally {
    await client.end();
  }
}

function testDatabaseName(): string {
  return `t_${process.pid}_${randomBytes(6).toString('hex')}`;
}

function quoteName(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  return `"${name}"`;
}

function requiredAdminUrl(): string {
  const admin = process.env.TEST_POSTGRES_URL;
  if (!admin) throw new Error('TEST_POSTGRES_URL is not set');
  return admin;
}

async function onAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: requiredAdminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
