import { StorageKey } from '../../../src-domain/consent/storage-keys.rules';
import type { BrandPolicy } from '../../../src-domain/permissions/policy.model';
import type { UserInfo } from '../../../src-domain/session/user-info.model';
import { Routes } from '../../../src-domain/navigation/routes.model';
import { HaloDashboardStore } from '../../../src-ui/dashboard/halo-dashboard.store';
import { HiringDashboardStore } from '../../../src-ui/dashboard/hiring-dashboard.store';
import { HomePageStore } from '../../../src-ui/dashboard/home-page.store';
import { SessionStore } from '../../../src-ui/session/session.store';
import { SessionWatchStore } from '../../../src-ui/session/session-watch.store';
import { testAppConfig } from '../../support/test-config';
import { haloWire } from './halo-dashboard.fixtures';
import {
  TREE,
  createAppTestContainer,
  holdBrandTree,
  serveBootstrapWithContext,
  serveBrands,
  userInfo,
} from '../shell/app-test-container';

async function resolve(
  user: UserInfo,
  policy: Omit<BrandPolicy, 'brandId'> = { permissions: [], user_accesses: [] },
  setUp: (fakes: ReturnType<typeof createAppTestContainer>['fakes']) => void = () => undefined,
  config = testAppConfig,
) {
  const { container, fakes } = createAppTestContainer(config);
  fakes.identity.signedInAs('user');
  fakes.gateway
    .on('GET', '/v1/users/info', () => user)
    .on('GET', '/v1/users/navigation_preferences', () => ({ default_home_page: null }));
  serveBrands(fakes, policy);
  setUp(fakes);
  const store = container.get(HomePageStore);
  await store.resolve();
  return { store, fakes, container };
}

/**
 * A session restored by a bootstrap that carried the saved context brand's facts (the first
 * group's first brand), the brand tree held back until `answerTree`.
 */
async function restoredWithBootstrappedContext() {
  const { container, fakes } = createAppTestContainer();
  fakes.identity.signedInAs('user');
  const grill = TREE[0]!.brands![0]!;
  fakes.storage.set(StorageKey.userContext, JSON.stringify({ brand_id: grill.id, brand_type: grill.type }));
  serveBootstrapWithContext(fakes, grill);
  const answerTree = holdBrandTree(fakes);
  await container.get(SessionStore).restore();
  return { container, fakes, answerTree };
}

const location = (id: number) => ({ brand_id: id, brand_type: 'LOCATION', top_level: false });

