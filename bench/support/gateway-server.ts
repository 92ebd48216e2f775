/**
 * The server of the gateway bench, in its own process so that autocannon's work does not share
 * its event loop: DATA_DIR (a fresh folder the parent made) migrated, the 20 000-location seed
 * loaded, listening on a free loopback port. Talks to the parent over IPC:
 * sends `{ready, port, seededMs, locations, ownerEmail}` once listening; answers `'stats'` with
 * ServerStats; on `'stop'` closes and exits 0 (so that `--cpu-prof` writes its profile).
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedLarge } from '../../server/seed/large.seed';
import { PRODUCTION_ENV } from '../../tests/support/production-env';

/** The answer to `'stats'`: resident set size (bytes) and CPU time used so far (µs, user + system). */
export interface ServerStats {
  readonly rss: number;
  readonly cpuMicros: number;
}

export interface ServerReady {
  readonly ready: true;
  readonly port: number;
  readonly seededMs: number;
  readonly locations: number;
  readonly ownerEmail: string;
}

async function main(): Promise<void> {
  const config = readConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    ...PRODUCTION_ENV,
    SEED_DEMO: 'false',
  });
  const db = openDatabase(config.databaseFile);
  await migrateToLatest(db);
  const app = await buildApp({ config, db });
  const started = Date.now();
  const seeded = await seedLarge({ config, db });
  const seededMs = Date.now() - started;
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', (message: unknown) => {
    if (message === 'stats') {
      const cpu = process.cpuUsage();
      const stats: ServerStats = { rss: process.memoryUsage().rss, cpuMicros: cpu.user + cpu.system };
      process.send?.(stats);
    }
    if (message === 'stop') {
      void app
        .close()
        .then(() => db.destroy())
        .then(() => process.exit(0));
    }
  });
  const ready: ServerReady = {
    ready: true,
    port: (app.server.address() as AddressInfo).port,
    seededMs,
    locations: seeded.locations,
    ownerEmail: seeded.ownerEmail,
  };
  process.send?.(ready);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
