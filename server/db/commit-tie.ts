import { AsyncLocalStorage } from 'node:async_hooks';
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** A statement that must commit together with every write made in its async context. */
export interface CommitTie {
  readonly sql: string;
  readonly parameters: readonly unknown[];
}

const ties = new AsyncLocalStorage<CommitTie>();

/**
 * Runs `work` so that each write it commits also runs `tie`, in the same SQLite transaction:
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
