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
  BudgetLeftover,
  BudgetMode,
  BudgetPeriod,
  EngagementFigures,
  EngagementRow,
  NewsItem,
  Page,
  PointsStatus,
  Raffle,
  RaffleProof,
  RaffleStatus,
  Recognition,
  Referral,
  RewardRule,
  RewardsMember,
  RewardsPerson,
  RuleEvent,
} from '../../src-domain/rewards/rewards.model';

interface PersonWire {
  readonly id: string;
  readonly first_name: string;
  readonly last_name: string;
}
interface BrandWire {
  readonly id: number;
  readonly name: string;
}
interface PageWire<Item> {
  readonly total: number;
  readonly items: readonly Item[];
}
/** GET|POST /v1/brands/{id}/budgets (wire). */
interface BudgetWire {
  readonly id: number;
  readonly brand: BrandWire;
  readonly period: BudgetPeriod;
  readonly period_start: string;
  readonly period_end: string;
  readonly starts_on: string;
  readonly amount: number;
  readonly allotted: number;
  readonly rolled_over: number;
  readonly per_giver_limit: number | null;
  readonly mode: BudgetMode;
  readonly leftover: BudgetLeftover;
  readonly spent: number;
  readonly rules_spent: number;
  readonly left: number;
  readonly overspent: number;
}
/** POST /v1/brands/{id}/recognitions (wire). */
interface RecognitionWire {
  readonly id: number;
  readonly brand: BrandWire;
  readonly giver: PersonWire;
  readonly recipient: PersonWire;
  readonly points: number;
  readonly message: string;
  readonly created_at: string;
}
/** GET /v1/news_feed items (wire). */
interface NewsItemWire {
  readonly kind: 'RECOGNITION' | 'ANNOUNCEMENT';
  readonly id: number;
  readonly brand: BrandWire;
  readonly giver: PersonWire | null;
  readonly recipient: PersonWire | null;
  readonly author: PersonWire | null;
  readonly points: number | null;
  readonly message: string;
  readonly created_at: string;
}
/** /v1/brands/{id}/raffles… (wire). */
interface RaffleWire {
  readonly id: number;
  readonly brand: BrandWire;
  readonly title: string;
  readonly prize: string;
  readonly entry_cost: number;
  readonly winners_count: number;
  readonly opens_at: string;
  readonly closes_at: string;
  readonly status: RaffleStatus;
  readonly seed_hash: string;
  readonly seed: string | null;
  readonly entries_hash: string | null;
  readonly entries_count: number;
  readonly my_entries: number;
  readonly winners: readonly PersonWire[];
}
/** GET /v1/brands/{id}/raffles/{raffle}/proof (wire). */
interface ProofWire {
  readonly raffle_id: number;
  readonly seed_hash: string;
  readonly seed: string;
  readonly entries_hash: string;
  readonly entries: readonly string[];
  readonly winners_count: number;
  readonly winning_entries: readonly string[];
  readonly winners: readonly PersonWire[];
}
/** /v1/brands/{id}/reward_rules (wire). */
interface RuleWire {
  readonly id: number;
  readonly brand: BrandWire;
  readonly event: RuleEvent;
  readonly points: number;
  readonly cap_per_period: number;
  readonly period: BudgetPeriod;
  readonly effective_from: string;
  readonly effective_to: string | null;
  readonly active: boolean;
  readonly fired_count: number;
}
interface EngagementRowWire {
  readonly points_given: number;
  readonly recognitions: number;
  readonly active_recognisers: number;
  readonly recipients: number;
  readonly budget_allotted: number;
  readonly budget_spent: number;
  readonly raffle_entries: number;
  readonly raffle_participants: number;
}
/** GET /v1/brands/{id}/engagement (wire). */
interface EngagementWire {
  readonly brand_id: number;
  readonly from: string;
  readonly to: string;
  readonly totals: EngagementRowWire;
  readonly by_brand: readonly (EngagementRowWire & {
    readonly brand: BrandWire & { readonly type: string };
  })[];
}

