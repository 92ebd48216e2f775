import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserPool,
  type CognitoUserSession,
  type ICognitoStorage,
} from 'amazon-cognito-identity-js';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../../server/app';
import { readConfig, type ServerConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/database';
import { dropTestDatabase, freshTestDatabaseUrl } from '../../support/test-database';
import { waitForJobs } from '../../support/wait-for-jobs';
import { migrateToLatest } from '../../../server/db/migrate';
import type { Database } from '../../../server/db/schema';
import type { IdentityOptions } from '../../../server/identity/identity.options';
import { identityServiceFor, type IdentityService } from '../../../server/identity/identity.service';

/**
 * A real listening server on a free port with a fresh SQLite file in a temporary DATA_DIR,
 * and amazon-cognito-identity-js pointed at its /idp.
 */
export interface IdentityServer {
  readonly app: FastifyInstance;
  readonly db: Kysely<Database>;
  readonly config: ServerConfig;
  readonly endpoint: string;
  readonly service: IdentityService;
  readonly dataDir: string;
  close(): Promise<void>;
}

export const PASSWORD = 'Brigade-test-1';

export async function startIdentityServer(
  options: Partial<IdentityOptions> = {},
  env: Record<string, string> = {},
): Promise<IdentityServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-idp-'));
  // The tests stand in for a proxy on this machine: its X-Forwarded-For names the client.
  const databaseUrl = await freshTestDatabaseUrl();
  const config = readConfig({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    TRUST_PROXY: 'loopback',
    // Load shedding off: a stall of the loaded test machine must not answer a test's call 503.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const db = openDatabase(config.databaseFile);
  await migrateToLatest(db);
  // Extra `identity` limits ride along with the app dependencies (identity.service.ts).
  const deps = { config, db, identity: { slowdownStepMs: 0, ...options } };
  const app = await buildApp(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    db,
    config,
    endpoint: `http://127.0.0.1:${port}/idp`,
    service: identityServiceFor(deps),
    dataDir,
    async close() {
      await app.close();
      await db.destroy();
      await dropTestDatabase(databaseUrl);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Per-test storage, so that users of one test never see another's cached tokens. */
class MapStorage implements ICognitoStorage {
  private readonly items = new Map<string, string>();
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

export function cognitoUser(server: IdentityServer, username: string): CognitoUser {
  const Storage = new MapStorage();
  const pool = new CognitoUserPool({
    UserPoolId: server.config.userPoolId,
    ClientId: server.config.clientId,
    endpoint: server.endpoint,
    Storage,
  });
  return new CognitoUser({ Username: username, Pool: pool, Storage });
}

type Failure = Error & { code?: string };

const unexpected = (what: string, reject: (e: Error) => void) => () =>
  reject(new Error(`unexpected ${what}`));

/** authenticateUser with the user's flow type (USER_SRP_AUTH by default). */
export function signIn(user: CognitoUser, password: string): Promise<CognitoUserSession> {
  return new Promise((resolve, reject) =>
    user.authenticateUser(new AuthenticationDetails({ Username: user.getUsername(), Password: password }), {
      onSuccess: resolve,
      onFailure: reject,
      newPasswordRequired: unexpected('newPasswordRequired', reject),
      mfaRequired: unexpected('mfaRequired', reject),
      customChallenge: unexpected('customChallenge', reject),
    }),
  );
}

/** CUSTOM_AUTH InitiateAuth; resolves with the challenge parameters. */
export function startCustomAuth(
  user: CognitoUser,
  clientMetadata: Record<string, string> = {},
): Promise<Record<string, string>> {
  user.setAuthenticationFlowType('CUSTOM_AUTH');
  return new Promise((resolve, reject) =>
    user.initiateAuth(
      new AuthenticationDetails({ Username: user.getUsername(), ClientMetadata: clientMetadata }),
      {
        onSuccess: unexpected('onSuccess', reject),
        onFailure: reject,
        customChallenge: resolve,
      },
    ),
  );
}

export function answerCustomChallenge(user: CognitoUser, answer: string): Promise<CognitoUserSession> {
  return new Promise((resolve, reject) =>
    user.sendCustomChallengeAnswer(answer, {
      onSuccess: resolve,
      onFailure: reject,
      customChallenge: unexpected('customChallenge', reject),
    }),
  );
}

/** Resolves with the error the promise rejects with; fails the test when it resolves. */
export async function failure(promise: Promise<unknown>): Promise<Failure> {
  try {
    await promise;
  } catch (error) {
    return error as Failure;
  }
  throw new Error('expected a failure');
}

/** One raw call of the protocol, for what the library never sends. */
export async function callIdp(
  server: IdentityServer,
  operation: string | undefined,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const response = await fetch(server.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      ...(operation ? { 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    headers: response.headers,
  };
}

/** The payload of a JWT, unverified. */
export function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/** Row counts of every table, to show a failed request wrote nothing. */
export async function snapshot(db: Kysely<Database>): Promise<Record<string, number>> {
  // Mail of earlier calls lands by a job after commit: counted once it landed.
  await waitForJobs(db);
  const tables = [
    'identity_users',
    'identity_refresh_tokens',
    'identity_auth_sessions',
    'identity_magic_link_tokens',
    'identity_corporate_access_tokens',
    'identity_verification_codes',
    'identity_auth_failures',
    'outbox',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}
