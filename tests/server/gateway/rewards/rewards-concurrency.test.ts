import { DateTime } from 'luxon';
import type { TestServer } from '../../../support/test-server';
import type { Session } from '../gateway.harness';
import {
  budgetBody,
  monthStart,
  raffleBody,
  ruleBody,
  startRewardsFixture,
  type RewardsAnswer,
  type RewardsFixture,
} from './rewards.fixtures';

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
let downtown: number;
let marco: string;
let locations: number[];
let fixture: RewardsFixture;

beforeAll(async () => {
  fixture = await startRewardsFixture();
  ({ server, owner, dana, grill, downtown } = fixture);
  marco = fixture.ids.marco;
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

const send = (session: Session, method: 'GET' | 'POST', path: string, body?: unknown) =>
  fixture.send(session, method, path, body);
const balanceOf = async (session: Session) =>
  Number((await send(session, 'GET', '/v1/users/points/balance')).data.balance);
const codesOf = (answers: readonly RewardsAnswer[]) =>
  answers.filter((answer) => answer.status !== 200).map((answer) => `${answer.status} ${answer.code}`);

describe('parallel spends and grants keep the books', () => {
  it('30 parallel raffle entries never take a balance below zero', async () => {
    const balance = await balanceOf(dana);
    expect(balance).toBeGreaterThan(0);
    // Five entries' worth, and a remainder no entry can buy.
    expect(balance).toBeGreaterThanOrEqual(5);
    const cost = Math.floor(balance / 5);
    const raffle = await send(
      owner,
      'POST',
      `/v1/brands/${grill}/raffles`,
      raffleBody({ title: 'Concurrency', prize: 'A clean ledger', entry_cost: cost }),
    );
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
    const rule = await send(
      owner,
      'POST',
      `/v1/brands/${grill}/reward_rules`,
      ruleBody({ points: 5, cap_per_period: 10 }),
    );
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
        send(
          owner,
          'POST',
          `/v1/brands/${brand}/budgets`,
          budgetBody({
            // Months and quarters both cover today: any two of them overlap.
            period: index % 2 === 0 ? 'MONTH' : 'QUARTER',
            starts_on: index % 2 === 0 ? monthStart() : DateTime.utc().startOf('quarter').toISODate()!,
            amount: 100 + index,
          }),
        ),
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
    const brand = downtown;
    const allocated = await send(owner, 'POST', `/v1/brands/${brand}/budgets`, budgetBody({ amount: 50 }));
    expect(allocated.status).toBe(200);
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
