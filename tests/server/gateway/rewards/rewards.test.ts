import { DateTime } from 'luxon';
import { drawWinners, verifyDraw } from '../../../../src-domain/index';
import { nodeDrawHashing } from '../../../../server/gateway/rewards/node-draw-hashing';
import type { TestServer } from '../../../support/test-server';
import { userIdOf, type Session } from '../gateway.harness';
import {
  budgetBody,
  monthStart,
  raffleBody,
  ruleBody,
  startRewardsFixture,
  type RewardsFixture,
} from './rewards.fixtures';

let server: TestServer;
let owner: Session;
let manager: Session;
let manager2: Session;
let dana: Session;
let grill: number;
let location0: number;
let tacos: number;
let fixture: RewardsFixture;

beforeAll(async () => {
  fixture = await startRewardsFixture();
  ({ server, owner, manager, manager2, dana, grill, downtown: location0, tacos } = fixture);
});
afterAll(() => server.close());

type Parsed = ReturnType<typeof JSON.parse>;
const send = (...args: Parameters<RewardsFixture['send']>) => fixture.send(...args);
const idOf = (email: string) => userIdOf(server.db, email);
const ledgerCount = () => fixture.ledgerRows();

describe('rewards budgets and recognitions', () => {
  it('allocates a budget, and 50 parallel recognitions never overspend a FIXED one', async () => {
    const allocated = await send(owner, 'POST', `/v1/brands/${location0}/budgets`, budgetBody());
    expect(allocated.status).toBe(200);
    expect(allocated.body.data).toMatchObject({ allotted: 100, spent: 0, left: 100, mode: 'FIXED' });
    const again = await send(owner, 'POST', `/v1/brands/${location0}/budgets`, budgetBody({ amount: 5 }));
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'REWARDS.BUDGET_EXISTS' } } });

    const marco = await idOf('manager@demo.brigade.test');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        send(owner, 'POST', `/v1/brands/${location0}/recognitions`, {
          recipient_id: marco,
          points: 7,
          message: `Thanks #${index}`,
        }),
      ),
    );
    const granted = answers.filter((answer) => answer.status === 200);
    expect(granted).toHaveLength(14);
    expect(
      answers
        .filter((answer) => answer.status !== 200)
        .every((answer) => answer.body.error.code === 'REWARDS.BUDGET_EXHAUSTED'),
    ).toBe(true);
    const listed = await send(owner, 'GET', `/v1/brands/${location0}/budgets`);
    expect(listed.body.data.items[0]).toMatchObject({ allotted: 100, spent: 98, left: 2, overspent: 0 });
    const detail = await send(owner, 'GET', `/v1/brands/${location0}/budgets/${allocated.body.data.id}`);
    expect(detail.body.data.people).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ person: expect.objectContaining({ first_name: 'Marco' }), received: 98 }),
      ]),
    );
  });

  it('repeats nothing for a repeated Idempotency-Key, and refuses bad input with a code and no row', async () => {
    const dana = await idOf('dashboards@demo.brigade.test');
    const before = await ledgerCount();
    const first = await send(
      owner,
      'POST',
      `/v1/brands/${grill}/recognitions`,
      { recipient_id: dana, points: 3, message: 'Great shift' },
      'rec-1',
    );
    const second = await send(
      owner,
      'POST',
      `/v1/brands/${grill}/recognitions`,
      { recipient_id: dana, points: 3, message: 'Great shift' },
      'rec-1',
    );
    expect(first.status).toBe(200);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(await ledgerCount()).toBe(before + 1);
    for (const bad of [
      { recipient_id: dana, points: 0, message: 'x' },
      { recipient_id: dana, points: 1.5, message: 'x' },
      { recipient_id: dana, points: 1, message: '   ' },
      { recipient_id: dana, points: 1 },
    ]) {
      expect((await send(owner, 'POST', `/v1/brands/${grill}/recognitions`, bad)).status).toBe(400);
    }
    const self = await send(owner, 'POST', `/v1/brands/${grill}/recognitions`, {
      recipient_id: await idOf('owner@demo.brigade.test'),
      points: 1,
      message: 'me',
    });
    expect(self.body.error.code).toBe('REWARDS.SELF_RECOGNITION');
    expect(await ledgerCount()).toBe(before + 1);
  });

  it('keeps brands apart: another enterprise’s manager gets 403, a brand without the service too', async () => {
    expect((await send(manager2, 'GET', `/v1/brands/${grill}/raffles`)).body.error.code).toBe(
      'BRAND.FORBIDDEN',
    );
    expect((await send(manager2, 'GET', `/v1/brands/${tacos}/raffles`)).body.error.code).toBe(
      'REWARDS.SERVICE_MISSING',
    );
    expect((await send(manager, 'GET', `/v1/brands/${location0}/budgets`)).body.error.code).toBe(
      'REWARDS.FORBIDDEN',
    );
  });

  it('shows recognitions in the news feed of the people who may see the brand, newest first', async () => {
    const feed = await send(manager, 'GET', '/v1/news_feed?limit=5');
    expect(feed.status).toBe(200);
    expect(feed.body.data.items.length).toBe(5);
    expect(feed.body.data.total).toBeGreaterThanOrEqual(14);
    expect(feed.body.data.items.every((item: Parsed) => item.brand.id === location0)).toBe(true);
    const other = await send(manager2, 'GET', '/v1/news_feed');
    expect(other.body.data.items.some((item: Parsed) => item.brand.id === location0)).toBe(false);
    const count = await send(
      manager,
      'GET',
      `/v1/brands/${location0}/engagement_points/count?status=GRANTED`,
    );
    // 98 given above, 40 in the demo seed.
    expect(count.body.data.count).toBe(138);
  });
});

