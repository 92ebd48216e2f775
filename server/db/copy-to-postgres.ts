import SQLite from 'better-sqlite3';
import { runMigrations as installGraphileWorker, Logger } from 'graphile-worker';
import { sql, type Kysely, type Transaction } from 'kysely';
import pg from 'pg';
import { openDatabase, openSqlite } from './database';
import { isPostgresUrl } from './dialect';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';

/** Why a copy was refused or failed; `code` names it for the command's exit status. */
export class CopyError extends Error {
  constructor(
    readonly code: 'USAGE' | 'TARGET_NOT_EMPTY' | 'COUNT_MISMATCH',
    message: string,
  ) {
    super(message);
  }
}

export interface CopyReport {
  /** Rows copied per table, in the order the tables were filled. */
  readonly tables: readonly { readonly table: string; readonly rows: number }[];
}

/**
 * The SQLite job queue (server/jobs/sqlite-job.store.ts). Its rows are not copied as rows: on
 * PostgreSQL jobs are graphile-worker's, so they are re-enqueued there (copyJobs).
 */
const JOBS_TABLE = 'jobs';
/** How the report names the jobs moved into graphile-worker's queue. */
export const GRAPHILE_JOBS = 'graphile_worker.jobs';
/** Kysely's own bookkeeping: the target's migrator writes it, it is never copied. */
const MIGRATOR_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);
/** Bound parameters per INSERT stay below PostgreSQL's 65 535. */
const MAX_PARAMETERS = 30_000;

/**
 * Copies the SQLite database `from` (migrated to the newest schema first, as a server start
 * would) into the PostgreSQL database `to`: migrates the target, refuses it (TARGET_NOT_EMPTY)
 * unless it holds only the rows a fresh migration makes, then in ONE transaction empties those,
 * copies every table parents first (foreign keys; a table referring to itself parent rows
 * first) with the target's triggers off (the copied counters and revisions are already
 * right), advances every identity sequence past the highest id, and compares each table's
 * row count with the source (COUNT_MISMATCH rolls everything back). The queued jobs of the
 * SQLite table `jobs` (waiting, retrying, dead-lettered; a job a stopped process held counts as
 * waiting) are enqueued in graphile-worker's queue instead (its schema installed first), with
 * their name, payload, key, due time, attempts, maximum and last error, so a PostgreSQL server
 * runs them (the target's own `jobs` table stays empty, as it always is on PostgreSQL).
 */
export async function copySqliteToPostgres(from: string, to: string): Promise<CopyReport> {
  if (!isPostgresUrl(to)) throw new CopyError('USAGE', `--to must be a postgres:// URL, not "${to}"`);
  const migrating = openSqlite(from);
  try {
    await migrateToLatest(migrating);
  } finally {
    await migrating.destroy();
  }
  const baseline = await freshMigrationRows();
  const source = new SQLite(from, { readonly: true, fileMustExist: true });
  const target = openDatabase(to);
  try {
    await migrateToLatest(target);
    await installWorkerSchema(to);
    const tables = tablesParentsFirst(source);
    for (const table of tables) {
      const rows = await countRows(target, table);
      if (rows > (baseline.get(table) ?? 0))
        throw new CopyError(
          'TARGET_NOT_EMPTY',
          `the target is not empty: table ${table} holds ${rows} rows; db:copy fills a new database only`,
        );
    }
    const queued = await countRows(target, GRAPHILE_JOBS);
    if (queued > 0)
      throw new CopyError(
        'TARGET_NOT_EMPTY',
        `the target is not empty: ${GRAPHILE_JOBS} holds ${queued} jobs; db:copy fills a new database only`,
      );
    const report: { table: string; rows: number }[] = [];
    await target.transaction().execute(async (trx) => {
      for (const table of tables)
        await sql`alter table ${sql.table(table)} disable trigger user`.execute(trx);
      for (const table of [...tables].reverse()) await sql`delete from ${sql.table(table)}`.execute(trx);
      for (const table of tables) {
        if (table !== JOBS_TABLE) report.push({ table, rows: await copyTable(source, trx, table) });
      }
      await advanceIdentities(trx);
      for (const { table } of report) {
        const [expected, copied] = [sourceCount(source, table), await countRows(trx, table)];
        if (expected !== copied)
          throw new CopyError(
            'COUNT_MISMATCH',
            `table ${table}: ${expected} rows in the source, ${copied} copied`,
          );
      }
      if (tables.includes(JOBS_TABLE)) {
        const jobs = await copyJobs(source, trx);
        const expected = sourceCount(source, JOBS_TABLE);
        if (jobs !== expected)
          throw new CopyError('COUNT_MISMATCH', `jobs: ${expected} in the source, ${jobs} enqueued`);
        report.push({ table: GRAPHILE_JOBS, rows: jobs });
      }
      for (const table of tables) await sql`alter table ${sql.table(table)} enable trigger user`.execute(trx);
    });
    return { tables: report };
  } finally {
    source.close();
    await target.destroy();
  }
}

