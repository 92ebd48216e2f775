import { StorageKey } from '../../../src-domain/consent/storage-keys.rules';
import type { BrandPolicy } from '../../../src-domain/permissions/policy.model';
import type { UserInfo } from '../../../src-domain/session/user-info.model';
import { HomePageStore } from '../../../src-ui/dashboard/home-page.store';
import { createAppTestContainer, serveBrands, userInfo } from '../shell/app-test-container';

async function resolve(
  user: UserInfo,
  policy: Omit<BrandPolicy, 'brandId'> = { permissions: [], user_accesses: [] },
  setUp: (fakes: ReturnType<typeof createAppTestContainer>['fakes']) => void = () => undefined,
) {
  const { container, fakes } = createAppTestContainer();
  fakes.identity.signedInAs('user');
  fakes.gateway
    .on('GET', '/v1/users/info', () => user)
    .on('GET', '/v1/users/navigation_preferences', () => ({ default_home_page: null }));
  serveBrands(fakes, policy);
  setUp(fakes);
  const store = container.get(HomePageStore);
  await store.resolve();
  return { store, fakes };
}

const location = (id: number) => ({ brand_id: id, brand_type: 'LOCATION', top_level: false });

describe('HomePageStore', () => {
  it('sends a candidate to the member dashboard', async () => {
    const { store } = await resolve(userInfo({ user_employer: false, entry_mode: null }));
    expect(store.state).toMatchObject({ kind: 'resolved', page: { path: '/dashboard/member' } });
  });

  it('sends a top-level entry to the access portal', async () => {
    const { store } = await resolve(userInfo());
    expect(store.state).toMatchObject({
      kind: 'resolved',
      page: { path: '/access-portal/main', step: 'top-level' },
    });
  });

  it('opens the Halo dashboard of a chosen group brand that has it', async () => {
    const { store } = await resolve(
      userInfo(),
      { permissions: [{ name: 'VIEW_HALO_DASHBOARD' }], user_accesses: [] },
      (fakes) =>
        fakes.storage.set(StorageKey.userContext, JSON.stringify({ brand_id: 2, brand_type: 'GP-4' })),
    );
    expect(store.state).toMatchObject({
      kind: 'resolved',
      page: { path: '/enterprise-dashboards/gp-main-dashboard' },
    });
  });

  it('sends scheduling-only access to /schedule and TTS access to /dashboard/tts', async () => {
    const scheduler = await resolve(userInfo({ entry_mode: location(4) }), {
      permissions: [],
      user_accesses: ['TEAM_LIVE'],
    });
    expect(scheduler.store.state).toMatchObject({ page: { path: '/schedule' } });
    const tts = await resolve(userInfo({ entry_mode: location(3) }), {
      permissions: [],
      user_accesses: ['SOURCE_HIRE'],
    });
    expect(tts.store.state).toMatchObject({ page: { path: '/dashboard/tts' } });
    const hiring = await resolve(userInfo({ entry_mode: location(4) }), {
      permissions: [],
      user_accesses: ['SOURCE_HIRE'],
    });
    expect(hiring.store.state).toMatchObject({ page: { path: '/dashboard/hiring' } });
  });

  it('sends a shadow user to the corporate host', async () => {
    const { store } = await resolve(userInfo({ is_shadow_user: true }));
    expect(store.state).toMatchObject({ page: { kind: 'external', url: 'http://localhost:8080/corporate' } });
  });

  it('falls back to step 8 when the brands cannot load', async () => {
    const { store } = await resolve(userInfo(), undefined, (fakes) =>
      fakes.gateway.on('GET', '/v1/users/brands', () => {
        throw new Error('down');
      }),
    );
    expect(store.state).toMatchObject({ page: { step: 'error' } });
  });

  it('shows the custom welcome page once to an OKTA user', async () => {
    const okta = userInfo({ entry_mode: location(4), external_auth: { source: 'OKTA' } });
    const { store, fakes } = await resolve(okta, { permissions: [], user_accesses: ['SOURCE_HIRE'] });
    expect(store.state).toMatchObject({ kind: 'welcome', next: { path: '/dashboard/hiring' } });
    store.dismissWelcome();
    expect(store.state).toMatchObject({ kind: 'resolved', page: { path: '/dashboard/hiring' } });
    expect(fakes.storage.get(StorageKey.customWelcomePageShown)).toBe('true');
    await store.resolve();
    expect(store.state.kind).toBe('resolved');
  });
});
