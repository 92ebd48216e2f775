import {
  earliestHandGrantDay,
  grantableByHand,
  handGrantDayAllowed,
  handGrantOccasion,
} from '../../../src-domain/rewards/hand-grant.rules';
import { rewardRule as rule } from '../../fakes/reward-rule.fixture';

describe('grants by hand (issue #29)', () => {
  it('are for active shift-cover rules only', () => {
    expect(grantableByHand(rule())).toBe(true);
    expect(grantableByHand(rule({ active: false }))).toBe(false);
    expect(grantableByHand(rule({ event: 'BIRTHDAY' }))).toBe(false);
  });

  it('name the day it happened, so a person gets one grant per rule and day', () => {
    expect(handGrantOccasion(rule(), '2026-11-30')).toBe('shift_cover-day-2026-11-30');
    expect(handGrantOccasion(rule(), '2026-11-30')).toMatch(/^[A-Za-z0-9_.:-]+$/);
  });

  it('allow today back to seven days ago, within the rule’s dates, and nothing else', () => {
    const today = '2026-11-30';
    expect(earliestHandGrantDay(today)).toBe('2026-11-23');
    expect(handGrantDayAllowed(rule(), today, today)).toBe(true);
    expect(handGrantDayAllowed(rule(), '2026-11-23', today)).toBe(true);
    expect(handGrantDayAllowed(rule(), '2026-11-22', today)).toBe(false);
    expect(handGrantDayAllowed(rule(), '2026-12-01', today)).toBe(false);
    expect(handGrantDayAllowed(rule(), '', today)).toBe(false);
    expect(handGrantDayAllowed(rule(), '2026-11-31', today)).toBe(false);
    expect(handGrantDayAllowed(rule({ effectiveFrom: '2026-11-29' }), '2026-11-28', today)).toBe(false);
    expect(handGrantDayAllowed(rule({ effectiveTo: '2026-11-25' }), '2026-11-26', today)).toBe(false);
  });
});
