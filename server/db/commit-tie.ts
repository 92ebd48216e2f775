import { AsyncLocalStorage } from 'node:async_hooks';
import type SQLite from 'better-sqlite3';
import type {
  PostgresPool,
  PostgresPoolClient,
  PostgresQueryResult,
  SqliteDatabase,
  SqliteStatement,
} from 'kysely';

/**
 * A statement that must commit together with every write made in its async context, in the
 * dialect of the database it runs on (compile it with that database's kysely: `query.compile()`).
 */
export interface CommitTie {
  readonly sql: string;
  readonly parameters: readonly unknown[];
}

const ties = new AsyncLocalStorage<CommitTie>();

/**
 * Runs `work` so that each write it commits also runs `tie`, in the same transaction (SQLite or PostgreSQL):
 * a write inside a transaction runs the tie just before COMMIT, a write outside one is wrapped
 * in a transaction with it. Reads are untouched. The tie must be idempotent (it may run once
 * per committed transaction).
 */
export function runWithCommitTie<T>(tie: CommitTie, work: () => T): T {
  return ties.run(tie, work);
}

/**
 * The SQLite handle kysely gets: statements prepared in a `runWithCommitTie` context carry the
 * tie into their commit. Kysely's SQLite driver commits with the statement `commit`. `prepare`
 * may hand out cached statements (database.ts).
 */
export function withCommitTies(
  sqlite: SQLite.Database,
  prepare: (sql: string) => SQLite.Statement = (sql) => sqlite.prepare(sql),
): SqliteDatabase {
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SqliteStatement {
      const statement = prepare(sql);
      const tie = ties.getStore();
      if (!tie) return statement;
      const runTie = () => prepare(tie.sql).run(...tie.parameters);
      if (/^\s*commit\s*;?\s*$/i.test(sql)) {
        return {
          reader: statement.reader,
          all: (parameters) => statement.all(...parameters),
          iterate: (parameters) => statement.iterate(...parameters),
          run: (parameters) => {
            if (sqlite.inTransaction) runTie();
            return statement.run(...parameters);
          },
        };
      }
      if (statement.readonly) return statement;
      const alone = <T>(execute: () => T): T =>
        sqlite.inTransaction
          ? execute()
          : sqlite.transaction(() => {
              const result = execute();
              runTie();
              return result;
            })();
      return {
        reader: statement.reader,
        all: (parameters) => alone(() => statement.all(...parameters)),
        iterate: (parameters) => alone(() => statement.all(...parameters))[Symbol.iterator](),
        run: (parameters) => alone(() => statement.run(...parameters)),
      };
    },
  };
}

const COMMIT = /^\s*commit\s*;?\s*$/i;
const BEGIN = /^\s*(begin|start\s+transaction)\b/i;
const ROLLBACK = /^\s*rollback\s*;?\s*$/i;
/** What PostgreSQL runs without writing: anything else is treated as a write. */
const READ = /^\s*(select|show|explain|savepoint|release|rollback\s+to)\b/i;

/**
 * The same contract over a `pg` pool for kysely's PostgreSQL driver: on a client used inside a
 * `runWithCommitTie` context, `commit` runs the tie first, and a write outside a transaction is
 * wrapped in `begin … tie … commit` (rolled back when either fails). Reads are untouched.
 */
export function withPostgresCommitTies(pool: PostgresPool): PostgresPool {
  return {
    end: () => pool.end(),
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let inTransaction = false;
      const query = (text: string, parameters: readonly unknown[]) =>
        client.query(text, parameters) as Promise<PostgresQueryResult<unknown>>;
      const tied = async (text: string, parameters: readonly unknown[]) => {
        const tie = ties.getStore();
        if (BEGIN.test(text)) inTransaction = true;
        else if (COMMIT.test(text) || ROLLBACK.test(text)) {
          if (tie && inTransaction && COMMIT.test(text)) await query(tie.sql, tie.parameters);
          inTransaction = false;
        } else if (tie && !inTransaction && !READ.test(text)) {
          await query('begin', []);
          try {
            const result = await query(text, parameters);
            await query(tie.sql, tie.parameters);
            await query('commit', []);
            return result;
          } catch (error) {
            await query('rollback', []);
            throw error;
          }
        }
        return query(text, parameters);
      };
      return {
        release: () => client.release(),
        query: ((textOrCursor: unknown, parameters?: readonly unknown[]) =>
          typeof textOrCursor === 'string'
            ? tied(textOrCursor, parameters ?? [])
            : (client.query as (cursor: unknown) => unknown)(textOrCursor)) as PostgresPoolClient['query'],
      };
    },
  };
}
