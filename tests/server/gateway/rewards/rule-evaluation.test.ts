import { DateTime } from 'luxon';
import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, type Session } from '../gateway.harness';

let server: TestServer;
let owner: Session;
let manager: Session;
let grill: number;
let marco: string;

beforeAll(async () => {
  server = await startGatewayServer();
  [owner, manager] = await Promise.all([
    signIn(server, 'owner@demo.brigade.test'),
    signIn(server, 'manager@demo.brigade.test'),
  ]);
  grill = await brandId(server.db, 'Harbor Grill');
  marco = (
    await server.db
      .selectFrom('identity_users')
      .select('id')
      .where('email', '=', 'manager@demo.brigade.test')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => server.close());

const today = () => DateTime.utc().toISODate()!;
const post = async (session: Session, path: string, body?: unknown) => {
  const response = await call(server, 'POST', path, { session, ...(body === undefined ? {} : { body }) });
  return {
    status: response.statusCode,
    body: response.json<{ data: Record<string, never>; error: { code: string } }>(),
  };
};
const createRule = async (rule: Record<string, unknown>) => {
  const created = await post(owner, `/v1/brands/${grill}/reward_rules`, {
    points: 10,
    cap_per_period: 100,
    period: 'MONTH',
    effective_from: '2020-01-01',
    active: true,
    ...rule,
  });
  expect(created.status).toBe(200);
  return (created.body.data as unknown as { id: number }).id;
};
const evaluate = () => post(owner, `/v1/brands/${grill}/reward_rules/evaluate`);
const grantsOf = async (ruleId: number) =>
  server.db
    .selectFrom('points_ledger')
    .select(['user_id', 'points', 'idempotency_key'])
    .where('rule_id', '=', ruleId)
    .execute();
const setPerson = (values: {
  started_on?: string | null;
  birthday?: string | null;
  birthday_opt_in?: number;
}) =>
  server.db
    .insertInto('reward_people')
    .values({
      user_id: marco,
      started_on: null,
      birthday: null,
      birthday_opt_in: 0,
      employee_ref: null,
      ...values,
    })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();

describe('automatic rules fire on their events', () => {
  it('grants a work anniversary once, even when the pass is retried or runs concurrently', async () => {
    await setPerson({ started_on: DateTime.utc().minus({ years: 3 }).toISODate()! });
    const rule = await createRule({ event: 'WORK_ANNIVERSARY', points: 25 });
    const first = await evaluate();
    expect(first.status).toBe(200);
    expect((first.body.data as unknown as { granted: number }).granted).toBeGreaterThanOrEqual(1);
    const year = today().slice(0, 4);
    expect(await grantsOf(rule)).toEqual([
      { user_id: marco, points: 25, idempotency_key: `rule:${rule}:${marco}:anniversary-${year}` },
    ]);
    await Promise.all([evaluate(), evaluate(), evaluate()]);
    expect(await grantsOf(rule)).toHaveLength(1);
  });

  it('grants an opted-in birthday, and nothing to someone who did not opt in', async () => {
    const birthday = DateTime.utc().minus({ days: 1 }).toFormat('MM-dd');
    await setPerson({ birthday, birthday_opt_in: 0 });
    const rule = await createRule({ event: 'BIRTHDAY', points: 15 });
    await evaluate();
    expect(await grantsOf(rule)).toHaveLength(0);
    await setPerson({ birthday, birthday_opt_in: 1 });
    await evaluate();
    expect(await grantsOf(rule)).toHaveLength(1);
  });

  it('grants the referrer of each hire, up to the cap per person and period', async () => {
    const hires = await server.db
      .selectFrom('applications as a')
      .innerJoin('positions as p', 'p.id', 'a.position_id')
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .select('a.id')
      .where('b.path', 'like', `%/${grill}/%`)
      .where('a.status', '!=', 'HIRED')
      // Not the demo's referred application (demo-rewards.seed.ts): one referrer an application.
      .where('a.id', 'not in', (eb) => eb.selectFrom('application_referrals').select('application_id'))
      .limit(3)
      .execute();
    expect(hires.length).toBe(3);
    const rule = await createRule({ event: 'REFERRAL_HIRE', points: 10, cap_per_period: 20 });
    for (const hire of hires) {
      await server.db
        .insertInto('application_referrals')
        .values({ application_id: hire.id, referrer_user_id: marco, created_at: new Date().toISOString() })
        .execute();
    }
    // Referred but not hired yet: nothing.
    await evaluate();
    expect(await grantsOf(rule)).toHaveLength(0);
    await server.db
      .updateTable('applications')
      .set({ status: 'HIRED' })
      .where(
        'id',
        'in',
        hires.map((hire) => hire.id),
      )
      .execute();
    await evaluate();
    await evaluate();
    const grants = await grantsOf(rule);
    expect(grants).toHaveLength(2);
    expect(grants.reduce((sum, row) => sum + row.points, 0)).toBe(20);
  });

  it('grants nothing outside the rule’s effective dates, nor for an inactive rule', async () => {
    await setPerson({ started_on: DateTime.utc().minus({ years: 2 }).toISODate()! });
    const past = await createRule({
      event: 'WORK_ANNIVERSARY',
      effective_from: '2020-01-01',
      effective_to: DateTime.utc().minus({ days: 10 }).toISODate()!,
    });
    const future = await createRule({
      event: 'WORK_ANNIVERSARY',
      effective_from: DateTime.utc().plus({ days: 1 }).toISODate()!,
    });
    const inactive = await createRule({ event: 'WORK_ANNIVERSARY', active: false });
    await evaluate();
    expect(await grantsOf(past)).toHaveLength(0);
    expect(await grantsOf(future)).toHaveLength(0);
    expect(await grantsOf(inactive)).toHaveLength(0);
  });

  it('lets only MANAGE_REWARDS run a pass', async () => {
    const refused = await post(manager, `/v1/brands/${grill}/reward_rules/evaluate`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toMatch(/FORBIDDEN$/);
  });
});
