/**
 * @jest-environment node
 */
import 'reflect-metadata';
import { identityServiceFor } from '../../../server/identity/identity.service';
import { StorageKey } from '../../../src-domain/consent/storage-keys.rules';
import { type GatewayError } from '../../../src-domain/gateway/gateway.errors';
import { loginError } from '../../../src-domain/login-errors/login-error.rules';
import { LOGOUT_CLEANUP } from '../../../src-domain/session/logout.rules';
import * as cognito from 'amazon-cognito-identity-js';
import {
  CognitoIdentityAdapter,
  SIGN_IN_PREPARED_MARK,
} from '../../../src-infrastructure/identity/cognito-identity.adapter';
import { COGNITO_STORAGE_PREFIX } from '../../../src-infrastructure/identity/cognito-token-storage';
import { LibrarySignIn } from '../../../src-infrastructure/identity/library-sign-in';
import type { SignInWorkerLike } from '../../../src-infrastructure/identity/sign-in-worker.client';
import {
  answerSignInRequest,
  type SignInWorkerAnswer,
  type SignInWorkerRequest,
} from '../../../src-infrastructure/identity/sign-in-worker.protocol';
import { liveAdapters } from '../support/live-adapters';
import { startLiveServer, type LiveServer } from '../support/live-server';

const OWNER = 'owner@demo.brigade.test';
const PASSWORD = 'Brigade-demo-1';

/** Counts InitiateAuth REFRESH_TOKEN_AUTH requests as the server receives them. */
function refreshCounter() {
  const counter = { refreshes: 0 };
  return {
    counter,
    install: (server: { addHook: LiveServer['app']['addHook'] }) =>
      server.addHook('preHandler', async (request) => {
        const body = request.body as { AuthFlow?: unknown } | undefined;
        if (request.url.startsWith('/idp') && body?.AuthFlow === 'REFRESH_TOKEN_AUTH') counter.refreshes++;
      }),
  };
}

