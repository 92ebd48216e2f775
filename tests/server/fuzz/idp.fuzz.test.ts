import fc from 'fast-check';
import type { TestServer } from '../../support/test-server';
import { accessTokenOf, describeExchange, FUZZ_SEED, jsonOf, seedFor, startFuzzServer } from './fuzz.harness';
import { CONTENT_TYPES, HOSTILE_BODIES, HOSTILE_KEYS, hostileJson, hostileString } from './hostile.values';

/**
 * POST /idp fuzzed: every X-Amz-Target the local identity answers, and names every JavaScript
 * object inherits (`constructor`, `__proto__`, `toString`…), with bodies of the protocol's
 * fields holding real values (the app client, demo accounts, a live access token) or hostile
 * ones, cut short or sent under another content type. The contract: never a 5xx, every
 * failure `{__type, message}`, and a name the identity does not implement is a 400
 * (UnknownOperationException, or InvalidParameterException when the request is broken too).
 */

const PREFIX = 'AWSCognitoIdentityProviderService.';

/**
 * The operations of identity.plugin.ts (IDENTITY-PROTOCOL.md) and the fields each reads. The
 * sign-outs come last: they revoke the access token the others are given.
 */
const OPERATIONS: Readonly<Record<string, readonly string[]>> = {
  InitiateAuth: ['AuthFlow', 'ClientId', 'AuthParameters', 'ClientMetadata'],
  RespondToAuthChallenge: ['ClientId', 'ChallengeName', 'Session', 'ChallengeResponses', 'ClientMetadata'],
  GetUser: ['AccessToken'],
  ForgotPassword: ['ClientId', 'Username', 'ClientMetadata'],
  ConfirmForgotPassword: ['ClientId', 'Username', 'ConfirmationCode', 'Password'],
  SignUp: ['ClientId', 'Username', 'Password', 'UserAttributes', 'ClientMetadata'],
  ConfirmSignUp: ['ClientId', 'Username', 'ConfirmationCode'],
  ChangePassword: ['AccessToken', 'PreviousPassword', 'ProposedPassword'],
  RevokeToken: ['ClientId', 'Token'],
  GlobalSignOut: ['AccessToken'],
};

/** Names every object has through its prototype: none of them is an operation. */
const INHERITED = [
  'constructor',
  '__proto__',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupSetter__',
] as const;

const REFUSALS_OF_UNKNOWN = new Set(['UnknownOperationException', 'InvalidParameterException']);

/** Generated bodies per target (seeded): the file runs in well under a minute on two cores. */
const RUNS_PER_OPERATION = 50;
const RUNS_PER_INHERITED_NAME = 15;

let server: TestServer;
let fields: Record<string, fc.Arbitrary<string>>;

beforeAll(async () => {
  server = await startFuzzServer();
  const accessToken = await accessTokenOf(server, 'scheduler@demo.brigade.test');
  // A live PASSWORD_VERIFIER session, so that RespondToAuthChallenge gets past the session check.
  const started = await server.app.inject({
    method: 'POST',
    url: '/idp',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `${PREFIX}InitiateAuth` },
    payload: JSON.stringify({
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: server.config.clientId,
      AuthParameters: { USERNAME: 'owner@demo.brigade.test', SRP_A: '2' },
    }),
  });
  const session = started.json<{ Session: string }>().Session;
  expect(session).toEqual(expect.any(String));
  const text = (...values: string[]) =>
    fc.oneof(
      { arbitrary: fc.constantFrom(...values).map((value) => JSON.stringify(value)), weight: 3 },
      { arbitrary: hostileJson, weight: 1 },
    );
  const usernames = text(
    'owner@demo.brigade.test',
    'candidate@demo.brigade.test',
    'nobody@example.test',
    'owner',
  );
  const passwords = text('Brigade-demo-1', 'New-password-1', 'short');
  const map = (keys: Record<string, fc.Arbitrary<string>>) =>
    fc.oneof({ arbitrary: objectText(keys), weight: 3 }, { arbitrary: hostileJson, weight: 1 });
  fields = {
    AuthFlow: text(
      'USER_SRP_AUTH',
      'USER_PASSWORD_AUTH',
      'REFRESH_TOKEN_AUTH',
      'REFRESH_TOKEN',
      'CUSTOM_AUTH',
    ),
    ClientId: text(server.config.clientId, server.config.clientId, server.config.clientId, 'another-client'),
    AuthParameters: map({
      USERNAME: usernames,
      PASSWORD: passwords,
      SRP_A: text('0', '1', 'ff'.repeat(384), 'zz'),
      REFRESH_TOKEN: text(accessToken, 'not-a-token'),
      SECRET_HASH: text('x'),
      CHALLENGE_NAME: text('SRP_A', 'CUSTOM_CHALLENGE'),
    }),
    ChallengeName: text(
      'PASSWORD_VERIFIER',
      'CUSTOM_CHALLENGE',
      'NEW_PASSWORD_REQUIRED',
      'SMS_MFA',
      'MFA_SETUP',
    ),
    ChallengeResponses: map({
      USERNAME: usernames,
      PASSWORD_CLAIM_SIGNATURE: text('AAAA', '!!'),
      PASSWORD_CLAIM_SECRET_BLOCK: text('AAAA', '!!'),
      TIMESTAMP: text('Tue Nov 24 21:00:00 UTC 2026', 'yesterday'),
      ANSWER: text('123456', 'x'),
      NEW_PASSWORD: passwords,
    }),
    Session: text(session, 'session', accessToken),
    AccessToken: text(accessToken, 'not-a-token', `${accessToken.slice(0, -4)}AAAA`),
    Token: text(accessToken, 'not-a-token'),
    Username: usernames,
    Password: passwords,
    PreviousPassword: passwords,
    ProposedPassword: passwords,
    ConfirmationCode: text('123456', '000000', 'abc'),
    UserAttributes: fc.oneof(
      fc
        .array(
          objectText({
            Name: text('email', 'given_name', 'custom:x', '__proto__'),
            Value: text('a@b.test', ''),
          }),
          { maxLength: 3 },
        )
        .map((items) => `[${items.join(',')}]`),
      hostileJson,
    ),
    ClientMetadata: map({ source: text('fuzz'), __proto__: text('x') }),
  };
});
afterAll(() => server.close());

