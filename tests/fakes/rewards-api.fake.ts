import type {
  BudgetInput,
  RaffleAction,
  RaffleInput,
  RecognitionInput,
  RewardsApiPort,
  RewardsPageRequest,
  RuleInput,
} from '../../src-domain/rewards/rewards-api.port';
import type {
  BirthdayProfile,
  Budget,
  BudgetDetail,
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
} from '../../src-domain/rewards/rewards.model';
import { apiFailure } from './api-failure';

const page = <Item>(all: readonly Item[], request: RewardsPageRequest): Page<Item> => ({
  total: all.length,
  items: all.slice(request.offset, request.offset + request.limit),
});

/**
 * In-memory RewardsApiPort: lists the test sets, records every call (with its idempotency key),
 * and answers unknown budgets, raffles and proofs with the server's 404 / 409 codes. Set
 * `failing` to make every call reject with that server code.
 */
export class FakeRewardsApi implements RewardsApiPort {
  readonly calls: string[] = [];
  failing: { status: number; code: string } | undefined;
  budgetList: Budget[] = [];
  details = new Map<number, BudgetDetail>();
  people: RewardsPerson[] = [];
  news: NewsItem[] = [];
  raffleList: Raffle[] = [];
  proofs = new Map<number, RaffleProof>();
  ruleList: RewardRule[] = [];
  /** Occurrences fired ('rule:user:event key'). */
  readonly firedOccurrences = new Set<string>();
  balance = 0;
  points = 0;
  figures: EngagementFigures | undefined;
  members: RewardsMember[] = [];
  referralList: Referral[] = [];
  birthday: BirthdayProfile = { birthday: undefined, optIn: false };

  private call(name: string): void {
    this.calls.push(name);
    if (this.failing) throw apiFailure(this.failing.status, this.failing.code);
  }