const person = (wire: PersonWire): RewardsPerson => ({
  id: wire.id,
  firstName: wire.first_name,
  lastName: wire.last_name,
});
const budget = (wire: BudgetWire): Budget => ({
  id: wire.id,
  brand: wire.brand,
  period: wire.period,
  periodStart: wire.period_start,
  periodEnd: wire.period_end,
  startsOn: wire.starts_on,
  amount: wire.amount,
  allotted: wire.allotted,
  rolledOver: wire.rolled_over,
  perGiverLimit: wire.per_giver_limit ?? undefined,
  mode: wire.mode,
  leftover: wire.leftover,
  spent: wire.spent,
  rulesSpent: wire.rules_spent,
  left: wire.left,
  overspent: wire.overspent,
});
const recognition = (wire: RecognitionWire): Recognition => ({
  id: wire.id,
  brand: wire.brand,
  giver: person(wire.giver),
  recipient: person(wire.recipient),
  points: wire.points,
  message: wire.message,
  createdAt: wire.created_at,
});
const noOne: PersonWire = { id: '', first_name: '', last_name: '' };
const newsItem = (wire: NewsItemWire): NewsItem =>
  wire.kind === 'RECOGNITION'
    ? {
        kind: 'RECOGNITION',
        id: wire.id,
        brand: wire.brand,
        giver: person(wire.giver ?? noOne),
        recipient: person(wire.recipient ?? noOne),
        points: wire.points ?? 0,
        message: wire.message,
        createdAt: wire.created_at,
      }
    : {
        kind: 'ANNOUNCEMENT',
        id: wire.id,
        brand: wire.brand,
        author: person(wire.author ?? noOne),
        message: wire.message,
        createdAt: wire.created_at,
      };
const raffle = (wire: RaffleWire): Raffle => ({
  id: wire.id,
  brand: wire.brand,
  title: wire.title,
  prize: wire.prize,
  entryCost: wire.entry_cost,
  winnersCount: wire.winners_count,
  opensAt: wire.opens_at,
  closesAt: wire.closes_at,
  status: wire.status,
  seedHash: wire.seed_hash,
  seed: wire.seed ?? undefined,
  entriesHash: wire.entries_hash ?? undefined,
  entriesCount: wire.entries_count,
  myEntries: wire.my_entries,
  winners: wire.winners.map(person),
});
const rule = (wire: RuleWire): RewardRule => ({
  id: wire.id,
  brand: wire.brand,
  event: wire.event,
  points: wire.points,
  capPerPeriod: wire.cap_per_period,
  period: wire.period,
  effectiveFrom: wire.effective_from,
  effectiveTo: wire.effective_to ?? undefined,
  active: wire.active,
  firedCount: wire.fired_count,
});
const engagementRow = (wire: EngagementRowWire): EngagementRow => ({
  pointsGiven: wire.points_given,
  recognitions: wire.recognitions,
  activeRecognisers: wire.active_recognisers,
  recipients: wire.recipients,
  budgetAllotted: wire.budget_allotted,
  budgetSpent: wire.budget_spent,
  raffleEntries: wire.raffle_entries,
  raffleParticipants: wire.raffle_participants,
});
/** GET /v1/brands/{id}/reward_people (wire). */
interface RewardMemberWire {
  readonly person: PersonWire;
  readonly started_on: string | null;
  readonly birthday_opt_in: boolean;
}
/** GET /v1/brands/{id}/reward_referrals (wire). */
interface ReferralWire {
  readonly application_id: number;
  readonly status: string;
  readonly position_title: string;
  readonly candidate: PersonWire;
  readonly referrer: PersonWire | null;
}
/** GET|PUT /v1/users/reward_profile (wire). */
interface BirthdayWire {
  readonly birthday: string | null;
  readonly birthday_opt_in: boolean;
}
const birthdayProfile = (wire: BirthdayWire): BirthdayProfile => ({
  birthday: wire.birthday ?? undefined,
  optIn: wire.birthday_opt_in,
});
const pageOf = <Wire, Item>(wire: PageWire<Wire>, map: (item: Wire) => Item): Page<Item> => ({
  total: wire.total,
  items: wire.items.map(map),
});

/** RewardsApiPort over the core gateway; the only place that knows the rewards paths and wire shapes. */
@injectable()
export class HttpRewardsApi implements RewardsApiPort {
  constructor(@inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort) {}