/** graphile-worker's own migrations on the target (as a PostgreSQL server's start runs them). */
async function installWorkerSchema(to: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: to, max: 2 });
  // graphile-worker asks for both handlers: an error then fails its migration, not the process.
  const ignore = () => undefined;
  pool.on('error', ignore);
  pool.on('connect', (client) => client.on('error', ignore));
  try {
    await installGraphileWorker({ pgPool: pool, logger: new Logger(() => () => undefined) });
  } finally {
    await pool.end();
  }
}

interface SqliteJobRow {
  name: string;
  payload: string;
  job_key: string | null;
  run_at: string;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
}

/**
 * Enqueues every job of the SQLite queue in graphile-worker's, oldest first, in `trx`: add_job
 * with the job's name, payload, key, due time and maximum, then its attempts and last error as
 * they were (a dead-lettered job stays dead-lettered, where the admin list shows it; a job
 * waiting for a retry keeps its count). Resolves with how many were enqueued.
 */
async function copyJobs(source: SQLite.Database, trx: Transaction<Database>): Promise<number> {
  const jobs = source
    .prepare(
      `select name, payload, job_key, run_at, attempts, max_attempts, last_error from "${JOBS_TABLE}" order by id`,
    )
    .all() as SqliteJobRow[];
  for (const job of jobs) {
    const added = await sql<{ id: string }>`select (graphile_worker.add_job(
        ${job.name},
        payload => ${job.payload}::json,
        run_at => ${job.run_at}::timestamptz,
        max_attempts => ${job.max_attempts}::integer,
        job_key => ${job.job_key}::text
      )).id as id`.execute(trx);
    const id = added.rows[0]?.id;
    if (id !== undefined && (job.attempts > 0 || job.last_error !== null)) {
      await sql`update graphile_worker._private_jobs
        set attempts = ${job.attempts}, last_error = ${job.last_error}
        where id = ${id}::bigint`.execute(trx);
    }
  }
  return jobs.length;
}

/** Rows per table of a freshly migrated database (the migrations' own singleton rows). */
async function freshMigrationRows(): Promise<Map<string, number>> {
  const fresh = openSqlite(':memory:');
  try {
    await migrateToLatest(fresh);
    const counts = new Map<string, number>();
    const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
      fresh,
    );
    for (const { name } of rows) counts.set(name, await countRows(fresh, name));
    return counts;
  } finally {
    await fresh.destroy();
  }
}

/**
 * SQLite's own search indexes: its virtual tables (FTS5, e.g. the logbook's `logbook_search`) and
 * their shadow tables (`<name>_data`, `_idx`, `_content`, `_docsize`, `_config`). PostgreSQL has
 * none of them (its migrations index the same columns themselves), so they are not copied.
 */
