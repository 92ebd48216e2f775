import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { readConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { isPostgresUrl } from '../../server/db/dialect';
import { migrateToLatest } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations/index';
import { seedDemo } from '../../server/seed/demo.seed';
import { cloneTestDatabase, createNamedTestDatabase, testDatabaseUrl } from './test-database';
import { Logger, runMigrations } from 'graphile-worker';

/**
 * A migrated + demo-seeded TEMPLATE per test run, so a seeded test server is a copy instead of a
 * fresh migrate + seed (a dozen scrypt hashes and ~thousands of statements; over PostgreSQL one
 * round trip each). The template is the seeded data folder (media and attachment files, and on
 * SQLite the checkpointed database file) plus, under TEST_POSTGRES_URL, a template database
 * `tpl_<key>` in the throwaway cluster, copied with `create database … template …`.
 *
 * Built by the globalSetup (tests/setup/seeded-template.global.ts) under TEST_TEMPLATE_DIR, which
 * it creates per run and the globalTeardown removes: outside any test hook, whose timeout a
 * migrate + seed on a loaded machine can exceed. Should the sources change during a run (watch
 * mode), the first worker to need the new key builds it (an atomic `mkdir` lock; the others wait
 * for its `ready` marker). The key hashes the
 * migration list and the migration and seed sources, so an edited seed never meets a stale template.
 * The seed's dates are relative to when it ran: the per-run folder keeps a template from
 * outliving its run. Without TEST_TEMPLATE_DIR (a harness outside jest) callers seed as before.
 */

export interface SeededCopy {
  /** A fresh data folder holding the seeded files (and, on SQLite, the seeded database file). */
  readonly dataDir: string;
  /** The fresh PostgreSQL database copied from the template, or undefined on SQLite. */
  readonly databaseUrl: string | undefined;
}

const SOURCES = ['server/db/migrations', 'server/seed', 'server/identity/identity.seed.ts'];
const WAIT_MS = 300_000;
const POLL_MS = 100;

/** The data folder and database of a new seeded test server, or undefined when no template dir is set. */
export async function copySeededTemplate(dataDirPrefix: string): Promise<SeededCopy | undefined> {
  const root = process.env.TEST_TEMPLATE_DIR;
  if (!root) return undefined;
  const template = await seededTemplate(root);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), dataDirPrefix));
  fs.cpSync(template.dataDir, dataDir, { recursive: true });
  const databaseUrl = template.database ? await cloneTestDatabase(template.database) : undefined;
  return { dataDir, databaseUrl };
}

interface Template {
  readonly dataDir: string;
  /** The template database's name, on PostgreSQL. */
  readonly database: string | undefined;
}

/** The key of the template the current sources produce. */
export function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(Object.keys(migrations).join('\n'));
  for (const source of SOURCES) {
    for (const file of sourceFiles(path.resolve(__dirname, '../..', source))) {
      hash.update(file).update(fs.readFileSync(file));
    }
  }
  hash.update(process.env.TEST_POSTGRES_URL ?? 'sqlite');
  return hash.digest('hex').slice(0, 16);
}

function sourceFiles(target: string): string[] {
  if (!fs.statSync(target).isDirectory()) return [target];
  return fs
    .readdirSync(target)
    .sort()
    .flatMap((name) => sourceFiles(path.join(target, name)));
}

/** The template of the current sources under `root`, built when missing (see above). */
export async function seededTemplate(root: string): Promise<Template> {
  const key = templateKey();
  const folder = path.join(root, key);
  const ready = path.join(folder, 'ready.json');
  const failed = path.join(root, `${key}.failed`);
  let owner = false;
  try {
    fs.mkdirSync(path.join(root, `${key}.lock`));
    owner = true;
  } catch {
    // another worker builds it
  }
  if (owner) {
    try {
      const template = await buildTemplate(root, key);
      fs.writeFileSync(ready, JSON.stringify(template));
      return template;
    } catch (error) {
      fs.writeFileSync(failed, String((error as Error).stack ?? error));
      throw error;
    }
  }
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    if (fs.existsSync(ready)) return JSON.parse(fs.readFileSync(ready, 'utf8')) as Template;
    if (fs.existsSync(failed)) throw new Error(`seeded template failed: ${fs.readFileSync(failed, 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`seeded template ${key} not ready after ${WAIT_MS} ms`);
}

/** Migrates and seeds the template, as startTestServer({seed}) would, and closes every connection. */
async function buildTemplate(root: string, key: string): Promise<Template> {
  const folder = path.join(root, key);
  const dataDir = path.join(folder, 'data');
  fs.mkdirSync(dataDir, { recursive: true });
  const database = process.env.TEST_POSTGRES_URL ? await createNamedTestDatabase(`tpl_${key}`) : undefined;
  const config = readConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    DEV_PAGES: 'true',
    DATA_DIR: dataDir,
    ...(database ? { DATABASE_URL: testDatabaseUrl(database) } : {}),
  });
  const db = openDatabase(config.databaseFile);
  try {
    await migrateToLatest(db);
    await seedDemo({ config, db });
    // The job queue's schema (graphile-worker, PostgreSQL), so each copy's runner finds it installed.
    if (isPostgresUrl(config.databaseFile)) {
      await runMigrations({
        connectionString: config.databaseFile,
        logger: new Logger(() => () => undefined),
      });
    }
    // Everything in the main file: the copies take that file alone.
    if (!isPostgresUrl(config.databaseFile)) await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  } finally {
    await db.destroy();
  }
  for (const name of fs.readdirSync(dataDir)) {
    if (name.endsWith('-wal') || name.endsWith('-shm')) fs.rmSync(path.join(dataDir, name));
  }
  return { dataDir, database };
}
