import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Brand } from '../../src-domain/brands/brand.model';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import { BrandContextStore } from '../brands/brand-context.store';

/** A manager found by the global search (wire shape of POST /v1/brands/{id}/employers/search). */
export interface FoundEmployer {
  readonly id: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly role: string;
  readonly brand_id: number;
  readonly brand_name: string;
}

export interface SearchResults {
  readonly term: string;
  readonly brands: readonly Brand[];
  readonly brandsTotal: number;
  readonly employers: readonly FoundEmployer[];
  readonly employersTotal: number;
}

/** Results per kind on the results page. */
export const SEARCH_LIMIT = 25;

/**
 * Global search (spec 000 §2; its results are "not shown", so ours): brands and managers under
 * the context brand whose name contains the term.
 */
@injectable()
export class SearchStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  results: SearchResults | undefined = undefined;
  private latest = '';

  constructor(
    @inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort,
    @inject(BrandContextStore) private readonly brands: BrandContextStore,
  ) {
    makeAutoObservable<SearchStore, 'gateway' | 'brands' | 'latest'>(this, {
      gateway: false,
      brands: false,
      latest: false,
    });
  }

  /** Searches; a newer term supersedes an older one. Never rejects. */
  async search(term: string): Promise<void> {
    this.latest = term;
    this.status = 'loading';
    try {
      await this.brands.ensureLoaded();
      const brandId = this.brands.context?.brand_id;
      if (brandId === undefined) throw new Error('No brand in context');
      const body = { search_term: term.trim(), limit: SEARCH_LIMIT, offset: 0 };
      const [brands, employers] = await Promise.all([
        this.gateway.request<{ total: number; brands: Brand[] }>({
          method: 'POST',
          path: `/v1/brands/${brandId}/brands/search`,
          body,
        }),
        this.gateway.request<{ total: number; employers: FoundEmployer[] }>({
          method: 'POST',
          path: `/v1/brands/${brandId}/employers/search`,
          body,
        }),
      ]);
      if (term !== this.latest) return;
      runInAction(() => {
        this.results = {
          term,
          brands: brands.brands,
          brandsTotal: brands.total,
          employers: employers.employers,
          employersTotal: employers.total,
        };
        this.status = 'ready';
      });
    } catch {
      if (term === this.latest) runInAction(() => (this.status = 'failed'));
    }
  }
}
