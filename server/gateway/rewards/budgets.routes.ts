import type { FastifyInstance } from 'fastify';
import {
  BUDGET_LEFTOVERS,
  BUDGET_MODES,
  BUDGET_PERIODS,
  budgetBalance,
  periodOf,
  proRated,
  rolloverOf,
  type BudgetLeftover,
  type BudgetMode,
  type BudgetPeriod,
} from '../../../src-domain/index';
import { isUniqueViolation } from '../../db/constraint-errors';
import type { GatewayContext } from '../gateway.context';
import { defineUntypedRoute, principalOf } from '../gateway.route';
import { arrayOf, body, brandIdParams, int, nullable, object } from '../gateway.schema';
import {
  budgetEndingOn,
  budgetPeople,
  budgetsPage,
  findBudget,
  overlaps,
  ruleGrantsByBudget,
  spentByBudget,
  type BudgetRow,
} from './budgets.repository';
import { peopleById, personOf } from './people.repository';
import { holdPointsLocks, pointsLock } from './points-locks';
import { rewardsBrand } from './rewards-access';
import { rewardsErrors } from './rewards.errors';
import {
  TAGS,
  brandAndItemParams,
  budgetSchema,
  daySchema,
  pageOf,
  pageQuery,
  person,
} from './rewards.schema';

/** A budget as the wire shows it, with what it spent (`spent`, of which `rules_spent` by rules). */
export function budgetView(row: BudgetRow, spent: number, rulesSpent: number) {
  const { left, overspent } = budgetBalance(row.allotted, spent);
  return {
    id: row.id,
    brand: { id: row.brand_id, name: row.brand_name },
    period: row.period,
    period_start: row.period_start,
    period_end: row.period_end,
    starts_on: row.starts_on,
    amount: row.amount,
    allotted: row.allotted,
    rolled_over: row.rolled_over,
    per_giver_limit: row.per_giver_limit,
    mode: row.mode,
    leftover: row.leftover,
    spent,
    rules_spent: rulesSpent,
    left,
    overspent,
  };
}

interface BudgetBody {
  period: BudgetPeriod;
  starts_on: string;
  amount: number;
  per_giver_limit?: number | null;
  mode: BudgetMode;
  leftover: BudgetLeftover;
}

/** Budgets: allocate one per brand and period, list a subtree's, one with its people. */
export function registerBudgetRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineUntypedRoute<{ Params: { id: number }; Querystring: { offset: number; limit: number } }>(app, {
    method: 'GET',
    url: '/v1/brands/:id/budgets',
    summary:
      'Budgets of the brand and its subtree, newest period first, with spent / left / overspent (MANAGE_REWARDS). spent counts recognitions and rule grants (rules are part of the period’s budget); rules_spent is the rules’ share of it',
    tags: TAGS,
    params: brandIdParams,
    querystring: pageQuery,
    data: pageOf(budgetSchema),
    handler: async (request) => {
      const brand = await rewardsBrand(context, request, request.params.id, 'manage');
      const { rows, total } = await budgetsPage(db, brand.path, request.query.offset, request.query.limit);
      const ids = rows.map((row) => row.id);
      const [spent, byRules] = await Promise.all([spentByBudget(db, ids), ruleGrantsByBudget(db, ids)]);
      return {
        total,
        items: rows.map((row) => budgetView(row, spent.get(row.id) ?? 0, byRules.get(row.id) ?? 0)),
      };
    },
  });

  defineUntypedRoute<{ Params: { id: number; budget: number } }>(app, {
    method: 'GET',
    url: '/v1/brands/:id/budgets/:budget',
    summary: 'A budget of the subtree with the points each person gave and received from it (MANAGE_REWARDS)',
    tags: TAGS,
    params: brandAndItemParams('budget'),
    data: object({ budget: budgetSchema, people: arrayOf(object({ person, given: int, received: int })) }),
    handler: async (request) => {
      const brand = await rewardsBrand(context, request, request.params.id, 'manage');
      const row = await findBudget(db, request.params.budget, brand.path);
      if (!row) throw rewardsErrors.budgetNotFound(request.params.budget);
      const [spent, byRules, use] = await Promise.all([
        spentByBudget(db, [row.id]),
        ruleGrantsByBudget(db, [row.id]),
        budgetPeople(db, row.id),
      ]);
      const people = await peopleById(db, [...use.keys()]);
      return {
        budget: budgetView(row, spent.get(row.id) ?? 0, byRules.get(row.id) ?? 0),
        people: [...use]
          .map(([id, figures]) => ({ person: personOf(people, id), ...figures }))
          .sort(
            (a, b) => b.given + b.received - (a.given + a.received) || a.person.id.localeCompare(b.person.id),
          ),
      };
    },
  });

  defineUntypedRoute<{ Params: { id: number }; Body: BudgetBody }>(app, {
    method: 'POST',
    url: '/v1/brands/:id/budgets',
    summary:
      'Allocates the brand’s budget for the period containing starts_on (MANAGE_REWARDS). A start after the period’s first day pro-rates the amount; a ROLLOVER budget of the period just before hands over what it did not give. 409 REWARDS.BUDGET_EXISTS when one overlaps. Accepts Idempotency-Key',
    tags: TAGS,
    params: brandIdParams,
    body: body(
      {
        period: { type: 'string', enum: [...BUDGET_PERIODS] },
        starts_on: daySchema,
        amount: { type: 'integer', minimum: 1, maximum: 100_000_000 },
        per_giver_limit: nullable({ type: 'integer', minimum: 1, maximum: 100_000_000 }),
        mode: { type: 'string', enum: [...BUDGET_MODES] },
        leftover: { type: 'string', enum: [...BUDGET_LEFTOVERS] },
      },
      ['period', 'starts_on', 'amount', 'mode', 'leftover'],
    ),
    data: budgetSchema,
    handler: async (request) => {
      const brand = await rewardsBrand(context, request, request.params.id, 'manage');
      const input = request.body;
      const { start, end } = periodOf(input.period, input.starts_on);
      const dayBefore = new Date(Date.parse(`${start}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      // The brand's budgets are held (points-locks.ts) so that two allocations cannot both see no
      // overlap and both insert; a unique violation left over (the same period) is the same 409.
      const allocate = db.transaction().execute(async (trx) => {
        await holdPointsLocks(trx, [pointsLock.brandBudgets(brand.id)]);
        if (await overlaps(trx, brand.id, start, end)) throw rewardsErrors.budgetExists();
        const previous = await budgetEndingOn(trx, brand.id, dayBefore);
        let rolledOver = 0;
        if (previous?.leftover === 'ROLLOVER') {
          const spent = (await spentByBudget(trx, [previous.id])).get(previous.id) ?? 0;
          rolledOver = rolloverOf(previous.allotted, spent);
        }
        const allotted = proRated(input.amount, start, end, input.starts_on) + rolledOver;
        const inserted = await trx
          .insertInto('reward_budgets')
          .values({
            brand_id: brand.id,
            period: input.period,
            period_start: start,
            period_end: end,
            starts_on: input.starts_on,
            amount: input.amount,
            allotted,
            rolled_over: rolledOver,
            per_giver_limit: input.per_giver_limit ?? null,
            mode: input.mode,
            leftover: input.leftover,
            created_by_user_id: principalOf(request).sub,
            created_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const row = await findBudget(trx, inserted.id, brand.path);
        return budgetView(row!, 0, 0);
      });
      return allocate.catch((error: unknown) => {
        throw isUniqueViolation(error) ? rewardsErrors.budgetExists() : error;
      });
    },
  });
}
