import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import { scheduleJob, type JobHost } from './scheduled-job';
import type { Database } from '../db/schema';

/**
 * A @fastify/rate-limit store whose counters live in the database (table `rate_limit_hits`,
 * migration 0028), so every server process counts against the same limit. One statement per
 * request, an upsert that starts a new window when the stored one is over and counts one more
 * otherwise, returning the count: atomic on SQLite and PostgreSQL alike. Fixed windows, like
 * the plugin's own LocalStore (no continueExceeding or exponentialBackoff: not used here).
 * Expired rows are swept on the way (`sweep`).
 */
export function databaseRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  // The plugin passes each route's merged options with `routeInfo` (its types say otherwise).
  class DatabaseRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countHit(db, `${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: { routeInfo?: { method?: string; url?: string } }): DatabaseRateLimitStore {
      const route = routeOptions.routeInfo ?? {};
      return new DatabaseRateLimitStore(`${this.prefix}${route.method ?? ''}${route.url ?? ''}-`);
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/** Counts one hit of `key` in its window of `windowMs`; the count so far and the ms left. */
export async function countHit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<{ current: number; ttl: number }> {
  const expired = now - windowMs;
  const row = await db
    .insertInto('rate_limit_hits')
    .values({ key, window_started_ms: now, hits: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        hits: eb
          .case()
          .when('rate_limit_hits.window_started_ms', '<=', expired)
          .then(1)
          .else(eb('rate_limit_hits.hits', '+', 1))
          .end(),
        window_started_ms: eb
          .case()
          .when('rate_limit_hits.window_started_ms', '<=', expired)
          .then(now)
          .else(eb.ref('rate_limit_hits.window_started_ms'))
          .end(),
      })),
    )
    .returning(['hits', 'window_started_ms'])
    .executeTakeFirstOrThrow();
  // PostgreSQL answers bigint as text: read both as numbers.
  const started = Number(row.window_started_ms);
  return { current: Number(row.hits), ttl: Math.max(0, started + windowMs - now) };
}

/** Deletes the rows whose window ended before `now - windowMs` (at most `limit`); how many went. */
export async function sweepRateLimitHits(
  db: Kysely<Database>,
  windowMs: number,
  limit: number,
  now = Date.now(),
): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_hits')
    .where(
      'key',
      'in',
      db
        .selectFrom('rate_limit_hits')
        .select('key')
        .where('window_started_ms', '<=', now - windowMs)
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Sweeps the counters of ended windows every ten minutes (and when the server is ready), once
 * per period over every server process (the job_leases row 'rate-limit-sweep', scheduled-job.ts),
 * until the server closes.
 */
export function sweepRateLimitCounters(app: JobHost, db: Kysely<Database>, windowMs: number): void {
  scheduleJob(app, db, {
    name: 'rate-limit-sweep',
    everyMs: 10 * 60 * 1000,
    run: async (running) => {
      while (running() && (await sweepRateLimitHits(db, windowMs, 500)) === 500);
    },
  });
}