function sqliteOnlyTable(source: SQLite.Database): (name: string) => boolean {
  const virtual = (
    source
      .prepare(`select name from sqlite_master where type = 'table' and sql like 'create virtual table%'`)
      .all() as { name: string }[]
  ).map((row) => row.name);
  return (name) => virtual.some((table) => name === table || name.startsWith(`${table}_`));
}

/** The source's tables (not SQLite's nor the migrator's), every table after those it refers to. */
function tablesParentsFirst(source: SQLite.Database): string[] {
  const sqliteOnly = sqliteOnlyTable(source);
  const names = (
    source.prepare(`select name from sqlite_master where type = 'table' order by name`).all() as {
      name: string;
    }[]
  )
    .map((row) => row.name)
    .filter((name) => !name.startsWith('sqlite_') && !MIGRATOR_TABLES.has(name) && !sqliteOnly(name));
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const parent of parentsOf(source, name)) if (parent !== name) visit(parent, path);
    path.delete(name);
    placed.add(name);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered;
}

function parentsOf(source: SQLite.Database, table: string): string[] {
  const keys = source.prepare(`select "table" from pragma_foreign_key_list(?)`).all(table) as {
    table: string;
  }[];
  return [...new Set(keys.map((key) => key.table))];
}

/** Copies one table in batches; rows of a table referring to itself go parents first. */
async function copyTable(
  source: SQLite.Database,
  trx: Transaction<Database>,
  table: string,
): Promise<number> {
  const selfReferences = (
    source.prepare(`select "table", "from", "to" from pragma_foreign_key_list(?)`).all(table) as {
      table: string;
      from: string;
      to: string;
    }[]
  ).filter((key) => key.table === table);
  let rows = source.prepare(`select * from "${table}"`).all() as Record<string, unknown>[];
  if (selfReferences.length > 0) rows = parentsFirst(rows, selfReferences);
  if (rows.length === 0) return 0;
  const perBatch = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(rows[0]!).length));
  for (let start = 0; start < rows.length; start += perBatch) {
    await trx
      .insertInto(table as keyof Database)
      .values(rows.slice(start, start + perBatch) as never)
      .execute();
  }
  return rows.length;
}

/** Orders rows so a row comes after the rows of the same table it refers to. */
function parentsFirst(
  rows: Record<string, unknown>[],
  references: readonly { from: string; to: string }[],
): Record<string, unknown>[] {
  const ordered: Record<string, unknown>[] = [];
  const present = new Map<string, Set<unknown>>();
  for (const { to } of references) present.set(to, new Set(rows.map((row) => row[to])));
  const inserted = new Map<string, Set<unknown>>(references.map(({ to }) => [to, new Set<unknown>()]));
  let pending = rows;
  while (pending.length > 0) {
    const waiting: Record<string, unknown>[] = [];
    for (const row of pending) {
      const ready = references.every(({ from, to }) => {
        const value = row[from];
        return value === null || !present.get(to)!.has(value) || inserted.get(to)!.has(value);
      });
      if (!ready) {
        waiting.push(row);
        continue;
      }
      ordered.push(row);
      for (const { to } of references) inserted.get(to)!.add(row[to]);
    }
    // A cycle inside the table: the rest as they are (PostgreSQL then names the broken key).
    if (waiting.length === pending.length) return [...ordered, ...waiting];
    pending = waiting;
  }
  return ordered;
}

/** Moves every identity sequence of the target past its column's highest value. */
async function advanceIdentities(trx: Transaction<Database>): Promise<void> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and is_identity = 'YES'`.execute(trx);
  for (const { table_name: table, column_name: column } of rows) {
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}),
      coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(trx);
  }
}

async function countRows(db: Kysely<Database> | Kysely<unknown>, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

function sourceCount(source: SQLite.Database, table: string): number {
  return (source.prepare(`select count(*) as n from "${table}"`).get() as { n: number }).n;
}
