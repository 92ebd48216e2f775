import type { TestServer } from '../../support/test-server';
import { brandId, call, signIn, startGatewayServer, type Session } from './gateway.harness';

let server: TestServer;
let owner: Session;
let manager: Session;
let tessa: Session;
beforeAll(async () => {
  server = await startGatewayServer();
  [owner, manager, tessa] = await Promise.all([
    signIn(server, 'owner@demo.brigade.test'),
    signIn(server, 'manager@demo.brigade.test'),
    signIn(server, 'manager2@demo.brigade.test'),
  ]);
});
afterAll(() => server.close());

const get = async (session: Session, path: string) => {
  const response = await call(server, 'GET', path, { session });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

describe('break-waiver settings (a real table, inherited)', () => {
  it('Harbor Grill’s own settings and files; its locations inherit them; Tacos has none', async () => {
    const grill = await brandId(server.db, 'Harbor Grill');
    const own = await get(owner, `/v1/brands/${grill}/break_waiver_files/settings`);
    expect(own).toMatchObject({
      brand_id: grill,
      source_brand_id: grill,
      enabled: true,
      retention_days: 365,
    });
    expect(own.files.map((file: { name: string }) => file.name)).toEqual([
      'Meal break waiver.pdf',
      'Rest break waiver.pdf',
    ]);
    const location = await brandId(server.db, 'Harbor Grill Portland Downtown');
    const inherited = await get(manager, `/v1/brands/${location}/break_waiver_files/settings`);
    expect(inherited).toMatchObject({ brand_id: location, source_brand_id: grill, enabled: true });
    expect(inherited.files).toHaveLength(2);
    const tacos = await brandId(server.db, 'Tidewater Tacos');
    expect(await get(owner, `/v1/brands/${tacos}/break_waiver_files/settings`)).toEqual({
      brand_id: tacos,
      source_brand_id: null,
      enabled: false,
      retention_days: null,
      require_signature: false,
      files: [],
    });
  });

  it('a row written now is what the route answers (not a canned answer)', async () => {
    const tacos = await brandId(server.db, 'Tidewater Tacos');
    await server.db
      .insertInto('break_waiver_settings')
      .values({ brand_id: tacos, enabled: 1, retention_days: 30, require_signature: 0, updated_at: 'now' })
      .execute();
    try {
      expect(await get(owner, `/v1/brands/${tacos}/break_waiver_files/settings`)).toMatchObject({
        source_brand_id: tacos,
        enabled: true,
        retention_days: 30,
      });
    } finally {
      await server.db.deleteFrom('break_waiver_settings').where('brand_id', '=', tacos).execute();
    }
  });
});

describe('approval flows (a real table, nearest level wins)', () => {
  it('Harbor Grill’s own scheduling flows; hiring flows inherited from the enterprise', async () => {
    const grill = await brandId(server.db, 'Harbor Grill');
    const scheduling = await get(owner, `/v1/brands/${grill}/services/TEAM_SCHEDULING/approval_flows`);
    expect(scheduling.approval_flows).toEqual([
      expect.objectContaining({ name: 'Shift swap approval', steps: ['SHIFT_LEAD', 'LOCATION_MANAGER'] }),
      expect.objectContaining({ name: 'Overtime approval', brand_id: grill }),
    ]);
    const location = await brandId(server.db, 'Harbor Grill Portland Downtown');
    const harbor = await brandId(server.db, 'Harbor Hospitality Group');
    const hiring = await get(manager, `/v1/brands/${location}/services/SOURCE_HIRE/approval_flows`);
    expect(hiring.approval_flows).toEqual([
      {
        id: expect.any(Number),
        name: 'Offer approval',
        steps: ['HIRING_MANAGER', 'BRAND_DIRECTOR'],
        brand_id: harbor,
      },
    ]);
  });
});

describe('POST /v1/brands/{id}/brands/search (in SQL)', () => {
  it('pages matches of the subtree with their total, case-insensitively', async () => {
    const harbor = await brandId(server.db, 'Harbor Hospitality Group');
    const search = (body: unknown) =>
      call(server, 'POST', `/v1/brands/${harbor}/brands/search`, { session: owner, body });
    const first = (await search({ search_term: 'PORTLAND', limit: 4 })).json().data;
    const second = (await search({ search_term: 'portland', limit: 4, offset: 4 })).json().data;
    expect(first.total).toBe(6);
    expect(second.total).toBe(6);
    const names = [...first.brands, ...second.brands].map((brand: { name: string }) => brand.name);
    expect(new Set(names).size).toBe(6);
    expect(names.every((name) => name.includes('Portland'))).toBe(true);
    expect(first.brands[0]).toMatchObject({ parent_type: 'GP-3', services: expect.any(Array) });
  });

  it('takes % and _ literally and leaves archived brands out', async () => {
    const harbor = await brandId(server.db, 'Harbor Hospitality Group');
    const search = async (term: string) =>
      (
        await call(server, 'POST', `/v1/brands/${harbor}/brands/search`, {
          session: owner,
          body: { search_term: term },
        })
      ).json().data;
    expect((await search('%')).total).toBe(0);
    expect((await search('_')).total).toBe(0);
    expect((await search('closed')).total).toBe(0);
    expect((await search('')).total).toBe(46);
  });

  it('marks the caller’s favourites', async () => {
    const harbor = await brandId(server.db, 'Harbor Hospitality Group');
    const found = await call(server, 'POST', `/v1/brands/${harbor}/brands/search`, {
      session: owner,
      body: { search_term: 'Harbor Grill', limit: 1 },
    });
    expect(found.json().data.brands[0]).toMatchObject({ name: 'Harbor Grill', is_favourite: true });
  });
});

describe('brand isolation on every brand-profile read and the favourites', () => {
  const reads = [
    (id: number) => `/v1/gps/${id}`,
    (id: number) => `/v1/brands/${id}/basic_info?include_locations=true`,
    (id: number) => `/v1/brand/location/${id}`,
    (id: number) => `/v1/brands/services?brand_ids=${id}`,
    (id: number) => `/v1/brands/${id}/currencies?include_lower_tree=true`,
    (id: number) => `/v1/brands/${id}/jobs/templates`,
    (id: number) => `/v1/brands/${id}/business_setup/settings`,
    (id: number) => `/v1/brands/${id}/break_waiver_files/settings`,
    (id: number) => `/v1/brands/${id}/services/SOURCE_HIRE/approval_flows`,
    (id: number) => `/v1/brands/${id}/reports/settings`,
    (id: number) => `/v1/brands/${id}/tree`,
    (id: number) => `/v1/groups/${id}/brands`,
    (id: number) => `/v1/policy?brands_ids=${id}`,
    (id: number) => `/v2/permissions/users?brands_ids=${id}`,
  ];

  it.each(reads.map((path) => [path(0).replace('/0', '/{id}'), path]))(
    'GET %s: 403 BRAND.FORBIDDEN on another brand’s data',
    async (_name, path) => {
      const grill = await brandId(server.db, 'Harbor Grill');
      const response = await call(server, 'GET', path(grill), { session: tessa });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('BRAND.FORBIDDEN');
    },
  );

  it('search and favourites: 403 on another brand, nothing stored', async () => {
    const grill = await brandId(server.db, 'Harbor Grill');
    const search = await call(server, 'POST', `/v1/brands/${grill}/brands/search`, {
      session: tessa,
      body: { search_term: '' },
    });
    expect(search.statusCode).toBe(403);
    for (const method of ['POST', 'DELETE'] as const) {
      const response = await call(server, method, `/v1/brands/${grill}/employers/favourites`, {
        session: manager,
      });
      expect(response.statusCode).toBe(403);
    }
    const rows = await server.db
      .selectFrom('favourite_brands')
      .selectAll()
      .where('brand_id', '=', grill)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('an unknown brand is 404 BRAND.NOT_FOUND', async () => {
    const response = await call(server, 'GET', '/v1/brands/999999/break_waiver_files/settings', {
      session: owner,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('BRAND.NOT_FOUND');
  });
});