/**
 * The JSON text of an object whose members are each present or not, plus hostile keys,
 * written as text so that `__proto__` arrives as a key.
 */
function objectText(members: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const present = Object.entries(members).map(([name, value]) =>
    fc.option(
      value.map((json) => `${JSON.stringify(name)}:${json}`),
      { nil: undefined, freq: 8 },
    ),
  );
  const extra = fc.array(
    fc
      .tuple(fc.constantFrom(...HOSTILE_KEYS), hostileJson)
      .map(([key, json]) => `${JSON.stringify(key)}:${json}`),
    { maxLength: 1 },
  );
  return fc
    .tuple(fc.tuple(...present), extra)
    .map(([items, more]) => `{${[...items.filter((item) => item !== undefined), ...more].join(',')}}`);
}

/**
 * Bodies: the object of the operation's fields (mostly), with now and then another operation's
 * field, cut short, or hostile; mostly the protocol's content type.
 */
function requests(target: string, names: readonly string[]) {
  const own = Object.fromEntries(names.map((name) => [name, fields[name] as fc.Arbitrary<string>]));
  const whole = fc.oneof(
    { arbitrary: objectText(own), weight: 4 },
    { arbitrary: objectText(fields), weight: 1 },
  );
  const payload = fc.oneof(
    { arbitrary: whole, weight: 8 },
    {
      arbitrary: fc
        .tuple(whole, fc.nat())
        .map(([text, cut]) => text.slice(0, cut % Math.max(text.length, 1))),
      weight: 1,
    },
    { arbitrary: fc.constantFrom(...HOSTILE_BODIES), weight: 1 },
  );
  const contentType = fc.oneof(
    { arbitrary: fc.constant<string | undefined>('application/x-amz-json-1.1'), weight: 6 },
    { arbitrary: fc.constantFrom(...CONTENT_TYPES), weight: 1 },
  );
  return fc.tuple(payload, contentType).map(([body, type]) => ({
    method: 'POST' as const,
    url: '/idp',
    headers: { 'x-amz-target': target, ...(type === undefined ? {} : { 'content-type': type }) },
    payload: body,
  }));
}

async function check(
  target: string,
  names: readonly string[],
  numRuns: number,
  implemented: boolean,
): Promise<string | undefined> {
  const outcome = await fc.check(
    fc.asyncProperty(requests(target, names), async (request) => {
      const response = await server.app.inject(request);
      const failure = (why: string) => new Error(`${why}: ${describeExchange(request, response)}`);
      if (response.statusCode >= 500) throw failure('a 5xx');
      const body = jsonOf<{ __type?: unknown; message?: unknown }>(response);
      if (
        response.statusCode >= 400 &&
        (typeof body?.__type !== 'string' || typeof body.message !== 'string')
      ) {
        throw failure('not {__type, message}');
      }
      // The content type and body are read before the target, so a broken request is
      // InvalidParameterException; a well-formed one names the target as unknown.
      if (!implemented && (response.statusCode !== 400 || !REFUSALS_OF_UNKNOWN.has(String(body?.__type)))) {
        throw failure('not 400 UnknownOperationException or InvalidParameterException');
      }
    }),
    { seed: seedFor(target), numRuns },
  );
  if (!outcome.failed) return undefined;
  const error = outcome.errorInstance;
  return `${target}: ${error instanceof Error ? error.message : String(error)}`;
}

it('answers every implemented operation with a 2xx–4xx for any body, failures as {__type, message}', async () => {
  const failures: string[] = [];
  for (const [operation, names] of Object.entries(OPERATIONS)) {
    const failure = await check(`${PREFIX}${operation}`, names, RUNS_PER_OPERATION, true);
    if (failure) failures.push(failure);
  }
  expect(failures).toEqual([]);
});

it('answers inherited property names as targets with a 400, never as an operation, whatever the body', async () => {
  const failures: string[] = [];
  for (const name of INHERITED) {
    const failure = await check(`${PREFIX}${name}`, Object.keys(fields), RUNS_PER_INHERITED_NAME, false);
    if (failure) failures.push(failure);
  }
  expect(failures).toEqual([]);
});

it('answers malformed targets with a 4xx, never a 5xx', async () => {
  const targets = fc.oneof(
    fc.constantFrom(
      '',
      PREFIX,
      'InitiateAuth',
      `${PREFIX.toLowerCase()}InitiateAuth`,
      `${PREFIX}InitiateAuth `,
    ),
    hostileString.filter((text) => /^[\x20-\x7e]*$/.test(text)).map((text) => `${PREFIX}${text}`),
  );
  await fc.assert(
    fc.asyncProperty(targets, async (target) => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/idp',
        headers: { 'x-amz-target': target, 'content-type': 'application/x-amz-json-1.1' },
        payload: '{}',
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }),
    { seed: FUZZ_SEED, numRuns: 40 },
  );
});
