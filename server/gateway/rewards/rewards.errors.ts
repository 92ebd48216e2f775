import { badRequest, conflict, forbidden, notFound } from '../gateway.errors';

/** The failures of the rewards area, each with its literal REWARDS.* code. */
export const rewardsErrors = {
  serviceMissing: (brandId: number) =>
    forbidden(
      'REWARDS.SERVICE_MISSING',
      `Brand ${brandId} has no rewards and recognition service (REWARDS_AND_RECOGNITION); request a demo`,
    ),
  levelInactive: (brandId: number) =>
    forbidden(
      'REWARDS.LEVEL_INACTIVE',
      `Rewards and recognition is switched off for the level of brand ${brandId}`,
    ),
  forbidden: (brandId: number) =>
    forbidden('REWARDS.FORBIDDEN', `Managing rewards needs MANAGE_REWARDS on brand ${brandId}`),
  budgetExists: () =>
    conflict('REWARDS.BUDGET_EXISTS', 'The brand already has a budget overlapping this period'),
  budgetNotFound: (id: number) =>
    notFound('REWARDS.BUDGET_NOT_FOUND', `Budget ${id} does not exist at this brand or below it`),
  noBudget: (brandId: number) =>
    conflict('REWARDS.NO_BUDGET', `No budget of brand ${brandId} or above it covers today`),
  budgetExhausted: () => conflict('REWARDS.BUDGET_EXHAUSTED', 'The budget has not enough points left'),
  giverLimitReached: () =>
    conflict('REWARDS.GIVER_LIMIT_REACHED', 'You have given all the points this budget allows one giver'),
  recipientNotFound: () =>
    notFound('REWARDS.RECIPIENT_NOT_FOUND', 'The person is not a member of this brand or below it'),
  selfRecognition: () => badRequest('REWARDS.SELF_RECOGNITION', 'You cannot recognise yourself'),
  selfGrant: () =>
    badRequest(
      'REWARDS.SELF_GRANT',
      'You cannot grant yourself points, nor set what a rule grants you for (start date, referrals)',
    ),
  rulePointsAboveMaximum: (maxPoints: number, maxCap: number) =>
    badRequest(
      'REWARDS.RULE_POINTS_ABOVE_MAXIMUM',
      `A rule grants at most ${maxPoints} points at a time and ${maxCap} per person and period`,
    ),
  invalidDates: (message: string) => badRequest('REWARDS.INVALID_DATES', message),
  raffleNotFound: (id: number) =>
    notFound('REWARDS.RAFFLE_NOT_FOUND', `Raffle ${id} does not exist at this brand or below it`),
  raffleNotOpen: () => conflict('REWARDS.RAFFLE_NOT_OPEN', 'The raffle does not take entries now'),
  raffleWrongStatus: (action: string, status: string) =>
    conflict('REWARDS.RAFFLE_WRONG_STATUS', `A ${status} raffle cannot be asked to ${action}`),
  raffleNotDrawn: () => conflict('REWARDS.RAFFLE_NOT_DRAWN', 'The proof exists once the raffle is drawn'),
  insufficientPoints: () => conflict('REWARDS.INSUFFICIENT_POINTS', 'You have not enough points'),
  ruleNotFound: (id: number) => notFound('REWARDS.RULE_NOT_FOUND', `Rule ${id} does not exist at this brand`),
  ruleNotEffective: () => conflict('REWARDS.RULE_NOT_EFFECTIVE', 'The rule is inactive or outside its dates'),
  ruleCapReached: () =>
    conflict('REWARDS.RULE_CAP_REACHED', 'The person reached this rule’s cap for the period'),
  personNotFound: () =>
    notFound('REWARDS.PERSON_NOT_FOUND', 'The person is not a member of this brand or below it'),
  applicationNotFound: (id: number) =>
    notFound('REWARDS.APPLICATION_NOT_FOUND', `Application ${id} does not exist at this brand or below it`),
  selfReferral: () =>
    badRequest('REWARDS.SELF_REFERRAL', 'A candidate cannot be recorded as their own referrer'),
  invalidBirthday: () =>
    badRequest('REWARDS.INVALID_BIRTHDAY', 'The birthday is not a day of the year (MM-DD)'),
  birthdayRequired: () =>
    badRequest('REWARDS.BIRTHDAY_REQUIRED', 'Opting in to a birthday grant needs a birthday'),
} as const;
