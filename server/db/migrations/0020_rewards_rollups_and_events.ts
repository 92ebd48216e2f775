import { type Kysely } from 'kysely';
import { runPortable } from './portable-sql';

/**
 * Rewards engagement rollups (issue #17, the 20 000-location bench), kept by triggers in the same
 * transaction as the writes they count, whoever writes (routes, seeds). Every row is counted for
 * each ancestor-or-self of its brand (brands do not move: their materialised path is fixed), under
 * the child of that ancestor the row's brand lies in (0: the ancestor itself), so a subtree's
 * figures are one index range of its own rows instead of a scan of every row below it:
 * - `rewards_engagement_daily`: per ancestor, child and UTC day, the points and count of
 *   recognitions given and the raffle entries made;
 * - `rewards_engagement_people`: per ancestor, role (G giver, R recipient, E raffle entrant),
 *   day and child, who was active: distinct people of a range are counted from it;
 * - `points_subtree_totals`: per ancestor and ledger kind, the signed sum and number of ledger rows;
 * - `reward_budget_spent`: per budget, the points its GRANT rows gave.
 * The ledger, recognitions and raffle entries are append-only; their rows only go when a brand is
 * deleted, which takes its own rollup rows along (cascade).
 *
 * And what automatic rules need to know about people (rule-evaluation.ts):
 * - `reward_people`: per user, the day they started (work anniversaries), their birthday and
 *   whether they opted in to a birthday grant, and their scheduling employee reference (the
 *   `employee_ref` of their clock-out attestation answers: attestation streaks);
 * - `application_referrals`: who referred the candidate of an application (a hire through a
 *   referral grants the referrer).
 */
export interface RewardsRollupTables {
  rewards_engagement_daily: {
    ancestor_id: number;
    child_id: number;
    day: string;
    points_given: number;
    recognitions: number;
    raffle_entries: number;
  };
  rewards_engagement_people: {
    ancestor_id: number;
    /** 'G' giver, 'R' recipient, 'E' raffle entrant. */
    role: string;
    day: string;
    child_id: number;
    user_id: string;
  };
  points_subtree_totals: {
    ancestor_id: number;
    kind: string;
    points: number;
    rows: number;
  };
  reward_budget_spent: {
    budget_id: number;
    spent: number;
  };
  reward_people: {
    user_id: string;
    /** 'YYYY-MM-DD' or null. */
    started_on: string | null;
    /** 'MM-DD' or null. */
    birthday: string | null;
    birthday_opt_in: number;
    /** Unique when set. */
    employee_ref: string | null;
  };
  application_referrals: {
    application_id: number;
    referrer_user_id: string;
    created_at: string;
  };
}

