import { sql, type Kysely } from 'kysely';
import { positionSql } from '../../db/dialect';
import type { Database } from '../../db/schema';

export interface EngagementFiguresRow {
  child: string;
  points_given: number;
  recognitions: number;
  active_recognisers: number;
  recipients: number;
  budget_allotted: number;
  budget_spent: number;
  raffle_entries: number;
  raffle_participants: number;
}

const EMPTY: Omit<EngagementFiguresRow, 'child'> = {
  points_given: 0,
  recognitions: 0,
  active_recognisers: 0,
  recipients: 0,
  budget_allotted: 0,
  budget_spent: 0,
  raffle_entries: 0,
  raffle_participants: 0,
};

const PEOPLE_COLUMN = { G: 'active_recognisers', R: 'recipients', E: 'raffle_participants' } as const;

interface PeopleCount {
  role: string;
  child_id: number;
  people: number;
}

/**
 * The distinct givers, recipients and raffle entrants of the subtree of brand `ancestorId`
 * between two days, per child (`people`) and in total (`peopleTotals`, child_id -1). When the
 * range ends on or after the subtree's last active day (the usual "up to today" ranges), those
 * active in it are those whose last active day is on or after its first (migration 0025): an
 * index range per role; else they are counted from the per-day rows.
 */
async function distinctPeople(
  db: Kysely<Database>,
  ancestorId: number,
  range: { fromDay: string; toDay: string },
): Promise<{ people: PeopleCount[]; peopleTotals: PeopleCount[] }> {
  const { fromDay, toDay } = range;
  const latest = await db
    .selectFrom('rewards_engagement_daily')
    .select((eb) => eb.fn.max('day').as('day'))
    .where('ancestor_id', '=', ancestorId)
    .executeTakeFirst();
  if (latest?.day == null || latest.day <= toDay) {
    const rows = await db
      .selectFrom('rewards_engagement_last')
      .select((eb) => ['role', 'child_id', eb.fn.countAll<number>().as('people')])
      .where('ancestor_id', '=', ancestorId)
      .where('role', 'in', ['G', 'R', 'E'])
      .where('last_day', '>=', fromDay)
      .groupBy(['role', 'child_id'])
      .execute();
    return {
      people: rows.filter((row) => row.child_id !== -1),
      peopleTotals: rows.filter((row) => row.child_id === -1),
    };
  }
  const [people, peopleTotals] = await Promise.all([
    db
      .selectFrom('rewards_engagement_people')
      .select((eb) => ['role', 'child_id', eb.fn.count<number>('user_id').distinct().as('people')])
      .where('ancestor_id', '=', ancestorId)
      .where('role', 'in', ['G', 'R', 'E'])
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .groupBy(['role', 'child_id'])
      .execute(),
    db
      .selectFrom('rewards_engagement_people')
      .select((eb) => [
        'role',
        eb.lit(-1).as('child_id'),
        eb.fn.count<number>('user_id').distinct().as('people'),
      ])
      .where('ancestor_id', '=', ancestorId)
      .where('role', 'in', ['G', 'R', 'E'])
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .groupBy('role')
      .execute(),
  ]);
  return { people, peopleTotals };
}

/**
 * Engagement of the subtree of `brand` between two UTC days (both included), per child of the
 * brand (key: the child's id as text; '' for rows on the brand itself) and in total (key '*').
 * Read from the rollups of migrations 0020 and 0025 (index ranges of the brand's own rows); budgets
 * count when their period overlaps [fromDay, toDay].
 */
export async function engagementOf(
  db: Kysely<Database>,
  brand: { id: number; path: string },
  range: { fromDay: string; toDay: string },
): Promise<Map<string, EngagementFiguresRow>> {
  const figures = new Map<string, EngagementFiguresRow>();
  const add = (key: string, values: Partial<Omit<EngagementFiguresRow, 'child'>>) => {
    const known = figures.get(key) ?? { child: key, ...EMPTY };
    for (const [name, value] of Object.entries(values)) {
      (known as unknown as Record<string, number>)[name] =
        ((known as unknown as Record<string, number>)[name] ?? 0) + Number(value ?? 0);
    }
    figures.set(key, known);
  };
  const keyOf = (childId: number) => (childId === 0 ? '' : String(childId));
  const { fromDay, toDay } = range;
  const start = brand.path.length + 1;
  // Where the child's id ends in a row's path (0 on the brand itself: PostgreSQL refuses substr's
  // negative length there, so the brand's own rows take '' explicitly).
  const slash = positionSql(db, sql`substr(b.path, ${start})`, '/');
  const [daily, { people, peopleTotals }, budgets] = await Promise.all([
    db
      .selectFrom('rewards_engagement_daily')
      .select((eb) => [
        'child_id',
        eb.fn.sum<number>('points_given').as('points_given'),
        eb.fn.sum<number>('recognitions').as('recognitions'),
        eb.fn.sum<number>('raffle_entries').as('raffle_entries'),
      ])
      .where('ancestor_id', '=', brand.id)
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .groupBy('child_id')
      .execute(),
    distinctPeople(db, brand.id, range),
    sql<{ child: string; budget_allotted: number; budget_spent: number }>`
      select case when ${slash} = 0 then '' else substr(b.path, ${start}, ${slash} - 1) end as child,
        sum(g.allotted) as budget_allotted, sum(coalesce(s.spent, 0)) as budget_spent
      from reward_budgets g join brands b on b.id = g.brand_id
        left join reward_budget_spent s on s.budget_id = g.id
      where b.path >= ${brand.path} and b.path < ${`${brand.path}~`}
        and g.period_start <= ${toDay} and g.period_end >= ${fromDay}
      group by 1`.execute(db),
  ]);
  for (const row of daily) {
    const values = {
      points_given: row.points_given,
      recognitions: row.recognitions,
      raffle_entries: row.raffle_entries,
    };
    add(keyOf(row.child_id), values);
    add('*', values);
  }
  for (const row of people) {
    add(keyOf(row.child_id), { [PEOPLE_COLUMN[row.role as keyof typeof PEOPLE_COLUMN]]: row.people });
  }
  for (const row of peopleTotals) {
    add('*', { [PEOPLE_COLUMN[row.role as keyof typeof PEOPLE_COLUMN]]: row.people });
  }
  for (const row of budgets.rows) {
    const values = { budget_allotted: row.budget_allotted, budget_spent: row.budget_spent };
    add(String(row.child), values);
    add('*', values);
  }
  return figures;
}
