import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { APPLICATIONS_PAGE_SIZE, type BrandSummary } from '../../src-domain/dashboards/dashboard.model';
import { DashboardsApiPort } from '../../src-domain/dashboards/dashboards-api.port';
import { MessagingApiPort } from '../../src-domain/messaging/messaging-api.port';
import type { ApplicationSummaryPage } from '../../src-domain/messaging/messaging.model';
import { ClockPort } from '../../src-domain/time/clock.port';
import { BrandContextStore } from '../brands/brand-context.store';
import type { Loadable } from './dashboard.model';

/** How long a `prefetch` stays for the dashboard's own `load` to adopt, ms. */
export const PREFETCH_ADOPTION_MS = 10_000;

/** What the dashboard reads: the figures, and the recent applications too. */
export interface BrandDashboardReads {
  readonly withApplications: boolean;
}

/** Reads started ahead: for which brand, when (epoch ms), and their completion. */
interface Prefetch {
  readonly reads: BrandDashboardReads;
  readonly brandId: number;
  readonly at: number;
  readonly done: Promise<void>;
}

/**
 * The employer dashboards' data for the context brand: its figures (positions, team,
 * applications, hires) and its recent applications. Reloaded when the context changes; read ahead (`prefetch`)
 * once the home page is decided, while the dashboard's screen is on its way.
 */
@injectable()
export class BrandDashboardStore {
  summary: Loadable<BrandSummary> = { kind: 'loading' };
  /** The page of applications shown (APPLICATIONS_PAGE_SIZE from `applicationsOffset`). */
  applications: Loadable<ApplicationSummaryPage> = { kind: 'loading' };
  applicationsOffset = 0;
  /** The brand the data is of. */
  brandId: number | undefined = undefined;
  private ahead: Prefetch | undefined = undefined;
  /** Counts application reads: an answer older than the newest read is dropped. */
  private applicationsRead = 0;

  constructor(
    @inject(DashboardsApiPort) private readonly api: DashboardsApiPort,
    @inject(MessagingApiPort) private readonly messaging: MessagingApiPort,
    @inject(BrandContextStore) private readonly brands: BrandContextStore,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    makeAutoObservable<
      BrandDashboardStore,
      'api' | 'messaging' | 'brands' | 'clock' | 'ahead' | 'applicationsRead'
    >(this, {
      api: false,
      messaging: false,
      brands: false,
      clock: false,
      ahead: false,
      applicationsRead: false,
    });
  }

  /**
   * Starts `load` before the dashboard asks (it will, on mount): the next `load` with the same
   * reads, for the same context brand and within PREFETCH_ADOPTION_MS, adopts these reads instead
   * of making them again. Needs the brands loaded (the home page decision loaded them); does
   * nothing without a context brand. Never rejects.
   */
  prefetch(reads: BrandDashboardReads): void {
    const brandId = this.brands.context?.brand_id;
    if (brandId === undefined) return;
    this.ahead = { reads, brandId, at: this.clock.now(), done: this.read(reads) };
  }

  /**
   * Loads the figures (and the applications with `withApplications`), or adopts a matching
   * `prefetch`; never rejects.
   */
  load(reads: BrandDashboardReads): Promise<void> {
    const ahead = this.ahead;
    this.ahead = undefined;
    const adopt =
      ahead !== undefined &&
      ahead.reads.withApplications === reads.withApplications &&
      ahead.brandId === this.brands.context?.brand_id &&
      this.clock.now() - ahead.at <= PREFETCH_ADOPTION_MS;
    return adopt ? ahead.done : this.read(reads);
  }

  /**
   * Shows the page of applications at `offset` of the brand the data is of (the same offset
   * again: a retry); never rejects.
   */
  async showApplications(offset: number): Promise<void> {
    const brandId = this.brandId;
    if (brandId === undefined) return;
    const read = ++this.applicationsRead;
    runInAction(() => {
      this.applicationsOffset = offset;
      this.applications = { kind: 'loading' };
    });
    try {
      const value = await this.messaging.employerApplications(
        brandId,
        {},
        { offset, limit: APPLICATIONS_PAGE_SIZE },
      );
      if (read === this.applicationsRead) runInAction(() => (this.applications = { kind: 'ready', value }));
    } catch {
      if (read === this.applicationsRead) runInAction(() => (this.applications = { kind: 'failed' }));
    }
  }

  private async read(options: BrandDashboardReads): Promise<void> {
    runInAction(() => {
      this.summary = { kind: 'loading' };
      this.applications = { kind: 'loading' };
      this.applicationsOffset = 0;
    });
    try {
      await this.brands.ensureLoaded();
    } catch {
      runInAction(() => {
        this.summary = { kind: 'failed' };
        this.applications = { kind: 'failed' };
      });
      return;
    }
    const brandId = this.brands.context?.brand_id;
    runInAction(() => (this.brandId = brandId));
    if (brandId === undefined) {
      runInAction(() => {
        this.summary = { kind: 'failed' };
        this.applications = { kind: 'failed' };
      });
      return;
    }
    const reads: Promise<void>[] = [
      this.api.brandSummary(brandId).then(
        (value) => runInAction(() => void (this.summary = { kind: 'ready', value })),
        () => runInAction(() => void (this.summary = { kind: 'failed' })),
      ),
    ];
    if (options.withApplications) reads.push(this.showApplications(0));
    await Promise.all(reads);
  }
}