  async budgets(brandId: number, request: RewardsPageRequest): Promise<Page<Budget>> {
    this.call(`budgets:${brandId}:${request.offset}`);
    return page(this.budgetList, request);
  }
  async budget(brandId: number, budgetId: number): Promise<BudgetDetail> {
    this.call(`budget:${brandId}:${budgetId}`);
    const detail = this.details.get(budgetId);
    if (!detail) throw apiFailure(404, 'REWARDS.BUDGET_NOT_FOUND');
    return detail;
  }
  async allocateBudget(brandId: number, input: BudgetInput, key: string): Promise<Budget> {
    this.call(`allocateBudget:${brandId}:${input.amount}:${key}`);
    const budget = this.budgetList[0];
    if (!budget) throw apiFailure(409, 'REWARDS.BUDGET_EXISTS');
    return budget;
  }
  async recipients(brandId: number): Promise<readonly RewardsPerson[]> {
    this.call(`recipients:${brandId}`);
    return this.people;
  }
  async recognise(brandId: number, input: RecognitionInput, key: string): Promise<Recognition> {
    this.call(`recognise:${brandId}:${input.recipientId}:${input.points}:${key}`);
    const recipient = this.people.find((person) => person.id === input.recipientId);
    if (!recipient) throw apiFailure(404, 'REWARDS.RECIPIENT_NOT_FOUND');
    return {
      id: this.calls.length,
      brand: { id: brandId, name: `Brand ${brandId}` },
      giver: { id: 'me', firstName: 'Me', lastName: '' },
      recipient,
      points: input.points,
      message: input.message,
      createdAt: '2026-11-25T12:00:00.000Z',
    };
  }
  async announce(brandId: number, message: string, key: string): Promise<void> {
    this.call(`announce:${brandId}:${message}:${key}`);
  }
  async newsFeed(request: RewardsPageRequest): Promise<Page<NewsItem>> {
    this.call(`newsFeed:${request.offset}:${request.limit}`);
    return page(this.news, request);
  }
  async pointsCount(brandId: number, status: PointsStatus): Promise<number> {
    this.call(`pointsCount:${brandId}:${status}`);
    return this.points;
  }
  async myBalance(): Promise<number> {
    this.call('myBalance');
    return this.balance;
  }
  async raffles(brandId: number, request: RewardsPageRequest): Promise<Page<Raffle>> {
    this.call(`raffles:${brandId}:${request.offset}`);
    return page(this.raffleList, request);
  }
  async raffle(brandId: number, raffleId: number): Promise<Raffle> {
    this.call(`raffle:${brandId}:${raffleId}`);
    const raffle = this.raffleList.find((item) => item.id === raffleId);
    if (!raffle) throw apiFailure(404, 'REWARDS.RAFFLE_NOT_FOUND');
    return raffle;
  }
  async createRaffle(brandId: number, input: RaffleInput, key: string): Promise<Raffle> {
    this.call(`createRaffle:${brandId}:${input.title}:${key}`);
    return this.raffle(brandId, this.raffleList[0]?.id ?? 0);
  }
  async enterRaffle(brandId: number, raffleId: number, entries: number, key: string): Promise<Raffle> {
    this.call(`enterRaffle:${brandId}:${raffleId}:${entries}:${key}`);
    return this.raffle(brandId, raffleId);
  }
  async actOnRaffle(brandId: number, raffleId: number, action: RaffleAction, key: string): Promise<Raffle> {
    this.call(`actOnRaffle:${brandId}:${raffleId}:${action}:${key}`);
    return this.raffle(brandId, raffleId);
  }
  async raffleProof(brandId: number, raffleId: number): Promise<RaffleProof> {
    this.call(`raffleProof:${brandId}:${raffleId}`);
    const proof = this.proofs.get(raffleId);
    if (!proof) throw apiFailure(409, 'REWARDS.RAFFLE_NOT_DRAWN');
    return proof;
  }
  async rules(brandId: number): Promise<readonly RewardRule[]> {
    this.call(`rules:${brandId}`);
    return this.ruleList;
  }
  async saveRule(
    brandId: number,
    input: RuleInput,
    ruleId: number | undefined,
    key: string,
  ): Promise<RewardRule> {
    this.call(`saveRule:${brandId}:${input.event}:${ruleId ?? 'new'}:${key}`);
    const rule = this.ruleList[0];
    if (!rule) throw apiFailure(404, 'REWARDS.RULE_NOT_FOUND');
    return rule;
  }
  async fireRule(
    brandId: number,
    ruleId: number,
    userId: string,
    eventKey: string,
    key: string,
  ): Promise<boolean> {
    this.call(`fireRule:${brandId}:${ruleId}:${userId}:${eventKey}:${key}`);
    const index = this.ruleList.findIndex((rule) => rule.id === ruleId);
    if (index < 0) throw apiFailure(404, 'REWARDS.RULE_NOT_FOUND');
    // As the server: once per rule, person and occurrence; a new grant counts on the rule.
    const occurrence = `${ruleId}:${userId}:${eventKey}`;
    if (this.firedOccurrences.has(occurrence)) return false;
    this.firedOccurrences.add(occurrence);
    this.ruleList[index] = { ...this.ruleList[index]!, firedCount: this.ruleList[index]!.firedCount + 1 };
    return true;
  }
  async engagement(brandId: number, from: string, to: string): Promise<EngagementFigures> {
    this.call(`engagement:${brandId}:${from}:${to}`);
    if (!this.figures) throw apiFailure(403, 'REWARDS.FORBIDDEN');
    return this.figures;
  }
  async rewardPeople(brandId: number, request: RewardsPageRequest): Promise<Page<RewardsMember>> {
    this.call(`rewardPeople:${brandId}:${request.offset}`);
    return page(this.members, request);
  }
  async setStartDate(brandId: number, userId: string, startedOn: string | undefined, key: string) {
    this.call(`setStartDate:${brandId}:${userId}:${startedOn ?? 'none'}:${key}`);
    const index = this.members.findIndex((member) => member.person.id === userId);
    if (index < 0) throw apiFailure(404, 'REWARDS.PERSON_NOT_FOUND');
    this.members[index] = { ...this.members[index]!, startedOn };
  }
  async referrals(brandId: number, request: RewardsPageRequest): Promise<Page<Referral>> {
    this.call(`referrals:${brandId}:${request.offset}`);
    return page(this.referralList, request);
  }
  async setReferrer(brandId: number, applicationId: number, referrerId: string | undefined, key: string) {
    this.call(`setReferrer:${brandId}:${applicationId}:${referrerId ?? 'none'}:${key}`);
    const index = this.referralList.findIndex((referral) => referral.applicationId === applicationId);
    if (index < 0) throw apiFailure(404, 'REWARDS.APPLICATION_NOT_FOUND');
    const referrer = this.people.find((person) => person.id === referrerId);
    this.referralList[index] = { ...this.referralList[index]!, referrer };
  }
  async birthdayProfile(): Promise<BirthdayProfile> {
    this.call('birthdayProfile');
    return this.birthday;
  }
  async saveBirthdayProfile(profile: BirthdayProfile, key: string): Promise<BirthdayProfile> {
    this.call(`saveBirthdayProfile:${profile.birthday ?? 'none'}:${profile.optIn}:${key}`);
    this.birthday = profile;
    return profile;
  }
}
