import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { DashboardsApiPort } from '../../src-domain/dashboards/dashboards-api.port';
import {
  DASHBOARD_LIST_PAGE_SIZE,
  type HiringFigures,
  type LocationOpenPositions,
  type LocationReplyTimes,
} from '../../src-domain/dashboards/hiring-dashboard.model';
import { ClockPort } from '../../src-domain/time/clock.port';
import { BrandContextStore } from '../brands/brand-context.store';
import { PREFETCH_ADOPTION_MS } from './brand-dashboard.store';
import type { Loadable } from './dashboard.model';
import { PagedList } from './paged-list';

/** Reads started ahead: for which brand, when (epoch ms), and their completion. */
interface Prefetch {
  readonly brandId: number;
  readonly at: number;
  readonly done: Promise<void>;
}

/**
 * The hiring dashboard's data for the context brand (last 30 days): headline figures and the
 * funnel, open positions per location and time to first reply per location (each paged).
 */
@injectable()
export class HiringDashboardStore {
  figures: Loadable<HiringFigures> = { kind: 'loading' };
  readonly openPositions = new PagedList<LocationOpenPositions>(DASHBOARD_LIST_PAGE_SIZE);
  readonly replyTimes = new PagedList<LocationReplyTimes>(DASHBOARD_LIST_PAGE_SIZE);
  private ahead: Prefetch | undefined = undefined;

  constructor(
    @inject(DashboardsApiPort) private readonly api: DashboardsApiPort,
    @inject(BrandContextStore) private readonly brands: BrandContextStore,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    makeAutoObservable<HiringDashboardStore, 'api' | 'brands' | 'clock' | 'ahead'>(this, {
      api: false,
      brands: false,
      clock: false,
      ahead: false,
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
      return;
    }
    await Promise.all([
      this.api.hiringFigures(brandId).then(
        (value) => runInAction(() => void (this.figures = { kind: 'ready', value })),
        () => runInAction(() => void (this.figures = { kind: 'failed' })),
      ),
      this.openPositions.reset((page) => this.api.openPositionsByLocation(brandId, page)),
      this.replyTimes.reset((page) => this.api.replyTimesByLocation(brandId, undefined, page)),
    ]);
  }
}

/** The context brand's id once the brands are loaded; undefined when they cannot be. */
export async function contextBrand(brands: BrandContextStore): Promise<number | undefined> {
  try {
    await brands.ensureLoaded();
  } catch {
    return undefined;
  }
  return brands.context?.brand_id;
}
