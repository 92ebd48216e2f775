import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, userIdOf, type Session } from '../gateway.harness';

let server: TestServer;
let owner: Session;
let manager: Session;
let manager2: Session;
let candidate: Session;

beforeAll(async () => {
  server = await startGatewayServer();
  [owner, manager, manager2, candidate] = await Promise.all([
    signIn(server, 'owner@demo.brigade.test'),
    signIn(server, 'manager@demo.brigade.test'),
    signIn(server, 'manager2@demo.brigade.test'),
    signIn(server, 'candidate@demo.brigade.test'),
  ]);
});
afterAll(() => server.close());

/** A parsed answer, read field by field in the expectations. */
type Parsed = ReturnType<typeof JSON.parse>;

const get = async (session: Session, path: string) => {
  const response = await call(server, 'GET', path, { session });
  return { status: response.statusCode, body: response.json<{ data: Parsed; error: { code: string } }>() };
};
const idOf = (email: string) => userIdOf(server.db, email);

describe('team', () => {
  it('lists a brand’s members, and its subtree’s with include_children', async () => {
    const grill = await brandId(server.db, 'Harbor Grill');
    const own = await get(owner, `/v1/brands/${grill}/users`);
    expect(own.status).toBe(200);
    const below = await get(owner, `/v1/brands/${grill}/users?include_children=true`);
    const emails = (below.body.data.users as { email: string }[]).map((user) => user.email);
    expect(emails).toEqual(
      expect.arrayContaining(['manager@demo.brigade.test', 'dashboards@demo.brigade.test']),
    );
    expect(emails).not.toContain('manager2@demo.brigade.test');
    expect(own.body.data.users.length).toBeLessThan(below.body.data.users.length);
  });

  it('counts members per location of the subtree', async () => {
    const grill = await brandId(server.db, 'Harbor Grill');
    const { body } = await get(owner, `/v1/brands/${grill}/users/locations`);
    expect(body.data.locations).toContainEqual({
      id: await brandId(server.db, 'Harbor Grill Portland Downtown'),
      name: 'Harbor Grill Portland Downtown',
      // manager@, scheduler@ (schedules, issue #34), and the hourly employees crew@ and crew2@
      // (time clock and schedules, issues #33 and #34).
      users: 4,
    });
  });

  it('answers a member’s basic info within the brand (and its owners above it), 404 for others', async () => {
    const downtown = await brandId(server.db, 'Harbor Grill Portland Downtown');
    const self = await get(
      manager,
      `/v1/brands/${downtown}/users/${await idOf('manager@demo.brigade.test')}/basic_info`,
    );
    expect(self.body.data).toMatchObject({
      first_name: 'Marco',
      memberships: [expect.objectContaining({ role: 'MANAGER' })],
    });
    const above = await get(
      manager,
      `/v1/brands/${downtown}/users/${await idOf('owner@demo.brigade.test')}/basic_info`,
    );
    expect(above.body.data.memberships).toEqual([expect.objectContaining({ role: 'OWNER' })]);
    const elsewhere = await get(
      manager,
      `/v1/brands/${downtown}/users/${await idOf('manager2@demo.brigade.test')}/basic_info`,
    );
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error.code).toBe('TEAM.USER_NOT_FOUND');
    expect((await get(manager, `/v1/brands/${downtown}/users/not-a-uuid/basic_info`)).body.error.code).toBe(
      'VALIDATION.INVALID',
    );
  });

  it('v3: one row per user, narrowed by user_ids; DETAILED and required_data add fields', async () => {
    const grill = await brandId(server.db, 'Harbor Grill');
    const managerId = await idOf('manager@demo.brigade.test');
    const basic = await get(owner, `/v3/brands/${grill}/users?user_ids=${managerId}`);
    expect(basic.body.data.total).toBe(1);
    expect(basic.body.data.users[0]).toMatchObject({
      id: managerId,
      email: null,
      accesses: null,
      brands: null,
    });
    const detailed = await get(
      owner,
      `/v3/brands/${grill}/users?user_ids=${managerId}&view=DETAILED&required_data=ACCESSES,BRANDS`,
    );
    expect(detailed.body.data.users[0]).toMatchObject({
      email: 'manager@demo.brigade.test',
      brands: [expect.objectContaining({ role: 'MANAGER' })],
    });
    // SOURCE_HIRE is granted on the manager's location, below Harbor Grill: not held on the brand.
    expect(detailed.body.data.users[0].accesses).toEqual([]);
    const schedulable = await get(owner, `/v3/brands/${grill}/users?schedulable=true&limit=500`);
    const all = await get(owner, `/v3/brands/${grill}/users?limit=500`);
    expect(schedulable.body.data.total).toBeLessThan(all.body.data.total);
    expect((await get(owner, `/v3/brands/${grill}/users?required_data=SALARY`)).status).toBe(400);
  });

  it('searches employers by name or e-mail in SQL, taking % and _ literally', async () => {
    const downtown = await brandId(server.db, 'Harbor Grill Portland Downtown');
    const search = (term: string, extra: object = {}) =>
      call(server, 'POST', `/v1/brands/${downtown}/employers/search`, {
        session: owner,
        body: { search_term: term, ...extra },
      }).then(
        (response) => response.json<{ data: { total: number; employers: { email: string }[] } }>().data,
      );
    const marco = await search('MARCO man');
    expect(marco.employers.map((employer) => employer.email)).toEqual(['manager@demo.brigade.test']);
    expect((await search('%')).total).toBe(0);
    expect((await search('_')).total).toBe(0);
    const everyone = await search('');
    const page = await search('', { limit: 1, offset: 1 });
    expect(page.total).toBe(everyone.total);
    expect(page.employers).toEqual([everyone.employers[1]]);
  });

  it('refuses other brands on every team route (403) and answers 404 for unknown brands', async () => {
    const grill = await brandId(server.db, 'Harbor Grill');
    const managerId = await idOf('manager@demo.brigade.test');
    for (const path of [
      `/v1/brands/${grill}/users`,
      `/v1/brands/${grill}/users/locations`,
      `/v1/brands/${grill}/users/${managerId}/basic_info`,
      `/v3/brands/${grill}/users`,
    ]) {
      for (const session of [manager2, candidate]) {
        const { status, body } = await get(session, path);
        expect([path, status, body.error.code]).toEqual([path, 403, 'BRAND.FORBIDDEN']);
      }
    }
    const search = await call(server, 'POST', `/v1/brands/${grill}/employers/search`, {
      session: manager2,
      body: { search_term: 'a' },
    });
    expect(search.statusCode).toBe(403);
    expect((await get(owner, '/v1/brands/999999/users')).body.error.code).toBe('BRAND.NOT_FOUND');
    const guest = await call(server, 'GET', `/v1/brands/${grill}/users/${managerId}/basic_info`);
    expect(guest.statusCode).toBe(401);
  });
});
