import { DateTime } from 'luxon';
import type { RewardRule, RuleEvent } from './rewards.model';
import { occurrenceGrantable, RULE_CATCH_UP_DAYS } from './rule-occurrence.rules';

/**
 * Rules a manager grants by hand (POST …/reward_rules/{rule}/fire, MANAGE_REWARDS): those whose
 * event the product cannot always see happen. SHIFT_COVER also grants by itself when someone
 * takes an offered shift in the schedule (issue #34); a cover the schedule does not hold (a swap
 * arranged by phone, a day before schedules were used) is granted by hand.
 */
export const HAND_GRANTED_EVENTS: ReadonlySet<RuleEvent> = new Set<RuleEvent>(['SHIFT_COVER']);

/** Whether a manager may grant `rule` by hand: an active rule of a hand-granted event. */
export function grantableByHand(rule: RewardRule): boolean {
  return rule.active && HAND_GRANTED_EVENTS.has(rule.event);
}

/**
 * The occurrence a grant by hand names: the day it happened, so a person gets one grant per rule
 * and day ('shift_cover-day-2026-11-30'; the schedule's own covers name their shift).
 */
export function handGrantOccasion(rule: RewardRule, day: string): string {
  return `${rule.event.toLowerCase()}-day-${day}`;
}

/** The earliest day a grant by hand may name today ('YYYY-MM-DD', UTC). */
export function earliestHandGrantDay(today: string): string {
  return DateTime.fromISO(today, { zone: 'utc' }).minus({ days: RULE_CATCH_UP_DAYS }).toISODate()!;
}

/**
 * Whether a grant of `rule` by hand may name `day` today: a real day, not in the future, at most
 * RULE_CATCH_UP_DAYS back and within the rule's effective dates (the server's rule, checked
 * before asking).
 */
export function handGrantDayAllowed(rule: RewardRule, day: string, today: string): boolean {
  return (
    DateTime.fromFormat(day, 'yyyy-MM-dd', { zone: 'utc' }).isValid &&
    occurrenceGrantable(day, today, rule.effectiveFrom, rule.effectiveTo)
  );
}