  async budgets(brandId: number, page: RewardsPageRequest): Promise<Page<Budget>> {
    const wire = await this.gateway.request<PageWire<BudgetWire>>({
      method: 'GET',
      path: `/v1/brands/${brandId}/budgets`,
      query: { offset: page.offset, limit: page.limit },
    });
    return pageOf(wire, budget);
  }

  async budget(brandId: number, budgetId: number): Promise<BudgetDetail> {
    const wire = await this.gateway.request<{
      budget: BudgetWire;
      people: { person: PersonWire; given: number; received: number }[];
    }>({ method: 'GET', path: `/v1/brands/${brandId}/budgets/${budgetId}` });
    return {
      budget: budget(wire.budget),
      people: wire.people.map((use) => ({
        person: person(use.person),
        given: use.given,
        received: use.received,
      })),
    };
  }

  async allocateBudget(brandId: number, input: BudgetInput, idempotencyKey: string): Promise<Budget> {
    const wire = await this.gateway.request<BudgetWire>({
      method: 'POST',
      path: `/v1/brands/${brandId}/budgets`,
      idempotencyKey,
      body: {
        period: input.period,
        starts_on: input.startsOn,
        amount: input.amount,
        per_giver_limit: input.perGiverLimit ?? null,
        mode: input.mode,
        leftover: input.leftover,
      },
    });
    return budget(wire);
  }

  async recipients(brandId: number): Promise<readonly RewardsPerson[]> {
    const wire = await this.gateway.request<PersonWire[]>({
      method: 'GET',
      path: `/v1/brands/${brandId}/rewards/recipients`,
    });
    return wire.map(person);
  }

  async recognise(brandId: number, input: RecognitionInput, idempotencyKey: string): Promise<Recognition> {
    const wire = await this.gateway.request<RecognitionWire>({
      method: 'POST',
      path: `/v1/brands/${brandId}/recognitions`,
      idempotencyKey,
      body: { recipient_id: input.recipientId, points: input.points, message: input.message },
    });
    return recognition(wire);
  }

  async announce(brandId: number, message: string, idempotencyKey: string): Promise<void> {
    await this.gateway.request({
      method: 'POST',
      path: `/v1/brands/${brandId}/announcements`,
      idempotencyKey,
      body: { message },
    });
  }

  async newsFeed(page: RewardsPageRequest): Promise<Page<NewsItem>> {
    const wire = await this.gateway.request<PageWire<NewsItemWire>>({
      method: 'GET',
      path: '/v1/news_feed',
      query: { offset: page.offset, limit: page.limit },
    });
    return pageOf(wire, newsItem);
  }

  async pointsCount(brandId: number, status: PointsStatus): Promise<number> {
    const wire = await this.gateway.request<{ count: number }>({
      method: 'GET',
      path: `/v1/brands/${brandId}/engagement_points/count`,
      query: { status },
    });
    return wire.count;
  }

  async myBalance(): Promise<number> {
    const wire = await this.gateway.request<{ balance: number }>({
      method: 'GET',
      path: '/v1/users/points/balance',
    });
    return wire.balance;
  }

  async raffles(brandId: number, page: RewardsPageRequest): Promise<Page<Raffle>> {
    const wire = await this.gateway.request<PageWire<RaffleWire>>({
      method: 'GET',
      path: `/v1/brands/${brandId}/raffles`,
      query: { offset: page.offset, limit: page.limit },
    });
    return pageOf(wire, raffle);
  }

