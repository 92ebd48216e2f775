/** Budget periods: a calendar month or quarter (UTC dates). */
export const BUDGET_PERIODS = ['MONTH', 'QUARTER'] as const;
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number];

/** FIXED: giving stops at zero; FLEXIBLE: over-spending is allowed and reported. */
export const BUDGET_MODES = ['FIXED', 'FLEXIBLE'] as const;
export type BudgetMode = (typeof BUDGET_MODES)[number];

/** What happens to unused points when the period ends: carried into the next budget, or lost. */
export const BUDGET_LEFTOVERS = ['ROLLOVER', 'EXPIRE'] as const;
export type BudgetLeftover = (typeof BUDGET_LEFTOVERS)[number];

/** The rows of the points ledger (append-only; a correction is a new row). */
export const LEDGER_KINDS = ['GRANT', 'SPEND', 'REFUND', 'EXPIRY', 'CORRECTION'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** What `engagement_points/count?status=` adds up, over a brand's subtree. */
export const POINTS_STATUSES = ['GRANTED', 'SPENT', 'REFUNDED', 'EXPIRED', 'CORRECTED', 'AVAILABLE'] as const;
export type PointsStatus = (typeof POINTS_STATUSES)[number];

/** Events a rule can grant points on. SHIFT_COVER is fired by a manager; the others by the product. */
export const RULE_EVENTS = [
  'WORK_ANNIVERSARY',
  'BIRTHDAY',
  'REFERRAL_HIRE',
  'ATTESTATION_STREAK',
  'SHIFT_COVER',
] as const;
export type RuleEvent = (typeof RULE_EVENTS)[number];

export const RAFFLE_STATUSES = ['OPEN', 'CLOSED', 'DRAWN', 'CANCELLED'] as const;
export type RaffleStatus = (typeof RAFFLE_STATUSES)[number];

/** A person as lists show them. */
export interface RewardsPerson {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
}

export interface BrandRef {
  readonly id: number;
  readonly name: string;
}

/** A budget of a brand for one period; every amount in whole points. */
export interface Budget {
  readonly id: number;
  readonly brand: BrandRef;
  readonly period: BudgetPeriod;
  /** First and last day of the period, 'YYYY-MM-DD'. */
  readonly periodStart: string;
  readonly periodEnd: string;
  /** The day giving starts (the period's first day, or later: pro-rated). */
  readonly startsOn: string;
  /** The amount asked for a whole period. */
  readonly amount: number;
  /** What the period may give: the pro-rated amount plus the points rolled over. */
  readonly allotted: number;
  readonly rolledOver: number;
  /** At most this many points per giver in the period; `undefined` when unlimited. */
  readonly perGiverLimit: number | undefined;
  readonly mode: BudgetMode;
  readonly leftover: BudgetLeftover;
  /** Points given from it: recognitions and rule grants (rules are part of the period's budget). */
  readonly spent: number;
  /** The rules' share of `spent`. */
  readonly rulesSpent: number;
  /** allotted − spent, never below zero. */
  readonly left: number;
  /** spent − allotted when a FLEXIBLE budget went over, else 0. */
  readonly overspent: number;
}

/** One giver's or recipient's total in a budget. */
export interface BudgetPersonUse {
  readonly person: RewardsPerson;
  readonly given: number;
  readonly received: number;
}

export interface BudgetDetail {
  readonly budget: Budget;
  readonly people: readonly BudgetPersonUse[];
}

export interface Recognition {
  readonly id: number;
  readonly brand: BrandRef;
  readonly giver: RewardsPerson;
  readonly recipient: RewardsPerson;
  readonly points: number;
  readonly message: string;
  readonly createdAt: string;
}

/** An item of the news feed: a recognition or a manager's announcement. */
export type NewsItem =
  | ({ readonly kind: 'RECOGNITION' } & Recognition)
  | {
      readonly kind: 'ANNOUNCEMENT';
      readonly id: number;
      readonly brand: BrandRef;
      readonly author: RewardsPerson;
      readonly message: string;
      readonly createdAt: string;
    };

export interface Page<Item> {
  readonly total: number;
  readonly items: readonly Item[];
}

export interface Raffle {
  readonly id: number;
  readonly brand: BrandRef;
  readonly title: string;
  readonly prize: string;
  /** Points one entry costs. */
  readonly entryCost: number;
  readonly winnersCount: number;
  readonly opensAt: string;
  readonly closesAt: string;
  readonly status: RaffleStatus;
  /** Hex SHA-256 of the secret seed, committed when the raffle opened. */
  readonly seedHash: string;
  /** Revealed after the draw; `undefined` before. */
  readonly seed: string | undefined;
  /** Hex SHA-256 of the frozen entry list; `undefined` until closed. */
  readonly entriesHash: string | undefined;
  readonly entriesCount: number;
  /** The caller's own entries. */
  readonly myEntries: number;
  readonly winners: readonly RewardsPerson[];
}

/** What the proof page recomputes: the frozen entries in order, the seed and the stored winners. */
export interface RaffleProof {
  readonly raffleId: number;
  readonly seedHash: string;
  readonly seed: string;
  readonly entriesHash: string;
  /** Entry tokens in draw order ('<entry id>:<user id>'). */
  readonly entries: readonly string[];
  readonly winnersCount: number;
  /** Winning entry tokens, slot by slot. */
  readonly winningEntries: readonly string[];
  readonly winners: readonly RewardsPerson[];
}

export interface RewardRule {
  readonly id: number;
  readonly brand: BrandRef;
  readonly event: RuleEvent;
  readonly points: number;
  /** Most points one person may get from this rule in one period. */
  readonly capPerPeriod: number;
  readonly period: BudgetPeriod;
  readonly effectiveFrom: string;
  /** Last day the rule fires; `undefined` when open-ended. */
  readonly effectiveTo: string | undefined;
  readonly active: boolean;
  readonly firedCount: number;
}

/** Engagement of a brand's subtree in one period, and per child brand. */
export interface EngagementFigures {
  readonly brandId: number;
  readonly from: string;
  readonly to: string;
  readonly totals: EngagementRow;
  readonly byBrand: readonly (EngagementRow & { readonly brand: BrandRef & { readonly type: string } })[];
}

export interface EngagementRow {
  readonly pointsGiven: number;
  readonly recognitions: number;
  readonly activeRecognisers: number;
  readonly recipients: number;
  readonly budgetAllotted: number;
  readonly budgetSpent: number;
  readonly raffleEntries: number;
  readonly raffleParticipants: number;
}

/** A member of a brand's subtree as the rules see them (the people tab). */
export interface RewardsMember {
  readonly person: RewardsPerson;
  /** 'YYYY-MM-DD': work anniversaries return on it; undefined when not set. */
  readonly startedOn: string | undefined;
  readonly birthdayOptIn: boolean;
}

/** An application of a brand's subtree with the member who referred its candidate. */
export interface Referral {
  readonly applicationId: number;
  readonly status: string;
  readonly positionTitle: string;
  readonly candidate: RewardsPerson;
  readonly referrer: RewardsPerson | undefined;
}

/** The member's own birthday ('MM-DD') and opt-in to a birthday grant. */
export interface BirthdayProfile {
  readonly birthday: string | undefined;
  readonly optIn: boolean;
}