describe('announcements', () => {
  it('posts a manager’s announcement once per Idempotency-Key into the news feed of the brand’s people', async () => {
    const count = async () =>
      Number(
        (
          await server.db
            .selectFrom('announcements')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const message = 'Staff meal moves to 3 pm from Monday';
    const posted = await send(owner, 'POST', `/v1/brands/${grill}/announcements`, { message }, 'announce-1');
    expect(posted.status).toBe(200);
    const again = await send(owner, 'POST', `/v1/brands/${grill}/announcements`, { message }, 'announce-1');
    expect(again.body.data.id).toBe(posted.body.data.id);
    expect(await count()).toBe(before + 1);
    const blank = await send(owner, 'POST', `/v1/brands/${grill}/announcements`, { message: '   ' });
    expect(blank.status).toBe(400);
    const refused = await send(manager, 'POST', `/v1/brands/${location0}/announcements`, { message });
    expect(refused.status).toBe(403);
    const foreign = await send(manager2, 'POST', `/v1/brands/${grill}/announcements`, { message });
    expect(foreign.status).toBe(403);
    expect(await count()).toBe(before + 1);
    const feed = await send(dana, 'GET', '/v1/news_feed?limit=5');
    expect(feed.body.data.items[0]).toMatchObject({ kind: 'ANNOUNCEMENT', message, brand: { id: grill } });
    const outside = await send(manager2, 'GET', '/v1/news_feed?limit=50');
    expect(outside.body.data.items.some((item: Parsed) => item.message === message)).toBe(false);
  });
});

describe('raffles', () => {
  it('runs a raffle whose draw anyone recomputes from the revealed seed; a cancel refunds', async () => {
    const created = await send(
      owner,
      'POST',
      `/v1/brands/${grill}/raffles`,
      raffleBody({ title: 'Team dinner', prize: 'Dinner for two', entry_cost: 1 }),
    );
    expect(created.status).toBe(200);
    expect(created.body.data.seed).toBeNull();
    const id = created.body.data.id;
    const entered = await send(
      dana,
      'POST',
      `/v1/brands/${grill}/raffles/${id}/entries`,
      { entries: 2 },
      'enter-1',
    );
    expect(entered.body.data).toMatchObject({ entries_count: 2, my_entries: 2 });
    expect(
      (await send(dana, 'POST', `/v1/brands/${grill}/raffles/${id}/entries`, { entries: 1000 })).status,
    ).toBe(400);
    expect((await send(owner, 'GET', `/v1/brands/${grill}/raffles/${id}/proof`)).body.error.code).toBe(
      'REWARDS.RAFFLE_NOT_DRAWN',
    );
    expect(
      (await send(owner, 'POST', `/v1/brands/${grill}/raffles/${id}/close`)).body.data.entries_hash,
    ).toMatch(/^[0-9a-f]{64}$/);
    expect(
      (await send(dana, 'POST', `/v1/brands/${grill}/raffles/${id}/entries`, { entries: 1 })).body.error.code,
    ).toBe('REWARDS.RAFFLE_NOT_OPEN');
    const drawn = await send(owner, 'POST', `/v1/brands/${grill}/raffles/${id}/draw`);
    expect(drawn.body.data.winners).toEqual([expect.objectContaining({ first_name: 'Dana' })]);
    const proof = (await send(manager, 'GET', `/v1/brands/${location0}/raffles/${id}/proof`)).status;
    expect(proof).toBe(404);
    const published = (await send(dana, 'GET', `/v1/brands/${grill}/raffles/${id}/proof`)).body.data;
    const check = await verifyDraw(nodeDrawHashing, {
      seed: published.seed,
      seedHash: published.seed_hash,
      entries: published.entries,
      entriesHash: published.entries_hash,
      winnersCount: published.winners_count,
      winningEntries: published.winning_entries,
    });
    expect(check).toMatchObject({ seedMatchesCommitment: true, entriesMatchHash: true, winnersMatch: true });
    expect((await send(owner, 'POST', `/v1/brands/${grill}/raffles/${id}/cancel`)).body.error.code).toBe(
      'REWARDS.RAFFLE_WRONG_STATUS',
    );

    const second = await send(
      owner,
      'POST',
      `/v1/brands/${grill}/raffles`,
      raffleBody({ title: 'Cancelled', prize: 'Nothing', entry_cost: 2 }),
    );
    const balance = async () =>
      (await send(dana, 'GET', '/v1/users/points/balance')).body.data.balance as number;
    const before = await balance();
    await send(dana, 'POST', `/v1/brands/${grill}/raffles/${second.body.data.id}/entries`, { entries: 1 });
    expect(await balance()).toBe(before - 2);
    await send(owner, 'POST', `/v1/brands/${grill}/raffles/${second.body.data.id}/cancel`);
    expect(await balance()).toBe(before);
  });

  it('the draw is deterministic and a tampered seed or entry list fails the proof', async () => {
    const entries = ['1:a', '2:a', '3:b', '4:c', '5:d'];
    const winners = await drawWinners(nodeDrawHashing, 'seed', entries, 3);
    expect(await drawWinners(nodeDrawHashing, 'seed', entries, 3)).toEqual(winners);
    expect(new Set(winners.map((token) => token.split(':')[1])).size).toBe(3);
    const proof = {
      seed: 'seed',
      seedHash: await nodeDrawHashing.sha256Hex('seed'),
      entries,
      entriesHash: await nodeDrawHashing.sha256Hex(entries.join('\n')),
      winnersCount: 3,
      winningEntries: winners,
    };
    expect((await verifyDraw(nodeDrawHashing, { ...proof, seed: 'other' })).seedMatchesCommitment).toBe(
      false,
    );
    expect(
      (await verifyDraw(nodeDrawHashing, { ...proof, entries: entries.slice(1) })).entriesMatchHash,
    ).toBe(false);
  });
});

describe('rules', () => {
  it('fires a rule once per person and occurrence, up to its cap', async () => {
    const marco = await idOf('manager@demo.brigade.test');
    const rule = await send(
      owner,
      'POST',
      `/v1/brands/${grill}/reward_rules`,
      ruleBody({ points: 5, cap_per_period: 10 }),
    );
    expect(rule.status).toBe(200);
    const fire = (key: string) =>
      send(owner, 'POST', `/v1/brands/${grill}/reward_rules/${rule.body.data.id}/fire`, {
        user_id: marco,
        event_key: key,
      });
    expect((await fire('shift-1')).body.data.fired).toBe(true);
    expect((await fire('shift-1')).body.data.fired).toBe(false);
    expect((await fire('shift-2')).body.data.fired).toBe(true);
    expect((await fire('shift-3')).body.error.code).toBe('REWARDS.RULE_CAP_REACHED');
    const engagement = await send(
      dana,
      'GET',
      `/v1/brands/${grill}/engagement?from=${monthStart()}&to=${DateTime.utc().toISODate()}`,
    );
    expect(engagement.status).toBe(200);
    expect(engagement.body.data.totals.points_given).toBeGreaterThanOrEqual(98);
    expect(engagement.body.data.by_brand.length).toBeGreaterThan(1);
  });
});
