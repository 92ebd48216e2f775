import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { performance } from 'node:perf_hooks';
import type { Database } from '../../server/db/schema';
import { percentile } from './in-process-sampler';

/** One SQL text's median time and share of a profiled call. */
export interface QueryShare {
  readonly sql: string;
  readonly p50: number;
  readonly runsPerCall: number;
}

/**
 * Runs `work` `samples` times against its own read connection to `file`, with kysely's query log
 * on: answers the median wall time of the whole work, the median of the SQL time summed over a
 * call, and each SQL text's median (what the queries cost beside routing, checks and serialising).
 */
export async function profileQueries(
  file: string,
  samples: number,
  work: (db: Kysely<Database>) => Promise<unknown>,
): Promise<{ totalP50: number; sqlP50: number; queries: QueryShare[] }> {
  const perQuery = new Map<string, number[]>();
  let sqlOfCall = 0;
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: new SQLite(file, { readonly: true }) }),
    log: (event) => {
      if (event.level !== 'query') return;
      const key = event.query.sql.replace(/\s+/g, ' ').slice(0, 70);
      perQuery.set(key, [...(perQuery.get(key) ?? []), event.queryDurationMillis]);
      sqlOfCall += event.queryDurationMillis;
    },
  });
  const totals: number[] = [];
  const sqlTotals: number[] = [];
  try {
    await work(db);
    perQuery.clear();
    for (let i = 0; i < samples; i++) {
      sqlOfCall = 0;
      const start = performance.now();
      await work(db);
      totals.push(performance.now() - start);
      sqlTotals.push(sqlOfCall);
    }
  } finally {
    await db.destroy();
  }
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    );
  return {
    totalP50: median(totals),
    sqlP50: median(sqlTotals),
    queries: [...perQuery.entries()]
      .map(([sql, times]) => ({ sql, p50: median(times), runsPerCall: times.length / samples }))
      .sort((a, b) => b.p50 - a.p50),
  };
}
