import { grantReadsCampaigns, missingScopes } from '../../../src-domain/index';
import type { ConnectionRow, ConnectionsRepository } from './connections.repository';
import {
  UpstreamError,
  type IndeedClient,
  type TokenAnswer,
  type UpstreamCampaign,
  type UpstreamJob,
  type UpstreamPosting,
} from './indeed.client';
import { gatewayErrorFor, notConnected, revoked, scopeMissing, sessionExpired } from './job-ads.errors';
import type { TokenCipher } from './token-cipher';

/** An access token this close to its end is refreshed first (seconds). */
const EXPIRY_MARGIN_MS = 60_000;
/** Properties calls in flight at once when filling created dates. */
const PROPERTIES_CONCURRENCY = 5;

export interface ConnectionStatus {
  readonly loggedIn: boolean;
  readonly employer?: string;
  readonly scopes: readonly string[];
  readonly missingScopes: readonly string[];
  readonly expiresAt?: string;
  /** Why a check found the brand logged out: the provider revoked it, or it expired without offline_access. */
  readonly reason?: 'REVOKED' | 'EXPIRED';
}

export interface CampaignRow extends UpstreamCampaign {
  readonly createdDate: string | undefined;
}

const statusOf = (row: ConnectionRow): ConnectionStatus => {
  const scopes = row.scopes.split(' ').filter(Boolean);
  return {
    loggedIn: true,
    employer: row.employer,
    scopes,
    missingScopes: missingScopes(scopes),
    expiresAt: row.refresh_token_sealed ? undefined : row.access_expires_at,
  };
};

/**
 * The provider connection of a brand (issue #18): exchange, check, forget, and the campaign
 * reads with the access token refreshed when it ran out. A refresh token the provider no
 * longer accepts logs the brand out (409 INDEED.REVOKED). Provider errors map to our codes.
 */
export class JobAdsService {
  constructor(
    private readonly client: IndeedClient,
    private readonly connections: ConnectionsRepository,
    private readonly cipher: TokenCipher,
    private readonly now: () => number = Date.now,
  ) {}

  async login(
    brandId: number,
    userId: string,
    input: { code: string; employer: string; redirectUri: string; verifier: string },
  ): Promise<ConnectionStatus> {
    const answer = await this.upstream(() => this.client.exchangeCode(input));
    if (!grantReadsCampaigns(answer.scopes)) throw scopeMissing();
    const stamp = new Date(this.now()).toISOString();
    const row: ConnectionRow = {
      brand_id: brandId,
      employer: input.employer,
      scopes: answer.scopes.join(' '),
      refresh_token_sealed: answer.refreshToken ? this.cipher.seal(answer.refreshToken, brandId) : null,
      access_token_sealed: this.cipher.seal(answer.accessToken, brandId),
      access_expires_at: this.expiry(answer),
      connected_by_user_id: userId,
      connected_at: stamp,
      updated_at: stamp,
    };
    await this.connections.save(row);
    return statusOf(row);
  }

