import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { KEY_LIFETIME_MS, type IdempotencyKeysRepository } from './idempotency-keys.repository';
import { scheduleJob } from './scheduled-job';

/** Minutes between sweeps. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
/** Rows deleted per statement, and statements per sweep: a sweep deletes at most 20 000 rows. */
const BATCH = 500;
const MAX_BATCHES = 40;

/**
 * Deletes idempotency keys older than 24 h: when the server is ready, then every 10 minutes, once
 * per period over every server process (the job_leases row 'idempotency-sweep', scheduled-job.ts),
 * in batches of 500 with a turn of the event loop between them, at most 20 000 per sweep (what
 * is left goes at the next one). Stops with the server. Returns nothing; failures are logged.
 */
export function sweepIdempotencyKeys(
  app: FastifyInstance,
  db: Kysely<Database>,
  keys: IdempotencyKeysRepository,
): void {
  scheduleJob(app, db, {
    name: 'idempotency-sweep',
    everyMs: SWEEP_EVERY_MS,
    run: async (running) => {
      const expiredAt = new Date(Date.now() - KEY_LIFETIME_MS);
      let deleted = 0;
      for (let batch = 0; batch < MAX_BATCHES && running(); batch++) {
        const count = await keys.deleteExpired(expiredAt, BATCH);
        deleted += count;
        if (count < BATCH) break;
        await nextTurn();
      }
      if (deleted > 0) app.log.info({ deleted }, 'expired idempotency keys swept');
    },
  });
}
