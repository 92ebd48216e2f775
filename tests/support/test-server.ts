import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DestinationStream } from 'pino';
import { buildApp } from '../../server/app';
import { readConfig, type ServerConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { copySeededTemplate } from './seeded-template';
import { dropTestDatabase, freshTestDatabaseUrl } from './test-database';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { seedDemo } from '../../server/seed/demo.seed';
import { copyDiskFilesToStore } from '../../server/storage/copy-to-store';
import { mediaStoreOf } from '../../server/storage/media-store';
import { startLocalS3 } from './s3-server';
import { testsOnS3 } from './media-store-mode';

export interface TestServerOptions {
  /** Loads the demo seed (README "Demo accounts") after building the app. */
  readonly seed?: boolean;
  /** Where the server's log goes (its level is LOG_LEVEL's): to read what it logs. */
  readonly logStream?: DestinationStream;
}

export interface TestServer {
  readonly app: FastifyInstance;
  readonly db: Kysely<Database>;
  readonly config: ServerConfig;
  close(): Promise<void>;
}

/**
 * The real server on a fresh temporary SQLite file (migrated), not listening: drive it with
 * `app.inject`, or call `app.listen({port: 0})` for a real socket. `close` removes the folder.
 * A seeded server starts from a copy of the run's seeded template (seeded-template.ts): migrate
 * and seed then find their work done. Under TEST_MEDIA_STORE=s3 each server gets its own local
 * S3 bucket (s3-server.ts) as its media store, unless `env` names a MEDIA_STORE.
 */
export async function startTestServer(
  env: NodeJS.ProcessEnv = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const seeded = options.seed ? await copySeededTemplate('brigade-test-') : undefined;
  const dataDir = seeded?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-test-'));
  const databaseUrl = seeded ? seeded.databaseUrl : await freshTestDatabaseUrl();
  // TEST_MEDIA_STORE=s3 (the server-s3 jest project): the media store is a local s3rver bucket.
  const s3 = testsOnS3() && env.MEDIA_STORE === undefined ? await startLocalS3() : undefined;
  const config = readConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DEV_PAGES: 'true',
    // Load shedding off unless a test asks for it (health-probes.test.ts): a stall of this
    // loaded test machine must not turn a behaviour test's call into a 503.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...s3?.env,
    ...env,
  });
  // The seeded template's files were written to its data folder: the bucket gets them as a
  // deployment moving to object storage would (npm run media:copy).
  if (s3 && seeded) await copyDiskFilesToStore(dataDir, mediaStoreOf(config));
  const db = openDatabase(config.databaseFile);
  await migrateToLatest(db);
  const app = await buildApp({ config, db, ...(options.logStream ? { logStream: options.logStream } : {}) });
  if (options.seed) await seedDemo({ config, db });
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.destroy();
      await dropTestDatabase(databaseUrl);
      fs.rmSync(dataDir, { recursive: true, force: true });
      await s3?.close();
    },
  };
}
