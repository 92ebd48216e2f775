import crypto from 'node:crypto';

/** The scopes the sandbox knows (named as the provider names them). */
export const SANDBOX_SCOPES = [
  'employer_access',
  'offline_access',
  'employer.advertising.campaign.read',
  'employer.advertising.campaign_report.read',
] as const;
/** The scope without which the campaigns API answers 403 INSUFFICIENT_SCOPE. */
export const CAMPAIGN_READ_SCOPE = 'employer.advertising.campaign.read';
export const CAMPAIGN_STATUSES = ['ACTIVE', 'PAUSED', 'DELETED'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Lifetimes, seconds: authorization codes 10 minutes, access tokens 1 hour. */
export const CODE_LIFETIME_S = 600;
export const ACCESS_TOKEN_LIFETIME_S = 3600;

export interface SandboxEmployer {
  readonly id: string;
  readonly name: string;
}

/** The job a posting campaign advertises (the posting calls). */
export interface SandboxJob {
  readonly title: string;
  readonly location: string;
  readonly description: string;
  readonly employmentType: string | undefined;
}

export interface SandboxCampaign {
  readonly id: string;
  readonly employerId: string;
  name: string;
  status: CampaignStatus;
  /** The advertiser's own id of the job (posting calls): one live campaign per id and employer. */
  readonly sourcedPostingId?: string;
  job?: SandboxJob;
  /** ISO-8601 instant. */
  readonly dateCreated: string;
  readonly budgetMonthlyLimit: number;
  readonly currencyCode: string;
  readonly trackingToken: string;
}

export interface SandboxCode {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly codeChallenge: string;
  readonly employerId: string;
  readonly scopes: readonly string[];
  /** Sandbox-clock seconds. */
  readonly expiresAt: number;
  used: boolean;
}

export interface SandboxToken {
  readonly clientId: string;
  readonly employerId: string;
  readonly scopes: readonly string[];
  /** Sandbox-clock seconds; refresh tokens never expire unless revoked. */
  readonly expiresAt: number | undefined;
}

/** Upstream calls counted by kind, so tests can print and check what a flow cost. */
export interface SandboxCalls {
  token: number;
  list: number;
  campaign: number;
  properties: number;
  /** POST /v1/campaigns, answered with a new campaign or the live one of the same sourced id. */
  create: number;
  /** PATCH /v1/campaigns/{id}. */
  update: number;
}

/** Failures a tester can switch on (POST /sandbox/indeed/_control/faults). */
export interface SandboxFaults {
  /** The token endpoint refuses every refresh token with invalid_grant (a revoked grant). */
  revokeRefreshTokens: boolean;
  /** Every access token is refused with 401 (a revoked or rotated token). */
  rejectAccessTokens: boolean;
  /** The campaigns API answers 503. */
  apiUnavailable: boolean;
}

export const SANDBOX_EMPLOYERS: readonly SandboxEmployer[] = [
  { id: 'emp-harbor-grill', name: 'Harbor Grill Hiring' },
  { id: 'emp-tidewater', name: 'Tidewater Tacos Jobs' },
];

const ROLES = [
  'Line Cook',
  'Server',
  'Host',
  'Bartender',
  'Dishwasher',
  'Barista',
  'Shift Lead',
  'Prep Cook',
];
const CITIES = ['Portland', 'Seattle', 'Boise', 'Tacoma', 'Eugene'];

/** 95 campaigns for the first employer (four pages of 30) and 4 for the second, fixed dates. */
export function seedCampaigns(): SandboxCampaign[] {
  const campaigns: SandboxCampaign[] = [];
  const base = Date.UTC(2026, 0, 5, 9, 0, 0);
  const make = (employerId: string, index: number, prefix: string) => {
    const status: CampaignStatus = index % 10 === 9 ? 'DELETED' : index % 4 === 3 ? 'PAUSED' : 'ACTIVE';
    campaigns.push({
      id: `${prefix}${String(index + 1).padStart(4, '0')}`,
      employerId,
      name: `${ROLES[index % ROLES.length]} — ${CITIES[index % CITIES.length]} #${index + 1}`,
      status,
      dateCreated: new Date(base + index * 86_400_000 * 2 + index * 3_600_000).toISOString(),
      budgetMonthlyLimit: 150 + (index % 7) * 50,
      currencyCode: 'USD',
      trackingToken: `tt-${prefix}${index + 1}`,
    });
  };
  for (let index = 0; index < 95; index += 1) make('emp-harbor-grill', index, 'hg');
  for (let index = 0; index < 4; index += 1) make('emp-tidewater', index, 'tw');
  return campaigns;
}

/**
 * The sandbox provider's memory: its registered client, codes, tokens, campaigns, call counter,
 * fault switches and a clock a test may advance. One per server process; nothing is persisted.
 */
export class SandboxState {
  readonly codes = new Map<string, SandboxCode>();
  readonly accessTokens = new Map<string, SandboxToken>();
  readonly refreshTokens = new Map<string, SandboxToken>();
  readonly campaigns = seedCampaigns();
  readonly calls: SandboxCalls = { token: 0, list: 0, campaign: 0, properties: 0, create: 0, update: 0 };
  private created = 0;
  readonly faults: SandboxFaults = {
    revokeRefreshTokens: false,
    rejectAccessTokens: false,
    apiUnavailable: false,
  };
  /** Key of the HMAC that makes list cursors opaque and tamper-evident. */
  readonly cursorKey = crypto.randomBytes(32);
  private clockOffsetS = 0;

  constructor(
    readonly client: {
      readonly id: string;
      readonly secret: string;
      readonly redirectUris: readonly string[];
    },
  ) {}

  /** The sandbox clock, seconds. */
  now(): number {
    return Math.floor(Date.now() / 1000) + this.clockOffsetS;
  }

  advanceClock(seconds: number): void {
    this.clockOffsetS += seconds;
  }

  resetCalls(): void {
    this.calls.token = 0;
    this.calls.list = 0;
    this.calls.campaign = 0;
    this.calls.properties = 0;
    this.calls.create = 0;
    this.calls.update = 0;
  }

  /** A new campaign id for the posting calls (`pc0001`…, never reused). */
  nextCampaignId(): string {
    this.created += 1;
    return `pc${String(this.created).padStart(4, '0')}`;
  }

  /** A fresh random value for codes and tokens. */
  static secret(): string {
    return crypto.randomBytes(24).toString('base64url');
  }
}
