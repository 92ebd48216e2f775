/**
 * The server of the media bench, in its own process so that its memory is its own: a fresh
 * DATA_DIR (made by the parent) migrated and demo-seeded, listening on a free loopback port.
 * Samples its resident set size every 5 ms. IPC: sends MediaServerReady once listening;
 * `'reset'` starts a new peak from the current RSS and answers `{rss}`; `'peak'` answers
 * `{peak}` (bytes); `'gc'` runs a full garbage collection (the process runs with --expose-gc)
 * and answers `{settled}`: the RSS after it, with the heap and external (Buffer) bytes; `'stop'`
 * closes and exits 0. With BENCH_SHARP_LEAN=1 libvips keeps no operation cache and runs one
 * thread (sharp.cache(false), sharp.concurrency(1)), to tell its caches from a leak.
 */
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemo } from '../../server/seed/demo.seed';
import { PRODUCTION_ENV } from '../../tests/support/production-env';

export interface MediaServerReady {
  readonly ready: true;
  readonly port: number;
  /** Tidewater Tacos, where manager2@ may upload. */
  readonly brandId: number;
  readonly clientId: string;
}

/** What the process holds after a full collection, bytes. */
export interface SettledMemory {
  readonly rss: number;
  readonly heapUsed: number;
  readonly external: number;
}

async function main(): Promise<void> {
  if (process.env['BENCH_SHARP_LEAN'] === '1') {
    sharp.cache(false);
    sharp.concurrency(1);
  }
  const config = readConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    ...PRODUCTION_ENV,
    SEED_DEMO: 'false',
  });
  const db = openDatabase(config.databaseFile);
  await migrateToLatest(db);
  const app = await buildApp({ config, db });
  await seedDemo({ config, db });
  const brand = await db
    .selectFrom('brands')
    .select('id')
    .where('name', '=', 'Tidewater Tacos')
    .executeTakeFirstOrThrow();
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', (message: unknown) => {
    if (message === 'reset') {
      peak = process.memoryUsage().rss;
      process.send?.({ rss: peak });
    }
    if (message === 'peak') process.send?.({ peak: Math.max(peak, process.memoryUsage().rss) });
    if (message === 'gc') {
      const collect = (globalThis as { gc?: () => void }).gc;
      collect?.();
      // A second pass after the first's finalizers have run (released Buffers, closed streams).
      setImmediate(() => {
        collect?.();
        const { rss, heapUsed, external } = process.memoryUsage();
        const settled: SettledMemory = { rss, heapUsed, external };
        process.send?.({ settled });
      });
    }
    if (message === 'stop') {
      clearInterval(sampler);
      void app
        .close()
        .then(() => db.destroy())
        .then(() => process.exit(0));
    }
  });
  const ready: MediaServerReady = {
    ready: true,
    port: (app.server.address() as AddressInfo).port,
    brandId: brand.id,
    clientId: config.clientId,
  };
  process.send?.(ready);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
