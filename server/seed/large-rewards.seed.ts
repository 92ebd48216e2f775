import type { Kysely } from 'kysely';
import { periodOf } from '../../src-domain/index';
import type { Database } from '../db/schema';

const CHUNK = 500;
const MONTHS = 12;

export interface LargeRewardsResult {
  readonly recognitions: number;
  readonly ledgerRows: number;
  readonly raffleEntries: number;
}

async function inChunks<T>(rows: readonly T[], write: (chunk: readonly T[]) => Promise<void>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await write(rows.slice(start, start + CHUNK));
}

/**
 * A year of rewards on the large seed (`npm run bench -- rewards`): the owner gets
 * MANAGE_REWARDS on the enterprise (which has the REWARDS_AND_RECOGNITION service); every GP-4 brand has
 * a monthly budget for the twelve months up to this one; every location has one recognition a
 * month (owner → one of the applicants, as members of the location) with its ledger GRANT; every
 * brand runs one raffle a quarter that twenty people enter (SPEND rows). Deterministic.
 */
export async function seedLargeRewards(
  db: Kysely<Database>,
  input: {
    enterpriseId: number;
    brandIds: readonly number[];
    /** Location id → the GP-4 brand above it. */
    locations: readonly { id: number; brand: number }[];
    ownerId: string;
    now: Date;
  },
): Promise<LargeRewardsResult> {
  const { enterpriseId, brandIds, locations, ownerId, now } = input;
  await db
    .insertInto('user_permissions')
    .values({ user_id: ownerId, brand_id: enterpriseId, name: 'MANAGE_REWARDS', conditions_json: '[]' })
    .execute();
  const people = (
    await db
      .selectFrom('identity_users')
      .select('id')
      .where('email', 'like', 'large-applicant-%')
      .orderBy('email')
      .execute()
  ).map((row) => row.id);
  await inChunks(locations, async (chunk) => {
    await db
      .insertInto('brand_memberships')
      .values(
        chunk.map((location, index) => ({
          user_id: people[(location.id + index) % people.length]!,
          brand_id: location.id,
          role: 'EMPLOYEE',
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  });

  // Months from eleven months ago to this one.
  const months: { start: string; end: string }[] = [];
  let day = now.toISOString().slice(0, 10);
  for (let m = 0; m < MONTHS; m++) {
    const month = periodOf('MONTH', day);
    months.unshift(month);
    day = new Date(Date.parse(`${month.start}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  }
  const budgetOf = new Map<string, number>();
  for (const month of months) {
    const rows = await db
      .insertInto('reward_budgets')
      .values(
        brandIds.map((brandId) => ({
          brand_id: brandId,
          period: 'MONTH',
          period_start: month.start,
          period_end: month.end,
          starts_on: month.start,
          amount: 100_000,
          allotted: 100_000,
          rolled_over: 0,
          per_giver_limit: null,
          mode: 'FLEXIBLE',
          leftover: 'EXPIRE',
          created_by_user_id: ownerId,
          created_at: `${month.start}T08:00:00.000Z`,
        })),
      )
      .returning(['id', 'brand_id'])
      .execute();
    for (const row of rows) budgetOf.set(`${row.brand_id}:${month.start}`, row.id);
  }

  let recognitions = 0;
  let ledgerRows = 0;
  const nowMs = now.getTime();
  for (const [m, month] of months.entries()) {
    const monthStartMs = Date.parse(`${month.start}T00:00:00Z`);
    const monthEndMs = Math.min(nowMs, Date.parse(`${month.end}T23:59:59Z`));
    const spread = Math.max(1, monthEndMs - monthStartMs);
    await inChunks(locations, async (chunk) => {
      const values = chunk.map((location, index) => ({
        brand_id: location.id,
        budget_id: budgetOf.get(`${location.brand}:${month.start}`)!,
        giver_user_id: ownerId,
        recipient_user_id: people[(location.id + index) % people.length]!,
        points: 5 + ((location.id + m) % 20),
        message: 'Thank you for covering the rush',
        created_at: new Date(monthStartMs + ((location.id * 7919 + m * 104_729) % spread)).toISOString(),
      }));
      const ids = await db.insertInto('recognitions').values(values).returning('id').execute();
      await db
        .insertInto('points_ledger')
        .values(
          values.map((row, offset) => ({
            user_id: row.recipient_user_id,
            brand_id: row.brand_id,
            kind: 'GRANT',
            points: row.points,
            budget_id: row.budget_id,
            recognition_id: ids[offset]!.id,
            raffle_id: null,
            rule_id: null,
            actor_user_id: ownerId,
            note: null,
            idempotency_key: `recognition:${ids[offset]!.id}`,
            created_at: row.created_at,
          })),
        )
        .execute();
      recognitions += values.length;
      ledgerRows += values.length;
    });
  }

  let raffleEntries = 0;
  for (const [q, month] of months.entries()) {
    if (q % 3 !== 0) continue;
    const raffles = await db
      .insertInto('raffles')
      .values(
        brandIds.map((brandId) => ({
          brand_id: brandId,
          title: 'Quarterly raffle',
          prize: 'A weekend away',
          entry_cost: 10,
          winners_count: 1,
          opens_at: `${month.start}T09:00:00.000Z`,
          closes_at: `${month.end}T18:00:00.000Z`,
          status: 'CLOSED',
          seed: '00',
          seed_hash: '00',
          entries_hash: null,
          created_by_user_id: ownerId,
          created_at: `${month.start}T09:00:00.000Z`,
        })),
      )
      .returning(['id', 'brand_id'])
      .execute();
    for (const raffle of raffles) {
      const entrants = Array.from({ length: 20 }, (_, i) => people[(raffle.id * 31 + i) % people.length]!);
      const createdAt = `${month.start}T12:00:00.000Z`;
      await db
        .insertInto('raffle_entries')
        .values(entrants.map((user) => ({ raffle_id: raffle.id, user_id: user, created_at: createdAt })))
        .execute();
      await db
        .insertInto('points_ledger')
        .values(
          entrants.map((user, i) => ({
            user_id: user,
            brand_id: raffle.brand_id,
            kind: 'SPEND',
            points: -10,
            budget_id: null,
            recognition_id: null,
            raffle_id: raffle.id,
            rule_id: null,
            actor_user_id: user,
            note: null,
            idempotency_key: `large-raffle:${raffle.id}:${i}`,
            created_at: createdAt,
          })),
        )
        .execute();
      raffleEntries += entrants.length;
      ledgerRows += entrants.length;
    }
  }
  return { recognitions, ledgerRows, raffleEntries };
}
