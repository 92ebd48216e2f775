import { sql, type Kysely, type RawBuilder } from 'kysely';
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

/**
 * Engagement of the subtree at `path` between two instants (ISO, `to` excluded), per child of the
 * brand (key: the child's id as text; '' for rows on the brand itself) and in total (key '*').
 * Budgets count when their period overlaps [fromDay, toDay].
 */
export async function engagementOf(
  db: Kysely<Database>,
  path: string,
  range: { from: string; to: string; fromDay: string; toDay: string },
): Promise<Map<string, EngagementFiguresRow>> {
  const start = path.length + 1;
  const child = (alias: string): RawBuilder<string> =>
    sql<string>`substr(${sql.ref(`${alias}.path`)}, ${start}, instr(substr(${sql.ref(`${alias}.path`)}, ${start}), '/') - 1)`;
  const inSubtree = (alias: string) =>
    sql`${sql.ref(`${alias}.path`)} >= ${path} and ${sql.ref(`${alias}.path`)} < ${`${path}~`}`;
  const figures = new Map<string, EngagementFiguresRow>();
  const add = (key: string, values: Partial<EngagementFiguresRow>) => {
    const known = figures.get(key) ?? { child: key, ...EMPTY };
    const merged = { ...known };
    for (const [name, value] of Object.entries(values)) {
      if (name !== 'child') (merged as Record<string, unknown>)[name] = Number(value ?? 0);
    }
    figures.set(key, merged);
  };
  for (const grouped of [true, false]) {
    const key = grouped ? child('b') : sql<string>`'*'`;
    const groupBy = grouped ? sql`group by 1` : sql``;
    const [recognitions, budgets, raffles] = await Promise.all([
      sql<EngagementFiguresRow>`
        select ${key} as child, sum(r.points) as points_given, count(*) as recognitions,
          count(distinct r.giver_user_id) as active_recognisers, count(distinct r.recipient_user_id) as recipients
        from recognitions r join brands b on b.id = r.brand_id
        where ${inSubtree('b')} and r.created_at >= ${range.from} and r.created_at < ${range.to} ${groupBy}`.execute(
        db,
      ),
      sql<EngagementFiguresRow>`
        select ${key} as child, sum(g.allotted) as budget_allotted,
          sum((select coalesce(sum(l.points), 0) from points_ledger l where l.budget_id = g.id and l.kind = 'GRANT')) as budget_spent
        from reward_budgets g join brands b on b.id = g.brand_id
        where ${inSubtree('b')} and g.period_start <= ${range.toDay} and g.period_end >= ${range.fromDay} ${groupBy}`.execute(
        db,
      ),
      sql<EngagementFiguresRow>`
        select ${key} as child, count(*) as raffle_entries, count(distinct e.user_id) as raffle_participants
        from raffle_entries e join raffles f on f.id = e.raffle_id join brands b on b.id = f.brand_id
        where ${inSubtree('b')} and e.created_at >= ${range.from} and e.created_at < ${range.to} ${groupBy}`.execute(
        db,
      ),
    ]);
    for (const row of [...recognitions.rows, ...budgets.rows, ...raffles.rows]) add(String(row.child), row);
  }
  return figures;
}