/** The ancestors-or-self of brand `brandId` (alias a, `a.value` the id) and the child below each (c). */
const ANCESTORS = (brandId: string) => `
  brands b
  join json_each('[' || replace(trim(b.path, '/'), '/', ',') || ']') a
  left join json_each('[' || replace(trim(b.path, '/'), '/', ',') || ']') c on c.key = a.key + 1
  where b.id = ${brandId}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runPortable(
    db,
    `
    create table rewards_engagement_daily (
      ancestor_id integer not null references brands(id) on delete cascade,
      day text not null,
      child_id integer not null,
      points_given integer not null default 0,
      recognitions integer not null default 0,
      raffle_entries integer not null default 0,
      primary key (ancestor_id, day, child_id)
    ) without rowid`,
  );
  await runPortable(
    db,
    `
    create table rewards_engagement_people (
      ancestor_id integer not null references brands(id) on delete cascade,
      role text not null,
      day text not null,
      child_id integer not null,
      user_id text not null,
      primary key (ancestor_id, role, day, child_id, user_id)
    ) without rowid`,
  );
  await runPortable(
    db,
    `
    create table points_subtree_totals (
      ancestor_id integer not null references brands(id) on delete cascade,
      kind text not null,
      points integer not null default 0,
      rows integer not null default 0,
      primary key (ancestor_id, kind)
    ) without rowid`,
  );
  await runPortable(
    db,
    `
    create table reward_budget_spent (
      budget_id integer primary key references reward_budgets(id) on delete cascade,
      spent integer not null default 0
    )`,
  );

  await runPortable(
    db,
    `
    create table reward_people (
      user_id text primary key references identity_users(id) on delete cascade,
      started_on text,
      birthday text,
      birthday_opt_in integer not null default 0,
      employee_ref text unique
    )`,
  );
  await runPortable(
    db,
    `
    create table application_referrals (
      application_id integer primary key references applications(id) on delete cascade,
      referrer_user_id text not null references identity_users(id) on delete cascade,
      created_at text not null
    )`,
  );

  const statements = [
    `create trigger recognitions_rollup_insert after insert on recognitions begin
      insert into rewards_engagement_daily (ancestor_id, day, child_id, points_given, recognitions)
        select cast(a.value as integer), substr(new.created_at, 1, 10), coalesce(cast(c.value as integer), 0),
          new.points, 1
        from ${ANCESTORS('new.brand_id')}
        on conflict (ancestor_id, day, child_id) do update set
          points_given = points_given + excluded.points_given, recognitions = recognitions + 1;
      insert or ignore into rewards_engagement_people (ancestor_id, role, day, child_id, user_id)
        select cast(a.value as integer), 'G', substr(new.created_at, 1, 10),
          coalesce(cast(c.value as integer), 0), new.giver_user_id
        from ${ANCESTORS('new.brand_id')};
      insert or ignore into rewards_engagement_people (ancestor_id, role, day, child_id, user_id)
        select cast(a.value as integer), 'R', substr(new.created_at, 1, 10),
          coalesce(cast(c.value as integer), 0), new.recipient_user_id
        from ${ANCESTORS('new.brand_id')};
    end`,
    `create trigger raffle_entries_rollup_insert after insert on raffle_entries begin
      insert into rewards_engagement_daily (ancestor_id, day, child_id, raffle_entries)
        select cast(a.value as integer), substr(new.created_at, 1, 10), coalesce(cast(c.value as integer), 0), 1
        from ${ANCESTORS('(select f.brand_id from raffles f where f.id = new.raffle_id)')}
        on conflict (ancestor_id, day, child_id) do update set raffle_entries = raffle_entries + 1;
      insert or ignore into rewards_engagement_people (ancestor_id, role, day, child_id, user_id)
        select cast(a.value as integer), 'E', substr(new.created_at, 1, 10),
          coalesce(cast(c.value as integer), 0), new.user_id
        from ${ANCESTORS('(select f.brand_id from raffles f where f.id = new.raffle_id)')};
    end`,
    `create trigger points_ledger_rollup_insert after insert on points_ledger begin
      insert into points_subtree_totals (ancestor_id, kind, points, rows)
        select cast(a.value as integer), new.kind, new.points, 1
        from ${ANCESTORS('new.brand_id')}
        on conflict (ancestor_id, kind) do update set points = points + excluded.points, rows = rows + 1;
      insert into reward_budget_spent (budget_id, spent)
        select new.budget_id, new.points where new.budget_id is not null and new.kind = 'GRANT'
        on conflict (budget_id) do update set spent = spent + excluded.spent;
    end`,
  ];
  for (const statement of statements) await runPortable(db, statement);

  // Backfill from what is stored.
  await runPortable(
    db,
    `insert into rewards_engagement_daily (ancestor_id, day, child_id, points_given, recognitions)
      select cast(a.value as integer), substr(r.created_at, 1, 10), coalesce(cast(c.value as integer), 0),
        sum(r.points), count(*)
      from recognitions r join ${ANCESTORS('r.brand_id')} group by 1, 2, 3`,
  );
  await runPortable(
    db,
    `insert into rewards_engagement_daily (ancestor_id, day, child_id, raffle_entries)
      select cast(a.value as integer), substr(e.created_at, 1, 10), coalesce(cast(c.value as integer), 0), count(*)
      from raffle_entries e join raffles f on f.id = e.raffle_id join ${ANCESTORS('f.brand_id')} group by 1, 2, 3
      on conflict (ancestor_id, day, child_id) do update set raffle_entries = excluded.raffle_entries`,
  );
  for (const [role, column] of [
    ['G', 'r.giver_user_id'],
    ['R', 'r.recipient_user_id'],
  ] as const) {
    await runPortable(
      db,
      `insert or ignore into rewards_engagement_people (ancestor_id, role, day, child_id, user_id)
        select cast(a.value as integer), '${role}', substr(r.created_at, 1, 10),
          coalesce(cast(c.value as integer), 0), ${column}
        from recognitions r join ${ANCESTORS('r.brand_id')}`,
    );
  }
  await runPortable(
    db,
    `insert or ignore into rewards_engagement_people (ancestor_id, role, day, child_id, user_id)
      select cast(a.value as integer), 'E', substr(e.created_at, 1, 10), coalesce(cast(c.value as integer), 0), e.user_id
      from raffle_entries e join raffles f on f.id = e.raffle_id join ${ANCESTORS('f.brand_id')}`,
  );
  await runPortable(
    db,
    `insert into points_subtree_totals (ancestor_id, kind, points, rows)
      select cast(a.value as integer), l.kind, sum(l.points), count(*)
      from points_ledger l join ${ANCESTORS('l.brand_id')} group by 1, 2`,
  );
  await runPortable(
    db,
    `
    insert into reward_budget_spent (budget_id, spent)
    select budget_id, sum(points) from points_ledger
    where budget_id is not null and kind = 'GRANT' group by budget_id`,
  );
}
