import type { TestServer } from '../../../support/test-server';
import type { Session } from '../gateway.harness';
import { budgetBody, ruleBody, startRewardsFixture, type RewardsFixture } from './rewards.fixtures';

/**
 * A rewards manager cannot mint points for himself (issue #28, finding 4): he is never the
 * recipient of a rule fire nor sets what feeds the rules for himself (start date, referrals);
 * rule points are bounded; and rule grants are part of the period's budget — shown in the
 * budgets answer (rules_spent) and refused past its allotment (409 REWARDS.BUDGET_EXHAUSTED).
 */
let server: TestServer;
let owner: Session;
let grill: number;
let downtown: number;
let ownerId: string;
let marco: string;
let fixture: RewardsFixture;

beforeAll(async () => {
  fixture = await startRewardsFixture();
  ({ server, owner, grill, downtown } = fixture);
  ({ owner: ownerId, marco } = fixture.ids);
});
afterAll(() => server.close());

const send = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
  fixture.send(owner, method, path, body);
const rule = (brand: number, fields: Record<string, unknown> = {}) =>
  send('POST', `/v1/brands/${brand}/reward_rules`, ruleBody(fields));
const ledgerRows = () => fixture.ledgerRows();

describe('rule grants', () => {
  it('refuses the caller as the recipient of a fire, of a start date and of a referral', async () => {
    // owner@ manages Harbor Grill's rewards and is now a member there too: the case of the report.
    await server.db
      .insertInto('brand_memberships')
      .values({ user_id: ownerId, brand_id: grill, role: 'OWNER' })
      .execute();
    const created = await rule(grill);
    expect(created.status).toBe(200);
    const before = await ledgerRows();
    expect(
      await send('POST', `/v1/brands/${grill}/reward_rules/${created.data.id}/fire`, {
        user_id: ownerId,
        event_key: 'shift-1',
      }),
    ).toMatchObject({ status: 400, code: 'REWARDS.SELF_GRANT' });
    expect(await ledgerRows()).toBe(before);
    expect(
      await send('PUT', `/v1/brands/${grill}/reward_people/${ownerId}`, { started_on: '2020-01-01' }),
    ).toMatchObject({ status: 400, code: 'REWARDS.SELF_GRANT' });
    const referrals = await send('GET', `/v1/brands/${grill}/reward_referrals`);
    const application = (referrals.data.items as unknown as { application_id: number }[])[0]!.application_id;
    expect(
      await send('PUT', `/v1/brands/${grill}/reward_referrals/${application}`, { referrer_id: ownerId }),
    ).toMatchObject({ status: 400, code: 'REWARDS.SELF_GRANT' });
    // Someone else is fine.
    expect(
      await send('PUT', `/v1/brands/${grill}/reward_people/${marco}`, { started_on: '2020-01-01' }),
    ).toMatchObject({ status: 200 });
  });

  it('bounds a rule’s points (1 000 a grant, 10 000 per person and period)', async () => {
    expect(await rule(grill, { points: 100_000_000, cap_per_period: 100_000_000 })).toMatchObject({
      status: 400,
      code: 'REWARDS.RULE_POINTS_ABOVE_MAXIMUM',
    });
    expect(await rule(grill, { points: 1_001, cap_per_period: 2_000 })).toMatchObject({
      status: 400,
      code: 'REWARDS.RULE_POINTS_ABOVE_MAXIMUM',
    });
    expect(await rule(grill, { points: 10, cap_per_period: 10_001 })).toMatchObject({
      status: 400,
      code: 'REWARDS.RULE_POINTS_ABOVE_MAXIMUM',
    });
    const largest = await rule(grill, { points: 1_000, cap_per_period: 10_000 });
    expect(largest.status).toBe(200);
    expect(
      await send(
        'PUT',
        `/v1/brands/${grill}/reward_rules/${largest.data.id}`,
        ruleBody({ points: 5_000, cap_per_period: 10_000 }),
      ),
    ).toMatchObject({ status: 400, code: 'REWARDS.RULE_POINTS_ABOVE_MAXIMUM' });
  });

  it('draws on the period’s budget, shows the rules’ share, and never passes its allotment', async () => {
    const budget = await send(
      'POST',
      `/v1/brands/${downtown}/budgets`,
      budgetBody({ amount: 50, mode: 'FLEXIBLE' }),
    );
    expect(budget.status).toBe(200);
    const created = await rule(downtown);
    const fire = (key: string) =>
      send('POST', `/v1/brands/${downtown}/reward_rules/${created.data.id}/fire`, {
        user_id: marco,
        event_key: key,
      });
    expect(await fire('cover-1')).toMatchObject({ status: 200, data: { fired: true } });
    const listed = await send('GET', `/v1/brands/${downtown}/budgets`);
    expect(listed.data.items).toEqual([
      expect.objectContaining({ id: budget.data.id, allotted: 50, spent: 30, rules_spent: 30, left: 20 }),
    ]);
    // 30 more would take it to 60 of 50: refused even though the budget is FLEXIBLE.
    const before = await ledgerRows();
    expect(await fire('cover-2')).toMatchObject({ status: 409, code: 'REWARDS.BUDGET_EXHAUSTED' });
    expect(await ledgerRows()).toBe(before);
    const detail = await send('GET', `/v1/brands/${downtown}/budgets/${budget.data.id}`);
    expect(detail.data.budget).toMatchObject({ spent: 30, rules_spent: 30 });
  });

  it('refuses a fire no budget covers with 409 REWARDS.NO_BUDGET', async () => {
    const created = await rule(grill, { points: 5, cap_per_period: 5 });
    await server.db.deleteFrom('reward_budgets').execute();
    expect(
      await send('POST', `/v1/brands/${grill}/reward_rules/${created.data.id}/fire`, {
        user_id: marco,
        event_key: 'cover-9',
      }),
    ).toMatchObject({ status: 409, code: 'REWARDS.NO_BUDGET' });
  });
});
