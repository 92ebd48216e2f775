import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { periodOf, seedCommitmentOf } from '../../src-domain/index';
import type { Database } from '../db/schema';
import { nodeDrawHashing } from '../gateway/rewards/node-draw-hashing';
import type { DemoBrands } from './demo-brands.seed';

type Ledger = Omit<Database['points_ledger'], 'id'>;

/**
 * Rewards for the demo (issue #17): Harbor Grill's budget of this month and the last, the group's
 * of this month (its rules draw on it), a few
 * recognitions (owner@ → dashboards@ and manager@), an announcement on Harbor Hospitality Group,
 * a work-anniversary rule that gave owner@ 50 points (their start date in reward_people), birthday,
 * referral-hire and attestation-streak rules (manager@ opted in to a birthday grant: the first
 * evaluation pass grants it), a referral (dashboards@ referred Carmen Silva, whose application to
 * Portland Downtown is at the offer: no grant until a hire), and an open raffle dashboards@ entered.
 */
export async function seedRewards(
  db: Kysely<Database>,
  brands: DemoBrands,
  idOf: (email: string) => string,
  now: Date,
): Promise<void> {
  const owner = idOf('owner@demo.brigade.test');
  const dana = idOf('dashboards@demo.brigade.test');
  const marco = idOf('manager@demo.brigade.test');
  const iso = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
  const today = now.toISOString().slice(0, 10);
  const month = periodOf('MONTH', today);
  const lastDay = new Date(Date.parse(`${month.start}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const lastMonth = periodOf('MONTH', lastDay);
  const monthStartMs = Date.parse(`${month.start}T00:00:00Z`);
  /**
   * `minutesAgo` before now, but inside this month: in a month's first hours a plain `iso` would
   * put this month's recent items in the last (where the engagement dashboard counts the seed's
   * 200 points alone). Kept in the same order, and never after now.
   */
  const thisMonth = (minutesAgo: number) =>
    new Date(
      Math.min(
        now.getTime(),
        Math.max(now.getTime() - minutesAgo * 60_000, monthStartMs + Math.max(0, 1_000 - minutesAgo) * 1_000),
      ),
    ).toISOString();
  const ledger = (
    row: Partial<Ledger> &
      Pick<Ledger, 'user_id' | 'brand_id' | 'kind' | 'points' | 'idempotency_key' | 'created_at'>,
  ) =>
    db
      .insertInto('points_ledger')
      .values({
        budget_id: null,
        recognition_id: null,
        raffle_id: null,
        rule_id: null,
        actor_user_id: null,
        note: null,
        ...row,
      })
      .execute();

  const previous = await db
    .insertInto('reward_budgets')
    .values({
      brand_id: brands.grill.id,
      period: 'MONTH',
      period_start: lastMonth.start,
      period_end: lastMonth.end,
      starts_on: lastMonth.start,
      amount: 2000,
      allotted: 2000,
      rolled_over: 0,
      per_giver_limit: null,
      mode: 'FIXED',
      leftover: 'ROLLOVER',
      created_by_user_id: owner,
      created_at: `${lastMonth.start}T09:00:00.000Z`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const current = await db
    .insertInto('reward_budgets')
    .values({
      brand_id: brands.grill.id,
      period: 'MONTH',
      period_start: month.start,
      period_end: month.end,
      starts_on: month.start,
      amount: 2000,
      allotted: 3800,
      rolled_over: 1800,
      per_giver_limit: null,
      mode: 'FIXED',
      leftover: 'ROLLOVER',
      created_by_user_id: owner,
      created_at: iso(60 * 24),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // The group's budget of this month: the rules of Harbor Hospitality Group draw on it (rules
  // are part of the period's budget, rule-evaluation.ts), starting with owner@'s anniversary.
  const group = await db
    .insertInto('reward_budgets')
    .values({
      brand_id: brands.harbor.id,
      period: 'MONTH',
      period_start: month.start,
      period_end: month.end,
      starts_on: month.start,
      amount: 1000,
      allotted: 1000,
      rolled_over: 0,
      per_giver_limit: null,
      mode: 'FIXED',
      leftover: 'EXPIRE',
      created_by_user_id: owner,
      created_at: iso(60 * 24),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const recognitions = [
    {
      budget: previous.id,
      brand: brands.grill.id,
      to: dana,
      points: 200,
      message: 'Ran the best brunch service of the quarter',
      at: `${lastMonth.start}T15:00:00.000Z`,
    },
    {
      budget: current.id,
      brand: brands.grill.id,
      to: dana,
      points: 50,
      message: 'Covered the Saturday double without a word',
      at: thisMonth(180),
    },
    {
      budget: current.id,
      brand: brands.grillLocations[0]!.id,
      to: marco,
      points: 40,
      message: 'Spotless health inspection in Portland',
      at: thisMonth(90),
    },
  ];
  for (const item of recognitions) {
    const row = await db
      .insertInto('recognitions')
      .values({
        brand_id: item.brand,
        budget_id: item.budget,
        giver_user_id: owner,
        recipient_user_id: item.to,
        points: item.points,
        message: item.message,
        created_at: item.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ledger({
      user_id: item.to,
      brand_id: item.brand,
      kind: 'GRANT',
      points: item.points,
      budget_id: item.budget,
      recognition_id: row.id,
      actor_user_id: owner,
      idempotency_key: `recognition:${row.id}`,
      created_at: item.at,
    });
  }

  await db
    .insertInto('announcements')
    .values({
      brand_id: brands.harbor.id,
      author_user_id: owner,
      message: 'Rewards are live: recognise your team and enter this month’s raffle.',
      created_at: iso(240),
    })
    .execute();

  const rule = await db
    .insertInto('reward_rules')
    .values({
      brand_id: brands.harbor.id,
      event: 'WORK_ANNIVERSARY',
      points: 50,
      cap_per_period: 50,
      period: 'QUARTER',
      effective_from: '2024-01-01',
      effective_to: null,
      active: 1,
      created_at: iso(60 * 24 * 30),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ledger({
    user_id: owner,
    brand_id: brands.harbor.id,
    kind: 'GRANT',
    points: 50,
    budget_id: group.id,
    rule_id: rule.id,
    note: `WORK_ANNIVERSARY:anniversary-${today.slice(0, 4)}`,
    idempotency_key: `rule:${rule.id}:${owner}:anniversary-${today.slice(0, 4)}`,
    created_at: iso(300),
  });

  // What the automatic rules know about people (rule-evaluation.ts): owner@ started three years
  // ago today (the anniversary above), manager@ opted in to a birthday grant for yesterday, which
  // the server's first evaluation pass grants from the birthday rule.
  const yesterday = new Date(now.getTime() - 86_400_000).toISOString();
  await db
    .insertInto('reward_people')
    .values([
      {
        user_id: owner,
        started_on: `${Number(today.slice(0, 4)) - 3}${today.slice(4)}`,
        birthday: null,
        birthday_opt_in: 0,
        employee_ref: null,
      },
      {
        user_id: marco,
        started_on: null,
        birthday: yesterday.slice(5, 10),
        birthday_opt_in: 1,
        employee_ref: null,
      },
    ])
    .execute();
  // A referral the people tab lists with its referrer: Carmen's offer at Portland Downtown
  // (demo-threads.seed.ts), not hired, so the referral-hire rule grants nothing until it is.
  const referred = await db
    .selectFrom('applications as a')
    .innerJoin('identity_users as u', 'u.id', 'a.candidate_user_id')
    .select('a.id')
    .where('u.email', '=', 'carmen.applicant@demo.brigade.test')
    .where('a.status', '=', 'OFFERED')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('application_referrals')
    .values({ application_id: referred.id, referrer_user_id: dana, created_at: iso(60 * 24 * 8) })
    .execute();
  await db
    .insertInto('reward_rules')
    .values(
      [
        { event: 'BIRTHDAY', points: 20, cap_per_period: 20 },
        { event: 'REFERRAL_HIRE', points: 100, cap_per_period: 300 },
        { event: 'ATTESTATION_STREAK', points: 10, cap_per_period: 40 },
      ].map((rule) => ({
        brand_id: brands.harbor.id,
        ...rule,
        period: 'MONTH',
        effective_from: '2024-01-01',
        effective_to: null,
        active: 1,
        created_at: iso(60 * 24 * 30),
      })),
    )
    .execute();

  const seed = crypto.randomBytes(32).toString('hex');
  const raffle = await db
    .insertInto('raffles')
    .values({
      brand_id: brands.grill.id,
      title: 'Chef’s table',
      prize: 'Dinner for two at the chef’s table',
      entry_cost: 10,
      winners_count: 1,
      opens_at: iso(60 * 24),
      closes_at: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
      status: 'OPEN',
      seed,
      seed_hash: await seedCommitmentOf(nodeDrawHashing, seed),
      entries_hash: null,
      created_by_user_id: owner,
      created_at: iso(60 * 24),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let index = 0; index < 2; index++) {
    const entry = await db
      .insertInto('raffle_entries')
      .values({ raffle_id: raffle.id, user_id: dana, created_at: thisMonth(60 - index) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ledger({
      user_id: dana,
      brand_id: brands.grill.id,
      kind: 'SPEND',
      points: -10,
      raffle_id: raffle.id,
      actor_user_id: dana,
      idempotency_key: `raffle:${raffle.id}:entry:${entry.id}`,
      created_at: thisMonth(60 - index),
    });
  }
}
