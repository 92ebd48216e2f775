import type { TestServer } from '../../support/test-server';
import { brandId, call, signIn, startGatewayServer, userIdOf, type Session } from './gateway.harness';

/**
 * The entry brand is branding and context, not membership (issue #28, spec 000: the profile
 * scheme, `entry_mode`): a job seeker who signed up through Harbor Grill's careers page sees the
 * page in its colours and keeps every candidate read, and gets nothing of the brand. Seeing a brand
 * through a grant is not being one of its people: a recognition's giver must be a member.
 */

let server: TestServer;
let seeker: Session;
let grill: number;

beforeAll(async () => {
  server = await startGatewayServer();
  seeker = await signIn(server, 'seeker@demo.brigade.test');
  grill = await brandId(server.db, 'Harbor Grill');
});
afterAll(() => server.close());

const data = async (session: Session, path: string) => {
  const response = await call(server, 'GET', path, { session });
  expect({ path, status: response.statusCode }).toEqual({ path, status: 200 });
  return response.json().data;
};

/** What a refused recognition must leave as it was: the ledger, the recognitions, the budgets' spend. */
async function rewardsState() {
  const [ledger, recognitions] = await Promise.all([
    server.db
      .selectFrom('points_ledger')
      .select((eb) => [eb.fn.countAll<number>().as('rows'), eb.fn.sum<number>('points').as('points')])
      .executeTakeFirstOrThrow(),
    server.db
      .selectFrom('recognitions')
      .select((eb) => eb.fn.countAll<number>().as('rows'))
      .executeTakeFirstOrThrow(),
  ]);
  return { ledger: [Number(ledger.rows), Number(ledger.points)], recognitions: Number(recognitions.rows) };
}

describe('the entry brand is context for a job seeker', () => {
  it('names the brand the seeker came through and themes the dashboard with it', async () => {
    const info = await data(seeker, '/v1/users/info');
    expect(info.entry_mode).toMatchObject({ brand_id: grill });
    expect(await data(seeker, '/v1/js_dashboard/profile_scheme')).toMatchObject({
      brand_id: grill,
      scheme_settings: { background_color: '18,52,86', accent_color: '255,153,0' },
    });
    const bootstrap = await data(seeker, '/v1/users/session_bootstrap');
    expect(bootstrap.user.entry_mode).toMatchObject({ brand_id: grill });
    expect(bootstrap.context).toBeNull();
  });

  it('keeps the candidate reads: own applications, unread count, balance, an empty brand list and feed', async () => {
    expect(await data(seeker, '/v1/candidate_applications')).toEqual(expect.anything());
    expect(await data(seeker, '/v1/unread_message_count_candidate')).toEqual(expect.anything());
    expect(await data(seeker, '/v1/users/points/balance')).toEqual(expect.anything());
    expect(await data(seeker, '/v1/users/brands')).toEqual([]);
    expect(await data(seeker, '/v1/news_feed?offset=0&limit=20')).toMatchObject({ total: 0, items: [] });
  });

  it('opens nothing of the brand: staff, settings, the feed of the brand are 403 BRAND.FORBIDDEN', async () => {
    for (const path of [
      `/v3/brands/${grill}/users?view=DETAILED`,
      `/v1/brands/${grill}/users`,
      `/v1/brands/${grill}/basic_info`,
      `/v1/brands/${grill}/settings`,
      `/v1/brands/${grill}/rewards/recipients`,
      `/v1/brands/${grill}/tags`,
      `/v1/employers/profile_scheme?brand_id=${grill}`,
    ]) {
      const response = await call(server, 'GET', path, { session: seeker });
      expect({ path, status: response.statusCode, code: response.json().error?.code }).toEqual({
        path,
        status: 403,
        code: 'BRAND.FORBIDDEN',
      });
    }
  });

  it('spends nothing: a recognition from the seeker in Harbor Grill is 403 and the ledger stays', async () => {
    const before = await rewardsState();
    const response = await call(server, 'POST', `/v1/brands/${grill}/recognitions`, {
      session: seeker,
      body: {
        recipient_id: await userIdOf(server.db, 'dashboards@demo.brigade.test'),
        points: 3698,
        message: 'All of it',
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('BRAND.FORBIDDEN');
    expect(await rewardsState()).toEqual(before);
  });
});

describe('a candidate keeps their own side', () => {
  it('reads own applications and their messages', async () => {
    const candidate = await signIn(server, 'candidate@demo.brigade.test');
    const page = await data(candidate, '/v1/candidate_applications?offset=0&limit=10');
    const applications: { id: number }[] = page.applications;
    expect(page.total).toBe(3);
    for (const application of applications) {
      await data(candidate, `/v1/application_messages/${application.id}`);
      await data(candidate, `/v1/applications/${application.id}`);
    }
    expect(await data(candidate, '/v1/unread_message_count_candidate')).toEqual(expect.anything());
  });
});

describe('a grant without a membership', () => {
  it('lets the holder read the brand but not give recognitions (403 BRAND.NOT_A_MEMBER, nothing spent)', async () => {
    const holderId = await userIdOf(server.db, 'corporate@demo.brigade.test');
    await server.db
      .insertInto('user_accesses')
      .values({ user_id: holderId, brand_id: grill, access: 'TEAM_LIVE' })
      .execute();
    const holder = await signIn(server, 'corporate@demo.brigade.test');
    const recipients: { id: string }[] = await data(holder, `/v1/brands/${grill}/rewards/recipients`);
    expect(recipients.length).toBeGreaterThan(0);
    const before = await rewardsState();
    const response = await call(server, 'POST', `/v1/brands/${grill}/recognitions`, {
      session: holder,
      body: { recipient_id: recipients[0]!.id, points: 5, message: 'Thanks' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('BRAND.NOT_A_MEMBER');
    expect(await rewardsState()).toEqual(before);
  });
});
