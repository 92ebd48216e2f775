import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { withCommitTies } from './commit-tie';
import type { Database } from './schema';

/**
 * Opens (creating when missing) the SQLite file with WAL and foreign keys on; writes made
 * under `runWithCommitTie` commit with their tie (commit-tie.ts).
 * The caller owns the handle and closes it with `db.destroy()`.
 */
export function openDatabase(file: string): Kysely<Database> {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withCommitTies(sqlite) }) });
}
