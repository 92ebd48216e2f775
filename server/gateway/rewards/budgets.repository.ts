import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';

export type BudgetRow = Selectable<Database['reward_budgets']> & { brand_name: string };

const budgetColumns = [
  'g.id',
  'g.brand_id',
  'g.period',
  'g.period_start',
  'g.period_end',
  'g.starts_on',
  'g.amount',
  'g.allotted',
  'g.rolled_over',
  'g.per_giver_limit',
  'g.mode',
  'g.leftover',
  'g.created_by_user_id',
  'g.created_at',
  'b.name as brand_name',
] as const;

function budgets(db: Kysely<Database>) {
  return db.selectFrom('reward_budgets as g').innerJoin('brands as b', 'b.id', 'g.brand_id');
}

/** Budgets of the subtree at `path`, newest period first, then by brand path. */
export async function budgetsPage(db: Kysely<Database>, path: string, offset: number, limit: number) {
  const scoped = budgets(db).where('b.path', '>=', path).where('b.path', '<', `${path}~`);
  const [rows, total] = await Promise.all([
    scoped
      .select([...budgetColumns])
      .orderBy('g.period_start', 'desc')
      .orderBy('b.path')
      .orderBy('g.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    scoped.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as BudgetRow[], total: Number(total.n) };
}

/** A budget of the subtree at `path`; undefined when none. */
export async function findBudget(db: Kysely<Database>, id: number, path: string) {
  return (await budgets(db)
    .select([...budgetColumns])
    .where('g.id', '=', id)
    .where('b.path', '>=', path)
    .where('b.path', '<', `${path}~`)
    .executeTakeFirst()) as BudgetRow | undefined;
}

/** The budget of the deepest brand of `chainIds` (root first) whose period covers `day`. */
export async function coveringBudget(db: Kysely<Database>, chainIds: readonly number[], day: string) {
  const rows = (await budgets(db)
    .select([...budgetColumns])
    .where('g.brand_id', 'in', [...chainIds])
    .where('g.starts_on', '<=', day)
    .where('g.period_end', '>=', day)
    .execute()) as BudgetRow[];
  return rows.sort((a, b) => chainIds.indexOf(b.brand_id) - chainIds.indexOf(a.brand_id))[0];
}

/** Whether a budget of the brand overlaps [start, end]. */
export async function overlaps(db: Kysely<Database>, brandId: number, start: string, end: string) {
  const row = await db
    .selectFrom('reward_budgets')
    .select('id')
    .where('brand_id', '=', brandId)
    .where('period_start', '<=', end)
    .where('period_end', '>=', start)
    .executeTakeFirst();
  return row !== undefined;
}

/** The brand's budget that ended the day before `start` (its period just before); undefined when none. */
export async function budgetEndingOn(db: Kysely<Database>, brandId: number, end: string) {
  return db
    .selectFrom('reward_budgets')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('period_end', '=', end)
    .executeTakeFirst();
}

/**
 * Holds the budget for the rest of the caller's transaction, before it reads what the budget
 * spent: a no-op UPDATE, whose row lock PostgreSQL keeps until commit, so concurrent grants from
 * one budget queue here and each then reads the grants committed before it (read committed). On
 * SQLite a write transaction runs alone anyway. No `SELECT … FOR UPDATE`: one statement, both dialects.
 */
export async function holdBudget(trx: Kysely<Database>, budgetId: number): Promise<void> {
  await trx
    .updateTable('reward_budgets')
    .set((eb) => ({ allotted: eb.ref('allotted') }))
    .where('id', '=', budgetId)
    .execute();
}

/** What a budget gave: all its GRANT rows (`spent`) and those a rule made (`rulesSpent`). */
export interface BudgetGrants {
  readonly spent: number;
  readonly rulesSpent: number;
}

/** Points granted from each budget (its GRANT rows), and the rules' share of them, by budget id. */
export async function grantsByBudget(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, BudgetGrants>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('points_ledger')
    .select((eb) => [
      'budget_id',
      eb.fn.sum<number>('points').as('spent'),
      eb.fn
        .sum<number>(eb.case().when('rule_id', 'is not', null).then(eb.ref('points')).else(0).end())
        .as('rules_spent'),
    ])
    .where('budget_id', 'in', [...ids])
    .where('kind', '=', 'GRANT')
    .groupBy('budget_id')
    .execute();
  return new Map(
    rows.map((row) => [row.budget_id!, { spent: Number(row.spent), rulesSpent: Number(row.rules_spent) }]),
  );
}

/** Points one giver granted from a budget. */
export async function givenFromBudget(db: Kysely<Database>, budgetId: number, giverId: string) {
  const row = await db
    .selectFrom('points_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), eb.lit(0)).as('given'))
    .where('budget_id', '=', budgetId)
    .where('kind', '=', 'GRANT')
    .where('actor_user_id', '=', giverId)
    .executeTakeFirstOrThrow();
  return Number(row.given);
}

/** Given and received per person in a budget. */
export async function budgetPeople(db: Kysely<Database>, budgetId: number) {
  const [given, received] = await Promise.all([
    db
      .selectFrom('recognitions')
      .select(['giver_user_id as user_id', (eb) => eb.fn.sum<number>('points').as('points')])
      .where('budget_id', '=', budgetId)
      .groupBy('giver_user_id')
      .execute(),
    db
      .selectFrom('recognitions')
      .select(['recipient_user_id as user_id', (eb) => eb.fn.sum<number>('points').as('points')])
      .where('budget_id', '=', budgetId)
      .groupBy('recipient_user_id')
      .execute(),
  ]);
  const byUser = new Map<string, { given: number; received: number }>();
  for (const row of given) byUser.set(row.user_id, { given: Number(row.points), received: 0 });
  for (const row of received) {
    const known = byUser.get(row.user_id) ?? { given: 0, received: 0 };
    byUser.set(row.user_id, { ...known, received: Number(row.points) });
  }
  return byUser;
}
