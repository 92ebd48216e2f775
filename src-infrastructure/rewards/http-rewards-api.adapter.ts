import { inject, injectable } from 'inversify';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
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
import type { WireQuery } from '../gateway/gateway-wire';
import {
  budgetBody,
  budgetDetailFromWire,
  budgetFromWire,
  type BudgetDetailWire,
  type BudgetsWire,
  type BudgetWire,
} from './budgets.mapping';
import { engagementFromWire, type EngagementQuery, type EngagementWire } from './engagement.mapping';
import {
  birthdayBody,
  birthdayFromWire,
  referralFromWire,
  rewardsMemberFromWire,
  type BirthdayWire,
  type ReferralsWire,
  type ReferrerBody,
  type RewardPeopleWire,
  type StartDateBody,
} from './people.mapping';
import {
  raffleBody,
  raffleFromWire,
  raffleProofFromWire,
  type RaffleEntriesBody,
  type RaffleProofWire,
  type RafflesWire,
  type RaffleWire,
} from './raffles.mapping';
import {
  newsItemFromWire,
  recognitionBody,
  recognitionFromWire,
  type AnnouncementBody,
  type AnnouncementWire,
  type BalanceWire,
  type NewsFeedWire,
  type PointsCountWire,
  type RecipientsWire,
  type RecognitionWire,
} from './recognitions.mapping';
import { pageFromWire, pageQueryOf, personFromWire } from './rewards.mapping';
import {
  ruleBody,
  ruleFromWire,
  type FireBody,
  type FireWire,
  type RulesWire,
  type RuleWire,
} from './rules.mapping';

/**
 * RewardsApiPort over the core gateway; the only place that knows the rewards paths. The wire
 * shapes are the gateway's generated types, mapped to the domain per seam (budgets, recognitions,
 * raffles, rules, engagement, people) in the `*.mapping.ts` files beside this one.
 */
@injectable()
export class HttpRewardsApi implements RewardsApiPort {
  constructor(@inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort) {}

  // Budgets.

  async budgets(brandId: number, page: RewardsPageRequest): Promise<Page<Budget>> {
    const wire = await this.gateway.request<BudgetsWire>({
      method: 'GET',
      path: `/v1/brands/${brandId}/budgets`,
      query: pageQueryOf(page),
    });
    return pageFromWire(wire, budgetFromWire);
  }

  async budget(brandId: number, budgetId: number): Promise<BudgetDetail> {
    return budgetDetailFromWire(
      await this.gateway.request<BudgetDetailWire>({
        method: 'GET',
        path: `/v1/brands/${brandId}/budgets/${budgetId}`,
      }),
    );
  }

  async allocateBudget(brandId: number, input: BudgetInput, idempotencyKey: string): Promise<Budget> {
    const wire = await this.gateway.request<BudgetWire>({
      method: 'POST',
      path: `/v1/brands/${brandId}/budgets`,
      idempotencyKey,
      body: budgetBody(input),
    });
    return budgetFromWire(wire);
  }

  // Recognitions, announcements, the news feed and points.

  async recipients(brandId: number): Promise<readonly RewardsPerson[]> {
    const wire = await this.gateway.request<RecipientsWire>({
      method: 'GET',
      path: `/v1/brands/${brandId}/rewards/recipients`,
    });
    return wire.map(personFromWire);
  }

  async recognise(brandId: number, input: RecognitionInput, idempotencyKey: string): Promise<Recognition> {
    const wire = await this.gateway.request<RecognitionWire>({
      method: 'POST',
      path: `/v1/brands/${brandId}/recognitions`,
      idempotencyKey,
      body: recognitionBody(input),
    });
    return recognitionFromWire(wire);
  }

  async announce(brandId: number, message: string, idempotencyKey: string): Promise<void> {
    await this.gateway.request<AnnouncementWire>({
      method: 'POST',
      path: `/v1/brands/${brandId}/announcements`,
      idempotencyKey,
      body: { message } satisfies AnnouncementBody,
    });
  }

  async newsFeed(page: RewardsPageRequest): Promise<Page<NewsItem>> {
    const wire = await this.gateway.request<NewsFeedWire>({
      method: 'GET',
      path: '/v1/news_feed',
      query: pageQueryOf(page),
    });
    return pageFromWire(wire, newsItemFromWire);
  }

  async pointsCount(brandId: number, status: PointsStatus): Promise<number> {
    const wire = await this.gateway.request<PointsCountWire>({
      method: 'GET',
      path: `/v1/brands/${brandId}/engagement_points/count`,
      query: { status } satisfies WireQuery<'/v1/brands/{id}/engagement_points/count'>,
    });
    return wire.count;
  }

  async myBalance(): Promise<number> {
    const wire = await this.gateway.request<BalanceWire>({ method: 'GET', path: '/v1/users/points/balance' });
    return wire.balance;
  }

  // Raffles.

  async raffles(brandId: number, page: RewardsPageRequest): Promise<Page<Raffle>> {
    const wire = await this.gateway.request<RafflesWire>({
      method: 'GET',
      path: `/v1/brands/${brandId}/raffles`,
      query: pageQueryOf(page),
    });
    return pageFromWire(wire, raffleFromWire);
  }

  async raffle(brandId: number, raffleId: number): Promise<Raffle> {
    return raffleFromWire(
      await this.gateway.request<RaffleWire>({
        method: 'GET',
        path: `/v1/brands/${brandId}/raffles/${raffleId}`,
      }),
    );
  }

