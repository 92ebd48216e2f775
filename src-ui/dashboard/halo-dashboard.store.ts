import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { DashboardsApiPort, type PageRequest } from '../../src-domain/dashboards/dashboards-api.port';
import type { HaloDashboard, HaloLevel } from '../../src-domain/dashboards/halo-dashboard.model';
import { DASHBOARD_LIST_PAGE_SIZE, type Paged } from '../../src-domain/dashboards/hiring-dashboard.model';
import { ClockPort } from '../../src-domain/time/clock.port';
import { BrandContextStore } from '../brands/brand-context.store';
import { PREFETCH_ADOPTION_MS, type Loadable } from './dashboard.model';
import { contextBrand } from './hiring-dashboard.store';
import { PagedList } from './paged-list';

/** The dashboard's answer without its page of levels: the brand, the period and the totals. */
export type HaloSummary = Omit<HaloDashboard, 'levels'>;

/** Reads started ahead: for which brand, when (epoch ms), and their completion. */
interface Prefetch {
  readonly brandId: number;
  readonly at: number;
  readonly done: Promise<void>;
}

/**
 * The Halo main dashboard's data for the context brand (GP and parent main dashboards, issue #29):
 * its totals (`summary`) and the levels below it, rolled up, paged (`levels`). One read answers
 * both; a page turned later keeps the totals shown and refreshes them with the page's answer.
 * Read ahead (`prefetch`) once the home page is decided, while the screen's chunk loads.
 */
@injectable()
export class HaloDashboardStore {
  summary: Loadable<HaloSummary> = { kind: 'loading' };
  readonly levels = new PagedList<HaloLevel>(DASHBOARD_LIST_PAGE_SIZE);
  private ahead: Prefetch | undefined = undefined;
  /** Counts reads of the totals: an answer older than the newest read is dropped. */
  private generation = 0;

  constructor(
    @inject(DashboardsApiPort) private readonly api: DashboardsApiPort,
    @inject(BrandContextStore) private readonly brands: BrandContextStore,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    makeAutoObservable<HaloDashboardStore, 'api' | 'brands' | 'clock' | 'ahead' | 'generation'>(this, {
      api: false,
      generation: false,
      brands: false,
      clock: false,
      ahead: false,
    });
  }

  /**
   * How many rows the page being shown holds, when known: from the last answer's total, else from
   * the context brand's children in the brand tree (read for the switcher); undefined before
   * either is known. The loading table shows that many skeleton rows (at least one).
   */
  get expectedRows(): number | undefined {
    const state = this.levels.state;
    const brandId = this.brands.context?.brand_id;
    const total =
      state.kind === 'ready'
        ? state.value.total
        : brandId === undefined
          ? undefined
          : this.brands.tree?.find(brandId)?.brands?.length;
    if (total === undefined) return undefined;
    return Math.max(1, Math.min(this.levels.pageSize, total - this.levels.offset));
  }

  /**
   * Starts the first read before the screen asks: the next `load` for the same context brand
   * within PREFETCH_ADOPTION_MS adopts it instead of reading again. Does nothing without a context
   * brand. Never rejects.
   */
  prefetch(): void {
    const brandId = this.brands.context?.brand_id;
    if (brandId === undefined) return;
    this.ahead = { brandId, at: this.clock.now(), done: this.read() };
  }

  /** Reads the totals and the first page of levels for the context brand, or adopts a matching `prefetch`; never rejects. */
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
    this.generation++;
    this.summary = { kind: 'loading' };
    const brandId = await contextBrand(this.brands);
    if (brandId === undefined) {
      runInAction(() => (this.summary = { kind: 'failed' }));
      this.levels.fail();
      return;
    }
    await this.levels.reset((page) => this.readPage(brandId, page));
  }

  /**
   * One page of levels; its answer's totals replace the shown ones. A failed first read fails the
   * totals too; a failed later page leaves the totals as they were (the table says it failed).
   */
  private async readPage(brandId: number, page: PageRequest): Promise<Paged<HaloLevel>> {
    const generation = ++this.generation;
    try {
      const { levels, ...summary } = await this.api.haloDashboard(brandId, page);
      runInAction(() => {
        if (generation === this.generation) this.summary = { kind: 'ready', value: summary };
      });
      return levels;
    } catch (error) {
      runInAction(() => {
        if (generation === this.generation && this.summary.kind !== 'ready')
          this.summary = { kind: 'failed' };
      });
      throw error;
    }
  }
}
