import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { DashboardsApiPort } from '../../src-domain/dashboards/dashboards-api.port';
import {
  DASHBOARD_LIST_PAGE_SIZE,
  type HiringFigures,
  type LocationOpenPositions,
  type LocationReplyTimes,
} from '../../src-domain/dashboards/hiring-dashboard.model';
import { BrandContextStore } from '../brands/brand-context.store';
import type { Loadable } from './dashboard.model';
import { PagedList } from './paged-list';

/**
 * The hiring dashboard's data for the context brand (last 30 days): headline figures and the
 * funnel, open positions per location and time to first reply per location (each paged).
 */
@injectable()
export class HiringDashboardStore {
  figures: Loadable<HiringFigures> = { kind: 'loading' };
  readonly openPositions = new PagedList<LocationOpenPositions>(DASHBOARD_LIST_PAGE_SIZE);
  readonly replyTimes = new PagedList<LocationReplyTimes>(DASHBOARD_LIST_PAGE_SIZE);

  constructor(
    @inject(DashboardsApiPort) private readonly api: DashboardsApiPort,
    @inject(BrandContextStore) private readonly brands: BrandContextStore,
  ) {
    makeAutoObservable<HiringDashboardStore, 'api' | 'brands'>(this, { api: false, brands: false });
  }

  /** Reads everything for the context brand from the first pages; never rejects. */
  async load(): Promise<void> {
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
