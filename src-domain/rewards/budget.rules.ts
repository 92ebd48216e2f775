import { DateTime } from 'luxon';
import type { BudgetMode, BudgetPeriod } from './rewards.model';

/** Largest amount of points a budget, a recognition, a rule or a raffle entry may name. */
export const MAX_POINTS = 100_000_000;

/** The first and last day ('YYYY-MM-DD', UTC) of the period that contains `day`. */
export function periodOf(period: BudgetPeriod, day: string): { start: string; end: string } {
  const date = DateTime.fromISO(day, { zone: 'utc' });
  if (!date.isValid) throw new RangeError(`Not a date: ${day}`);
  const unit = period === 'MONTH' ? 'month' : 'quarter';
  return { start: date.startOf(unit).toISODate()!, end: date.endOf(unit).toISODate()! };
}

/** Whole days from `from` to `to`, both included (0 when `to` is before `from`). */
export function daysBetween(from: string, to: string): number {
  const days = DateTime.fromISO(to, { zone: 'utc' }).diff(
    DateTime.fromISO(from, { zone: 'utc' }),
    'days',
  ).days;
  return Math.max(0, Math.round(days) + 1);
}

/**
 * The share of `amount` for a budget that starts on `startsOn` inside the period
 * [`periodStart`, `periodEnd`]: amount × days left ÷ days of the period, rounded down, in
 * integers only. A start on or before the first day gives the whole amount.
 */
export function proRated(amount: number, periodStart: string, periodEnd: string, startsOn: string): number {
  if (startsOn <= periodStart) return amount;
  const total = daysBetween(periodStart, periodEnd);
  const left = daysBetween(startsOn, periodEnd);
  return Math.floor((amount * left) / total);
}

/** What a budget may still give, and what it gave beyond its allotment. */
export function budgetBalance(allotted: number, spent: number): { left: number; overspent: number } {
  return { left: Math.max(0, allotted - spent), overspent: Math.max(0, spent - allotted) };
}

/** The points a finished ROLLOVER budget hands to the next period: what it did not give. */
export function rolloverOf(allotted: number, spent: number): number {
  return Math.max(0, allotted - spent);
}

/** Why a grant from a budget is refused; `undefined` when it may go ahead. */
export type BudgetRefusal = 'BUDGET_EXHAUSTED' | 'GIVER_LIMIT_REACHED';

/**
 * Whether `points` may be given from a budget that has `spent` of `allotted`, by a giver who
 * already gave `givenByGiver` of it. A FIXED budget never goes below zero; a FLEXIBLE one may
 * (the overspend is reported). A per-giver limit holds in both modes.
 */
export function grantRefusal(budget: {
  readonly mode: BudgetMode;
  readonly allotted: number;
  readonly spent: number;
  readonly perGiverLimit: number | undefined;
  readonly givenByGiver: number;
  readonly points: number;
}): BudgetRefusal | undefined {
  if (budget.perGiverLimit !== undefined && budget.givenByGiver + budget.points > budget.perGiverLimit) {
    return 'GIVER_LIMIT_REACHED';
  }
  if (budget.mode === 'FIXED' && budget.spent + budget.points > budget.allotted) return 'BUDGET_EXHAUSTED';
  return undefined;
}

/**
 * Most points one grant of a rule may give, and most a rule may give one person in a period
 * (issue #28: rules mint points without a giver, so they are bounded well below MAX_POINTS).
 */
export const RULE_MAX_POINTS = 1_000;
export const RULE_MAX_CAP_PER_PERIOD = 10_000;

/**
 * Why an automatic grant of `points` from a budget that has `spent` of `allotted` is refused:
 * rules are part of the period's budget and never take it past its allotment, in either mode (a
 * FLEXIBLE budget's overspend is a giver's call, and a rule has no giver).
 */
export function ruleGrantRefusal(budget: {
  readonly allotted: number;
  readonly spent: number;
  readonly points: number;
}): 'BUDGET_EXHAUSTED' | undefined {
  return budget.spent + budget.points > budget.allotted ? 'BUDGET_EXHAUSTED' : undefined;
}

/** Whether a rule may still grant `points` to a person who got `grantedInPeriod` from it this period. */
export function ruleCapAllows(capPerPeriod: number, grantedInPeriod: number, points: number): boolean {
  return grantedInPeriod + points <= capPerPeriod;
}

/** Whether `day` lies within a rule's effective dates (`to` undefined: open-ended). */
export function ruleIsEffective(day: string, from: string, to: string | undefined): boolean {
  return day >= from && (to === undefined || day <= to);
}
