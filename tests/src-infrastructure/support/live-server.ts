import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../../server/app';
import { readConfig, type ServerConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import type { Database } from '../../../server/db/schema';
import type { IdentityOptions } from '../../../server/identity/identity.options';
import { seedDemo } from '../../../server/seed/demo.seed';
import { copySeededTemplate } from '../../support/seeded-template';
import type { AppConfig } from '../../../src-domain/configuration/app-config.model';

/** The real server listening on a free port of 127.0.0.1, on a fresh SQLite file. */
export interface LiveServer {
  readonly app: FastifyInstance;
  readonly db: Kysely<Database>;
  readonly config: ServerConfig;
  /** e.g. http://127.0.0.1:43121 */
  readonly origin: string;
  /** The client configuration pointing at this server. */
  readonly appConfig: AppConfig;
  /** Arms the server's fault switch for the next `count` gateway requests. */
  fault(mode: '500' | '503' | 'drop' | 'drop-after', count: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the whole app (identity, gateway, web) with the demo seed. `beforeListen` may add hooks
 * (e.g. a request counter) before the first request.
 */
export async function startLiveServer(
  options: {
    identity?: Partial<IdentityOptions>;
    beforeListen?: (app: FastifyInstance) => void;
  } = {},
): Promise<LiveServer> {
  // From the run's seeded template when there is one (seeded-template.ts): seedDemo finds it done.
  const dataDir =
    (await copySeededTemplate('brigade-infra-'))?.dataDir ??
    fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-infra-'));
  const config = readConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '100000',
    DEV_PAGES: 'true',
    // Load shedding off, as for every test server (tests/support/test-server.ts): the client's
    // SRP arithmetic runs on this same event loop, and on a loaded CI machine a sample's mean
    // delay passed 1 s, so sign-in and the fault switch were answered 503 (CI, 2 Dec).
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  const db = openDatabase(config.databaseFile);
  await migrateToLatest(db);
  // Extra identity limits ride along with the app dependencies (identity.service.ts).
  const deps = { config, db, identity: { slowdownStepMs: 0, ...options.identity } };
  const app = await buildApp(deps);
  await seedDemo(deps);
  options.beforeListen?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    app,
    db,
    config,
    origin,
    appConfig: {
      identity: {
        endpoint: `${origin}/idp`,
        userPoolId: config.userPoolId,
        clientId: config.clientId,
        authFlow: 'USER_SRP_AUTH',
        region: 'us-east-1',
      },
      origins: {
        public: origin,
        auth: origin,
        corporate: `${origin}/corporate`,
        legacyApp: `${origin}/legacy`,
      },
      cdnLocalesUrl: '/locales',
      mapsApiKey: '',
      recaptchaSiteKey: '',
      jobAds: { authorizeUrl: `${origin}/sandbox/indeed/oauth/v2/authorize`, clientId: 'brigade-local' },
      welcomeAuthSource: 'OKTA',
    },
    async fault(mode, count) {
      const response = await fetch(`${origin}/dev/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mode, count }),
      });
      if (!response.ok) throw new Error(`Arming faults failed: ${response.status}`);
    },
    async close() {
      await app.close();
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
