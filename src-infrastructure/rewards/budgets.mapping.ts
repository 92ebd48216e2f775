import type { BudgetInput } from '../../src-domain/rewards/rewards-api.port';
import type { Budget, BudgetDetail } from '../../src-domain/rewards/rewards.model';
import type { WireBody, WireData } from '../gateway/gateway-wire';
import { personFromWire } from './rewards.mapping';

/** Budgets: GET|POST /v1/brands/{id}/budgets and GET …/budgets/{budget}, wire to domain. */
export type BudgetsWire = WireData<'/v1/brands/{id}/budgets'>;
export type BudgetWire = WireData<'/v1/brands/{id}/budgets', 'post'>;
export type BudgetDetailWire = WireData<'/v1/brands/{id}/budgets/{budget}'>;
type BudgetBody = WireBody<'/v1/brands/{id}/budgets', 'post'>;

export const budgetFromWire = (wire: BudgetWire): Budget => ({
  id: wire.id,
  brand: wire.brand,
  period: wire.period,
  periodStart: wire.period_start,
  periodEnd: wire.period_end,
  startsOn: wire.starts_on,
  amount: wire.amount,
  allotted: wire.allotted,
  rolledOver: wire.rolled_over,
  perGiverLimit: wire.per_giver_limit ?? undefined,
  mode: wire.mode,
  leftover: wire.leftover,
  spent: wire.spent,
  rulesSpent: wire.rules_spent,
  left: wire.left,
  overspent: wire.overspent,
});

export const budgetDetailFromWire = (wire: BudgetDetailWire): BudgetDetail => ({
  budget: budgetFromWire(wire.budget),
  people: wire.people.map((use) => ({
    person: personFromWire(use.person),
    given: use.given,
    received: use.received,
  })),
});

export const budgetBody = (input: BudgetInput): BudgetBody => ({
  period: input.period,
  starts_on: input.startsOn,
  amount: input.amount,
  per_giver_limit: input.perGiverLimit ?? null,
  mode: input.mode,
  leftover: input.leftover,
});
