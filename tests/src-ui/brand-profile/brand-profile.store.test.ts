import { PROFILE_CAPABILITIES } from '../../../src-domain/brands/brand-profile.model';
import { StorageKey } from '../../../src-domain/consent/storage-keys.rules';
import { BrandProfileStore } from '../../../src-ui/brand-profile/brand-profile.store';
import { FakeBrandProfileApi } from '../../fakes/brand-profile-api.fake';
import { FakeKeyValueStorage } from '../../fakes/key-value-storage.fake';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp() {
  const api = new FakeBrandProfileApi();
  api.brands.set(2, { id: 2, type: 'GP-4', name: 'Harbor Grill' });
  api.brands.set(9, { id: 9, type: 'GP-4', name: 'Lantern Coffee' });
  api.servicesById.set(2, {
    brandId: 2,
    services: [
      { code: 'TEAM_SCHEDULING', type: 'ACTIVE' },
      { code: 'LMS', type: 'PASS' },
      { code: 'HARRI_ENGAGE', type: 'TRIAL' },
    ],
  });
  api.flows.set('2:TEAM_SCHEDULING', [
    { id: 1, name: 'Shift swap approval', steps: ['SHIFT_LEAD'], brandId: 2 },
  ]);
  api.infos.set(2, {
    id: 2,
    name: 'Harbor Grill',
    type: 'GP-4',
    groupId: 1,
    locations: [
      { id: 31, name: 'Grill Seattle', type: 'LOCATION', latitude: 47.6, longitude: -122.3 },
      { id: 30, name: 'Grill Portland', type: 'LOCATION', latitude: 45.5, longitude: -122.6 },
    ],
  });
  api.places.set(30, { id: 30, name: 'Grill Portland', type: 'LOCATION', latitude: 45.5, longitude: -122.6 });
  api.places.set(31, { id: 31, name: 'Grill Seattle', type: 'LOCATION', latitude: 47.6, longitude: -122.3 });
  const storage = new FakeKeyValueStorage();
  return { api, storage, store: () => new BrandProfileStore(api, storage) };
}

