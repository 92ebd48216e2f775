import type { RewardRule } from '../../src-domain/rewards/rewards.model';

/** A rewards rule as the server lists it: by default Harbor Grill's (brand 3) active shift cover, 25 points. */
export function rewardRule(overrides: Partial<RewardRule> = {}): RewardRule {
  return {
    id: 7,
    brand: { id: 3, name: 'Harbor Grill' },
    event: 'SHIFT_COVER',
    points: 25,
    capPerPeriod: 100,
    period: 'MONTH',
    effectiveFrom: '2026-01-01',
    effectiveTo: undefined,
    active: true,
    firedCount: 0,
    ...overrides,
  };
}
