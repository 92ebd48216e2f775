import { BrandContextStore } from '../../../src-ui/brands/brand-context.store';
import { BrandDashboardStore, PREFETCH_ADOPTION_MS } from '../../../src-ui/dashboard/brand-dashboard.store';
import { SessionStore } from '../../../src-ui/session/session.store';
import { createAppTestContainer, serveBrands, userInfo } from '../shell/app-test-container';

async function setUp(user = userInfo()) {
  const { container, fakes } = createAppTestContainer();
  fakes.identity.signedInAs('olivia');
  fakes.gateway
    .on('GET', '/v1/users/info', () => user)
    .on('GET', '/v1/dashboards/brands/1/summary', () => ({ brand_id: 1, positions: [] }))
    .on('GET', '/v1/employer_applications', () => ({ total: 0, applications: [] }));
  serveBrands(fakes, { permissions: [], user_accesses: [] });
  await container.get(SessionStore).restore();
  await container.get(BrandContextStore).load();
  const store = container.get(BrandDashboardStore);
  const reads = () =>
    fakes.gateway.requests
      .map((request) => request.path)
      .filter((path) => path === '/v1/dashboards/brands/1/summary' || path === '/v1/employer_applications');
  return { store, fakes, reads, brands: container.get(BrandContextStore) };
}

describe('BrandDashboardStore', () => {
  it('loads the context brand’s figures and, when asked, its applications', async () => {
    const { store, reads } = await setUp();
    await store.load({ withApplications: false });
    expect(reads()).toEqual(['/v1/dashboards/brands/1/summary']);
    expect(store.summary).toEqual({ kind: 'ready', value: { brand_id: 1, positions: [] } });
    expect(store.brandId).toBe(1);
    await store.load({ withApplications: true });
    expect(reads()).toHaveLength(3);
    expect(store.applications).toEqual({ kind: 'ready', value: { total: 0, applications: [] } });
  });

  it('shows another page of applications of the brand the data is of', async () => {
    const { store, fakes } = await setUp();
    await store.load({ withApplications: true });
    await store.showApplications(10);
    const last = fakes.gateway.requests
      .filter((request) => request.path === '/v1/employer_applications')
      .at(-1);
    expect(last?.query).toMatchObject({ brand: 1, offset: 10, limit: 10 });
    expect(store.applicationsOffset).toBe(10);
    expect(store.applications.kind).toBe('ready');
    // A new load starts over from the first page.
    await store.load({ withApplications: true });
    expect(store.applicationsOffset).toBe(0);
  });

  it('adopts the reads a prefetch started instead of making them again, once', async () => {
    const { store, reads } = await setUp();
    store.prefetch({ withApplications: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads()).toHaveLength(2);
    await store.load({ withApplications: true });
    expect(reads()).toHaveLength(2);
    expect(store.summary.kind).toBe('ready');
    expect(store.applications.kind).toBe('ready');
    // The next visit reads afresh.
    await store.load({ withApplications: true });
    expect(reads()).toHaveLength(4);
  });

  it('reads again when the prefetch asked for other reads, is too old, or is of another brand', async () => {
    const other = await setUp();
    other.store.prefetch({ withApplications: false });
    await other.store.load({ withApplications: true });
    expect(other.reads()).toHaveLength(3);

    const old = await setUp();
    old.store.prefetch({ withApplications: true });
    old.fakes.clock.advance(PREFETCH_ADOPTION_MS + 1);
    await old.store.load({ withApplications: true });
    expect(old.reads()).toHaveLength(4);

    const moved = await setUp();
    moved.store.prefetch({ withApplications: false });
    moved.fakes.gateway.on('GET', '/v1/dashboards/brands/2/summary', () => ({ brand_id: 2 }));
    await moved.brands.choose(2);
    await moved.store.load({ withApplications: false });
    expect(moved.store.summary).toEqual({ kind: 'ready', value: { brand_id: 2 } });
    expect(moved.store.brandId).toBe(2);
  });

  it('prefetches nothing without a context brand', () => {
    const { container, fakes } = createAppTestContainer();
    container.get(BrandDashboardStore).prefetch({ withApplications: true });
    expect(fakes.gateway.requests).toEqual([]);
  });
});
