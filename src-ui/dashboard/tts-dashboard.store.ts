import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { DashboardsApiPort } from '../../src-domain/dashboards/dashboards-api.port';
import {
  DASHBOARD_LIST_PAGE_SIZE,
  type LocationOnboarding,
  type OnboardingFigures,
} from '../../src-domain/dashboards/hiring-dashboard.model';
import { BrandContextStore } from '../brands/brand-context.store';
import type { Loadable } from './dashboard.model';
import { contextBrand } from './hiring-dashboard.store';
import { PagedList } from './paged-list';

/**
 * The TTS (onboarding) dashboard's data for the context brand (last 30 days): hires, open
 * offers, people to onboard, time to hire, and the same per location (paged).
 */
@injectable()
export class TtsDashboardStore {
  figures: Loadable<OnboardingFigures> = { kind: 'loading' };
  readonly locations = new PagedList<LocationOnboarding>(DASHBOARD_LIST_PAGE_SIZE);

  constructor(
    @inject(DashboardsApiPort) private readonly api: DashboardsApiPort,
    @inject(BrandContextStore) private readonly brands: BrandContextStore,
  ) {
    makeAutoObservable<TtsDashboardStore, 'api' | 'brands'>(this, { api: false, brands: false });
  }

  /** Reads the figures and the first page of locations for the context brand; never rejects. */
  async load(): Promise<void> {
    this.figures = { kind: 'loading' };
    const brandId = await contextBrand(this.brands);
    if (brandId === undefined) {
      runInAction(() => (this.figures = { kind: 'failed' }));
      this.locations.fail();
      return;
    }
    await Promise.all([
      this.api.onboardingFigures(brandId).then(
        (value) => runInAction(() => void (this.figures = { kind: 'ready', value })),
        () => runInAction(() => void (this.figures = { kind: 'failed' })),
      ),
      this.locations.reset((page) => this.api.onboardingByLocation(brandId, undefined, page)),
    ]);
  }
}