describe('HomePageStore', () => {
  it('decides nothing while the suspension check is under way, and nothing at all for a suspended account', async () => {
    const { container, fakes } = createAppTestContainer();
    fakes.identity.signedInAs('user');
    fakes.gateway
      .on('GET', '/v1/users/info', () => userInfo())
      .on('GET', '/v1/users/navigation_preferences', () => ({ default_home_page: null }))
      .on('GET', '/v1/users/mfa/setup/status', () => ({ mfa_required: false, is_setup: false }));
    serveBrands(fakes, { permissions: [], user_accesses: [] });
    let answerSuspension: (answer: { is_suspended: boolean }) => void = () => undefined;
    fakes.gateway.on(
      'GET',
      '/v1/brands/1/account_suspension/check',
      () => new Promise((resolve) => (answerSuspension = resolve)),
    );
    await container.get(SessionStore).restore();
    const watch = container.get(SessionWatchStore);
    const store = container.get(HomePageStore);
    // The layout starts the account checks as the home page starts deciding; the home page's
    // facts answer first.
    const checked = watch.checkAccountStanding();
    const resolved = store.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.state).toEqual({ kind: 'resolving' });
    answerSuspension({ is_suspended: true });
    await Promise.all([checked, resolved]);
    expect(watch.navigation).toEqual({ path: '/account-suspension' });
    expect(store.state).toEqual({ kind: 'resolving' });
  });

  it('with the session bootstrap, decides before the brand tree has come and reads nothing else', async () => {
    const { container, fakes, answerTree } = await restoredWithBootstrappedContext();
    const store = container.get(HomePageStore);
    await store.resolve();
    expect(store.state).toMatchObject({
      kind: 'resolved',
      page: { path: '/enterprise-dashboards/gp-main-dashboard' },
    });
    expect(fakes.gateway.requests.map((request) => request.path)).toEqual([
      '/v1/users/session_bootstrap',
      '/v1/users/brands',
    ]);
    // The page's chunk is asked for as it is decided, before the router renders it.
    expect(fakes.screens.preloaded).toEqual(['/enterprise-dashboards/gp-main-dashboard']);
    answerTree();
  });

  it('chooses ahead as the sign-in restores the session: the page starts loading, and resolve adopts the choice', async () => {
    const { container, fakes, answerTree } = await restoredWithBootstrappedContext();
    const store = container.get(HomePageStore);
    store.resolveAhead();
    store.resolveAhead();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Chosen before the router renders /dashboard: the page's chunk is asked for, nothing shown yet.
    expect(fakes.screens.preloaded).toEqual(['/enterprise-dashboards/gp-main-dashboard']);
    expect(store.state).toEqual({ kind: 'resolving' });
    await store.resolve();
    expect(store.state).toMatchObject({
      kind: 'resolved',
      page: { path: '/enterprise-dashboards/gp-main-dashboard' },
    });
    // One choice, one load of the page: no second read of the context or the preference, and the
    // Halo dashboard's first read started once (from the bootstrapped context, not the whole tree).
    expect(fakes.screens.preloaded).toEqual(['/enterprise-dashboards/gp-main-dashboard']);
    expect(fakes.gateway.requests.map((request) => request.path)).toEqual([
      '/v1/users/session_bootstrap',
      '/v1/users/brands',
      '/v1/dashboards/brands/2/halo',
    ]);
    // The next visit chooses afresh.
    await store.resolve();
    expect(fakes.screens.preloaded).toHaveLength(2);
    answerTree();
  });

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

  it('reads the saved preference alongside the brands', async () => {
    const { container, fakes } = createAppTestContainer();
    fakes.identity.signedInAs('user');
    fakes.gateway.on('GET', '/v1/users/info', () => userInfo());
    serveBrands(fakes, { permissions: [], user_accesses: [] });
    let answerTree!: () => void;
    fakes.gateway
      .on('GET', '/v1/users/brands', () => new Promise((resolve) => (answerTree = () => resolve(TREE))))
      .on('GET', '/v1/users/navigation_preferences', () => ({ default_home_page: null }));
    const store = container.get(HomePageStore);
    const resolved = store.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fakes.gateway.requests.map((request) => request.path)).toContain(
      '/v1/users/navigation_preferences',
    );
    answerTree();
    await resolved;
    expect(store.state).toMatchObject({ kind: 'resolved', page: { path: '/access-portal/main' } });
  });

  it('starts the chosen employer dashboard’s reads as it decides, and the dashboard reuses them', async () => {
    // The Halo dashboard of a group reads its totals and first page of levels (the TTS dashboard
    // reads its own figures on mount: TtsDashboard.tsx).
    const { store, fakes, container } = await resolve(
      userInfo(),
      { permissions: [{ name: 'VIEW_HALO_DASHBOARD' }], user_accesses: [] },
      (fakes) => {
        fakes.storage.set(StorageKey.userContext, JSON.stringify({ brand_id: 2, brand_type: 'GP-4' }));
        fakes.gateway.on('GET', '/v1/dashboards/brands/2/halo', () => haloWire());
      },
    );
    const dashboardReads = () =>
      fakes.gateway.requests
        .map((request) => request.path)
        .filter((path) => path === '/v1/dashboards/brands/2/halo');
    expect(store.state).toMatchObject({ kind: 'resolved' });
    const path = (store.state as { page: { path: string } }).page.path;
    expect([Routes.gpMainDashboard, Routes.parentMainDashboard]).toContain(path);
    expect(dashboardReads()).toEqual(['/v1/dashboards/brands/2/halo']);
    const dashboard = container.get(HaloDashboardStore);
    await dashboard.load();
    expect(dashboardReads()).toHaveLength(1);
    expect(dashboard.summary.kind).toBe('ready');
  });

  it('starts the hiring dashboard’s first read as it decides, and the dashboard adopts it', async () => {
    const { store, fakes, container } = await resolve(
      userInfo({ entry_mode: location(4) }),
      { permissions: [], user_accesses: ['SOURCE_HIRE'] },
      (fakes) =>
        fakes.gateway
          .on('GET', '/v1/dashboards/brands/4/hiring', () => ({
            brand_name: 'Downtown',
            period: { from: '2026-01-01', to: '2026-01-30' },
            open_positions: 2,
            locations_with_open_positions: 1,
            applications_by_status: [],
            unread_messages: 3,
            first_reply: { median_hours: null, p90_hours: null, replied: 0 },
          }))
          .on('GET', '/v1/dashboards/brands/4/hiring/open_positions', () => ({ total: 0, locations: [] }))
          .on('GET', '/v1/dashboards/brands/4/hiring/reply_times', () => ({ total: 0, locations: [] })),
    );
    expect(store.state).toMatchObject({ kind: 'resolved', page: { path: '/dashboard/hiring' } });
    const hiringReads = () =>
      fakes.gateway.requests
        .map((request) => request.path)
        .filter((path) => path.startsWith('/v1/dashboards/brands/4/hiring'));
    expect(hiringReads()).toHaveLength(3);
    const dashboard = container.get(HiringDashboardStore);
    await dashboard.load();
    expect(hiringReads()).toHaveLength(3);
    expect(dashboard.figures).toMatchObject({ kind: 'ready', value: { unreadMessages: 3 } });
    // A later load (the retry, another visit) reads again.
    await dashboard.load();
    expect(hiringReads()).toHaveLength(6);
  });

  it('reads nothing ahead for a page that is no employer dashboard, nor behind the welcome page', async () => {
    const portal = await resolve(userInfo());
    expect(portal.store.state).toMatchObject({ page: { path: '/access-portal/main' } });
    const okta = await resolve(userInfo({ entry_mode: location(4), external_auth: { source: 'OKTA' } }), {
      permissions: [],
      user_accesses: ['SOURCE_HIRE'],
    });
    expect(okta.store.state.kind).toBe('welcome');
    // The decided page's chunk is asked for ahead; none behind the welcome page.
    expect(portal.fakes.screens.preloaded).toEqual(['/access-portal/main']);
    expect(okta.fakes.screens.preloaded).toEqual([]);
    for (const { fakes } of [portal, okta]) {
      expect(fakes.gateway.requests.some((request) => request.path.startsWith('/v1/dashboards/'))).toBe(
        false,
      );
    }
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

  it('takes the welcome page’s sign-in source from the configuration (WELCOME_AUTH_SOURCE)', async () => {
    const azure = userInfo({ entry_mode: location(4), external_auth: { source: 'AZURE' } });
    const hiring = { permissions: [], user_accesses: ['SOURCE_HIRE'] };
    const configured = await resolve(azure, hiring, undefined, {
      ...testAppConfig,
      welcomeAuthSource: 'azure',
    });
    expect(configured.store.state.kind).toBe('welcome');
    const okta = userInfo({ entry_mode: location(4), external_auth: { source: 'OKTA' } });
    const off = await resolve(okta, hiring, undefined, { ...testAppConfig, welcomeAuthSource: '' });
    expect(off.store.state).toMatchObject({ kind: 'resolved', page: { path: '/dashboard/hiring' } });
  });
});
