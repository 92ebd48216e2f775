import { StorageKey } from '../../../src-domain/consent/storage-keys.rules';
import type { UserInfo } from '../../../src-domain/session/user-info.model';
import { SessionExitStore } from '../../../src-ui/account/session-exit.store';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { ChallengeIdentity, createAccountContainer } from './account-test-container';

function setup(user: Partial<UserInfo> | undefined) {
  const identity = new ChallengeIdentity();
  if (user) identity.signedInAs('candidate@demo.brigade.test');
  const gateway = new FakeHttpGateway()
    .on('GET', '/v1/users/info', () => ({
      id: 3,
      email: 'candidate@demo.brigade.test',
      first_name: 'C',
      last_name: '',
      user_employer: false,
      is_shadow_user: false,
      ...user,
    }))
    .on('POST', '/v1/logout', () => ({ logged_out: true }));
  const { container, fakes } = createAccountContainer({ identity, gateway });
  return { store: container.get(SessionExitStore), fakes };
}

describe('SessionExitStore', () => {
  it('logs a user out (server logout with the refresh token, sign-out, clean-up) to a safe target', async () => {
    const { store, fakes } = setup({});
    fakes.cookies.set(StorageKey.brandId, '7');
    fakes.storage.set(StorageKey.userContext, '{}');
    await store.logout({ redirectAfterLogout: '//evil.example', brand: '7', ref: '/dashboard' });
    expect(fakes.gateway.requests.find((request) => request.path === '/v1/logout')?.body).toEqual({
      refresh_token: 'refresh-candidate@demo.brigade.test',
    });
    expect(fakes.identity.tokens).toBeUndefined();
    expect(fakes.cookies.get(StorageKey.brandId)).toBeUndefined();
    expect(fakes.storage.get(StorageKey.userContext)).toBeUndefined();
    expect(fakes.storage.sessionCleared).toBe(1);
    expect(fakes.navigation.redirects).toEqual(['/?brand=7&ref=%2Fdashboard']);
  });

  it('asks the server to log the session out exactly once', async () => {
    const { store, fakes } = setup({});
    await store.logout({});
    expect(fakes.gateway.requests.filter((request) => request.path === '/v1/logout')).toHaveLength(1);
  });

  it('keeps a safe target and appends with & when it has a query', async () => {
    const { store, fakes } = setup({});
    await store.logout({ redirectAfterLogout: '/user/login?x=1', brand: 'b' });
    expect(fakes.navigation.redirects).toEqual(['/user/login?x=1&brand=b']);
  });

  it('sends a shadow user to the corporate host’s /user/logout', async () => {
    const { store, fakes } = setup({ is_shadow_user: true });
    await store.logout({ redirectAfterLogout: '/somewhere' });
    expect(fakes.navigation.redirects).toEqual(['http://localhost:8080/corporate/user/logout']);
    expect(fakes.identity.tokens).toBeUndefined();
  });

  it('a guest is only redirected, without any server call', async () => {
    const { store, fakes } = setup(undefined);
    await store.logout({});
    expect(fakes.gateway.requests).toEqual([]);
    expect(fakes.navigation.redirects).toEqual(['/']);
  });

  it('shadow-logout: everybody to the corporate login, a shadow user signed out first', async () => {
    const guest = setup(undefined);
    await guest.store.shadowLogout();
    expect(guest.fakes.navigation.redirects).toEqual(['http://localhost:8080/corporate/user/login']);
    const shadow = setup({ is_shadow_user: true });
    await shadow.store.shadowLogout();
    expect(shadow.fakes.identity.tokens).toBeUndefined();
  });

  it('refresh: refreshes then goes to the safe path; a failed refresh goes to login with ref', async () => {
    const { store, fakes } = setup({});
    await store.refresh('/dashboard/member');
    expect(fakes.identity.calls).toContain('refresh');
    await store.refresh('https://evil.example/');
    const guest = setup(undefined);
    await guest.store.refresh('/x');
    expect(fakes.navigation.redirects).toEqual(['/dashboard/member', '/']);
    expect(guest.fakes.navigation.redirects).toEqual(['/user/login?ref=%2Fx']);
  });

  it('sso client: keeps the client id cookie', () => {
    const { store, fakes } = setup(undefined);
    store.rememberClient('acme-pos');
    expect(fakes.cookies.get(StorageKey.clientId)).toBe('acme-pos');
  });
});
