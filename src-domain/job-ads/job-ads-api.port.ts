import { token } from '../shared/token';
import type { JobAdPostingStatus } from './job-ad-posting.rules';
import type { JobAdCampaignStatus } from './job-ads.rules';

/** What the provider's login handed back, plus the PKCE verifier that proves it is ours. */
export interface JobAdsGrant {
  readonly code: string;
  /** The provider's employer id the person picked. */
  readonly employer: string;
  /** Exactly the redirect URI the authorize request named. */
  readonly redirectUri: string;
  readonly verifier: string;
}

/** A brand's connection to the provider, as the server knows it. */
export interface JobAdsConnection {
  readonly loggedIn: boolean;
  /** `undefined` when logged out. */
  readonly employer: string | undefined;
  readonly scopes: readonly string[];
  /** Requested scopes the person did not grant (partial consent). */
  readonly missingScopes: readonly string[];
  /** When the connection ends (no offline_access, ISO-8601); `undefined` when it renews itself. */
  readonly expiresAt: string | undefined;
  /** Why a check found it gone; `undefined` otherwise. */
  readonly reason: 'REVOKED' | 'EXPIRED' | undefined;
}

export interface JobAdCampaign {
  readonly id: string;
  readonly name: string;
  readonly status: string;
  /** ISO-8601; `undefined` when not asked for or unknown. */
  readonly createdDate: string | undefined;
}

export interface JobAdCampaignPage {
  readonly campaigns: readonly JobAdCampaign[];
  /** The provider's opaque cursor of the next page; `undefined` on the last page. */
  readonly nextStart: string | undefined;
  /** Matching campaigns across pages; `undefined` when the provider does not say. */
  readonly totalCount: number | undefined;
}

export interface JobAdCampaignDetail extends JobAdCampaign {
  readonly type: string | undefined;
  readonly budgetMonthlyLimit: number | undefined;
  readonly currencyCode: string | undefined;
}

export interface JobAdCampaignQuery {
  readonly status?: JobAdCampaignStatus;
  /** Opaque cursor from the previous page's `nextStart`. */
  readonly start?: string;
  readonly perPage?: number;
  readonly includeCreatedDate?: boolean;
}

/** A position's posting at the provider, as the job-ads screen lists it (issue #38). */
export interface ProviderPostingListItem {
  readonly positionId: number;
  readonly positionTitle: string;
  readonly locationId: number;
  readonly locationName: string;
  readonly status: JobAdPostingStatus;
  /** Why the last provider call failed (a server code); undefined unless FAILED. */
  readonly failure: string | undefined;
  /** When the provider last confirmed the ad live (ISO-8601); undefined unless POSTED. */
  readonly postedAt: string | undefined;
  /** The position's public careers page the ad leads to (a path); undefined without one. */
  readonly link: string | undefined;
}

/** A page of provider postings: `postings` from `offset`, of `total` in all. */
export interface ProviderPostingsPage {
  readonly postings: readonly ProviderPostingListItem[];
  readonly offset: number;
  readonly total: number;
}

/**
 * The job-ad provider's calls (spec 001 §7 `/v1/indeed/*`), always for one brand. Rejects with a
 * `GatewayError` carrying the server's code (`INDEED.SCOPE_MISSING`, `INDEED.INVALID_GRANT`,
 * `INDEED.NOT_CONNECTED`, `INDEED.REVOKED`, `INDEED.SESSION_EXPIRED`, `INDEED.CAMPAIGN_FORBIDDEN`, …).
 */
export interface JobAdsApiPort {
  /** Exchanges the provider's authorization; the server keeps the tokens. */
  login(brandId: number, grant: JobAdsGrant): Promise<JobAdsConnection>;
  /** Logged in or out, without reading campaigns (the provider bills per call). */
  check(brandId: number): Promise<JobAdsConnection>;
  /** Forgets the brand's tokens. */
  logout(brandId: number): Promise<void>;
  campaigns(brandId: number, query: JobAdCampaignQuery): Promise<JobAdCampaignPage>;
  campaign(brandId: number, id: string): Promise<JobAdCampaignDetail>;
  /**
   * The provider postings of positions at `brandId` and below, the last changed first: `limit`
   * from `offset`. Read from Brigade (no provider call; works without a connection of its own).
   */
  postings(brandId: number, offset: number, limit: number): Promise<ProviderPostingsPage>;
}
export const JobAdsApiPort = token<JobAdsApiPort>('domain.job-ads-api');
