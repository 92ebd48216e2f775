import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, userIdOf, type Session } from '../gateway.harness';

let server: TestServer;
let owner: Session;
let manager: Session;
let candidate: Session;
let grill: number;
let tacos: number;
let marco: string;

beforeAll(async () => {
  server = await startGatewayServer();
  [owner, manager, candidate] = await Promise.all([
    signIn(server, 'owner@demo.brigade.test'),
    signIn(server, 'manager@demo.brigade.test'),
    signIn(server, 'candidate@demo.brigade.test'),
  ]);
  grill = await brandId(server.db, 'Harbor Grill');
  tacos = await brandId(server.db, 'Tidewater Tacos');
  marco = await userIdOf(server.db, 'manager@demo.brigade.test');
});
afterAll(() => server.close());

type Parsed = ReturnType<typeof JSON.parse>;
const send = async (
  session: Session,
  method: 'GET' | 'PUT' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
) => {
  const response = await call(server, method as 'GET', path, {
    session,
    ...(body === undefined ? {} : { body }),
    headers: { 'idempotency-key': `k-${Math.random()}` },
  });
  return { status: response.statusCode, body: response.json<{ data: Parsed; error: { code: string } }>() };
};
const personRow = (userId: string) =>
  server.db.selectFrom('reward_people').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** An application of Harbor Grill's subtree, not hired, whose candidate is not Marco. */
const openApplication = async () =>
  server.db
    .selectFrom('applications as a')
    .innerJoin('positions as p', 'p.id', 'a.position_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .select(['a.id', 'a.candidate_user_id'])
    .where('b.path', 'like', `%/${grill}/%`)
    .where('a.status', '!=', 'HIRED')
    .where('a.archived', '=', 0)
    .where('a.candidate_user_id', '!=', marco)
    .orderBy('a.id')
    .executeTakeFirstOrThrow();

describe('start dates', () => {
  it('lists the subtree’s members with their start date and sets one, keeping the birthday', async () => {
    await server.db
      .insertInto('reward_people')
      .values({ user_id: marco, started_on: null, birthday: '05-06', birthday_opt_in: 1, employee_ref: null })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ birthday: '05-06', birthday_opt_in: 1 }))
      .execute();
    const set = await send(owner, 'PUT', `/v1/brands/${grill}/reward_people/${marco}`, {
      started_on: '2019-04-01',
    });
    expect(set.status).toBe(200);
    expect(await personRow(marco)).toMatchObject({
      started_on: '2019-04-01',
      birthday: '05-06',
      birthday_opt_in: 1,
    });

    const page = await send(owner, 'GET', `/v1/brands/${grill}/reward_people?limit=100`);
    expect(page.status).toBe(200);
    const row = (page.body.data.items as { person: { id: string }; started_on: string | null }[]).find(
      (item) => item.person.id === marco,
    );
    expect(row).toMatchObject({ started_on: '2019-04-01', birthday_opt_in: true });
    expect(page.body.data.total).toBeGreaterThanOrEqual(page.body.data.items.length);
  });

  it('refuses a person outside the subtree, a future day and a caller without MANAGE_REWARDS', async () => {
    const outsider = await userIdOf(server.db, 'candidate@demo.brigade.test');
    const outside = await send(owner, 'PUT', `/v1/brands/${grill}/reward_people/${outsider}`, {
      started_on: '2020-01-01',
    });
    expect([outside.status, outside.body.error.code]).toEqual([404, 'REWARDS.PERSON_NOT_FOUND']);
    expect(await personRow(outsider)).toBeUndefined();
    const future = await send(owner, 'PUT', `/v1/brands/${grill}/reward_people/${marco}`, {
      started_on: '2999-01-01',
    });
    expect([future.status, future.body.error.code]).toEqual([400, 'REWARDS.INVALID_DATES']);
    const member = await send(candidate, 'GET', `/v1/brands/${grill}/reward_people`);
    expect(member.status).toBe(403);
  });
});