  async raffle(brandId: number, raffleId: number): Promise<Raffle> {
    return raffle(
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
      body: {
        title: input.title,
        prize: input.prize,
        entry_cost: input.entryCost,
        winners_count: input.winnersCount,
        opens_at: input.opensAt,
        closes_at: input.closesAt,
      },
    });
    return raffle(wire);
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
      body: { entries },
    });
    return raffle(wire);
  }

  async actOnRaffle(
    brandId: number,
    raffleId: number,
    action: RaffleAction,
    idempotencyKey: string,
  ): Promise<Raffle> {
    const wire = await this.gateway.request<RaffleWire>({
      method: 'POST',
      path: `/v1/brands/${brandId}/raffles/${raffleId}/${action}`,
      idempotencyKey,
    });
    return raffle(wire);
  }

  async raffleProof(brandId: number, raffleId: number): Promise<RaffleProof> {
    const wire = await this.gateway.request<ProofWire>({
      method: 'GET',
      path: `/v1/brands/${brandId}/raffles/${raffleId}/proof`,
    });
    return {
      raffleId: wire.raffle_id,
      seedHash: wire.seed_hash,
      seed: wire.seed,
      entriesHash: wire.entries_hash,
      entries: wire.entries,
      winnersCount: wire.winners_count,
      winningEntries: wire.winning_entries,
      winners: wire.winners.map(person),
    };
  }

  async rules(brandId: number): Promise<readonly RewardRule[]> {
    const wire = await this.gateway.request<RuleWire[]>({
      method: 'GET',
      path: `/v1/brands/${brandId}/reward_rules`,
    });
    return wire.map(rule);
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
      body: {
        event: input.event,
        points: input.points,
        cap_per_period: input.capPerPeriod,
        period: input.period,
        effective_from: input.effectiveFrom,
        effective_to: input.effectiveTo ?? null,
        active: input.active,
      },
    });
    return rule(wire);
  }

  async fireRule(
    brandId: number,
    ruleId: number,
    userId: string,
    eventKey: string,
    idempotencyKey: string,
  ): Promise<boolean> {
    const wire = await this.gateway.request<{ fired: boolean }>({
      method: 'POST',
      path: `/v1/brands/${brandId}/reward_rules/${ruleId}/fire`,
      idempotencyKey,
      body: { user_id: userId, event_key: eventKey },
    });
    return wire.fired;
  }

  async engagement(brandId: number, from: string, to: string): Promise<EngagementFigures> {
    const wire = await this.gateway.request<EngagementWire>({
      method: 'GET',
      path: `/v1/brands/${brandId}/engagement`,
      query: { from, to },
    });
    return {
      brandId: wire.brand_id,
      from: wire.from,
      to: wire.to,
      totals: engagementRow(wire.totals),
      byBrand: wire.by_brand.map((row) => ({ brand: row.brand, ...engagementRow(row) })),
    };
  }

  async rewardPeople(brandId: number, request: RewardsPageRequest): Promise<Page<RewardsMember>> {
    const wire = await this.gateway.request<PageWire<RewardMemberWire>>({
      method: 'GET',
      path: `/v1/brands/${brandId}/reward_people`,
      query: { offset: request.offset, limit: request.limit },
    });
    return pageOf(wire, (item) => ({
      person: person(item.person),
      startedOn: item.started_on ?? undefined,
      birthdayOptIn: item.birthday_opt_in,
    }));
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
      body: { started_on: startedOn ?? null },
    });
  }

  async referrals(brandId: number, request: RewardsPageRequest): Promise<Page<Referral>> {
    const wire = await this.gateway.request<PageWire<ReferralWire>>({
      method: 'GET',
      path: `/v1/brands/${brandId}/reward_referrals`,
      query: { offset: request.offset, limit: request.limit },
    });
    return pageOf(wire, (item) => ({
      applicationId: item.application_id,
      status: item.status,
      positionTitle: item.position_title,
      candidate: person(item.candidate),
      referrer: item.referrer ? person(item.referrer) : undefined,
    }));
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
      body: { referrer_id: referrerId ?? null },
    });
  }

  async birthdayProfile(): Promise<BirthdayProfile> {
    return birthdayProfile(
      await this.gateway.request<BirthdayWire>({ method: 'GET', path: '/v1/users/reward_profile' }),
    );
  }

  async saveBirthdayProfile(profile: BirthdayProfile, idempotencyKey: string): Promise<BirthdayProfile> {
    const wire = await this.gateway.request<BirthdayWire>({
      method: 'PUT',
      path: '/v1/users/reward_profile',
      idempotencyKey,
      body: { birthday: profile.birthday ?? null, birthday_opt_in: profile.optIn },
    });
    return birthdayProfile(wire);
  }
}
