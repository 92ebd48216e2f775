import fc from 'fast-check';
import {
  budgetBalance,
  grantRefusal,
  periodOf,
  proRated,
  rolloverOf,
  ruleCapAllows,
  ruleIsEffective,
} from '../../../src-domain/rewards/budget.rules';

describe('budget rules', () => {
  it('finds the month and quarter of a day', () => {
    expect(periodOf('MONTH', '2026-02-14')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(periodOf('QUARTER', '2026-11-25')).toEqual({ start: '2026-10-01', end: '2026-12-31' });
  });

  it('pro-rates a late start in whole points, rounding down, never above the amount', () => {
    expect(proRated(3000, '2026-11-01', '2026-11-30', '2026-11-01')).toBe(3000);
    expect(proRated(3000, '2026-11-01', '2026-11-30', '2026-11-16')).toBe(1500);
    expect(proRated(100, '2026-11-01', '2026-11-30', '2026-11-30')).toBe(3);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 1, max: 30 }),
        (amount, day) => {
          const share = proRated(
            amount,
            '2026-11-01',
            '2026-11-30',
            `2026-11-${String(day).padStart(2, '0')}`,
          );
          expect(Number.isInteger(share)).toBe(true);
          expect(share).toBeLessThanOrEqual(amount);
          expect(share).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('a FIXED budget never goes below zero; a FLEXIBLE one reports the overspend; the giver limit holds', () => {
    const ask = {
      mode: 'FIXED' as const,
      allotted: 100,
      spent: 95,
      perGiverLimit: undefined,
      givenByGiver: 0,
    };
    expect(grantRefusal({ ...ask, points: 5 })).toBeUndefined();
    expect(grantRefusal({ ...ask, points: 6 })).toBe('BUDGET_EXHAUSTED');
    expect(grantRefusal({ ...ask, mode: 'FLEXIBLE', points: 60 })).toBeUndefined();
    expect(grantRefusal({ ...ask, perGiverLimit: 10, givenByGiver: 8, points: 3 })).toBe(
      'GIVER_LIMIT_REACHED',
    );
    expect(budgetBalance(100, 130)).toEqual({ left: 0, overspent: 30 });
    expect(rolloverOf(100, 30)).toBe(70);
    expect(rolloverOf(100, 130)).toBe(0);
  });

  it('rule caps and dates', () => {
    expect(ruleCapAllows(10, 5, 5)).toBe(true);
    expect(ruleCapAllows(10, 6, 5)).toBe(false);
    expect(ruleIsEffective('2026-11-25', '2026-01-01', undefined)).toBe(true);
    expect(ruleIsEffective('2026-11-25', '2026-01-01', '2026-06-30')).toBe(false);
  });
});
