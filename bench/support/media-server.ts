/**
 * The server of the media bench, in its own process so that its memory is its own: a fresh
 * DATA_DIR (made by the parent) migrated and demo-seeded, listening on a free loopback port.
 * Samples its resident set size every 5 ms. IPC: sends MediaServerReady once listening;
 * `'reset'` starts a new peak from the current RSS and answers `{rss}`; `'peak'` answers
 * `{peak}` (bytes); `'stop'` closes and exits 0.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemo } from '../../server/seed/demo.seed';

export interface MediaServerReady {
  readonly ready: true;
  readonly port: number;
  /** Tidewater Tacos, where manager2@ may upload. */
  readonly brandId: number;
  readonly clientId: string;
}

async function main(): Promise<void> {
  const config = readConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
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
