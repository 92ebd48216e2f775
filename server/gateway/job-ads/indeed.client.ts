import type { IndeedConfig } from '../../config';

/** How an upstream call failed, by what our server does about it. */
export type UpstreamFailure =
  | 'invalid_grant'
  | 'invalid_client'
  | 'invalid_scope'
  | 'invalid_request'
  | 'unauthorized'
  | 'insufficient_scope'
  | 'forbidden'
  | 'not_found'
  | 'bad_parameter'
  | 'unavailable';

export class UpstreamError extends Error {
  constructor(
    readonly failure: UpstreamFailure,
    message: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

export interface TokenAnswer {
  readonly accessToken: string;
  /** Seconds. */
  readonly expiresIn: number;
  readonly scopes: readonly string[];
  /** Only with offline_access. */
  readonly refreshToken: string | undefined;
}

export interface UpstreamCampaign {
  readonly id: string;
  readonly name: string;
  readonly status: string;
}

export interface UpstreamCampaignPage {
  readonly campaigns: readonly UpstreamCampaign[];
  /** The `start` of the next link, untouched; undefined on the last page. */
  readonly nextStart: string | undefined;
  /** Matching campaigns in all pages, when the provider says. */
  readonly totalCount: number | undefined;
}

export interface UpstreamCampaignDetail extends UpstreamCampaign {
  readonly type: string | undefined;
  readonly budgetMonthlyLimit: number | undefined;
  readonly currencyCode: string | undefined;
}

/** The job a posting advertises, as the provider's posting calls take it. */
export interface UpstreamJob {
  readonly title: string;
  /** The location's name as the provider shows it. */
  readonly location: string;
  readonly description: string;
  readonly employmentType: string | undefined;
}

/** A campaign the posting calls made or changed. */
export interface UpstreamPosting extends UpstreamCampaign {
  readonly sourcedPostingId: string | undefined;
}

/** Each upstream call gives up after this long (the provider is a remote service). */
const TIMEOUT_MS = 10_000;

const wireJob = (job: UpstreamJob) => ({
  Title: job.title,
  Location: job.location,
  Description: job.description,
  ...(job.employmentType ? { EmploymentType: job.employmentType } : {}),
});

function postingOf(body: unknown): UpstreamPosting {
  const data = (
    body as { data?: { Id?: string; Name?: string; Status?: string; SourcedPostingId?: string | null } }
  ).data;
  if (!data || typeof data.Id !== 'string')
    throw new UpstreamError('unavailable', 'The posting answer had no campaign id');
  return {
    id: data.Id,
    name: data.Name ?? '',
    status: data.Status ?? '',
    sourcedPostingId: data.SourcedPostingId ?? undefined,
  };
}

const OAUTH_FAILURES: ReadonlySet<string> = new Set([
  'invalid_grant',
  'invalid_client',
  'invalid_scope',
  'invalid_request',
]);

/**
 * The provider's OAuth token endpoint and campaigns API over HTTP (fetch). Failures become
 * `UpstreamError`s; tokens and secrets never appear in their messages.
 */
export class IndeedClient {
  constructor(private readonly config: IndeedConfig) {}

  /** Exchanges an authorization code (with its PKCE verifier). */
  exchangeCode(input: {
    code: string;
    redirectUri: string;
    verifier: string;
    employer: string;
  }): Promise<TokenAnswer> {
    return this.token({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      code_verifier: input.verifier,
      employer: input.employer,
    });
  }

  /** A new access token from a refresh token, optionally for another employer. */
  refresh(refreshToken: string, employer?: string): Promise<TokenAnswer> {
    return this.token({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      ...(employer ? { employer } : {}),
    });
  }

  async listCampaigns(
    accessToken: string,
    query: { perPage: number; start?: string; status?: string },
  ): Promise<UpstreamCampaignPage> {
    const params = new URLSearchParams({ perPage: String(query.perPage) });
    if (query.status) params.set('status', query.status);
    if (query.start) params.set('start', query.start);
    const body = (await this.api(accessToken, `/v1/campaigns?${params.toString()}`)) as {
      meta?: { totalCount?: number };
      data?: { Campaigns?: { Id: string; Name: string; Status: string }[] };
      links?: { rel: string; href: string }[];
    };
    const next = body.links?.find((link) => link.rel === 'next');
    const nextStart = next
      ? (new URL(next.href, 'http://provider.invalid').searchParams.get('start') ?? undefined)
      : undefined;
    return {
      campaigns: (body.data?.Campaigns ?? []).map((row) => ({
        id: row.Id,
        name: row.Name,
        status: row.Status,
      })),
      nextStart,
      totalCount: body.meta?.totalCount,
    };
  }

  async campaign(accessToken: string, id: string): Promise<UpstreamCampaignDetail> {
    const body = (await this.api(accessToken, `/v1/campaigns/${encodeURIComponent(id)}`)) as {
      data: {
        Id: string;
        Name: string;
        Status: string;
        Type?: string;
        BudgetMonthlyLimit?: number;
        CurrencyCode?: string;
      };
    };
    return {
      id: body.data.Id,
      name: body.data.Name,
      status: body.data.Status,
      type: body.data.Type,
      budgetMonthlyLimit: body.data.BudgetMonthlyLimit,
      currencyCode: body.data.CurrencyCode,
    };
  }

  /** The campaign's creation instant (ISO-8601) from its properties. */
  async dateCreated(accessToken: string, id: string): Promise<string | undefined> {
    const body = (await this.api(accessToken, `/v1/campaigns/${encodeURIComponent(id)}/properties`)) as {
      data?: { dateCreated?: string };
    };
    return body.data?.dateCreated;
  }

  /**
   * Makes an ACTIVE campaign advertising `job`, named `name`. `sourcedPostingId` is our id of the
   * job: the provider answers the employer's live campaign of that id instead of a second one.
   */
  async createCampaign(
    accessToken: string,
    input: { name: string; sourcedPostingId: string; job: UpstreamJob },
  ): Promise<UpstreamPosting> {
    const body = await this.api(accessToken, '/v1/campaigns', {
      method: 'POST',
      body: {
        Name: input.name,
        SourcedPostingId: input.sourcedPostingId,
        Job: wireJob(input.job),
      },
    });
    return postingOf(body);
  }

  /** Changes a campaign's name, job or status (DELETED closes it for good). */
  async updateCampaign(
    accessToken: string,
    id: string,
    change: { name?: string; status?: 'ACTIVE' | 'PAUSED' | 'DELETED'; job?: UpstreamJob },
  ): Promise<UpstreamPosting> {
    const body = await this.api(accessToken, `/v1/campaigns/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: {
        ...(change.name === undefined ? {} : { Name: change.name }),
        ...(change.status === undefined ? {} : { Status: change.status }),
        ...(change.job === undefined ? {} : { Job: wireJob(change.job) }),
      },
    });
    return postingOf(body);
  }

  private async token(fields: Record<string, string>): Promise<TokenAnswer> {
    const response = await this.fetch(this.config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        ...fields,
        client_id: this.config.clientId,
        client_secret: this.config.clientSecret,
      }).toString(),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      const error = typeof body.error === 'string' ? body.error : '';
      const description =
        typeof body.error_description === 'string' ? body.error_description : `HTTP ${response.status}`;
      throw new UpstreamError(
        OAUTH_FAILURES.has(error) ? (error as UpstreamFailure) : 'unavailable',
        description,
      );
    }
    if (typeof body.access_token !== 'string')
      throw new UpstreamError('unavailable', 'The token answer had no access_token');
    return {
      accessToken: body.access_token,
      expiresIn: typeof body.expires_in === 'number' ? body.expires_in : 3600,
      scopes: typeof body.scope === 'string' ? body.scope.split(/\s+/).filter(Boolean) : [],
      refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : undefined,
    };
  }

  private async api(
    accessToken: string,
    pathAndQuery: string,
    write?: { method: 'POST' | 'PATCH'; body: unknown },
  ): Promise<unknown> {
    const response = await this.fetch(`${this.config.apiUrl}${pathAndQuery}`, {
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: 'application/json',
        ...(write ? { 'content-type': 'application/json' } : {}),
      },
      ...(write ? { method: write.method, body: JSON.stringify(write.body) } : {}),
    });
    const body = (await response.json().catch(() => ({}))) as {
      meta?: { errors?: { type?: string; message?: string }[] };
    };
    if (response.ok) return body;
    const problem = body.meta?.errors?.[0];
    const message = problem?.message ?? `HTTP ${response.status}`;
    if (response.status === 401) throw new UpstreamError('unauthorized', message);
    if (response.status === 403)
      throw new UpstreamError(
        problem?.type === 'INSUFFICIENT_SCOPE' ? 'insufficient_scope' : 'forbidden',
        message,
      );
    if (response.status === 404) throw new UpstreamError('not_found', message);
    if (response.status === 400) throw new UpstreamError('bad_parameter', message);
    throw new UpstreamError('unavailable', message);
  }

  private async fetch(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
    } catch {
      throw new UpstreamError('unavailable', 'The job-ad provider could not be reached');
    }
  }
}
