import { StorageKey } from '../../../src-domain/consent/storage-keys.rules';
import type { VersionCheck } from '../../../src-domain/versions/version-poller.port';
import { SessionStore } from '../../../src-ui/session/session.store';
import { VersionWatchStore } from '../../../src-ui/session/version-watch.store';
import { TEST_WEB_APP_VERSION } from '../../support/test-container';
import { createAppTestContainer, userInfo } from '../shell/app-test-container';

const base: VersionCheck = { info: { version: TEST_WEB_APP_VERSION }, decision: { kind: 'none' } };

async function setUp() {
  const { container, fakes } = createAppTestContainer();
  fakes.identity.signedInAs('olivia');
  fakes.gateway.on('GET', '/v1/users/info', () => userInfo());
  await container.get(SessionStore).restore();
  const store = container.get(VersionWatchStore);
  const stop = store.start();
  return { store, fakes, stop };
}

describe('VersionWatchStore', () => {
  it('watches with this build’s version and the current route', async () => {
    const { fakes, stop } = await setUp();
    fakes.navigation.path = '/dashboard/hiring?x=1';
    expect(fakes.poller.watchers[0]?.currentVersion).toBe(TEST_WEB_APP_VERSION);
    expect(fakes.poller.watchers[0]?.environment()).toMatchObject({
      route: '/dashboard/hiring',
      userId: 'user-1',
    });
    stop();
    expect(fakes.poller.watchers).toHaveLength(0);
  });

  it('sends the user to /maintenance while in maintenance', async () => {
    const { store, fakes } = await setUp();
    fakes.poller.emit({ ...base, info: { version: '1.0.0', maintenance: { status: 'IN_MAINTENANCE' } } });
    expect(store.navigation).toEqual({ path: '/maintenance' });
  });

  it('logs out a session that began before the REVOKE_SESSION time', async () => {
    const { store, fakes } = await setUp();
    fakes.storage.set(StorageKey.loginTime, String(Date.UTC(2025, 0, 1)));
    fakes.poller.emit({
      ...base,
      info: {
        version: '1.0.0',
        maintenance: {
          status: 'OUT_OF_MAINTENANCE',
          post_maintenance_action: 'REVOKE_SESSION',
          post_maintenance_action_time: '2025-01-02T00:00:00Z',
        },
      },
    });
    expect(store.navigation).toEqual({ path: '/user/logout' });
  });

  it('asks to refresh for a newer version and reloads at once when forced', async () => {
    const { store, fakes } = await setUp();
    fakes.poller.emit({ ...base, decision: { kind: 'ask', version: '1.1.0' } });
    expect(store.updateAvailable).toBe('1.1.0');
    store.refreshNow();
    expect(fakes.navigation.reloads).toBe(1);
    fakes.poller.emit({ ...base, decision: { kind: 'force', version: '1.2.0' } });
    expect(fakes.navigation.reloads).toBe(2);
  });

  it('reloads for a forced version once per tab; still older after that, it asks instead of looping', async () => {
    const { store, fakes } = await setUp();
    fakes.navigation.reloadedFor.add('version:1.2.0');
    fakes.poller.emit({ ...base, decision: { kind: 'force', version: '1.2.0' } });
    expect(fakes.navigation.reloads).toBe(0);
    expect(store.updateAvailable).toBe('1.2.0');
    fakes.poller.emit({ ...base, decision: { kind: 'force', version: '1.3.0' } });
    expect(fakes.navigation.reloads).toBe(1);
  });
});