describe('referrals', () => {
  it('lists the demo’s referral: dashboards@ referred Carmen, whose offer is not a hire yet', async () => {
    const page = await send(owner, 'GET', `/v1/brands/${grill}/reward_referrals?limit=100`);
    expect(page.status).toBe(200);
    const referred = (
      page.body.data.items as {
        status: string;
        candidate: { first_name: string };
        referrer: { id: string } | null;
      }[]
    ).filter((item) => item.referrer !== null);
    expect(referred.map((item) => [item.candidate.first_name, item.status, item.referrer?.id])).toEqual([
      ['Carmen', 'OFFERED', await userIdOf(server.db, 'dashboards@demo.brigade.test')],
    ]);
  });

  it('records a referrer, refuses the candidate themself, and clears it', async () => {
    const application = await openApplication();
    const self = await send(owner, 'PUT', `/v1/brands/${grill}/reward_referrals/${application.id}`, {
      referrer_id: application.candidate_user_id,
    });
    expect([self.status, self.body.error.code]).toEqual([400, 'REWARDS.SELF_REFERRAL']);
    // Another brand below Harbor Grill whose subtree does not hold the application.
    const { path } = await server.db
      .selectFrom('applications as a')
      .innerJoin('positions as p', 'p.id', 'a.position_id')
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .select('b.path')
      .where('a.id', '=', application.id)
      .executeTakeFirstOrThrow();
    const below = await server.db
      .selectFrom('brands')
      .select(['id', 'path'])
      .where('path', 'like', `%/${grill}/%`)
      .where('id', '!=', grill)
      .execute();
    const sibling = below.find((brand) => !path.startsWith(brand.path))!;
    const elsewhere = await send(
      owner,
      'PUT',
      `/v1/brands/${sibling.id}/reward_referrals/${application.id}`,
      {
        referrer_id: marco,
      },
    );
    expect([elsewhere.status, elsewhere.body.error.code]).toEqual([404, 'REWARDS.APPLICATION_NOT_FOUND']);

    const set = await send(owner, 'PUT', `/v1/brands/${grill}/reward_referrals/${application.id}`, {
      referrer_id: marco,
    });
    expect(set.status).toBe(200);
    const page = await send(owner, 'GET', `/v1/brands/${grill}/reward_referrals?limit=100`);
    const listed = (
      page.body.data.items as { application_id: number; referrer: { id: string } | null }[]
    ).find((item) => item.application_id === application.id);
    expect(listed?.referrer?.id).toBe(marco);

    const cleared = await send(owner, 'PUT', `/v1/brands/${grill}/reward_referrals/${application.id}`, {
      referrer_id: null,
    });
    expect(cleared.status).toBe(200);
    const other = await send(owner, 'GET', `/v1/brands/${tacos}/reward_referrals`);
    expect(other.body.error.code).toBe('REWARDS.SERVICE_MISSING');
    const row = await server.db
      .selectFrom('application_referrals')
      .selectAll()
      .where('application_id', '=', application.id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('grants the referrer in the hiring request itself when the application moves to HIRED', async () => {
    const application = await openApplication();
    const rule = await send(owner, 'POST', `/v1/brands/${grill}/reward_rules`, {
      event: 'REFERRAL_HIRE',
      points: 40,
      cap_per_period: 400,
      period: 'MONTH',
      effective_from: '2020-01-01',
      active: true,
    });
    expect(rule.status).toBe(200);
    const ruleId = rule.body.data.id as number;
    await send(owner, 'PUT', `/v1/brands/${grill}/reward_referrals/${application.id}`, {
      referrer_id: marco,
    });

    const hired = await send(owner, 'PATCH', `/v1/applications/${application.id}`, { status: 'HIRED' });
    expect(hired.status).toBe(200);
    const grants = await server.db
      .selectFrom('points_ledger')
      .select(['user_id', 'points', 'idempotency_key'])
      .where('rule_id', '=', ruleId)
      .execute();
    expect(grants).toEqual([
      { user_id: marco, points: 40, idempotency_key: `rule:${ruleId}:${marco}:referral-${application.id}` },
    ]);
    // The hourly pass afterwards grants nothing twice.
    await send(owner, 'POST', `/v1/brands/${grill}/reward_rules/evaluate`);
    const after = await server.db
      .selectFrom('points_ledger')
      .select('id')
      .where('rule_id', '=', ruleId)
      .execute();
    expect(after).toHaveLength(1);
  });
});

describe('the member’s birthday', () => {
  it('reads nothing set, opts in with a birthday, and refuses an impossible day or an opt-in without one', async () => {
    const initial = await send(candidate, 'GET', '/v1/users/reward_profile');
    expect(initial.body.data).toEqual({ birthday: null, birthday_opt_in: false });
    const set = await send(candidate, 'PUT', '/v1/users/reward_profile', {
      birthday: '02-29',
      birthday_opt_in: true,
    });
    expect(set.status).toBe(200);
    expect((await send(candidate, 'GET', '/v1/users/reward_profile')).body.data).toEqual({
      birthday: '02-29',
      birthday_opt_in: true,
    });
    const impossible = await send(candidate, 'PUT', '/v1/users/reward_profile', {
      birthday: '02-30',
      birthday_opt_in: true,
    });
    expect([impossible.status, impossible.body.error.code]).toEqual([400, 'REWARDS.INVALID_BIRTHDAY']);
    const without = await send(candidate, 'PUT', '/v1/users/reward_profile', {
      birthday: null,
      birthday_opt_in: true,
    });
    expect([without.status, without.body.error.code]).toEqual([400, 'REWARDS.BIRTHDAY_REQUIRED']);
    expect((await send(manager, 'GET', '/v1/users/reward_profile')).body.data.birthday).not.toBe('02-29');
  });
});
