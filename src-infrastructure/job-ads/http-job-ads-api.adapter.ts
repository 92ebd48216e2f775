import { inject, injectable } from 'inversify';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type {
  JobAdCampaign,
  JobAdCampaignDetail,
  JobAdCampaignPage,
  JobAdCampaignQuery,
  JobAdsApiPort,
  JobAdsConnection,
  JobAdsGrant,
  ProviderPostingsPage,
} from '../../src-domain/job-ads/job-ads-api.port';
import type { WireBody, WireData, WireQuery } from '../gateway/gateway-wire';

type ConnectionWire = WireData<'/v1/indeed/login', 'post'>;
type CampaignPageWire = WireData<'/v1/indeed/campaigns'>;
type CampaignWire = CampaignPageWire['campaigns'][number];
type CampaignDetailWire = WireData<'/v1/indeed/campaigns/{id}'>;

const connection = (wire: ConnectionWire): JobAdsConnection => ({
  loggedIn: wire.logged_in,
  employer: wire.employer ?? undefined,
  scopes: wire.scopes,
  missingScopes: wire.missing_scopes,
  expiresAt: wire.expires_at ?? undefined,
  reason: wire.reason === 'REVOKED' || wire.reason === 'EXPIRED' ? wire.reason : undefined,
});

const campaign = (wire: CampaignWire): JobAdCampaign => ({
  id: wire.id,
  name: wire.name,
  status: wire.status,
  createdDate: wire.created_date ?? undefined,
});

/** JobAdsApiPort over the core gateway (spec 001 §7 `/v1/indeed/*`); the only place that knows it. */
@injectable()
export class HttpJobAdsApi implements JobAdsApiPort {
  constructor(@inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort) {}

  async login(brandId: number, grant: JobAdsGrant): Promise<JobAdsConnection> {
    const wire = await this.gateway.request<ConnectionWire>({
      method: 'POST',
      path: '/v1/indeed/login',
      body: {
        brand_id: brandId,
        authorization_code: grant.code,
        employer: grant.employer,
        redirect_uri: grant.redirectUri,
        code_verifier: grant.verifier,
      } satisfies WireBody<'/v1/indeed/login', 'post'>,
    });
    return connection(wire);
  }

  async check(brandId: number): Promise<JobAdsConnection> {
    const wire = await this.gateway.request<WireData<'/v1/indeed/login/check', 'post'>>({
      method: 'POST',
      path: '/v1/indeed/login/check',
      body: { brand_id: brandId } satisfies WireBody<'/v1/indeed/login/check', 'post'>,
    });
    return connection(wire);
  }

  async logout(brandId: number): Promise<void> {
    await this.gateway.request<WireData<'/v1/indeed/logout', 'post'>>({
      method: 'POST',
      path: '/v1/indeed/logout',
      body: { brand_id: brandId } satisfies WireBody<'/v1/indeed/logout', 'post'>,
    });
  }

  async campaigns(brandId: number, query: JobAdCampaignQuery): Promise<JobAdCampaignPage> {
    const wire = await this.gateway.request<CampaignPageWire>({
      method: 'GET',
      path: '/v1/indeed/campaigns',
      query: {
        brand_id: brandId,
        status: query.status,
        perPage: query.perPage,
        start: query.start,
        include_created_date: query.includeCreatedDate ? true : undefined,
      } satisfies WireQuery<'/v1/indeed/campaigns'>,
    });
    return {
      campaigns: wire.campaigns.map(campaign),
      nextStart: wire.next_start ?? undefined,
      totalCount: wire.total_count ?? undefined,
    };
  }

  async postings(brandId: number, offset: number, limit: number): Promise<ProviderPostingsPage> {
    const wire = await this.gateway.request<WireData<'/v1/indeed/postings'>>({
      method: 'GET',
      path: '/v1/indeed/postings',
      query: { brand_id: brandId, offset, limit } satisfies WireQuery<'/v1/indeed/postings'>,
    });
    return {
      offset: wire.offset,
      total: wire.total,
      postings: wire.postings.map((posting) => ({
        positionId: posting.position_id,
        positionTitle: posting.position_title,
        locationId: posting.location_id,
        locationName: posting.location_name,
        status: posting.status,
        failure: posting.failure ?? undefined,
        postedAt: posting.posted_at ?? undefined,
        link: posting.link ?? undefined,
      })),
    };
  }

  async campaign(brandId: number, id: string): Promise<JobAdCampaignDetail> {
    const wire = await this.gateway.request<CampaignDetailWire>({
      method: 'GET',
      path: `/v1/indeed/campaigns/${encodeURIComponent(id)}`,
      query: { brand_id: brandId } satisfies WireQuery<'/v1/indeed/campaigns/{id}'>,
    });
    return {
      ...campaign(wire),
      type: wire.type ?? undefined,
      budgetMonthlyLimit: wire.budget_monthly_limit ?? undefined,
      currencyCode: wire.currency_code ?? undefined,
    };
  }
}
