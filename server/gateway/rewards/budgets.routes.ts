import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
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
import { defineRoute, principalOf } from '../gateway.route';
import { Body, BrandIdParams, Nullable } from '../route-schema';
import {
  budgetEndingOn,
  budgetPeople,
  budgetsPage,
  findBudget,
  grantsByBudget,
  overlaps,
  type BudgetGrants,
  type BudgetRow,
} from './budgets.repository';
import { peopleById, personOf } from './people.repository';
import { holdPointsLocks, pointsLock } from './points-locks';
import { rewardsBrand } from './rewards-access';
import { rewardsErrors } from './rewards.errors';
import {
  TAGS,
  brandAndItemParams,
  budgetLeftoverSchema,
  budgetModeSchema,
  budgetPeriodSchema,
  budgetSchema,
  daySchema,
  pageOf,
  pageOfQuery,
  pageQuery,
  person,
  pointsSchema,
} from './rewards.schema';

const NO_GRANTS: BudgetGrants = { spent: 0, rulesSpent: 0 };

/** A budget as the wire shows it, with what it spent (`spent`, of which `rules_spent` by rules). */
export function budgetView(
  row: BudgetRow,
  { spent, rulesSpent }: BudgetGrants = NO_GRANTS,
): Static<typeof budgetSchema> {
  const { left, overspent } = budgetBalance(row.allotted, spent);
  return {
    id: row.id,
    brand: { id: row.brand_id, name: row.brand_name },
    // The columns hold only what the allocation's body schema admitted.
    period: row.period as BudgetPeriod,
    period_start: row.period_start,
    period_end: row.period_end,
    starts_on: row.starts_on,
    amount: row.amount,
    allotted: row.allotted,
    rolled_over: row.rolled_over,
    per_giver_limit: row.per_giver_limit,
    mode: row.mode as BudgetMode,
    leftover: row.leftover as BudgetLeftover,
    spent,
    rules_spent: rulesSpent,
    left,
    overspent,
  };
}

const budgetBody = Body(
  {
    period: budgetPeriodSchema,
    starts_on: daySchema,
    amount: pointsSchema,
    per_giver_limit: Nullable(pointsSchema),
    mode: budgetModeSchema,
    leftover: budgetLeftoverSchema,
  },
  ['period', 'starts_on', 'amount', 'mode', 'leftover'],
);

/** Budgets: allocate one per brand and period, list a subtree's, one with its people. */
export function registerBudgetRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db } = context;

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/budgets',
    summary:
      'Budgets of the brand and its subtree, newest period first, with spent / left / overspent (MANAGE_REWARDS). spent counts recognitions and rule grants (rules are part of the period’s budget); rules_spent is the rules’ share of it',
    tags: TAGS,
    params: BrandIdParams,
    querystring: pageQuery,
    data: pageOf(budgetSchema),
    handler: async (request) => {
      const brand = await rewardsBrand(context, request, request.params.id, 'manage');
      const { offset, limit } = pageOfQuery(request.query);
      const { rows, total } = await budgetsPage(db, brand.path, offset, limit);
      const grants = await grantsByBudget(
        db,
        rows.map((row) => row.id),
      );
      return { total, items: rows.map((row) => budgetView(row, grants.get(row.id))) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v1/brands/:id/budgets/:budget',
    summary: 'A budget of the subtree with the points each person gave and received from it (MANAGE_REWARDS)',
    tags: TAGS,
    params: brandAndItemParams('budget'),
    data: Type.Object({
      budget: budgetSchema,
      people: Type.Array(Type.Object({ person, given: Type.Integer(), received: Type.Integer() })),
    }),
    handler: async (request) => {
      const brand = await rewardsBrand(context, request, request.params.id, 'manage');
      const row = await findBudget(db, request.params.budget, brand.path);
      if (!row) throw rewardsErrors.budgetNotFound(request.params.budget);
      const [grants, use] = await Promise.all([grantsByBudget(db, [row.id]), budgetPeople(db, row.id)]);
      const people = await peopleById(db, [...use.keys()]);
      return {
        budget: budgetView(row, grants.get(row.id)),
        people: [...use]
          .map(([id, figures]) => ({ person: personOf(people, id), ...figures }))
          .sort(
            (a, b) => b.given + b.received - (a.given + a.received) || a.person.id.localeCompare(b.person.id),
          ),
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/brands/:id/budgets',
    summary:
      'Allocates the brand’s budget for the period containing starts_on (MANAGE_REWARDS). A start after the period’s first day pro-rates the amount; a ROLLOVER budget of the period just before hands over what it did not give. 409 REWARDS.BUDGET_EXISTS when one overlaps. Accepts Idempotency-Key',
    tags: TAGS,
    params: BrandIdParams,
    body: budgetBody,
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
          const spent = (await grantsByBudget(trx, [previous.id])).get(previous.id)?.spent ?? 0;
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
        return budgetView(row!);
      });
      return allocate.catch((error: unknown) => {
        throw isUniqueViolation(error) ? rewardsErrors.budgetExists() : error;
      });
    },
  });
}
