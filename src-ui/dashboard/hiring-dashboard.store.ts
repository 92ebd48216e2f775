import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { StorageKey } from '../../src-domain/consent/storage-keys.rules';
import {
  storedPosition,
  storedStatus,
  withStoredChoice,
  type ApplicationsFilter,
  type FilterOwner,
} from '../../src-domain/dashboards/applications-filter.rules';
import { DashboardsApiPort } from '../../src-domain/dashboards/dashboards-api.port';
import { MessagingApiPort } from '../../src-domain/messaging/messaging-api.port';
import type { ApplicationStatus, ApplicationSummary } from '../../src-domain/messaging/messaging.model';
import {
  DASHBOARD_LIST_PAGE_SIZE,
  type HiringFigures,
  type LocationOpenPositions,
  type LocationReplyTimes,
} from '../../src-domain/dashboards/hiring-dashboard.model';
import { PositionsApiPort, type PositionOption } from '../../src-domain/positions/positions-api.port';
import { KeyValueStoragePort } from '../../src-domain/storage/key-value-storage.port';
import { ClockPort } from '../../src-domain/time/clock.port';
import { BrandContextStore } from '../brands/brand-context.store';
import { SessionStore } from '../session/session.store';
import { PREFETCH_ADOPTION_MS, type Loadable } from './dashboard.model';
import { PagedList } from './paged-list';

/** Reads started ahead: for which brand, when (epoch ms), and their completion. */
interface Prefetch {
  readonly brandId: number;
  readonly at: number;
  readonly done: Promise<void>;
}

/**
 * The hiring dashboard's data for the context brand (last 30 days): headline figures and the
 * funnel, open positions per location and time to first reply per location (each paged), and
 * the recent applications filtered by a position and a status. Each user's choice per brand is
 * kept under h_dashboard_selected_job_filter (position) and h_hiring_dashboard_selected_job_status
 * (status) and applied again on the next visit (issue #15).
 */
@injectable()
export class HiringDashboardStore {
  figures: Loadable<HiringFigures> = { kind: 'loading' };
  readonly openPositions = new PagedList<LocationOpenPositions>(DASHBOARD_LIST_PAGE_SIZE);
  readonly replyTimes = new PagedList<LocationReplyTimes>(DASHBOARD_LIST_PAGE_SIZE);
  readonly applications = new PagedList<ApplicationSummary>(DASHBOARD_LIST_PAGE_SIZE);
  /** The position filter's choices (the brand's subtree); empty until read or when the read failed. */
  positions: readonly PositionOption[] = [];
  filter: ApplicationsFilter = {};
  private owner: FilterOwner | undefined = undefined;
  private ahead: Prefetch | undefined = undefined;

  constructor(
    @inject(DashboardsApiPort) private readonly api: DashboardsApiPort,
    @inject(MessagingApiPort) private readonly messaging: MessagingApiPort,
    @inject(BrandContextStore) private readonly brands: BrandContextStore,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(PositionsApiPort) private readonly positionsApi: PositionsApiPort,
    @inject(KeyValueStoragePort) private readonly storage: KeyValueStoragePort,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<
      HiringDashboardStore,
      'api' | 'messaging' | 'brands' | 'clock' | 'ahead' | 'positionsApi' | 'storage' | 'session' | 'owner'
    >(this, {
      api: false,
      messaging: false,
      brands: false,
      clock: false,
      ahead: false,
      positionsApi: false,
      storage: false,
      session: false,
      owner: false,
    });
  }

  /**
   * Starts the dashboard's first read before its screen asks (the home page decided on it while
   * the screen's chunk loads): the next `load` for the same context brand within
   * PREFETCH_ADOPTION_MS adopts this read instead of making it again. Does nothing without a
   * context brand. Never rejects.
   */
  prefetch(): void {
    const brandId = this.brands.context?.brand_id;
    if (brandId === undefined) return;
    this.ahead = { brandId, at: this.clock.now(), done: this.read() };
  }

  /** Reads everything for the context brand from the first pages, or adopts a matching `prefetch`; never rejects. */
  load(): Promise<void> {
    const ahead = this.ahead;
    this.ahead = undefined;
    const adopt =
      ahead !== undefined &&
      ahead.brandId === this.brands.context?.brand_id &&
      this.clock.now() - ahead.at <= PREFETCH_ADOPTION_MS;
    return adopt ? ahead.done : this.read();
  }

