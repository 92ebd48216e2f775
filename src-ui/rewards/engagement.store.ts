import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { RewardsApiPort } from '../../src-domain/rewards/rewards-api.port';
import type { EngagementFigures } from '../../src-domain/rewards/rewards.model';
import { BrandContextStore } from '../brands/brand-context.store';
import { failureCode, type RewardsLoadable } from './rewards.loadable';

/** The engagement dashboard's figures for the context brand and a range of days. Never rejects. */
@injectable()
export class EngagementStore {
  figures: RewardsLoadable<EngagementFigures> = { kind: 'loading' };
  available: number | undefined = undefined;

  constructor(
    @inject(RewardsApiPort) private readonly api: RewardsApiPort,
    @inject(BrandContextStore) private readonly brands: BrandContextStore,
  ) {
    makeAutoObservable<EngagementStore, 'api' | 'brands'>(this, { api: false, brands: false });
  }

  /** Loads `from`…`to` ('YYYY-MM-DD', both included) for the context brand. */
  async load(from: string, to: string): Promise<void> {
    this.figures = { kind: 'loading' };
    try {
      await this.brands.ensureLoaded();
      const brandId = this.brands.context?.brand_id;
      if (brandId === undefined) throw new Error('No context brand');
      const [value, available] = await Promise.all([
        this.api.engagement(brandId, from, to),
        this.api.pointsCount(brandId, 'AVAILABLE'),
      ]);
      runInAction(() => {
        this.figures = { kind: 'ready', value };
        this.available = available;
      });
    } catch (error) {
      runInAction(() => (this.figures = { kind: 'failed', code: failureCode(error) }));
    }
  }
}