  async createRaffle(brandId: number, input: RaffleInput, idempotencyKey: string): Promise<Raffle> {
    const wire = await this.gateway.request<RaffleWire>({
      method: 'POST',
      path: `/v1/brands/${brandId}/raffles`,
      idempotencyKey,
      body: raffleBody(input),
    });
    return raffleFromWire(wire);
  }

  async enterRaffle(
    brandId: number,
    raffleId: number,
    entries: number,
    idempotencyKey: string,
  ): Promise<Raffle> {
    const wire = await this.gateway.request<RaffleWire>({
      method: 'POST',
      path: `/v1/brands/${brandId}/raffles/${raffleId}/entries`,
      idempotencyKey,
      body: { entries } satisfies RaffleEntriesBody,
    });
    return raffleFromWire(wire);
  }

  async actOnRaffle(
    brandId: number,
    raffleId: number,
    action: RaffleAction,
    idempotencyKey: string,
  ): Promise<Raffle> {
    // close, draw and cancel answer the same raffle shape.
    const wire = await this.gateway.request<RaffleWire>({
      method: 'POST',
      path: `/v1/brands/${brandId}/raffles/${raffleId}/${action}`,
      idempotencyKey,
    });
    return raffleFromWire(wire);
  }

  async raffleProof(brandId: number, raffleId: number): Promise<RaffleProof> {
    const wire = await this.gateway.request<RaffleProofWire>({
      method: 'GET',
      path: `/v1/brands/${brandId}/raffles/${raffleId}/proof`,
    });
    return raffleProofFromWire(wire);
  }

  // Rules.

  async rules(brandId: number): Promise<readonly RewardRule[]> {
    const wire = await this.gateway.request<RulesWire>({
      method: 'GET',
      path: `/v1/brands/${brandId}/reward_rules`,
    });
    return wire.map(ruleFromWire);
  }

  async saveRule(
    brandId: number,
    input: RuleInput,
    ruleId: number | undefined,
    idempotencyKey: string,
  ): Promise<RewardRule> {
    const wire = await this.gateway.request<RuleWire>({
      method: ruleId === undefined ? 'POST' : 'PUT',
      path: `/v1/brands/${brandId}/reward_rules${ruleId === undefined ? '' : `/${ruleId}`}`,
      idempotencyKey,
      body: ruleBody(input),
    });
    return ruleFromWire(wire);
  }

  async fireRule(
    brandId: number,
    ruleId: number,
    userId: string,
    eventKey: string,
    idempotencyKey: string,
  ): Promise<boolean> {
    const wire = await this.gateway.request<FireWire>({
      method: 'POST',
      path: `/v1/brands/${brandId}/reward_rules/${ruleId}/fire`,
      idempotencyKey,
      body: { user_id: userId, event_key: eventKey } satisfies FireBody,
    });
    return wire.fired;
  }

  // Engagement.

  async engagement(brandId: number, from: string, to: string): Promise<EngagementFigures> {
    const wire = await this.gateway.request<EngagementWire>({
      method: 'GET',
      path: `/v1/brands/${brandId}/engagement`,
      query: { from, to } satisfies EngagementQuery,
    });
    return engagementFromWire(wire);
  }

  // People: start dates, referrals, birthdays.

  async rewardPeople(brandId: number, request: RewardsPageRequest): Promise<Page<RewardsMember>> {
    const wire = await this.gateway.request<RewardPeopleWire>({
      method: 'GET',
      path: `/v1/brands/${brandId}/reward_people`,
      query: pageQueryOf(request),
    });
    return pageFromWire(wire, rewardsMemberFromWire);
  }

  async setStartDate(
    brandId: number,
    userId: string,
    startedOn: string | undefined,
    idempotencyKey: string,
  ): Promise<void> {
    await this.gateway.request<unknown>({
      method: 'PUT',
      path: `/v1/brands/${brandId}/reward_people/${encodeURIComponent(userId)}`,
      idempotencyKey,
      body: { started_on: startedOn ?? null } satisfies StartDateBody,
    });
  }

  async referrals(brandId: number, request: RewardsPageRequest): Promise<Page<Referral>> {
    const wire = await this.gateway.request<ReferralsWire>({
      method: 'GET',
      path: `/v1/brands/${brandId}/reward_referrals`,
      query: pageQueryOf(request),
    });
    return pageFromWire(wire, referralFromWire);
  }

  async setReferrer(
    brandId: number,
    applicationId: number,
    referrerId: string | undefined,
    idempotencyKey: string,
  ): Promise<void> {
    await this.gateway.request<unknown>({
      method: 'PUT',
      path: `/v1/brands/${brandId}/reward_referrals/${applicationId}`,
      idempotencyKey,
      body: { referrer_id: referrerId ?? null } satisfies ReferrerBody,
    });
  }

  async birthdayProfile(): Promise<BirthdayProfile> {
    return birthdayFromWire(
      await this.gateway.request<BirthdayWire>({ method: 'GET', path: '/v1/users/reward_profile' }),
    );
  }

  async saveBirthdayProfile(profile: BirthdayProfile, idempotencyKey: string): Promise<BirthdayProfile> {
    const wire = await this.gateway.request<BirthdayWire>({
      method: 'PUT',
      path: '/v1/users/reward_profile',
      idempotencyKey,
      body: birthdayBody(profile),
    });
    return birthdayFromWire(wire);
  }
}
