import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import { BrandContextStore } from '../brands/brand-context.store';
import {
  APPLICATIONS_PAGE_SIZE,
  type ApplicationsPage,
  type BrandSummary,
  type Loadable,
} from './dashboard.model';

/**
 * The employer dashboards' data for the context brand: its figures (GET /v1/dashboards/brands/
 * {id}/summary: positions, team, applications, hires) and its recent applications
 * (GET /v1/employer_applications). Reloaded when the context changes.
 */
@injectable()
export class BrandDashboardStore {
  summary: Loadable<BrandSummary> = { kind: 'loading' };
  applications: Loadable<ApplicationsPage> = { kind: 'loading' };
  /** The brand the data is of. */
  brandId: number | undefined = undefined;

  constructor(
    @inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort,
    @inject(BrandContextStore) private readonly brands: BrandContextStore,
  ) {
    makeAutoObservable<BrandDashboardStore, 'gateway' | 'brands'>(this, { gateway: false, brands: false });
  }

  /** Loads the figures (and the applications with `withApplications`); never rejects. */
  async load(options: { withApplications: boolean }): Promise<void> {
    runInAction(() => {
      this.summary = { kind: 'loading' };
      this.applications = { kind: 'loading' };
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
      this.gateway
        .request<BrandSummary>({ method: 'GET', path: `/v1/dashboards/brands/${brandId}/summary` })
        .then(
          (value) => runInAction(() => void (this.summary = { kind: 'ready', value })),
          () => runInAction(() => void (this.summary = { kind: 'failed' })),
        ),
    ];
    if (options.withApplications) {
      reads.push(
        this.gateway
          .request<ApplicationsPage>({
            method: 'GET',
            path: '/v1/employer_applications',
            query: { brand: brandId, offset: 0, limit: APPLICATIONS_PAGE_SIZE },
          })
          .then(
            (value) => runInAction(() => void (this.applications = { kind: 'ready', value })),
            () => runInAction(() => void (this.applications = { kind: 'failed' })),
          ),
      );
    }
    await Promise.all(reads);
  }
}