  private async read(): Promise<void> {
    this.figures = { kind: 'loading' };
    const brandId = await contextBrand(this.brands);
    if (brandId === undefined) {
      runInAction(() => (this.figures = { kind: 'failed' }));
      this.openPositions.fail();
      this.replyTimes.fail();
      this.applications.fail();
      return;
    }
    const userId = this.session.user?.id;
    const owner = userId === undefined ? undefined : { userId: String(userId), brandId };
    this.owner = owner;
    this.filter = owner
      ? {
          position: storedPosition(this.storage.get(StorageKey.dashboardSelectedJobFilter), owner),
          status: storedStatus(this.storage.get(StorageKey.hiringDashboardSelectedJobStatus), owner),
        }
      : {};
    await Promise.all([
      this.readPositions(brandId),
      this.showApplications(brandId),
      this.api.hiringFigures(brandId).then(
        (value) => runInAction(() => void (this.figures = { kind: 'ready', value })),
        () => runInAction(() => void (this.figures = { kind: 'failed' })),
      ),
      this.openPositions.reset((page) => this.api.openPositionsByLocation(brandId, page)),
      this.replyTimes.reset((page) => this.api.replyTimesByLocation(brandId, undefined, page)),
    ]);
  }

  /**
   * Reads the figures again in place (a message written or read elsewhere changed the unread
   * count), keeping the ones shown until the answer; nothing before the first read. Never rejects.
   */
  async refreshFigures(): Promise<void> {
    const brandId = this.owner?.brandId ?? this.brands.context?.brand_id;
    if (brandId === undefined || this.figures.kind !== 'ready') return;
    try {
      const value = await this.api.hiringFigures(brandId);
      runInAction(() => {
        if (this.brands.context?.brand_id === brandId) this.figures = { kind: 'ready', value };
      });
    } catch {
      // The figures shown stay; the next event or safety poll tries again.
    }
  }

  /** Filters the recent applications by `position` (undefined: every position) and keeps the choice. */
  choosePosition(position: number | undefined): Promise<void> {
    this.filter = { ...this.filter, position };
    this.keep(StorageKey.dashboardSelectedJobFilter, position);
    return this.refilter();
  }

  /** Filters the recent applications by `status` (undefined: every status) and keeps the choice. */
  chooseStatus(status: ApplicationStatus | undefined): Promise<void> {
    this.filter = { ...this.filter, status };
    this.keep(StorageKey.hiringDashboardSelectedJobStatus, status);
    return this.refilter();
  }

  /** Keeps this user's choice in this brand under `key` (nothing without a signed-in user). */
  private keep(key: StorageKey, value: number | ApplicationStatus | undefined): void {
    if (this.owner) this.storage.set(key, withStoredChoice(this.storage.get(key), this.owner, value));
  }

  private refilter(): Promise<void> {
    const brandId = this.brands.context?.brand_id;
    return brandId === undefined ? Promise.resolve() : this.showApplications(brandId);
  }

  /** The recent applications of `brandId` under the current filter, from the first page. */
  private showApplications(brandId: number): Promise<void> {
    const filter = this.filter;
    return this.applications.reset(async (page) => {
      const read = await this.messaging.employerApplications(
        brandId,
        { positionId: filter.position, status: filter.status },
        page,
      );
      return { total: read.total, rows: read.applications };
    });
  }

  /** The position choices of `brandId`'s subtree, by title; none when they cannot be read. */
  private async readPositions(brandId: number): Promise<void> {
    this.positions = [];
    try {
      const categories = await this.positionsApi.positionsByCategory(brandId);
      const all = categories.flatMap((category) => category.positions);
      runInAction(() => (this.positions = [...all].sort((a, b) => a.title.localeCompare(b.title))));
    } catch {
      // The select then offers "all positions" only; the table itself still reads.
    }
  }
}

/** The context brand's id once it is known (the whole tree need not have come); undefined when it cannot be. */
export async function contextBrand(brands: BrandContextStore): Promise<number | undefined> {
  try {
    await brands.ensureContext();
  } catch {
    return undefined;
  }
  return brands.context?.brand_id;
}
