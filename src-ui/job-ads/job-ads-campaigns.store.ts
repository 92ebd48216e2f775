import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { GatewayError } from '../../src-domain/gateway/gateway.errors';
import {
  JobAdsApiPort,
  type JobAdCampaign,
  type JobAdCampaignDetail,
} from '../../src-domain/job-ads/job-ads-api.port';
import { JOB_AD_PAGE_SIZE, type JobAdCampaignStatus } from '../../src-domain/job-ads/job-ads.rules';
import { JobAdsConnectionStore } from './job-ads-connection.store';

/** Server codes that mean the brand is no longer connected. */
const CONNECTION_LOST = new Set(['INDEED.REVOKED', 'INDEED.SESSION_EXPIRED', 'INDEED.NOT_CONNECTED']);

export type CampaignListPhase = 'idle' | 'loading' | 'ready' | 'failed';

export type CampaignDetailState =
  | { readonly kind: 'closed' }
  | { readonly kind: 'loading'; readonly id: string }
  | { readonly kind: 'ready'; readonly campaign: JobAdCampaignDetail }
  | { readonly kind: 'failed'; readonly id: string; readonly code: string | undefined };

const serverCode = (error: unknown) => (error instanceof GatewayError ? error.serverCode : undefined);

/**
 * The connected brand's campaigns: pages of 30 (spec 001 §9) with created dates, the provider's
 * opaque cursor kept as given for the next page, a status filter (a new filter starts over),
 * and one campaign's detail. A read that finds the connection gone tells the connection store.
 */
@injectable()
export class JobAdsCampaignsStore {
  phase: CampaignListPhase = 'idle';
  rows: JobAdCampaign[] = [];
  status: JobAdCampaignStatus | undefined = undefined;
  nextStart: string | undefined = undefined;
  totalCount: number | undefined = undefined;
  loadingMore = false;
  moreFailed = false;
  errorCode: string | undefined = undefined;
  detail: CampaignDetailState = { kind: 'closed' };
  private brandId: number | undefined;
  /** Increases with each new list, so an older list's late answer is dropped. */
  private generation = 0;

  constructor(
    @inject(JobAdsApiPort) private readonly api: JobAdsApiPort,
    @inject(JobAdsConnectionStore) private readonly connection: JobAdsConnectionStore,
  ) {
    makeAutoObservable<JobAdsCampaignsStore, 'api' | 'connection' | 'brandId' | 'generation'>(this, {
      api: false,
      connection: false,
      brandId: false,
      generation: false,
    });
  }

  get hasMore(): boolean {
    return this.nextStart !== undefined;
  }

  /** The first page for this brand and the current filter. */
  async load(brandId: number): Promise<void> {
    this.brandId = brandId;
    const generation = ++this.generation;
    this.phase = 'loading';
    this.rows = [];
    this.nextStart = undefined;
    this.totalCount = undefined;
    this.moreFailed = false;
    this.errorCode = undefined;
    try {
      const page = await this.api.campaigns(brandId, {
        status: this.status,
        perPage: JOB_AD_PAGE_SIZE,
        includeCreatedDate: true,
      });
      runInAction(() => {
        if (generation !== this.generation) return;
        this.rows = [...page.campaigns];
        this.nextStart = page.nextStart;
        this.totalCount = page.totalCount;
        this.phase = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        if (generation !== this.generation) return;
        this.fail(error);
      });
    }
  }

  setStatus(status: JobAdCampaignStatus | undefined): void {
    if (status === this.status) return;
    this.status = status;
    if (this.brandId !== undefined) void this.load(this.brandId);
  }

  retry(): void {
    if (this.brandId !== undefined) void this.load(this.brandId);
  }

  /** The next page after the last one, by the provider's cursor. */
  async loadMore(): Promise<void> {
    const brandId = this.brandId;
    const start = this.nextStart;
    if (brandId === undefined || start === undefined || this.loadingMore) return;
    const generation = this.generation;
    this.loadingMore = true;
    this.moreFailed = false;
    try {
      const page = await this.api.campaigns(brandId, {
        status: this.status,
        start,
        perPage: JOB_AD_PAGE_SIZE,
        includeCreatedDate: true,
      });
      runInAction(() => {
        if (generation !== this.generation) return;
        this.rows = [...this.rows, ...page.campaigns];
        this.nextStart = page.nextStart;
        this.totalCount = page.totalCount ?? this.totalCount;
      });
    } catch (error) {
      runInAction(() => {
        if (generation !== this.generation) return;
        const code = serverCode(error);
        if (code && CONNECTION_LOST.has(code)) this.fail(error);
        else this.moreFailed = true;
      });
    } finally {
      runInAction(() => (this.loadingMore = false));
    }
  }

  async openDetail(id: string): Promise<void> {
    const brandId = this.brandId;
    if (brandId === undefined) return;
    this.detail = { kind: 'loading', id };
    try {
      const campaign = await this.api.campaign(brandId, id);
      runInAction(() => {
        if (this.detail.kind === 'loading' && this.detail.id === id)
          this.detail = { kind: 'ready', campaign };
      });
    } catch (error) {
      runInAction(() => {
        if (this.detail.kind === 'loading' && this.detail.id === id)
          this.detail = { kind: 'failed', id, code: serverCode(error) };
      });
    }
  }

  closeDetail(): void {
    this.detail = { kind: 'closed' };
  }

  /** Forgets the list (disconnected, or another brand). */
  reset(): void {
    this.generation += 1;
    this.phase = 'idle';
    this.rows = [];
    this.nextStart = undefined;
    this.totalCount = undefined;
    this.detail = { kind: 'closed' };
  }

  private fail(error: unknown): void {
    const code = serverCode(error);
    if (code && CONNECTION_LOST.has(code)) {
      this.reset();
      this.connection.lost(code);
      return;
    }
    this.errorCode = code;
    this.phase = 'failed';
  }
}
