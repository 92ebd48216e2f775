import { DateTime } from 'luxon';
import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, type Session } from '../gateway.harness';

/**
 * Money under concurrency (issue #28, findings 2, 3 and 7): many requests at once against one
 * balance, one rule's cap, one brand's period and one budget. Run on SQLite (`npx jest`) and on
 * PostgreSQL (`npm run test:server:pg -- tests/server/gateway/rewards`), where each request gets
 * its own pooled connection and read committed lets unlocked read-then-write paths interleave.
 */
let server: TestServer;
let owner: Session;
let dana: Session;
let grill: number;
let locations: number[];

beforeAll(async () => {
  server = await startGatewayServer();
  [owner, dana] = await Promise.all([
    signIn(server, 'owner@demo.brigade.test'),
    signIn(server, 'dashboards@demo.brigade.test'),
  ]);
  grill = await brandId(server.db, 'Harbor Grill');
  locations = (
    await server.db
      .selectFrom('brands')
      .select('id')
      .where('name', 'like', 'Harbor Grill %')
      .where('type', '=', 'LOCATION')
      .orderBy('id')
      .execute()
  ).map((row) => row.id);
});
afterAll(() => server.close());

type Answer = { status: number; body: { data: Record<string, never>; error?: { code: string } } };
const send = async (session: Session, method: 'GET' | 'POST', path: string, body?: unknown) => {
  const response = await call(server, method, path, { session, ...(body === undefined ? {} : { body }) });
  return { status: response.statusCode, body: response.json() } as Answer;
};
const idOf = async (email: string) =>
  (
    await server.db
      .selectFrom('identity_users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).id;
const balanceOf = async (session: Session) =>
  Number((await send(session, 'GET', '/v1/users/points/balance')).body.data.balance);
const codesOf = (answers: readonly Answer[]) =>
  answers
    .filter((answer) => answer.status !== 200)
    .map((answer) => `${answer.status} ${answer.body.error?.code}`);
const monthStart = () => DateTime.utc().startOf('month').toISODate()!;

describe('parallel spends and grants keep the books', () => {
  it('30 parallel raffle entries never take a balance below zero', async () => {
    const balance = await balanceOf(dana);
    expect(balance).toBeGreaterThan(0);
    // Five entries' worth, and a remainder no entry can buy.
    expect(balance).toBeGreaterThanOrEqual(5);
    const cost = Math.floor(balance / 5);
    const raffle = await send(owner, 'POST', `/v1/brands/${grill}/raffles`, {
      title: 'Concurrency',
      prize: 'A clean ledger',
      entry_cost: cost,
      winners_count: 1,
      opens_at: DateTime.utc().minus({ hours: 1 }).toISO(),
      closes_at: DateTime.utc().plus({ days: 1 }).toISO(),
    });
    expect(raffle.status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        send(dana, 'POST', `/v1/brands/${grill}/raffles/${raffle.body.data.id}/entries`, { entries: 1 }),
      ),
    );
    const bought = answers.filter((answer) => answer.status === 200).length;
    const after = await balanceOf(dana);
    expect({ after, bought }).toEqual({
      after: balance - Math.floor(balance / cost) * cost,
      bought: Math.floor(balance / cost),
    });
    expect(after).toBe(balance - bought * cost);
    expect(codesOf(answers).filter((code) => code !== '409 REWARDS.INSUFFICIENT_POINTS')).toEqual([]);
  });

  it('20 parallel fires of a rule capped at 10 points a month grant 10 points', async () => {
    const marco = await idOf('manager@demo.brigade.test');
    const rule = await send(owner, 'POST', `/v1/brands/${grill}/reward_rules`, {
      event: 'SHIFT_COVER',
      points: 5,
      cap_per_period: 10,
      period: 'MONTH',
      effective_from: '2020-01-01',
      active: true,
    });
    expect(rule.status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send(owner, 'POST', `/v1/brands/${grill}/reward_rules/${rule.body.data.id}/fire`, {
          user_id: marco,
          event_key: `shift-${index}`,
        }),
      ),
    );
    const granted = await server.db
      .selectFrom('points_ledger')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), eb.lit(0)).as('points'))
      .where('rule_id', '=', Number(rule.body.data.id))
      .executeTakeFirstOrThrow();
    expect(Number(granted.points)).toBe(10);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(new Set(codesOf(answers))).toEqual(new Set(['409 REWARDS.RULE_CAP_REACHED']));
  });

  it('20 parallel allocations of one brand and period make one budget and 19 × 409', async () => {
    const brand = locations[1]!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send(owner, 'POST', `/v1/brands/${brand}/budgets`, {
          // Months and quarters both cover today: any two of them overlap.
          period: index % 2 === 0 ? 'MONTH' : 'QUARTER',
          starts_on: index % 2 === 0 ? monthStart() : DateTime.utc().startOf('quarter').toISODate()!,
          amount: 100 + index,
          mode: 'FIXED',
          leftover: 'EXPIRE',
        }),
      ),
    );
    expect(new Set(codesOf(answers))).toEqual(new Set(['409 REWARDS.BUDGET_EXISTS']));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const rows = await server.db
      .selectFrom('reward_budgets')
      .select('id')
      .where('brand_id', '=', brand)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('40 parallel recognitions from one FIXED budget never overspend it', async () => {
    // Portland Downtown: marco is a member; its own budget is the deepest covering today.
    const brand = await brandId(server.db, 'Harbor Grill Portland Downtown');
    const allocated = await send(owner, 'POST', `/v1/brands/${brand}/budgets`, {
      period: 'MONTH',
      starts_on: monthStart(),
      amount: 50,
      mode: 'FIXED',
      leftover: 'EXPIRE',
    });
    expect(allocated.status).toBe(200);
    const marco = await idOf('manager@demo.brigade.test');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        send(owner, 'POST', `/v1/brands/${brand}/recognitions`, {
          recipient_id: marco,
          points: 6,
          message: `Thanks #${index}`,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(8);
    expect(new Set(codesOf(answers))).toEqual(new Set(['409 REWARDS.BUDGET_EXHAUSTED']));
    const listed = await send(owner, 'GET', `/v1/brands/${brand}/budgets`);
    expect(listed.body.data.items).toEqual([expect.objectContaining({ allotted: 50, spent: 48, left: 2 })]);
  });
});
