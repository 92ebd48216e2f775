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
import type { SrpLibrary } from '../../../src-infrastructure/identity/srp-acceleration';
import { SrpWorkerClient, type SrpWorkerLike } from '../../../src-infrastructure/identity/srp-worker.client';
import {
  answerSrpRequest,
  type SrpWorkerAnswer,
  type SrpWorkerRequest,
} from '../../../src-infrastructure/identity/srp-worker.protocol';
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
 * The SRP worker's stand-in: answers in this process, later (as a worker would), with the same
 * protocol code the real worker runs; or fails like a worker whose script did not load.
 */
class InProcessSrpWorker implements SrpWorkerLike {
  readonly kinds: string[] = [];
  private readonly listeners: Record<string, ((event: { data: SrpWorkerAnswer }) => void)[]> = {};

  constructor(private readonly broken = false) {}

  postMessage(message: SrpWorkerRequest): void {
    this.kinds.push(message.kind);
    const copy = structuredClone(message);
    setTimeout(() => {
      if (this.broken) {
        this.listeners['error']?.forEach((listener) => listener({ data: undefined as never }));
        return;
      }
      void answerSrpRequest(cognito as unknown as SrpLibrary, copy).then((data) =>
        this.listeners['message']?.forEach((listener) => listener({ data: structuredClone(data) })),
      );
    }, 0);
  }
  addEventListener(type: string, listener: (event: { data: SrpWorkerAnswer }) => void): void {
    (this.listeners[type] ??= []).push(listener);
  }
  terminate(): void {}
}

describe('CognitoIdentityAdapter with the SRP worker', () => {
  let server: LiveServer;

  beforeAll(async () => {
    server = await startLiveServer();
  }, 60_000);
  afterAll(() => server.close());

  function adapterWith(worker: InProcessSrpWorker) {
    const { gateway, storage, cookies, local, session } = liveAdapters(server);
    return new CognitoIdentityAdapter(
      server.appConfig,
      gateway,
      storage,
      cookies,
      { local: () => local, session: () => session },
      () => Promise.resolve(new SrpWorkerClient(worker)),
    );
  }

  it('signs in with the pair and the password key computed by the worker, then prepares the next pair', async () => {
    const worker = new InProcessSrpWorker();
    const identity = adapterWith(worker);
    performance.clearMarks(SIGN_IN_PREPARED_MARK);
    await identity.prepareSignIn();
    expect(worker.kinds).toEqual(['ephemeral']);
    // The page says the sign-in is ready (what the way-in bench waits for before its click).
    expect(performance.getEntriesByName(SIGN_IN_PREPARED_MARK)).toHaveLength(1);
    const outcome = await identity.signIn(OWNER, PASSWORD);
    expect(outcome.kind).toBe('signed-in');
    expect(identity.currentTokens()?.accessToken).toMatch(/^ey/);
    expect(worker.kinds).toEqual(['ephemeral', 'password-key', 'ephemeral']);
    // A wrong password computed in the worker is refused by the server as such.
    expect(await identity.signIn(OWNER, 'Wrong-password-1')).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(worker.kinds.slice(3)).toEqual(['password-key', 'ephemeral']);
  });

  it('signs in on the main thread when the worker fails', async () => {
    const worker = new InProcessSrpWorker(true);
    const identity = adapterWith(worker);
    await identity.prepareSignIn();
    expect((await identity.signIn(OWNER, PASSWORD)).kind).toBe('signed-in');
    expect(worker.kinds).toEqual(['ephemeral']);
  });
});