describe('CognitoIdentityAdapter against the local identity service', () => {
  const { counter, install } = refreshCounter();
  let server: LiveServer;

  beforeAll(async () => {
    // Tokens live 30 s: every fresh token is already inside the 60 s refresh margin.
    server = await startLiveServer({ identity: { tokenLifetimeSeconds: 30 }, beforeListen: install });
  }, 60_000);
  afterAll(() => server.close());
  beforeEach(() => (counter.refreshes = 0));

  it('signs in with SRP, after clearing the stored authentication entries', async () => {
    const { identity, storage } = liveAdapters(server);
    storage.set(StorageKey.loginType, 'MAGIC_LINK');
    storage.set(StorageKey.userContext, '{"brand":1}');
    const outcome = await identity.signIn(OWNER, PASSWORD);
    expect(outcome.kind).toBe('signed-in');
    expect(identity.currentTokens()?.accessToken).toMatch(/^ey/);
    expect(storage.get(StorageKey.loginType)).toBeUndefined();
    expect(storage.get(StorageKey.userContext)).toBeUndefined();
  });

  it('answers wrong credentials with the catalogue code and text', async () => {
    const { identity } = liveAdapters(server);
    const outcome = await identity.signIn(OWNER, 'Wrong-password-1');
    expect(outcome).toEqual({
      kind: 'failed',
      code: 'INVALID_CREDENTIALS',
      message: loginError('INVALID_CREDENTIALS').message,
    });
    expect(identity.currentTokens()).toBeUndefined();
  });

  it('signs in with the stored magic-link token, and fails with MASTER_ACCOUNT_TOKEN_NOT_FOUND without one', async () => {
    const { identity, storage } = liveAdapters(server);
    expect(await identity.signInWithChallenge(OWNER, 'MASTER_ACCOUNT_TOKEN')).toMatchObject({
      kind: 'failed',
      code: 'MASTER_ACCOUNT_TOKEN_NOT_FOUND',
    });
    const service = identityServiceFor({ config: server.config, db: server.db });
    const user = await service.findUserByEmail(OWNER);
    const issued = await service.issueMagicLinkToken(user!.id);
    storage.set(StorageKey.magicLinkToken, issued.token);
    const outcome = await identity.signInWithChallenge(OWNER, 'MASTER_ACCOUNT_TOKEN');
    expect(outcome.kind).toBe('signed-in');
  });

  it('maps a trigger refusal of the server to its code', async () => {
    const { identity } = liveAdapters(server);
    // A corporate challenge answered with a token that was never issued.
    const outcome = await identity.signInWithChallenge(OWNER, 'CORPORATE_USER_ACCESS_TOKEN', 'not-a-token');
    expect(outcome.kind).toBe('failed');
  });

  it('refreshes once for 1 000 concurrent calls made with an expiring token', async () => {
    const { identity, gateway } = liveAdapters(server);
    await identity.signIn(OWNER, PASSWORD);
    const before = identity.currentTokens()!.accessToken;
    const calls = Array.from({ length: 1000 }, () =>
      gateway.request<{ email?: string }>({ method: 'GET', path: '/v1/user' }),
    );
    const users = await Promise.all(calls);
    expect(users.every((user) => user.email === OWNER)).toBe(true);
    expect(counter.refreshes).toBe(1);
    expect(identity.currentTokens()!.accessToken).not.toBe(before);
  }, 60_000);

  it('signs out once when the shared refresh fails, and every waiting call gets the local 401', async () => {
    const { identity, gateway, cookies } = liveAdapters(server);
    await identity.signIn(OWNER, PASSWORD);
    cookies.set(StorageKey.brandId, '7');
    await identityServiceFor({ config: server.config, db: server.db }).revokeRefreshToken(
      identity.currentTokens()!.refreshToken,
    );
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => gateway.request({ method: 'GET', path: '/v1/user' })),
    );
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    const reasons = results.map((result) => (result as PromiseRejectedResult).reason as GatewayError);
    expect(new Set(reasons.map((reason) => `${reason.code} ${reason.status} ${reason.message}`))).toEqual(
      new Set(['GATEWAY.UNAUTHORIZED 401 Unauthorized']),
    );
    expect(identity.currentTokens()).toBeUndefined();
    expect(cookies.get(StorageKey.brandId)).toBeUndefined();
  }, 30_000);

  it('logs out on the server with the refresh token, revokes it and clears the session', async () => {
    const { identity, gateway, storage, cookies, session } = liveAdapters(server);
    await identity.signIn(OWNER, PASSWORD);
    const { refreshToken } = identity.currentTokens()!;
    LOGOUT_CLEANUP.cookies.forEach((name) => cookies.set(name, 'x'));
    storage.set(StorageKey.userContext, 'ctx');
    session.setItem('h_anything', '1');
    await identity.signOut();
    expect(identity.currentTokens()).toBeUndefined();
    LOGOUT_CLEANUP.cookies.forEach((name) => expect(cookies.get(name)).toBeUndefined());
    expect(storage.get(StorageKey.userContext)).toBeUndefined();
    expect(session.length).toBe(0);
    // The refresh token no longer works with the identity service.
    const refresh = await fetch(`${server.origin}/idp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: server.config.clientId,
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    });
    expect(refresh.status).toBe(400);
    // Without a session the gateway answers 401 locally.
    await expect(gateway.request({ method: 'GET', path: '/v1/user' })).rejects.toMatchObject({ status: 401 });
  });
});

/**
 * The sign-in worker's stand-in: the worker's own code (answerSignInRequest over a LibrarySignIn
 * with its own copy of the state) answering later, every message structured-cloned both ways as
 * postMessage does; or failing like a worker whose script did not load.
 */
class InProcessSignInWorker implements SignInWorkerLike {
  readonly kinds: string[] = [];
  private readonly runner = new LibrarySignIn(cognito);
  private readonly listeners: Record<string, ((event: { data: SignInWorkerAnswer }) => void)[]> = {};

  constructor(private readonly broken = false) {}

  postMessage(message: SignInWorkerRequest): void {
    this.kinds.push(message.kind);
    const copy = structuredClone(message);
    setTimeout(() => {
      if (this.broken) {
        this.listeners['error']?.forEach((listener) => listener({ data: undefined as never }));
        return;
      }
      void answerSignInRequest(this.runner, copy).then((data) =>
        this.listeners['message']?.forEach((listener) => listener({ data: structuredClone(data) })),
      );
    }, 0);
  }
  addEventListener(type: string, listener: (event: { data: SignInWorkerAnswer }) => void): void {
    (this.listeners[type] ??= []).push(listener);
  }
  terminate(): void {}
}

/** What the identity service answers instead, for the next RespondToAuthChallenge or InitiateAuth. */
interface Rewrite {
  readonly operation: 'RespondToAuthChallenge' | 'InitiateAuth';
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/**
 * Rewrites one answer of the identity service (armed by `next`): the challenges and refusals a
 * Cognito user pool can send that the local service does not (MFA, a new password), on the wire.
 */
function answerRewriter() {
  const armed: { next: Rewrite | undefined } = { next: undefined };
  return {
    armed,
    install: (server: { addHook: LiveServer['app']['addHook'] }) =>
      server.addHook('onSend', async (request, reply, payload) => {
        const rewrite = armed.next;
        const target = request.headers['x-amz-target'];
        if (!rewrite || typeof target !== 'string' || !target.endsWith(`.${rewrite.operation}`))
          return payload;
        armed.next = undefined;
        void reply.code(rewrite.status);
        return JSON.stringify(rewrite.body);
      }),
  };
}

describe('CognitoIdentityAdapter with the sign-in worker', () => {
  const { armed, install } = answerRewriter();
  let server: LiveServer;

  beforeAll(async () => {
    server = await startLiveServer({ beforeListen: install });
  }, 60_000);
  afterAll(() => server.close());
  beforeEach(() => (armed.next = undefined));

  /** An adapter over the live server with `worker`; `prepare`, when given, is its gateway's. */
  function adapterWith(worker: SignInWorkerLike, prepare?: () => Promise<void>) {
    const { gateway, storage, cookies, local, session } = liveAdapters(server);
    const identity = new CognitoIdentityAdapter(
      server.appConfig,
      prepare ? { request: (request) => gateway.request(request), prepare } : gateway,
      storage,
      cookies,
      { local: () => local, session: () => session },
      () => Promise.resolve(worker),
    );
    return { identity, storage, local };
  }

  it('gets the gateway ready once the worker is (its chunk then does not share the network with the worker script), and says it is prepared once both are', async () => {
    const worker = new InProcessSignInWorker();
    let held: SignInWorkerRequest[] = [];
    const heldWorker: SignInWorkerLike = {
      postMessage: (message) => held.push(message),
      addEventListener: (type: 'message' | 'error' | 'messageerror', listener: never) =>
        worker.addEventListener(type as 'message', listener),
      terminate: () => worker.terminate(),
    };
    const release = () => {
      held.forEach((message) => worker.postMessage(message));
      held = [];
    };
    let gatewayReady = () => undefined as void;
    const prepare = jest.fn(() => new Promise<void>((resolve) => (gatewayReady = resolve)));
    const { identity } = adapterWith(heldWorker, prepare);
    performance.clearMarks(SIGN_IN_PREPARED_MARK);
    let prepared = false;
    void identity.prepareSignIn().then(() => (prepared = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The worker has not answered yet: the gateway waits.
    expect(prepare).not.toHaveBeenCalled();
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(worker.kinds).toEqual(['warm-up']);
    expect(prepared).toBe(false);
    expect(performance.getEntriesByName(SIGN_IN_PREPARED_MARK)).toHaveLength(0);
    gatewayReady();
    await identity.prepareSignIn();
    expect(prepared).toBe(true);
    expect(performance.getEntriesByName(SIGN_IN_PREPARED_MARK)).toHaveLength(1);
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('gets the gateway ready at a sign-in clicked before the preparation did (issue #30)', async () => {
    const prepare = jest.fn(() => Promise.resolve());
    const { identity } = adapterWith(new InProcessSignInWorker(), prepare);
    const signedIn = identity.signIn(OWNER, PASSWORD);
    // At once, beside the sign-in's round trips: the session's first read follows them.
    expect(prepare).toHaveBeenCalledTimes(1);
    expect((await signedIn).kind).toBe('signed-in');
  });

  it('signs in in the worker and stores its tokens where the page library reads them', async () => {
    const worker = new InProcessSignInWorker();
    const { identity, local } = adapterWith(worker);
    performance.clearMarks(SIGN_IN_PREPARED_MARK);
    await identity.prepareSignIn();
    await identity.prepareSignIn();
    expect(worker.kinds).toEqual(['warm-up']);
    // The page says the sign-in is ready (what the way-in bench waits for before its click).
    expect(performance.getEntriesByName(SIGN_IN_PREPARED_MARK)).toHaveLength(1);
    const outcome = await identity.signIn(OWNER, PASSWORD);
    expect(outcome.kind).toBe('signed-in');
    expect(worker.kinds).toEqual(['warm-up', 'sign-in']);
    const base = `${COGNITO_STORAGE_PREFIX}${server.appConfig.identity.clientId}`;
    const user = local.getItem(`${base}.LastAuthUser`);
    expect(user).toBeTruthy();
    for (const key of ['idToken', 'accessToken', 'refreshToken', 'clockDrift']) {
      expect(local.getItem(`${base}.${user}.${key}`)).toBeTruthy();
    }
    expect(identity.currentTokens()?.accessToken).toBe(local.getItem(`${base}.${user}.accessToken`));
    // The library on the page finds the session in that storage, as after a sign-in of its own.
    const pool = new cognito.CognitoUserPool({
      UserPoolId: server.appConfig.identity.userPoolId,
      ClientId: server.appConfig.identity.clientId,
      endpoint: server.appConfig.identity.endpoint,
      Storage: local,
    });
    const session = await new Promise<cognito.CognitoUserSession>((resolve, reject) =>
      pool
        .getCurrentUser()!
        .getSession((error: Error | null, value: cognito.CognitoUserSession) =>
          error ? reject(error) : resolve(value),
        ),
    );
    expect(session.isValid()).toBe(true);
    // And refreshes with it.
    const refreshed = await identity.refresh();
    expect(refreshed.accessToken).toMatch(/^ey/);
    // A wrong password, computed in the worker, is refused by the service as such.
    expect(await identity.signIn(OWNER, 'Wrong-password-1')).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(identity.currentTokens()).toBeUndefined();
  });

  it('keeps a custom challenge user in the worker until it is answered (magic link)', async () => {
    const worker = new InProcessSignInWorker();
    const { identity, storage } = adapterWith(worker);
    const service = identityServiceFor({ config: server.config, db: server.db });
    const issued = await service.issueMagicLinkToken((await service.findUserByEmail(OWNER))!.id);
    storage.set(StorageKey.magicLinkToken, issued.token);
    expect((await identity.signInWithChallenge(OWNER, 'MASTER_ACCOUNT_TOKEN')).kind).toBe('signed-in');
    expect(worker.kinds).toEqual(['start-custom-challenge', 'answer-custom-challenge']);
    expect(identity.currentTokens()?.accessToken).toMatch(/^ey/);
  });

  it('answers a custom challenge that follows the password in the worker', async () => {
    const worker = new InProcessSignInWorker();
    const { identity } = adapterWith(worker);
    armed.next = {
      operation: 'RespondToAuthChallenge',
      status: 200,
      body: {
        ChallengeName: 'CUSTOM_CHALLENGE',
        ChallengeParameters: { challenge: 'CORPORATE_USER_ACCESS_TOKEN' },
        Session: 'corporate-session',
      },
    };
    expect(await identity.signIn(OWNER, PASSWORD)).toEqual({
      kind: 'custom-challenge',
      challengeName: 'CORPORATE_USER_ACCESS_TOKEN',
    });
    // The answer goes to the user waiting in the worker, which sends it with the service's session.
    const outcome = await identity.answerCustomChallenge('CORPORATE_USER_ACCESS_TOKEN', 'not-a-token');
    expect(outcome.kind).toBe('failed');
    expect(worker.kinds).toEqual(['sign-in', 'answer-custom-challenge']);
    expect(await identity.answerCustomChallenge('CORPORATE_USER_ACCESS_TOKEN', 'again')).toMatchObject({
      code: 'NO_CHALLENGE_PENDING',
    });
  });

  it.each([
    ['SOFTWARE_TOKEN_MFA', {}, { kind: 'failed', code: 'MFA_REQUIRED' }],
    ['SMS_MFA', { CODE_DELIVERY_DESTINATION: '+1***0' }, { kind: 'failed', code: 'MFA_REQUIRED' }],
    ['SELECT_MFA_TYPE', {}, { kind: 'failed', code: 'MFA_REQUIRED' }],
    ['MFA_SETUP', {}, { kind: 'mfa-setup-required', setupUrl: '/user/setup-mfa' }],
    [
      'NEW_PASSWORD_REQUIRED',
      { userAttributes: '{"email":"owner@demo.brigade.test"}', requiredAttributes: '[]' },
      { kind: 'failed', code: 'NEW_PASSWORD_REQUIRED' },
    ],
  ])('ends a sign-in the service answers with %s as the product does', async (name, parameters, expected) => {
    const { identity } = adapterWith(new InProcessSignInWorker());
    armed.next = {
      operation: 'RespondToAuthChallenge',
      status: 200,
      body: { ChallengeName: name, ChallengeParameters: parameters, Session: 'challenge-session' },
    };
    expect(await identity.signIn(OWNER, PASSWORD)).toMatchObject(expected);
    expect(identity.currentTokens()).toBeUndefined();
  });

  it.each([
    ['RespondToAuthChallenge', 'UserNotConfirmedException', 'User is not confirmed.', 'USER_NOT_CONFIRMED'],
    [
      'RespondToAuthChallenge',
      'PasswordResetRequiredException',
      'Password reset required for the user',
      'EXTERNAL_USER',
    ],
    ['InitiateAuth', 'NotAuthorizedException', 'Password attempts exceeded', 'PASSWORD_ATTEMPTS_EXCEEDED'],
    ['InitiateAuth', 'NotAuthorizedException', 'User is disabled.', 'DELETED_EXTERNAL_USER'],
  ] as const)('maps %s answered with %s (%s) to %s', async (operation, type, message, code) => {
    const { identity } = adapterWith(new InProcessSignInWorker());
    armed.next = { operation, status: 400, body: { __type: type, message } };
    expect(await identity.signIn(OWNER, PASSWORD)).toEqual({
      kind: 'failed',
      code,
      message: loginError(code).message,
    });
  });

  it('signs in on the page when the worker fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const worker = new InProcessSignInWorker(true);
    const { identity } = adapterWith(worker);
    performance.clearMarks(SIGN_IN_PREPARED_MARK);
    await identity.prepareSignIn();
    expect(performance.getEntriesByName(SIGN_IN_PREPARED_MARK)).toHaveLength(1);
    expect((await identity.signIn(OWNER, PASSWORD)).kind).toBe('signed-in');
    expect(worker.kinds).toEqual(['warm-up']);
    warn.mockRestore();
  });

  it('signs in on the page when the worker fails during the sign-in', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const worker = new InProcessSignInWorker(true);
    const { identity } = adapterWith(worker);
    expect((await identity.signIn(OWNER, PASSWORD)).kind).toBe('signed-in');
    expect(worker.kinds).toEqual(['sign-in']);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
