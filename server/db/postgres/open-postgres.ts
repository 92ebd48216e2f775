import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { withPostgresCommitTies } from '../commit-tie';
import type { Database } from '../schema';
import { PostgresSchemaPlugin } from './schema-plugin';

/** PostgreSQL type ids whose text the app reads differently from `pg`'s default. */
const INT8 = 20;
const NUMERIC = 1700;
const BOOL = 16;
const JSON_OID = 114;
const JSONB = 3802;
const TIMESTAMP = 1114;
const TIMESTAMPTZ = 1184;

/**
 * The one boundary where PostgreSQL values become what the SQLite driver hands the app, so
 * repositories read the same shapes on both: 64-bit integers (`count(*)`, ids, sums) and numerics
 * as numbers (the app's values stay far below 2^53), booleans of expressions as 1/0 (the schema
 * keeps 0/1 integers), JSON as its text (the schema stores JSON in text columns), timestamps as ISO
 * UTC text (the schema stores ISO text).
 */
const types = {
  getTypeParser(oid: number, format?: string): (text: string) => unknown {
    switch (oid) {
      case INT8:
      case NUMERIC:
        return Number;
      case BOOL:
        return (text) => (text === 't' ? 1 : 0);
      case JSON_OID:
      case JSONB:
        return (text) => text;
      case TIMESTAMP:
        return (text) => new Date(`${text.replace(' ', 'T')}Z`).toISOString();
      case TIMESTAMPTZ:
        return (text) => new Date(text).toISOString();
      default:
        return pg.types.getTypeParser(oid, (format ?? 'text') as 'text');
    }
  },
};

/** How many connections one server process holds open. */
const POOL_SIZE = 10;

/**
 * Opens a pool on the PostgreSQL database at `url`; writes made under `runWithCommitTie` commit
 * with their tie (commit-tie.ts). The caller owns the handle and closes it with `db.destroy()`.
 */
export function openPostgres(url: string): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, types });
  // An idle connection the server ends (a restart, an administrator, a dropped database) is an
  // 'error' of the pool: without a listener it would end the process. The pool drops that
  // connection and opens another on the next query; the warning says why (no credentials in it).
  pool.on('error', (error: Error & { code?: string }) =>
    process.emitWarning(`PostgreSQL ended an idle connection: ${error.message}`, {
      code: `PG_IDLE_CONNECTION_${error.code ?? 'ERROR'}`,
    }),
  );
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool: withPostgresCommitTies(pool) }),
    plugins: [new PostgresSchemaPlugin()],
  });
}
