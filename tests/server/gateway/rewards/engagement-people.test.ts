import { DateTime } from 'luxon';
import type { TestServer } from '../../../support/test-server';
import { brandId, call, signIn, startGatewayServer, type Session } from '../gateway.harness';

/**
 * The engagement view's distinct people (active recognisers, recipients, raffle participants)
 * equal a count straight from the recognitions and raffle entries, per child and in total, for
 * ranges ending today (read from the last-activity rollup of migration 0025) and ranges ending
 * before the last activity (read from the per-day rows).
 */
let server: TestServer;
let owner: Session;
let grill: number;

beforeAll(async () => {
  server = await startGatewayServer();
  owner = await signIn(server, 'owner@demo.brigade.test');
  grill = await brandId(server.db, 'Harbor Grill');
  // Recognitions spread over the last 120 days across Harbor Grill's subtree, by several people.
  const brands = await server.db
    .selectFrom('brands')
    .select(['id', 'path'])
    .where('path', 'like', `%/${grill}/%`)
    .execute();
  const users = (
    await server.db.selectFrom('identity_users').select('id').orderBy('id').limit(12).execute()
  ).map((row) => row.id);
  const budget = await server.db.selectFrom('reward_budgets').select('id').executeTakeFirstOrThrow();
  const values = Array.from({ length: 90 }, (_, index) => ({
    brand_id: brands[index % brands.length]!.id,
    budget_id: budget.id,
    giver_user_id: users[index % 5]!,
    recipient_user_id: users[5 + ((index * 7) % 7)]!,
    points: 1,
    message: 'engagement test',
    created_at: DateTime.utc()
      .minus({ days: (index * 37) % 120 })
      .toISO()!,
  }));
  await server.db.insertInto('recognitions').values(values).execute();
});
afterAll(() => server.close());

/** Distinct givers and recipients of the subtree at `path` between two days, straight from recognitions. */
async function expected(path: string, from: string, to: string) {
  const row = await server.db
    .selectFrom('recognitions as r')
    .innerJoin('brands as b', 'b.id', 'r.brand_id')
    .select((eb) => [
      eb.fn.count<number>('r.giver_user_id').distinct().as('givers'),
      eb.fn.count<number>('r.recipient_user_id').distinct().as('recipients'),
    ])
    .where('b.path', '>=', path)
    .where('b.path', '<', `${path}~`)
    .where('r.created_at', '>=', `${from}T00:00:00.000Z`)
    .where('r.created_at', '<=', `${to}T23:59:59.999Z`)
    .executeTakeFirstOrThrow();
  return { active_recognisers: Number(row.givers), recipients: Number(row.recipients) };
}

type Figures = { active_recognisers: number; recipients: number };
type Answer = { totals: Figures; by_brand: (Figures & { brand: { id: number } })[] };

async function check(from: string, to: string) {
  const response = await call(server, 'GET', `/v1/brands/${grill}/engagement?from=${from}&to=${to}`, {
    session: owner,
  });
  expect(response.statusCode).toBe(200);
  const answer = response.json<{ data: Answer }>().data;
  const brands = await server.db.selectFrom('brands').select(['id', 'path']).execute();
  const pathOf = (id: number) => brands.find((brand) => brand.id === id)!.path;
  expect(answer.totals).toMatchObject(await expected(pathOf(grill), from, to));
  for (const row of answer.by_brand.slice(1)) {
    expect({ brand: row.brand.id, ...(await expected(pathOf(row.brand.id), from, to)) }).toEqual({
      brand: row.brand.id,
      active_recognisers: row.active_recognisers,
      recipients: row.recipients,
    });
  }
  return answer;
}

const day = (daysAgo: number) => DateTime.utc().minus({ days: daysAgo }).toISODate()!;

describe('engagement distinct people', () => {
  it('match a direct count for ranges up to today', async () => {
    const year = await check(day(365), day(0));
    expect(year.totals.recipients).toBeGreaterThan(0);
    await check(day(30), day(0));
    await check(day(3), day(0));
  });

  it('match a direct count for ranges ending before the last activity', async () => {
    const past = await check(day(100), day(40));
    expect(past.totals.active_recognisers).toBeGreaterThan(0);
    await check(day(60), day(59));
  });

  it('take a new recognition into account at once', async () => {
    const before = await check(day(365), day(0));
    const newcomer = await server.db
      .selectFrom('identity_users')
      .select('id')
      .where('id', 'not in', server.db.selectFrom('recognitions').select('giver_user_id'))
      .executeTakeFirstOrThrow();
    const budget = await server.db.selectFrom('reward_budgets').select('id').executeTakeFirstOrThrow();
    await server.db
      .insertInto('recognitions')
      .values({
        brand_id: grill,
        budget_id: budget.id,
        giver_user_id: newcomer.id,
        recipient_user_id: newcomer.id,
        points: 1,
        message: 'newcomer',
        created_at: new Date().toISOString(),
      })
      .execute();
    const after = await check(day(365), day(0));
    expect(after.totals.active_recognisers).toBe(before.totals.active_recognisers + 1);
  });
});
