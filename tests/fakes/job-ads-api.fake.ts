import type {
  JobAdCampaign,
  JobAdCampaignDetail,
  JobAdCampaignPage,
  JobAdCampaignQuery,
  JobAdsApiPort,
  JobAdsConnection,
  JobAdsGrant,
  ProviderPostingListItem,
  ProviderPostingsPage,
} from '../../src-domain/job-ads/job-ads-api.port';
import { missingScopes } from '../../src-domain/job-ads/job-ads.rules';
import { apiFailure } from './api-failure';

const LOGGED_OUT: JobAdsConnection = {
  loggedIn: false,
  employer: undefined,
  scopes: [],
  missingScopes: [],
  expiresAt: undefined,
  reason: undefined,
};

/**
 * In-memory JobAdsApiPort: `grants` lists the logins handed over; `grantedScopes` is what the
 * next login grants (without the campaign read scope it is refused like the server does);
 * `campaignList` pages by 30 with the index as the cursor; campaigns of a brand not logged in are
 * 409 INDEED.NOT_CONNECTED, like the server. `failNext` rejects the next call; `calls` names each
 * campaign read with its brand.
 */
export class FakeJobAdsApi implements JobAdsApiPort {
  readonly grants: { brandId: number; grant: JobAdsGrant }[] = [];
  readonly queries: JobAdCampaignQuery[] = [];
  grantedScopes: string[] = ['employer_access', 'offline_access', 'employer.advertising.campaign.read'];
  connection: JobAdsConnection = LOGGED_OUT;
  campaignList: JobAdCampaign[] = Array.from({ length: 95 }, (_unused, index) => ({
    id: `c${index + 1}`,
    name: `Campaign ${index + 1}`,
    status: index % 4 === 3 ? 'PAUSED' : 'ACTIVE',
    createdDate: '2026-01-05T09:00:00.000Z',
  }));
  failNext: { status: number; code: string } | undefined;
  readonly calls: string[] = [];

  private fail(): void {
    const failure = this.failNext;
    this.failNext = undefined;
    if (failure) throw apiFailure(failure.status, failure.code);
  }

  private connected(): void {
    if (!this.connection.loggedIn) throw apiFailure(409, 'INDEED.NOT_CONNECTED');
  }

  async login(brandId: number, grant: JobAdsGrant): Promise<JobAdsConnection> {
    this.fail();
    if (!this.grantedScopes.includes('employer.advertising.campaign.read'))
      throw apiFailure(403, 'INDEED.SCOPE_MISSING');
    this.grants.push({ brandId, grant });
    this.connection = {
      loggedIn: true,
      employer: grant.employer,
      scopes: this.grantedScopes,
      missingScopes: missingScopes(this.grantedScopes),
      expiresAt: this.grantedScopes.includes('offline_access') ? undefined : '2026-11-25T22:00:00.000Z',
      reason: undefined,
    };
    return this.connection;
  }

  async check(): Promise<JobAdsConnection> {
    this.fail();
    return this.connection;
  }

  async logout(): Promise<void> {
    this.fail();
    this.connection = LOGGED_OUT;
  }

  async campaigns(brandId: number, query: JobAdCampaignQuery): Promise<JobAdCampaignPage> {
    this.calls.push(`campaigns:${brandId}:${query.status ?? 'ALL'}:${query.start ?? 'first'}`);
    this.fail();
    this.connected();
    this.queries.push(query);
    const matching = this.campaignList.filter((row) => !query.status || row.status === query.status);
    const offset = query.start ? Number(query.start) : 0;
    const size = query.perPage ?? 30;
    const next = offset + size < matching.length ? String(offset + size) : undefined;
    return { campaigns: matching.slice(offset, offset + size), nextStart: next, totalCount: matching.length };
  }

  async campaign(brandId: number, id: string): Promise<JobAdCampaignDetail> {
    this.calls.push(`campaign:${brandId}:${id}`);
    this.fail();
    this.connected();
    const row = this.campaignList.find((candidate) => candidate.id === id);
    if (!row) throw apiFailure(404, 'INDEED.CAMPAIGN_NOT_FOUND');
    return { ...row, type: 'SPONSORED', budgetMonthlyLimit: 200, currencyCode: 'USD' };
  }

  /** The provider postings `postings` lists (45 by default, the first FAILED); no connection needed. */
  postingList: ProviderPostingListItem[] = Array.from({ length: 45 }, (_unused, index) => ({
    positionId: 500 + index,
    positionTitle: `Patio Server ${index + 1}`,
    locationId: 7,
    locationName: 'Harbor Grill Portland Downtown',
    status: index === 0 ? 'FAILED' : 'POSTED',
    failure: index === 0 ? 'INDEED.UNAVAILABLE' : undefined,
    postedAt: index === 0 ? undefined : '2026-03-02T17:30:00.000Z',
    link: `/careers/harbor-grill/${500 + index}`,
  }));

  async postings(brandId: number, offset: number, limit: number): Promise<ProviderPostingsPage> {
    this.calls.push(`postings:${brandId}:${offset}:${limit}`);
    this.fail();
    return {
      postings: this.postingList.slice(offset, offset + limit),
      offset,
      total: this.postingList.length,
    };
  }
}
