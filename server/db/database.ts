import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { withCommitTies } from './commit-tie';
import { isPostgresUrl } from './dialect';
import { openPostgres } from './postgres/open-postgres';
import type { Database } from './schema';

/** How many distinct SQL texts keep their prepared statement (`in (?, ?, …)` lists vary in length). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Opens the database `target` names: a `postgres://` / `postgresql://` URL is PostgreSQL
 * (postgres/open-postgres.ts), anything else the SQLite file (openSqlite). Both hand the app the
 * same value shapes. The caller owns the handle and closes it with `db.destroy()`.
 */
export function openDatabase(target: string): Kysely<Database> {
  return isPostgresUrl(target) ? openPostgres(target) : openSqlite(target);
}

/**
 * Opens (creating when missing) the SQLite file with WAL and foreign keys on; writes made
 * under `runWithCommitTie` commit with their tie (commit-tie.ts).
 */
export function openSqlite(file: string): Kysely<Database> {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withCommitTies(sqlite, statementCache(sqlite)) }),
  });
}

/**
 * Prepares each SQL text once: kysely prepares every query it runs, and preparing was a tenth
 * of the server's CPU under the gateway bench. Safe because the driver runs a statement to
 * completion (all / run, never a held iterator) before the next query, and SQLite re-prepares
 * a statement itself after a schema change.
 */
function statementCache(sqlite: SQLite.Database): (sql: string) => SQLite.Statement {
  const statements = new Map<string, SQLite.Statement>();
  return (sql) => {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
      statement = sqlite.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
}
