import { token } from '../shared/token';
import type {
  BirthdayProfile,
  Budget,
  BudgetDetail,
  BudgetLeftover,
  BudgetMode,
  BudgetPeriod,
  EngagementFigures,
  NewsItem,
  Page,
  PointsStatus,
  Raffle,
  RaffleProof,
  Recognition,
  Referral,
  RewardRule,
  RewardsMember,
  RewardsPerson,
  RuleEvent,
} from './rewards.model';

/** A page of a list: `limit` items from `offset`. */
export interface RewardsPageRequest {
  readonly offset: number;
  readonly limit: number;
}

export interface BudgetInput {
  readonly period: BudgetPeriod;
  /** A day inside the period; giving starts that day (earlier days of the period pro-rate it). */
  readonly startsOn: string;
  readonly amount: number;
  readonly perGiverLimit: number | undefined;
  readonly mode: BudgetMode;
  readonly leftover: BudgetLeftover;
}

export interface RecognitionInput {
  readonly recipientId: string;
  readonly points: number;
  readonly message: string;
}

export interface RaffleInput {
  readonly title: string;
  readonly prize: string;
  readonly entryCost: number;
  readonly winnersCount: number;
  /** ISO instants. */
  readonly opensAt: string;
  readonly closesAt: string;
}

export interface RuleInput {
  readonly event: RuleEvent;
  readonly points: number;
  readonly capPerPeriod: number;
  readonly period: BudgetPeriod;
  readonly effectiveFrom: string;
  readonly effectiveTo: string | undefined;
  readonly active: boolean;
}

/** The raffle actions after creation. */
export type RaffleAction = 'close' | 'draw' | 'cancel';

/**
 * Rewards and recognition (issue #17): budgets, recognitions, the news feed, raffles with their
 * verifiable draw, rules and engagement figures of a brand's subtree. Every write takes an
 * idempotency key (the same key repeats nothing). Rejects with a `GatewayError` whose
 * `serverCode` is a REWARDS.* or BRAND.* code when a call fails.
 */
export interface RewardsApiPort {
  budgets(brandId: number, page: RewardsPageRequest): Promise<Page<Budget>>;
  budget(brandId: number, budgetId: number): Promise<BudgetDetail>;
  allocateBudget(brandId: number, input: BudgetInput, idempotencyKey: string): Promise<Budget>;
  /** People of the brand's subtree who may be recognised. */
  recipients(brandId: number): Promise<readonly RewardsPerson[]>;
  recognise(brandId: number, input: RecognitionInput, idempotencyKey: string): Promise<Recognition>;
  announce(brandId: number, message: string, idempotencyKey: string): Promise<void>;
  /** Recognitions and announcements of every brand the caller may see, newest first. */
  newsFeed(page: RewardsPageRequest): Promise<Page<NewsItem>>;
  /** Points of the subtree with that status (AVAILABLE: the balances' sum). */
  pointsCount(brandId: number, status: PointsStatus): Promise<number>;
  /** The caller's own points balance. */
  myBalance(): Promise<number>;
  raffles(brandId: number, page: RewardsPageRequest): Promise<Page<Raffle>>;
  raffle(brandId: number, raffleId: number): Promise<Raffle>;
  createRaffle(brandId: number, input: RaffleInput, idempotencyKey: string): Promise<Raffle>;
  /** Buys `entries` entries with the caller's points. */
  enterRaffle(brandId: number, raffleId: number, entries: number, idempotencyKey: string): Promise<Raffle>;
  actOnRaffle(
    brandId: number,
    raffleId: number,
    action: RaffleAction,
    idempotencyKey: string,
  ): Promise<Raffle>;
  raffleProof(brandId: number, raffleId: number): Promise<RaffleProof>;
  rules(brandId: number): Promise<readonly RewardRule[]>;
  /** Creates a rule, or replaces rule `ruleId`. */
  saveRule(
    brandId: number,
    input: RuleInput,
    ruleId: number | undefined,
    idempotencyKey: string,
  ): Promise<RewardRule>;
  /** Fires a rule for a person and an event (`eventKey` names the occurrence); once per key. */
  fireRule(
    brandId: number,
    ruleId: number,
    userId: string,
    eventKey: string,
    idempotencyKey: string,
  ): Promise<boolean>;
  /** Engagement between `from` and `to` ('YYYY-MM-DD', both included). */
  engagement(brandId: number, from: string, to: string): Promise<EngagementFigures>;
  /** Members of the brand's subtree by name with their start date (MANAGE_REWARDS). */
  rewardPeople(brandId: number, page: RewardsPageRequest): Promise<Page<RewardsMember>>;
  /** Sets (undefined: clears) a member's start date. */
  setStartDate(
    brandId: number,
    userId: string,
    startedOn: string | undefined,
    idempotencyKey: string,
  ): Promise<void>;
  /** Applications of the brand's subtree, newest first, with their referrer. */
  referrals(brandId: number, page: RewardsPageRequest): Promise<Page<Referral>>;
  /** Records (undefined: clears) who referred an application's candidate. */
  setReferrer(
    brandId: number,
    applicationId: number,
    referrerId: string | undefined,
    idempotencyKey: string,
  ): Promise<void>;
  /** The caller's birthday and opt-in. */
  birthdayProfile(): Promise<BirthdayProfile>;
  saveBirthdayProfile(profile: BirthdayProfile, idempotencyKey: string): Promise<BirthdayProfile>;
}
export const RewardsApiPort = token<RewardsApiPort>('domain.rewards-api');