describe('BrandProfileStore', () => {
  it('reads every section; approval flows for each granting service only', async () => {
    const { api, store: make } = setUp();
    const store = make();
    store.open(2);
    expect(store.sections.info.status).toBe('loading');
    await settle();
    await settle();
    for (const section of Object.values(store.sections)) expect(section.status).toBe('ready');
    expect(store.sections.flows).toEqual({
      status: 'ready',
      data: [
        { serviceCode: 'TEAM_SCHEDULING', flows: [expect.objectContaining({ name: 'Shift swap approval' })] },
        { serviceCode: 'LMS', flows: [] },
      ],
    });
    expect(api.calls.filter((call) => call.startsWith('approvalFlows'))).toHaveLength(2);
  });

  it('a failed section fails alone, keeps its server code and recovers on retry', async () => {
    const { api, store: make } = setUp();
    api.failing.add('breakWaiver');
    const store = make();
    store.open(2);
    await settle();
    expect(store.sections.waiver).toEqual({ status: 'failed', code: 'GATEWAY.UNAVAILABLE' });
    expect(store.sections.templates.status).toBe('ready');
    api.failing.delete('breakWaiver');
    store.retry('waiver');
    await settle();
    expect(store.sections.waiver.status).toBe('ready');
  });

  it('another employer’s brand: every section says BRAND.FORBIDDEN', async () => {
    const { api, store: make } = setUp();
    api.outside.add(2);
    const store = make();
    store.open(2);
    await settle();
    expect(store.sections.brand).toEqual({ status: 'failed', code: 'BRAND.FORBIDDEN' });
    expect(store.sections.flows).toEqual({ status: 'failed', code: 'BRAND.FORBIDDEN' });
  });

  it('drops answers for a brand that is no longer open', async () => {
    const { store: make } = setUp();
    const store = make();
    store.open(2);
    store.open(9);
    await settle();
    expect(store.brandId).toBe(9);
    expect(store.sections.brand).toEqual({
      status: 'ready',
      data: { id: 9, type: 'GP-4', name: 'Lantern Coffee' },
    });
  });

  it('maps the first location in order, and keeps the map views under the h_map_* keys', async () => {
    const { storage, store: make } = setUp();
    storage.set(StorageKey.mapActiveSorting, 'name-desc');
    storage.set(StorageKey.mapActiveView, 'not-a-type');
    const store = make();
    expect(store.sorting).toBe('name-desc');
    expect(store.mapType).toBe('roadmap');
    store.open(2);
    await settle();
    await settle();
    expect(store.locations.map((location) => location.name)).toEqual(['Grill Seattle', 'Grill Portland']);
    expect(store.selectedLocationId).toBe(31);
    expect(store.place).toEqual({
      status: 'ready',
      data: expect.objectContaining({ name: 'Grill Seattle' }),
    });
    store.setUiView('list');
    store.setMapType('satellite');
    store.setSorting('name-asc');
    expect(storage.get(StorageKey.mapActiveUiView)).toBe('list');
    expect(storage.get(StorageKey.mapActiveView)).toBe('satellite');
    expect(storage.get(StorageKey.mapActiveSorting)).toBe('name-asc');
  });

  it('a group: its structure, then every brand of the group; a brand with a parent lists none', async () => {
    const { api, store: make } = setUp();
    api.brands.set(1, { id: 1, type: 'GP-5', name: 'Harbor Hospitality Group' });
    api.structures.set(1, {
      brand: { id: 1, name: 'Harbor Hospitality Group', type: 'GP-5' },
      children: [{ id: 2, name: 'Harbor Grill', type: 'GP-4', descendants: 1 }],
    });
    api.groups.set(1, [
      { id: 2, name: 'Harbor Grill', type: 'GP-4', parentId: 1 },
      { id: 31, name: 'Grill Seattle', type: 'LOCATION', parentId: 2 },
    ]);
    api.structures.set(2, {
      brand: { id: 2, name: 'Harbor Grill', type: 'GP-4' },
      parent: { id: 1, name: 'Harbor Hospitality Group', type: 'GP-5' },
      children: [],
    });
    const store = make();
    store.open(1);
    await settle();
    await settle();
    expect(store.sections.structure).toEqual({ status: 'ready', data: api.structures.get(1) });
    expect(store.sections.members).toEqual({ status: 'ready', data: api.groups.get(1) });
    store.open(2);
    await settle();
    await settle();
    expect(store.sections.members).toEqual({ status: 'ready', data: null });
    expect(api.calls.filter((call) => call.startsWith('groupBrands'))).toEqual(['groupBrands:1']);
  });

  it('a failed structure fails the group list too; retrying the list reads the structure again', async () => {
    const { api, store: make } = setUp();
    api.failing.add('structure');
    const store = make();
    store.open(2);
    await settle();
    expect(store.sections.members).toEqual({ status: 'failed', code: 'GATEWAY.UNAVAILABLE' });
    api.failing.delete('structure');
    store.retry('members');
    await settle();
    await settle();
    expect(store.sections.structure.status).toBe('ready');
    expect(store.sections.members).toEqual({ status: 'ready', data: [] });
  });

  it('your access: accesses and permissions from the policy, each capability asked as held or not', async () => {
    const { api, store: make } = setUp();
    api.policies.set(2, {
      brandId: 2,
      user_accesses: ['SOURCE_HIRE'],
      permissions: [
        { name: 'MANAGE_JOBS', conditions: [{ type: 'JOB_BOARD', values: [{ code: 'INDEED' }] }] },
        { name: 'VIEW_REPORTS' },
      ],
    });
    const store = make();
    store.open(2);
    await settle();
    const access = store.sections.access;
    expect(access.status).toBe('ready');
    if (access.status !== 'ready') return;
    expect(access.data.accesses).toEqual(['SOURCE_HIRE']);
    expect(access.data.permissions[0]?.conditions).toHaveLength(1);
    expect(access.data.capabilities.filter((item) => item.granted).map((item) => item.name)).toEqual([
      'MANAGE_JOBS',
      'VIEW_REPORTS',
    ]);
    expect(access.data.capabilities).toHaveLength(PROFILE_CAPABILITIES.length);
    expect(api.calls).toEqual(expect.arrayContaining(['accessPolicy:2', 'grantedPermissions:2']));
  });

  it('a failed permissions read fails the access section alone and recovers on retry', async () => {
    const { api, store: make } = setUp();
    api.failing.add('grantedPermissions');
    const store = make();
    store.open(2);
    await settle();
    expect(store.sections.access).toEqual({ status: 'failed', code: 'GATEWAY.UNAVAILABLE' });
    expect(store.sections.reports.status).toBe('ready');
    api.failing.delete('grantedPermissions');
    store.retry('access');
    await settle();
    expect(store.sections.access.status).toBe('ready');
  });

  it('service reach: reporting settings and operation entities of each granting service only', async () => {
    const { api, store: make } = setUp();
    api.reporting.set('2:LMS', { serviceCode: 'LMS', enabled: true, locationFilterType: 'ALL_LEVELS' });
    api.entities.set('2:TEAM_SCHEDULING', [
      { id: 2, name: 'Harbor Grill', type: 'GP-4', enabled: true },
      { id: 30, name: 'Grill Portland', type: 'LOCATION', enabled: false },
    ]);
    const store = make();
    store.open(2);
    await settle();
    await settle();
    expect(store.sections.reach).toEqual({
      status: 'ready',
      data: [
        {
          serviceCode: 'TEAM_SCHEDULING',
          reporting: { serviceCode: 'TEAM_SCHEDULING', enabled: true },
          entities: [expect.objectContaining({ id: 2 }), expect.objectContaining({ id: 30, enabled: false })],
        },
        {
          serviceCode: 'LMS',
          reporting: { serviceCode: 'LMS', enabled: true, locationFilterType: 'ALL_LEVELS' },
          entities: [],
        },
      ],
    });
    expect(api.calls.filter((call) => call.startsWith('operationEntities'))).toHaveLength(2);
  });

  it('a failed reach read retries alone; failed services fail the reach and retry them first', async () => {
    const { api, store: make } = setUp();
    api.failing.add('operationEntities');
    const store = make();
    store.open(2);
    await settle();
    await settle();
    expect(store.sections.reach).toEqual({ status: 'failed', code: 'GATEWAY.UNAVAILABLE' });
    expect(store.sections.flows.status).toBe('ready');
    api.failing.delete('operationEntities');
    store.retry('reach');
    await settle();
    expect(store.sections.reach.status).toBe('ready');

    api.failing.add('services');
    store.open(2);
    await settle();
    expect(store.sections.reach).toEqual({ status: 'failed', code: 'GATEWAY.UNAVAILABLE' });
    api.failing.delete('services');
    store.retry('reach');
    await settle();
    await settle();
    expect(store.sections.services.status).toBe('ready');
    expect(store.sections.reach.status).toBe('ready');
  });
});
