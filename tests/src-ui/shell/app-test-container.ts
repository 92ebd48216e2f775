import type { Container } from 'inversify';
import type { AppConfig } from '../../../src-domain/configuration/app-config.model';
import type { Brand } from '../../../src-domain/brands/brand.model';
import type { BrandPolicy } from '../../../src-domain/permissions/policy.model';
import type { UserInfo } from '../../../src-domain/session/user-info.model';
import { FakeClock } from '../../fakes/clock.fake';
import { FakeConnectivity } from '../../fakes/connectivity.fake';
import { FakeCookies } from '../../fakes/cookie.fake';
import { FakeKeyValueStorage } from '../../fakes/key-value-storage.fake';
import { FakeVersionPoller } from '../../fakes/version-poller.fake';
import { testAppConfig } from '../../support/test-config';
import { createTestContainer, type TestFakes } from '../../support/test-container';

export interface AppFakes extends TestFakes {
  readonly storage: FakeKeyValueStorage;
  readonly cookies: FakeCookies;
  readonly connectivity: FakeConnectivity;
  readonly poller: FakeVersionPoller;
  readonly clock: FakeClock;
}

/** The test container plus the fakes of the ports the signed-in application uses. */
export function createAppTestContainer(config: AppConfig = testAppConfig): {
  container: Container;
  fakes: AppFakes;
} {
  const more = {
    storage: new FakeKeyValueStorage(),
    cookies: new FakeCookies(),
    connectivity: new FakeConnectivity(),
    poller: new FakeVersionPoller(),
    clock: new FakeClock(),
  };
  const { container, fakes } = createTestContainer(config, more);
  return { container, fakes: { ...fakes, ...more } };
}

/** A user record as GET /v1/users/info answers it. */
export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 'user-1',
    email: 'olivia@example.test',
    first_name: 'Olivia',
    last_name: 'Owner',
    user_employer: true,
    is_shadow_user: false,
    entry_mode: { brand_id: 1, brand_type: 'GP-5', top_level: true },
    ...overrides,
  };
}

const active = (...codes: string[]) => codes.map((code) => ({ code, type: 'ACTIVE' }));

/** A small tree: group 1 (GP-5, IPC) → brand 2 (GP-4, Halo) → locations 3 (TTS) and 4. */
export const TREE: Brand[] = [
  {
    id: 1,
    type: 'GP-5',
    name: 'Harbor Group',
    services: active('IPC_INTEGRATION'),
    brands: [
      {
        id: 2,
        type: 'GP-4',
        name: 'Harbor Grill',
        is_favourite: true,
        services: active('TEAM_SCHEDULING', 'HALO_DASHBOARD', 'MICE'),
        brands: [
          { id: 3, type: 'LOCATION', name: 'Grill Downtown', services: active('TTS_DASHBOARD') },
          { id: 4, type: 'LOCATION', name: 'Grill Airport', services: [] },
        ],
      },
    ],
  },
];

/** Registers the brand reads on the fake gateway with one policy for every brand. */
export function serveBrands(
  fakes: TestFakes,
  policy: Omit<BrandPolicy, 'brandId'>,
  tree: Brand[] = TREE,
): void {
  fakes.gateway
    .on('GET', '/v1/users/brands', () => tree)
    .on('GET', '/v1/employers/profile_scheme', () => ({
      scheme_settings: { background_color: '#102030', accent_color: '#ff8800' },
    }));
  for (const id of [1, 2, 3, 4]) {
    fakes.gateway
      .on('GET', `/v1/users/brands/${id}/policy`, () => ({ brandId: id, ...policy }))
      .on('GET', `/v1/brands/${id}/settings`, () => ({ atr_type: null, location_filter_type: null }));
  }
}

/**
 * Answers GET /v1/users/session_bootstrap for a user with no MFA, not suspended, no home-page
 * preference, whose context is `brand` with the VIEW_HALO_DASHBOARD permission.
 */
export function serveBootstrapWithContext(fakes: TestFakes, brand: Brand): void {
  fakes.gateway.on('GET', '/v1/users/session_bootstrap', () => ({
    user: userInfo(),
    mfa: { mfa_required: false, is_setup: false },
    account_suspension: { brand_id: 1, is_suspended: false },
    navigation_preferences: { default_home_page: null },
    context: {
      brand: { ...brand, brands: undefined },
      policy: { brandId: brand.id, permissions: [{ name: 'VIEW_HALO_DASHBOARD' }], user_accesses: [] },
      settings: { brand_id: brand.id, atr_type: null, location_filter_type: null },
      profile_scheme: { scheme_settings: { background_color: '#102030', accent_color: '#ff8800' } },
    },
  }));
}

/** Holds GET /v1/users/brands open; the returned function answers it with TREE. */
export function holdBrandTree(fakes: TestFakes): () => void {
  let answerTree: () => void = () => undefined;
  fakes.gateway.on(
    'GET',
    '/v1/users/brands',
    () => new Promise((resolve) => (answerTree = () => resolve(TREE))),
  );
  return () => answerTree();
}
