import type { UserInfo } from '../../../src-domain/session/user-info.model';
import { StorageKey } from '../../../src-domain/consent/storage-keys.rules';
import { SessionStore } from '../../../src-ui/session/session.store';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { FakeIdentity } from '../../fakes/identity.fake';
import { createTestContainer } from '../../support/test-container';

const owner: UserInfo = {
  id: 1,
  email: 'owner@demo.brigade.test',
  first_name: 'Olivia',
  last_name: 'Owner',
  user_employer: true,
  is_shadow_user: false,
  entry_mode: { brand_id: 1, brand_type: 'GP-1', top_level: true },
};

/** A promise the test settles. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** The session bootstrap's answer for the owner (wire). */
const ownerBootstrap = {
  user: owner,
  mfa: { mfa_required: false, is_setup: false },
  account_suspension: { brand_id: 1, is_suspended: false },
  navigation_preferences: { default_home_page: 'HALO_DASHBOARD' },
  context: null,
};

function setup(identity = new FakeIdentity({ 'owner@demo.brigade.test': 'Brigade-demo-1' })) {
  const gateway = new FakeHttpGateway().on('GET', '/v1/users/session_bootstrap', () => ownerBootstrap);
  const { container, fakes } = createTestContainer(undefined, { identity, gateway });
  return { store: container.get(SessionStore), fakes };
}

