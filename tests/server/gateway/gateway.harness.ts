import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/seed/demo-accounts.seed';
import { startTestServer, type TestServer } from '../../support/test-server';
import { waitForJobs } from '../../support/wait-for-jobs';

export { DEMO_PASSWORD };

// Seeding hashes a dozen demo passwords (scrypt): slow on a busy machine, so hooks get time.
jest.setTimeout(60_000);

/** Strings that must be stored and shown back byte for byte. */
export const INJECTION_STRINGS = [
  `Robert'); DROP TABLE user_profiles;--`,
  '<script>alert("x")</script>',
  '{{7*7}} ${7*7} %s %n',
  '" OR "1"="1',
  '😀 Ünïcödé \u202e',
] as const;

export interface Session {
  readonly accessToken: string;
  readonly refreshToken: string;
}

/** The server with the demo seed, for gateway tests. */
export function startGatewayServer(env: NodeJS.ProcessEnv = {}): Promise<TestServer> {
  return startTestServer({ NODE_ENV: 'test', ...env }, { seed: true });
}

/** Signs in through /idp (USER_PASSWORD_AUTH, fast) and returns the tokens. */
export async function signIn(
  server: TestServer,
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<Session> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/idp',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    payload: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: server.config.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
  const result = response.json<{ AuthenticationResult: { AccessToken: string; RefreshToken: string } }>();
  return {
    accessToken: result.AuthenticationResult.AccessToken,
    refreshToken: result.AuthenticationResult.RefreshToken,
  };
}

/** A gateway call: `path` below /api/core; a session adds its bearer token. */
export function call(
  server: TestServer,
  method: InjectOptions['method'],
  path: string,
  options: { session?: Session; body?: unknown; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method,
    url: `/api/core${path}`,
    headers: {
      ...(options.session ? { authorization: `Bearer ${options.session.accessToken}` } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
  });
}

/** The id of the brand with this name. */
export async function brandId(db: Kysely<Database>, name: string): Promise<number> {
  const row = await db.selectFrom('brands').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

/** The id (uuid) of the user signing in with this e-mail. */
export async function userIdOf(db: Kysely<Database>, email: string): Promise<string> {
  const row = await db
    .selectFrom('identity_users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Row counts of the tables a gateway write may touch, to show a failed call changed nothing. */
export async function snapshot(db: Kysely<Database>): Promise<Record<string, number>> {
  // Mail of earlier calls lands by a job after commit: counted once it landed.
  await waitForJobs(db);
  const tables = [
    'identity_users',
    'identity_mfa_passcodes',
    'user_profiles',
    'registration_data',
    'activation_tokens',
    'password_reset_tokens',
    'verification_codes',
    'brands',
    'brand_memberships',
    'favourite_brands',
    'demo_requests',
    'light_signup_codes',
    'applications',
    'application_messages',
    'message_reads',
    'message_files',
    'outbox',
    'idempotency_keys',
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

/** Calls one /idp operation through app.inject (no SRP). */
export async function idp(server: TestServer, operation: string, body: unknown) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/idp',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

/** The newest outbox message to `recipient`, once the queued mail was delivered. */
export async function lastMessageTo(db: Kysely<Database>, recipient: string) {
  await waitForJobs(db);
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The value of a query parameter of the first link in a text. */
export function linkParameter(text: string, name: string): string {
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in ${text}`);
  const value = new URL(link).searchParams.get(name);
  if (value === null) throw new Error(`no ${name} in ${link}`);
  return value;
}