  /** Logged in or out, refreshing an expired access token; never calls the campaigns API. */
  async check(brandId: number): Promise<ConnectionStatus> {
    const row = await this.connections.find(brandId);
    if (!row) return { loggedIn: false, scopes: [], missingScopes: [] };
    if (!this.expired(row)) return statusOf(row);
    try {
      return statusOf(await this.refresh(row));
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'INDEED.REVOKED')
        return { loggedIn: false, scopes: [], missingScopes: [], reason: 'REVOKED' };
      if (code === 'INDEED.SESSION_EXPIRED')
        return { loggedIn: false, scopes: [], missingScopes: [], reason: 'EXPIRED' };
      throw error;
    }
  }

  logout(brandId: number): Promise<void> {
    return this.connections.remove(brandId);
  }

  async campaigns(
    brandId: number,
    query: { perPage: number; start?: string; status?: string; includeCreatedDate: boolean },
  ): Promise<{ campaigns: CampaignRow[]; nextStart: string | undefined; totalCount: number | undefined }> {
    return this.withAccess(brandId, async (token, row) => {
      const page = await this.client.listCampaigns(token, query);
      const dates = query.includeCreatedDate
        ? await this.createdDates(token, row.employer, page.campaigns)
        : new Map<string, string>();
      return {
        campaigns: page.campaigns.map((campaign) => ({ ...campaign, createdDate: dates.get(campaign.id) })),
        nextStart: page.nextStart,
        totalCount: page.totalCount,
      };
    });
  }

  async campaign(brandId: number, id: string) {
    return this.withAccess(brandId, async (token, row) => {
      const detail = await this.client.campaign(token, id);
      const dates = await this.createdDates(token, row.employer, [detail]);
      return { ...detail, createdDate: dates.get(detail.id) };
    });
  }

  /**
   * Makes the campaign of a posting through the brand's connection (see IndeedClient
   * createCampaign: one live campaign per `sourcedPostingId`); with the connection's employer.
   */
  async createPosting(
    brandId: number,
    input: { name: string; sourcedPostingId: string; job: UpstreamJob },
  ): Promise<{ posting: UpstreamPosting; employer: string }> {
    return this.withAccess(brandId, async (token, row) => ({
      posting: await this.client.createCampaign(token, input),
      employer: row.employer,
    }));
  }

  /** Changes a posting's campaign through the brand's connection; with the connection's employer. */
  async updatePosting(
    brandId: number,
    id: string,
    change: { name?: string; status?: 'ACTIVE' | 'PAUSED' | 'DELETED'; job?: UpstreamJob },
  ): Promise<{ posting: UpstreamPosting; employer: string }> {
    return this.withAccess(brandId, async (token, row) => ({
      posting: await this.client.updateCampaign(token, id, change),
      employer: row.employer,
    }));
  }

  /** Created dates from the cache, asking the provider (one properties call each) only for new ones. */
  private async createdDates(token: string, employer: string, campaigns: readonly UpstreamCampaign[]) {
    const ids = campaigns.map((campaign) => campaign.id);
    const known = await this.connections.createdDates(employer, ids);
    const missing = ids.filter((id) => !known.has(id));
    const fetched = new Map<string, string>();
    for (let index = 0; index < missing.length; index += PROPERTIES_CONCURRENCY) {
      const batch = missing.slice(index, index + PROPERTIES_CONCURRENCY);
      const dates = await Promise.all(batch.map((id) => this.client.dateCreated(token, id)));
      batch.forEach((id, position) => {
        const date = dates[position];
        if (date) fetched.set(id, date);
      });
    }
    await this.connections.rememberCreatedDates(employer, fetched);
    return new Map([...known, ...fetched]);
  }

  /** Runs a read with a live access token: refreshed first when expired, and once more on a 401. */
  private async withAccess<T>(
    brandId: number,
    read: (token: string, row: ConnectionRow) => Promise<T>,
  ): Promise<T> {
    let row = await this.connections.find(brandId);
    if (!row) throw notConnected();
    if (this.expired(row)) row = await this.refresh(row);
    try {
      return await this.upstream(() => read(this.open(row!.access_token_sealed, brandId), row!));
    } catch (error) {
      if ((error as { code?: string }).code !== 'INDEED.SESSION_EXPIRED') throw error;
      row = await this.refresh(row);
      return this.upstream(() => read(this.open(row!.access_token_sealed, brandId), row!));
    }
  }

  /** A new access token from the refresh token; a refused or missing one logs the brand out. */
  private async refresh(row: ConnectionRow): Promise<ConnectionRow> {
    const refreshToken = row.refresh_token_sealed
      ? this.cipher.open(row.refresh_token_sealed, row.brand_id)
      : undefined;
    if (!refreshToken) {
      await this.connections.remove(row.brand_id);
      throw sessionExpired();
    }
    let answer: TokenAnswer;
    try {
      answer = await this.client.refresh(refreshToken);
    } catch (error) {
      if (error instanceof UpstreamError && error.failure === 'invalid_grant') {
        await this.connections.remove(row.brand_id);
        throw revoked();
      }
      throw error instanceof UpstreamError ? gatewayErrorFor(error) : error;
    }
    const sealed = this.cipher.seal(answer.accessToken, row.brand_id);
    const expiresAt = this.expiry(answer);
    const scopes = answer.scopes.length ? answer.scopes.join(' ') : row.scopes;
    await this.connections.updateAccess(
      row.brand_id,
      sealed,
      expiresAt,
      scopes,
      new Date(this.now()).toISOString(),
    );
    return { ...row, access_token_sealed: sealed, access_expires_at: expiresAt, scopes };
  }

  private open(sealed: string, brandId: number): string {
    const token = this.cipher.open(sealed, brandId);
    // A row the key cannot open (the key changed) is as good as expired.
    if (!token) throw sessionExpired();
    return token;
  }

  private expired(row: ConnectionRow): boolean {
    return Date.parse(row.access_expires_at) - EXPIRY_MARGIN_MS <= this.now();
  }

  private expiry(answer: TokenAnswer): string {
    return new Date(this.now() + answer.expiresIn * 1000).toISOString();
  }

  private async upstream<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw error instanceof UpstreamError ? gatewayErrorFor(error) : error;
    }
  }
}