describe('SessionStore', () => {
  it('is signed out after restore when no tokens are stored, without calling the gateway', async () => {
    const { store, fakes } = setup();
    expect(store.status).toBe('unknown');
    await store.restore();
    expect(store.status).toBe('signed-out');
    expect(fakes.gateway.requests).toHaveLength(0);
  });

  it('loads the user record from the session bootstrap for a stored session, the saved context as hint', async () => {
    const { store, fakes } = setup(new FakeIdentity().signedInAs('owner@demo.brigade.test'));
    fakes.storage.set(StorageKey.userContext, JSON.stringify({ brand_id: 7, brand_type: 'LOCATION' }));
    await store.restore();
    expect(store.status).toBe('signed-in');
    expect(store.user?.first_name).toBe('Olivia');
    expect(fakes.gateway.requests).toHaveLength(1);
    expect(fakes.gateway.requests[0]).toMatchObject({
      path: '/v1/users/session_bootstrap',
      query: { context_brand_id: 7 },
    });
  });

  it('hands each bootstrap part out once, and none after signing out', async () => {
    const { store } = setup(new FakeIdentity().signedInAs('owner@demo.brigade.test'));
    await store.restore();
    expect(store.takeBootstrapPart('homePage')).toEqual({ preference: 'HALO_DASHBOARD' });
    expect(store.takeBootstrapPart('homePage')).toBeUndefined();
    expect(store.takeBootstrapPart('suspension')).toEqual({ suspended: false });
    expect(store.takeBootstrapPart('context')).toEqual({ facts: undefined });
    await store.restore();
    expect(store.takeBootstrapPart('homePage')).toEqual({ preference: 'HALO_DASHBOARD' });
    await store.signOut();
    expect(store.takeBootstrapPart('mfa')).toBeUndefined();
  });

  it('against a gateway without the bootstrap, reads the user record with persona and highest parent', async () => {
    const identity = new FakeIdentity().signedInAs('owner@demo.brigade.test');
    const gateway = new FakeHttpGateway().on('GET', '/v1/users/info', () => owner);
    const { container, fakes } = createTestContainer(undefined, { identity, gateway });
    const store = container.get(SessionStore);
    await store.restore();
    expect(store.user?.first_name).toBe('Olivia');
    expect(fakes.gateway.requests.map((request) => [request.path, request.query])).toEqual([
      ['/v1/users/session_bootstrap', undefined],
      ['/v1/users/info', { include_persona: true, include_highest_parent: true }],
    ]);
    // The page remembers: the next restore asks for the record alone, and no part is handed out.
    await store.restore();
    expect(fakes.gateway.requests.map((request) => request.path).slice(2)).toEqual(['/v1/users/info']);
    expect(store.takeBootstrapPart('mfa')).toBeUndefined();
  });

  it('shares one check between concurrent callers', async () => {
    const { store, fakes } = setup(new FakeIdentity().signedInAs('owner@demo.brigade.test'));
    await Promise.all([store.restore(), store.restore(), store.restore()]);
    expect(fakes.gateway.requests).toHaveLength(1);
  });

  it('signs in, then loads the user; a wrong password is an outcome, not an exception', async () => {
    const { store } = setup();
    const wrong = await store.signIn('owner@demo.brigade.test', 'nope');
    expect(wrong).toMatchObject({ kind: 'failed', code: 'INVALID_CREDENTIALS' });
    expect(store.isSignedIn).toBe(false);
    const right = await store.signIn('owner@demo.brigade.test', 'Brigade-demo-1');
    expect(right.kind).toBe('signed-in');
    expect(store.isSignedIn).toBe(true);
    expect(store.username).toBe('owner@demo.brigade.test');
  });

  it('signs out and goes to the login page with error_code on a 401 or 403 USER_NOT_MAPPED', async () => {
    for (const [status, code] of [
      [401, undefined],
      [403, 'USER_NOT_MAPPED'],
    ] as const) {
      const identity = new FakeIdentity().signedInAs('owner@demo.brigade.test');
      const gateway = new FakeHttpGateway().on('GET', '/v1/users/info', () => {
        throw FakeHttpGateway.error(status, code);
      });
      const { container, fakes } = createTestContainer(undefined, { identity, gateway });
      const store = container.get(SessionStore);
      await store.restore();
      expect(store.status).toBe('signed-out');
      expect(identity.calls).toContain('signOut');
      expect(fakes.navigation.redirects[0]).toMatch(/^\/user\/login\?error_code=/);
    }
  });

  it('ignores a 400 and keeps the session', async () => {
    const identity = new FakeIdentity().signedInAs('owner@demo.brigade.test');
    const gateway = new FakeHttpGateway().on('GET', '/v1/users/info', () => {
      throw FakeHttpGateway.error(400);
    });
    const { container } = createTestContainer(undefined, { identity, gateway });
    const store = container.get(SessionStore);
    await store.restore();
    expect(store.status).toBe('signed-in');
    expect(identity.calls).not.toContain('signOut');
  });

  it('leaves the status as it was and rethrows on a server failure', async () => {
    const identity = new FakeIdentity().signedInAs('owner@demo.brigade.test');
    const gateway = new FakeHttpGateway().on('GET', '/v1/users/info', () => {
      throw FakeHttpGateway.error(503);
    });
    const { container } = createTestContainer(undefined, { identity, gateway });
    const store = container.get(SessionStore);
    await expect(store.restore()).rejects.toMatchObject({ status: 503 });
    expect(store.status).toBe('unknown');
  });

  it('says the server is unreachable while a check gets no answer (status kept); an answer clears it', async () => {
    const identity = new FakeIdentity().signedInAs('owner@demo.brigade.test');
    let down = true;
    const gateway = new FakeHttpGateway().on('GET', '/v1/users/session_bootstrap', () => {
      if (down) throw FakeHttpGateway.error(0);
      return ownerBootstrap;
    });
    const { container } = createTestContainer(undefined, { identity, gateway });
    const store = container.get(SessionStore);
    expect(store.unreachable).toBe(false);
    await expect(store.restore()).rejects.toMatchObject({ status: 0 });
    expect(store.status).toBe('unknown');
    expect(store.unreachable).toBe(true);
    down = false;
    await store.restore();
    expect(store.status).toBe('signed-in');
    expect(store.unreachable).toBe(false);
  });

  it('a server that answers with a failure is not unreachable', async () => {
    const identity = new FakeIdentity().signedInAs('owner@demo.brigade.test');
    const gateway = new FakeHttpGateway().on('GET', '/v1/users/session_bootstrap', () => {
      throw FakeHttpGateway.error(503);
    });
    const { container } = createTestContainer(undefined, { identity, gateway });
    const store = container.get(SessionStore);
    await expect(store.restore()).rejects.toMatchObject({ status: 503 });
    expect(store.unreachable).toBe(false);
  });

  it('reads the user record alongside a sign-in check and applies it once the check passes', async () => {
    const { store, fakes } = setup(new FakeIdentity().signedInAs('owner@demo.brigade.test'));
    const check = deferred<boolean>();
    const restored = store.restoreAfterMfaCheck(check.promise);
    // The read is out before the check has answered: one round trip for both.
    expect(fakes.gateway.requests.map((request) => request.path)).toEqual(['/v1/users/session_bootstrap']);
    await Promise.resolve();
    expect(store.status).toBe('unknown');
    check.resolve(true);
    expect(await restored).toBe(true);
    expect(store.status).toBe('signed-in');
    expect(store.user?.first_name).toBe('Olivia');
  });

  it('drops the record when the sign-in check fails: no session, and a refused read signs nobody out', async () => {
    const identity = new FakeIdentity().signedInAs('owner@demo.brigade.test');
    const gateway = new FakeHttpGateway().on('GET', '/v1/users/info', () => {
      throw FakeHttpGateway.error(401);
    });
    const { container, fakes } = createTestContainer(undefined, { identity, gateway });
    const store = container.get(SessionStore);
    expect(await store.restoreAfterMfaCheck(Promise.resolve(false))).toBe(false);
    expect(store.status).toBe('unknown');
    expect(store.user).toBeUndefined();
    expect(identity.calls).not.toContain('signOut');
    expect(fakes.navigation.redirects).toEqual([]);
    expect(store.takeMfaCheckedAtSignIn()).toBe(false);
  });

  it('tells the first account check after a sign-in that the multi-factor status was read, once', async () => {
    const { store } = setup(new FakeIdentity().signedInAs('owner@demo.brigade.test'));
    await store.restoreAfterMfaCheck(Promise.resolve(true));
    expect(store.takeMfaCheckedAtSignIn()).toBe(true);
    expect(store.takeMfaCheckedAtSignIn()).toBe(false);
    await store.restore();
    expect(store.takeMfaCheckedAtSignIn()).toBe(false);
  });

  it('signOut forgets the user', async () => {
    const { store } = setup(new FakeIdentity().signedInAs('owner@demo.brigade.test'));
    await store.restore();
    await store.signOut({ global: true });
    expect(store.status).toBe('signed-out');
    expect(store.user).toBeUndefined();
  });
});
