/**
 * @jest-environment node
 */
import 'reflect-metadata';
import { HttpBrandProfileApi } from '../../../src-infrastructure/brands/http-brand-profile-api.adapter';
import { HttpBrandsApi } from '../../../src-infrastructure/brands/http-brands-api.adapter';
import { HttpDashboardsApi } from '../../../src-infrastructure/dashboards/http-dashboards-api.adapter';
import { liveAdapters } from '../support/live-adapters';
import { startLiveServer, type LiveServer } from '../support/live-server';
import { FakeRandomToken } from '../../fakes/random-token.fake';

/** The brand-profile, favourite and home-page adapters against the real server, in domain terms. */
describe('HttpBrandProfileApi and friends against the real server (owner@)', () => {
  let server: LiveServer;
  let api: HttpBrandProfileApi;
  let gateway: ReturnType<typeof liveAdapters>['gateway'];
  const ids = new Map<string, number>();

  beforeAll(async () => {
    server = await startLiveServer();
    for (const brand of await server.db.selectFrom('brands').select(['id', 'name']).execute())
      ids.set(brand.name, brand.id);
    const adapters = liveAdapters(server);
    expect((await adapters.identity.signIn('owner@demo.brigade.test', 'Brigade-demo-1')).kind).toBe(
      'signed-in',
    );
    gateway = adapters.gateway;
    api = new HttpBrandProfileApi(gateway);
  }, 60_000);
  afterAll(() => server.close());

  const id = (name: string) => ids.get(name)!;

  it('reads each section of Harbor Grill in domain terms', async () => {
    const grill = id('Harbor Grill');
    expect(await api.brand(grill)).toMatchObject({ id: grill, name: 'Harbor Grill', is_favourite: true });
    const info = await api.basicInfo(grill);
    expect(info).toMatchObject({ name: 'Harbor Grill', currency: { code: 'USD', symbol: '$' } });
    expect(info.locations).toHaveLength(12);
    expect(await api.location(info.locations[0]!.id)).toMatchObject({
      address: expect.stringContaining('Main Street'),
      latitude: expect.any(Number),
    });
    expect((await api.services(grill)).services.map((service) => service.code)).toContain('MICE');
    expect((await api.currencies(grill)).map((currency) => currency.code)).toEqual(['USD']);
    expect(await api.businessSetup(grill)).toMatchObject({ positionManagementMode: 'CENTRALIZED' });
    expect(await api.breakWaiver(grill)).toMatchObject({
      sourceBrandId: grill,
      enabled: true,
      retentionDays: 365,
      requireSignature: true,
    });
    expect(await api.approvalFlows(grill, 'SOURCE_HIRE')).toEqual([
      {
        id: expect.any(Number),
        name: 'Offer approval',
        steps: ['HIRING_MANAGER', 'BRAND_DIRECTOR'],
        brandId: id('Harbor Hospitality Group'),
      },
    ]);
    expect(await api.reportsSettings(grill)).toEqual({ locationFilterType: 'ALL_LEVELS' });
    expect(Array.isArray(await api.jobTemplates(grill))).toBe(true);
  });

  it('reads a brand’s structure and a group’s brands', async () => {
    const harbor = id('Harbor Hospitality Group');
    const grill = await api.structure(id('Harbor Grill'));
    expect(grill.brand).toEqual({ id: id('Harbor Grill'), name: 'Harbor Grill', type: 'GP-4' });
    expect(grill.parent).toEqual({ id: harbor, name: 'Harbor Hospitality Group', type: 'GP-5' });
    expect(grill.children.map((child) => [child.name, child.descendants])).toEqual([
      ['Harbor Grill North', 6],
      ['Harbor Grill South', 6],
    ]);
    const group = await api.structure(harbor);
    expect(group.parent).toBeUndefined();
    expect(group.children.map((child) => child.name)).toEqual(
      expect.arrayContaining(['Harbor Grill', 'Tidewater Tacos', 'Lantern Coffee']),
    );
    const brands = await api.groupBrands(harbor);
    expect(brands.some((brand) => brand.id === harbor)).toBe(false);
    expect(brands).toContainEqual({
      id: id('Harbor Grill'),
      name: 'Harbor Grill',
      type: 'GP-4',
      parentId: harbor,
    });
    expect(brands.filter((brand) => brand.type === 'LOCATION')).toHaveLength(36);
  });

  it('lists where the caller works: none for the owner, the hired location for the candidate', async () => {
    expect(await new HttpBrandsApi(gateway, new FakeRandomToken()).workplaces()).toEqual([]);
    const candidate = liveAdapters(server);
    expect((await candidate.identity.signIn('candidate@demo.brigade.test', 'Brigade-demo-1')).kind).toBe(
      'signed-in',
    );
    const workplaces = await new HttpBrandsApi(candidate.gateway, new FakeRandomToken()).workplaces();
    expect(workplaces).toContainEqual({
      id: id('Tidewater Portland Downtown'),
      name: 'Tidewater Portland Downtown',
      type: 'LOCATION',
    });
  });

  it('reads the caller’s own access on Harbor Grill, inherited from the group', async () => {
    const grill = id('Harbor Grill');
    const policy = await api.accessPolicy(grill);
    expect(policy.brandId).toBe(grill);
    expect(policy.user_accesses).toEqual(['SOURCE_HIRE', 'TEAM_LIVE']);
    expect(policy.permissions).toContainEqual({
      name: 'MANAGE_JOBS',
      conditions: [{ type: 'JOB_BOARD', values: [{ code: 'INDEED' }, { code: 'LINKEDIN' }] }],
    });
    expect(policy.permissions).toContainEqual({ name: 'VIEW_REPORTS' });
    expect(await api.grantedPermissions(grill, ['VIEW_LOGBOOK', 'NOT_A_PERMISSION', 'MANAGE_TAGS'])).toEqual([
      'VIEW_LOGBOOK',
      'MANAGE_TAGS',
    ]);
    expect(await api.grantedPermissions(grill, [])).toEqual([]);
  });

  it('reads where a service reaches: its reporting settings and the brands it is on', async () => {
    const grill = id('Harbor Grill');
    expect(await api.serviceReporting(grill, 'SOURCE_HIRE')).toEqual({
      serviceCode: 'SOURCE_HIRE',
      enabled: true,
      locationFilterType: 'ALL_LEVELS',
    });
    expect(await api.serviceReporting(grill, 'NOT_A_SERVICE')).toMatchObject({ enabled: false });
    const entities = await api.operationEntities(grill, 'SOURCE_HIRE');
    expect(entities[0]).toEqual({ id: grill, name: 'Harbor Grill', type: 'GP-4', enabled: true });
    expect(entities.filter((entity) => entity.type === 'LOCATION')).toHaveLength(12);
    expect(entities.every((entity) => typeof entity.enabled === 'boolean')).toBe(true);
  });

  it('refuses a brand outside the caller’s tree with 403 BRAND.FORBIDDEN', async () => {
    for (const read of [
      () => api.accessPolicy(id('Sunset Diner Co')),
      () => api.grantedPermissions(id('Sunset Diner Co'), ['MANAGE_JOBS']),
      () => api.serviceReporting(id('Sunset Diner Co'), 'SOURCE_HIRE'),
      () => api.operationEntities(id('Sunset Diner Co'), 'SOURCE_HIRE'),
      () => api.basicInfo(id('Sunset Diner Co')),
      () => api.structure(id('Sunset Diner Co')),
      () => api.groupBrands(id('Sunset Diner Co')),
    ]) {
      await expect(read()).rejects.toMatchObject({ status: 403, serverCode: 'BRAND.FORBIDDEN' });
    }
  });

  it('favourites and the home-page preference round-trip', async () => {
    // One key source for both adapters: the server keeps keys per user, so keys must not repeat.
    const keys = new FakeRandomToken();
    const brands = new HttpBrandsApi(gateway, keys);
    expect(await brands.setFavourite(id('Lantern Coffee'), true)).toBe(true);
    expect((await api.brand(id('Lantern Coffee'))).is_favourite).toBe(true);
    expect(await brands.setFavourite(id('Lantern Coffee'), false)).toBe(false);
    const dashboards = new HttpDashboardsApi(gateway, keys);
    await dashboards.saveHomePagePreference('RISK_ANALYSIS');
    expect(await dashboards.homePagePreference()).toBe('RISK_ANALYSIS');
    await dashboards.saveHomePagePreference(undefined);
    expect(await dashboards.homePagePreference()).toBeUndefined();
  });
});
