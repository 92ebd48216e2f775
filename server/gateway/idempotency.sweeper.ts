import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { KEY_LIFETIME_MS, type IdempotencyKeysRepository } from './idempotency-keys.repository';

/** Minutes between sweeps. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
/** Rows deleted per statement, and statements per sweep: a sweep deletes at most 20 000 rows. */
const BATCH = 500;
const MAX_BATCHES = 40;

/**
 * Deletes idempotency keys older than 24 h: before the server is ready, then every 10 minutes,
 * in batches of 500 with a turn of the event loop between them, at most 20 000 per sweep (what
 * is left goes at the next one). Stops with the server. Returns nothing; failures are logged.
 */
export function sweepIdempotencyKeys(app: FastifyInstance, keys: IdempotencyKeysRepository): void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const sweep = async () => {
    try {
      const expiredAt = new Date(Date.now() - KEY_LIFETIME_MS);
      let deleted = 0;
      for (let batch = 0; batch < MAX_BATCHES && !stopped; batch++) {
        const count = await keys.deleteExpired(expiredAt, BATCH);
        deleted += count;
        if (count < BATCH) break;
        await nextTurn();
      }
      if (deleted > 0) app.log.info({ deleted }, 'expired idempotency keys swept');
    } catch (error) {
      if (!stopped) app.log.error({ err: error }, 'idempotency key sweep failed');
    }
  };

  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearInterval(timer);
  });
}
