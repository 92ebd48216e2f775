import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { openDatabase } from '../../../server/db/database';
import { bumpBrandsRevision } from '../../../server/gateway/brands/brand-rows.cache';
import type { TestServer } from '../../support/test-server';
import { brandId, call, signIn, startGatewayServer, type Session } from './gateway.harness';

interface Node {
  id: number;
  name: string;
  type: string;
  is_favourite: boolean;
  services: { code: string }[];
  brands?: Node[];
  jobs?: unknown[];
  permissions?: { name: string }[];
}

let server: TestServer;
let owner: Session;
let manager: Session;
beforeAll(async () => {
  server = await startGatewayServer();
  owner = await signIn(server, 'owner@demo.brigade.test');
  manager = await signIn(server, 'manager@demo.brigade.test');
});
afterAll(() => server.close());

const get = async (session: Session, path: string) => {
  const response = await call(server, 'GET', path, { session });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
const count = (nodes: Node[]): number => nodes.reduce((sum, node) => sum + 1 + count(node.brands ?? []), 0);

describe('GET /v1/users/brands', () => {
  it('STRUCTURED: the owner’s enterprise with its three brands, nested down to 36 locations', async () => {
    const roots: Node[] = await get(owner, '/v1/users/brands?view_mode=STRUCTURED');
    expect(roots.map((root) => root.name)).toEqual(['Harbor Hospitality Group']);
    expect(roots[0]!.brands!.map((brand) => brand.name)).toEqual([
      'Harbor Grill',
      'Tidewater Tacos',
      'Lantern Coffee',
    ]);
    expect(count(roots)).toBe(46);
  });

  it('FLAT lists every brand once; include_archived adds the closed location', async () => {
    expect(await get(owner, '/v1/users/brands?view_mode=FLAT')).toHaveLength(46);
    const all: Node[] = await get(owner, '/v1/users/brands?view_mode=FLAT&include_archived=true');
    expect(all).toHaveLength(47);
    expect(all.some((brand) => brand.name === 'Lantern Old Town (closed)')).toBe(true);
  });

  it('filter_services keeps matching brands (and their ancestors when STRUCTURED)', async () => {
    const flat: Node[] = await get(owner, '/v1/users/brands?view_mode=FLAT&filter_services=TTS_DASHBOARD');
    expect(flat.map((brand) => brand.name)).toContain('Tidewater Tacos');
    expect(flat).toHaveLength(13);
    const tree: Node[] = await get(owner, '/v1/users/brands?filter_services=TTS_DASHBOARD');
    expect(tree[0]!.name).toBe('Harbor Hospitality Group');
    expect(tree[0]!.brands!.map((brand) => brand.name)).toEqual(['Tidewater Tacos']);
  });

  it('a location manager sees only the location', async () => {
    const roots: Node[] = await get(manager, '/v1/users/brands');
    expect(roots.map((root) => root.name)).toEqual(['Harbor Grill Portland Downtown']);
  });
});

describe('tree, group, services, search', () => {
  it('GET /v1/brands/{id}/tree with parent and jobs', async () => {
    const grill = await brandId(server.db, 'Harbor Grill');
    const tree = await get(owner, `/v1/brands/${grill}/tree?include_parent=true&include_jobs=true`);
    expect(tree).toMatchObject({ id: grill, parent: { name: 'Harbor Hospitality Group', type: 'GP-5' } });
    expect(count([tree])).toBe(15);
    const location: Node = tree.brands[0].brands[0];
    expect(location.jobs).toHaveLength(2);
  });

  it('GET /v1/groups/{id}/brands with services and permissions', async () => {
    const harbor = await brandId(server.db, 'Harbor Hospitality Group');
    const bare: Node[] = await get(owner, `/v1/groups/${harbor}/brands`);
    expect(bare[0]!.services).toEqual([]);
    const full: Node[] = await get(
      owner,
      `/v1/groups/${harbor}/brands?include_services=true&include_permissions=true`,
    );
    expect(full[0]!.services.map((service) => service.code)).toContain('IPC_INTEGRATION');
    expect(full.find((brand) => brand.name === 'Harbor Grill')!.permissions!.map((p) => p.name)).toContain(
      'VIEW_HALO_DASHBOARD',
    );
  });

  it('GET /v1/brands/services with repeated ids and include_children', async () => {
    const grill = await brandId(server.db, 'Harbor Grill');
    const tacos = await brandId(server.db, 'Tidewater Tacos');
    const two = await get(owner, `/v1/brands/services?brand_ids=${grill}&brand_ids=${tacos}`);
    expect(two.map((entry: { brand_id: number }) => entry.brand_id)).toEqual([grill, tacos]);
    const withChildren = await get(owner, `/v1/brands/services?brand_ids=${tacos}&include_children=true`);
    expect(withChildren).toHaveLength(15);
  });

  it('POST /v1/brands/{id}/brands/search and employers/search', async () => {
    const harbor = await brandId(server.db, 'Harbor Hospitality Group');
    const found = await call(server, 'POST', `/v1/brands/${harbor}/brands/search`, {
      session: owner,
      body: { search_term: 'portland', limit: 2 },
    });
    expect(found.json().data.total).toBe(6);
    expect(found.json().data.brands).toHaveLength(2);
    const grill = await brandId(server.db, 'Harbor Grill Portland Downtown');
    const managers = await call(server, 'POST', `/v1/brands/${grill}/employers/search`, {
      session: owner,
      body: { search_term: 'o' },
    });
    const emails = managers.json().data.employers.map((employer: { email: string }) => employer.email);
    expect(emails).toEqual(expect.arrayContaining(['owner@demo.brigade.test', 'manager@demo.brigade.test']));
  });

  it('favourites: POST marks, DELETE unmarks, lists show is_favourite', async () => {
    const tacos = await brandId(server.db, 'Tidewater Tacos');
    await call(server, 'POST', `/v1/brands/${tacos}/employers/favourites`, { session: owner });
    let flat: Node[] = await get(owner, '/v1/users/brands?view_mode=FLAT');
    expect(flat.find((brand) => brand.id === tacos)!.is_favourite).toBe(true);
    await call(server, 'DELETE', `/v1/brands/${tacos}/employers/favourites`, { session: owner });
    flat = await get(owner, '/v1/users/brands?view_mode=FLAT');
    expect(flat.find((brand) => brand.id === tacos)!.is_favourite).toBe(false);
  });

  it('favourites: a write with an Idempotency-Key is applied once and replayed', async () => {
    const tacos = await brandId(server.db, 'Tidewater Tacos');
    const path = `/v1/brands/${tacos}/employers/favourites`;
    const headers = { 'idempotency-key': 'star-tacos-1' };
    const first = await call(server, 'POST', path, { session: owner, body: {}, headers });
    expect(first.statusCode).toBe(200);
    // Unstarred elsewhere in between: a replay must not star it again.
    await call(server, 'DELETE', path, { session: owner });
    const replay = await call(server, 'POST', path, { session: owner, body: {}, headers });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const flat: Node[] = await get(owner, '/v1/users/brands?view_mode=FLAT');
    expect(flat.find((brand) => brand.id === tacos)!.is_favourite).toBe(false);
    const reused = await call(server, 'DELETE', path, { session: owner, headers });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('IDEMPOTENCY.KEY_REUSED');
  });
});

describe('GET /v1/users/brands is answered from a kept copy (issue #20)', () => {
  const path = '/v1/users/brands?view_mode=STRUCTURED';

  it('carries an entity tag; the same tag back is 304 with no body', async () => {
    const first = await call(server, 'GET', path, { session: owner });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await call(server, 'GET', path, { session: owner, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await call(server, 'GET', path, {
      session: owner,
      headers: { 'if-none-match': '"other"' },
    });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(first.json());
  });

  it('compressed copies decode to the same answer', async () => {
    const plain = (await call(server, 'GET', path, { session: owner })).json();
    for (const encoding of ['gzip', 'br'] as const) {
      const response = await call(server, 'GET', path, {
        session: owner,
        headers: { 'accept-encoding': encoding },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      const body =
        encoding === 'gzip' ? gunzipSync(response.rawPayload) : brotliDecompressSync(response.rawPayload);
      expect(JSON.parse(body.toString())).toEqual(plain);
    }
  });

  it('20 concurrent requests after a brands write share one build: one tag, one answer, then 304', async () => {
    await bumpBrandsRevision(server.db);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(server, 'GET', path, {
          session: owner,
          headers: { 'accept-encoding': ['br', 'gzip', 'identity'][index % 3]! },
        }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    const plain = answers.find((answer) => answer.headers['content-encoding'] === undefined)!.json();
    for (const answer of answers) {
      const encoding = answer.headers['content-encoding'];
      const body =
        encoding === 'br'
          ? brotliDecompressSync(answer.rawPayload)
          : encoding === 'gzip'
            ? gunzipSync(answer.rawPayload)
            : answer.rawPayload;
      expect(JSON.parse(body.toString())).toEqual(plain);
    }
    const etag = answers[0]!.headers.etag as string;
    const revalidated = await call(server, 'GET', path, {
      session: owner,
      headers: { 'if-none-match': `W/${etag}, "other"` },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('the compression plugin leaves the kept answer alone (Accept-Encoding: * is answered from the kept brotli copy)', async () => {
    const brotli = await call(server, 'GET', path, { session: owner, headers: { 'accept-encoding': 'br' } });
    const any = await call(server, 'GET', path, { session: owner, headers: { 'accept-encoding': '*' } });
    expect(any.headers['content-encoding']).toBe('br');
    expect(any.rawPayload.equals(brotli.rawPayload)).toBe(true);
    const deflateOnly = await call(server, 'GET', path, {
      session: owner,
      headers: { 'accept-encoding': 'deflate' },
    });
    expect(deflateOnly.headers['content-encoding']).toBeUndefined();
    expect(deflateOnly.json()).toEqual(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString()));
  });

  it('a change to the brands gives a new tag and the new answer; another caller never gets this one', async () => {
    const before = await call(server, 'GET', path, { session: owner });
    const coffee = await brandId(server.db, 'Lantern Coffee');
    await server.db
      .updateTable('brands')
      .set({ name: 'Lantern Coffee Roasters' })
      .where('id', '=', coffee)
      .execute();
    await bumpBrandsRevision(server.db);
    try {
      const after = await call(server, 'GET', path, {
        session: owner,
        headers: { 'if-none-match': before.headers.etag as string },
      });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.json().data[0].brands.map((brand: Node) => brand.name)).toContain(
        'Lantern Coffee Roasters',
      );
      const managers = await call(server, 'GET', path, { session: manager });
      expect(managers.headers.etag).not.toBe(after.headers.etag);
      expect(count(managers.json().data)).toBe(1);
    } finally {
      await server.db
        .updateTable('brands')
        .set({ name: 'Lantern Coffee' })
        .where('id', '=', coffee)
        .execute();
      await bumpBrandsRevision(server.db);
    }
  });
});

describe('GET /v1/users/brands when another process writes (issues #19, #20)', () => {
  it('a brand renamed through another connection to the database is answered on the next request', async () => {
    const path = '/v1/users/brands?view_mode=FLAT';
    const before = await call(server, 'GET', path, { session: owner });
    const other = openDatabase(server.config.databaseFile);
    const tacos = await brandId(other, 'Tidewater Tacos');
    const rename = async (name: string) =>
      other.transaction().execute(async (trx) => {
        await trx.updateTable('brands').set({ name }).where('id', '=', tacos).execute();
        await bumpBrandsRevision(trx);
      });
    try {
      await rename('Tidewater Taqueria');
      const after = await call(server, 'GET', path, {
        session: owner,
        headers: { 'if-none-match': before.headers.etag as string },
      });
      expect(after.statusCode).toBe(200);
      expect(after.json().data.find((brand: Node) => brand.id === tacos).name).toBe('Tidewater Taqueria');
    } finally {
      await rename('Tidewater Tacos');
      await other.destroy();
    }
  });
});

describe('brand data', () => {
  it('basic info with locations and currency, location, media, currencies of the lower tree', async () => {
    const coffee = await brandId(server.db, 'Lantern Coffee');
    const info = await get(owner, `/v1/brands/${coffee}/basic_info?include_locations=true`);
    expect(info).toMatchObject({ name: 'Lantern Coffee', currency: { code: 'EUR', symbol: '€' } });
    expect(info.locations).toHaveLength(12);
    const location = await get(owner, `/v1/brand/location/${info.locations[0].id}`);
    expect(location.address).toContain('Main Street');
    const media = await get(owner, `/v1/brand/basic_media/${await brandId(server.db, 'Harbor Grill')}`);
    expect(media.scheme_settings).toEqual({ background_color: '18,52,86', accent_color: '255,153,0' });
    const harbor = await brandId(server.db, 'Harbor Hospitality Group');
    const currencies = await get(owner, `/v1/brands/${harbor}/currencies?include_lower_tree=true`);
    expect(currencies.map((currency: { code: string }) => currency.code)).toEqual(['EUR', 'GBP', 'USD']);
  });

  it('suspension, templates, business set-up, settings, break waiver, employee brands', async () => {
    const grill = await brandId(server.db, 'Harbor Grill Portland Downtown');
    expect(await get(manager, `/v1/brands/${grill}/account_suspension/check`)).toMatchObject({
      is_suspended: false,
    });
    expect((await get(manager, `/v1/brands/${grill}/jobs/templates`)).length).toBe(4);
    expect(await get(manager, `/v1/brands/${grill}/business_setup/settings`)).toMatchObject({
      currency: { code: 'USD' },
      position_levels: ['ENTRY', 'SENIOR', 'LEAD'],
    });
    expect(await get(manager, `/v1/brands/${grill}/settings`)).toMatchObject({
      atr_type: 'MB',
      location_filter_type: 'ALL_LEVELS',
    });
    expect(await get(manager, `/v1/brands/${grill}/break_waiver_files/settings`)).toMatchObject({
      enabled: true,
      require_signature: true,
    });
    const candidate = await signIn(server, 'candidate@demo.brigade.test');
    const employers = await get(candidate, '/v1/employees/businesses/brands');
    expect(employers.map((brand: { name: string }) => brand.name)).toEqual(['Tidewater Portland Downtown']);
  });

  it('GET /v1/gps/{id} gives the brand with services; the second brand manager is refused Harbor Grill', async () => {
    const grill = await brandId(server.db, 'Harbor Grill');
    expect(await get(owner, `/v1/gps/${grill}`)).toMatchObject({
      id: grill,
      type: 'GP-4',
      parent_type: 'GP-5',
    });
    const tessa = await signIn(server, 'manager2@demo.brigade.test');
    const refused = await call(server, 'GET', `/v1/gps/${grill}`, { session: tessa });
    expect(refused.statusCode).toBe(403);
  });
});

describe('policy', () => {
  it('inherits grants from the levels above, with conditions', async () => {
    const grill = await brandId(server.db, 'Harbor Grill');
    const [policy] = await get(owner, `/v1/policy?brands_ids=${grill}`);
    expect(policy.brandId).toBe(grill);
    expect(policy.user_accesses).toEqual(['SOURCE_HIRE', 'TEAM_LIVE']);
    expect(policy.permissions).toContainEqual({
      name: 'MANAGE_JOBS',
      conditions: [{ type: 'JOB_BOARD', values: [{ code: 'INDEED' }, { code: 'LINKEDIN' }] }],
    });
    const roots = await get(owner, '/v1/policy');
    expect(roots).toHaveLength(1);
  });

  it('v2 permissions filters the names asked', async () => {
    const location = await brandId(server.db, 'Harbor Grill Portland Downtown');
    const answer = await get(
      manager,
      `/v2/permissions/users?brands_ids=${location}&permissions=MANAGE_JOBS,NOPE`,
    );
    expect(answer[0].permissions.map((permission: { name: string }) => permission.name)).toEqual([
      'MANAGE_JOBS',
    ]);
  });

  it('is_authorized honours a POSITION_CATEGORY condition', async () => {
    const location = await brandId(server.db, 'Harbor Grill Portland Downtown');
    const base = `/v1/brands/${location}/permissions/is_authorized?required_permissions=VIEW_CANDIDATES`;
    expect((await get(manager, `${base}&permission_category=FOH`)).is_authorized).toBe(true);
    expect(await get(manager, `${base}&permission_category=BOH`)).toMatchObject({
      is_authorized: false,
      missing_permissions: ['VIEW_CANDIDATES'],
    });
  });

  it('reporting settings, approval flows and operation entities', async () => {
    const coffee = await brandId(server.db, 'Lantern Coffee');
    const nosales = await signIn(server, 'nosales@demo.brigade.test');
    expect(await get(nosales, `/v1/brands/${coffee}/reports/settings`)).toEqual({
      brand_id: coffee,
      location_filter_type: 'CHILDREN_ONLY',
    });
    expect(await get(nosales, `/brands/${coffee}/services/TEAM_SCHEDULING/reporting_settings`)).toMatchObject(
      { enabled: true },
    );
    expect(await get(nosales, `/v1/brands/${coffee}/services/HARRI_ENGAGE/reporting_settings`)).toMatchObject(
      { enabled: false },
    );
    expect(await get(nosales, `/v1/brands/${coffee}/services/ATR/approval_flows`)).toMatchObject({
      approval_flows: [],
    });
    const entities = await get(nosales, `/v1/brands/${coffee}/services/RISK_DETECTION/operation_entities`);
    expect(entities.filter((entity: { enabled: boolean }) => entity.enabled)).toHaveLength(12);
  });
});
