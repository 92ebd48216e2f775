import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../server/app';
import { readConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/database';
import { copySeededTemplate } from '../../support/seeded-template';
import { dropTestDatabase, freshTestDatabaseUrl } from '../../support/test-database';
import { migrateToLatest } from '../../../server/db/migrate';
import { seedDemo } from '../../../server/seed/demo.seed';
import type { TestServer } from '../../support/test-server';
import { signIn } from '../gateway/gateway.harness';

// Seeding hashes a dozen demo passwords (scrypt): slow on a busy machine, so hooks get time.
jest.setTimeout(120_000);

/**
 * Fixed seed of every property: a failure names its counterexample and the same run repeats it.
 * Override with FUZZ_SEED to explore other inputs locally.
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);

/** The seed of one target's property: fixed, and not the same draws for every target. */
export function seedFor(target: string): number {
  let hash = FUZZ_SEED;
  for (const character of target) hash = (Math.imul(hash, 31) + character.charCodeAt(0)) | 0;
  return hash;
}

/**
 * The seeded demo server for fuzzing: rate limits and the sign-in slowdown off, so that every
 * generated request reaches its route's validation and handler instead of a 429 or a sleep.
 * `env` adds or overrides settings (UPLOAD_MAX_BYTES, say).
 */
export async function startFuzzServer(env: NodeJS.ProcessEnv = {}): Promise<TestServer> {
  // From the run's seeded template when there is one (seeded-template.ts): seedDemo finds it done.
  const seeded = await copySeededTemplate('brigade-fuzz-');
  const dataDir = seeded?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-fuzz-'));
  const databaseUrl = seeded ? seeded.databaseUrl : await freshTestDatabaseUrl();
  const config = readConfig({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '1000000',
    // Load shedding off: a stall of the loaded test machine must not answer a test's call 503.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const db = openDatabase(config.databaseFile);
  await migrateToLatest(db);
  // Extra `identity` limits ride along with the app dependencies (identity.service.ts).
  const deps = {
    config,
    db,
    identity: { slowdownStepMs: 0, maxFailuresPerAddress: 1_000_000, maxFailuresPerUser: 1_000_000 },
  };
  const app = await buildApp(deps);
  await seedDemo({ config, db });
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.destroy();
      await dropTestDatabase(databaseUrl);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An access token of a demo account (the gateway tests' sign-in through /idp). */
export async function accessTokenOf(server: TestServer, email: string): Promise<string> {
  return (await signIn(server, email)).accessToken;
}

/**
 * A readable line for a failed property: what was sent and what came back, so the report of
 * fast-check's shrunk counterexample says which input broke which route.
 */
export function describeExchange(request: unknown, response: LightMyRequestResponse): string {
  const sent = JSON.stringify(request, (key, value: unknown) =>
    isBufferJson(value)
      ? `Buffer(${value.data.length}) ${JSON.stringify(Buffer.from(value.data.slice(0, 300)).toString('latin1'))}`
      : key === 'authorization' && typeof value === 'string' && value.length > 40
        ? `${value.slice(0, 12)}…(a demo account's token)`
        : typeof value === 'string' && value.length > 200
          ? `${value.slice(0, 200)}…(${value.length})`
          : value,
  );
  return `${sent} → ${response.statusCode} ${response.body.slice(0, 300)}`;
}

/** A Buffer as JSON.stringify hands it to a replacer. */
function isBufferJson(value: unknown): value is { type: 'Buffer'; data: number[] } {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'Buffer' &&
    Array.isArray((value as { data?: unknown }).data)
  );
}

/** The body as JSON, or undefined when it is not JSON (a failure for every caller). */
export function jsonOf<T>(response: LightMyRequestResponse): T | undefined {
  try {
    return response.json<T>();
  } catch {
    return undefined;
  }
}
