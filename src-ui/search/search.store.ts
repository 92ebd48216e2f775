import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Brand } from '../../src-domain/brands/brand.model';
import { BrandsApiPort, type FoundEmployer } from '../../src-domain/brands/brands-api.port';
import { BrandContextStore } from '../brands/brand-context.store';

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
 * Global search (spec 000 §2; its results are "not shown", so ours): brands and managers whose
 * name contains the term, across the caller's whole accessible tree — every root of it, not only
 * the brand in context — first SEARCH_LIMIT of each kind, with the totals.
 */
@injectable()
export class SearchStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  results: SearchResults | undefined = undefined;
  private latest = '';

  constructor(
    @inject(BrandsApiPort) private readonly api: BrandsApiPort,
    @inject(BrandContextStore) private readonly brands: BrandContextStore,
  ) {
    makeAutoObservable<SearchStore, 'api' | 'brands' | 'latest'>(this, {
      api: false,
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
      const roots = this.brands.tree?.roots ?? [];
      if (roots.length === 0) throw new Error('No brands to search');
      const search = { term: term.trim(), limit: SEARCH_LIMIT, offset: 0 };
      const pages = await Promise.all(
        roots.map((root) =>
          Promise.all([this.api.searchBrands(root.id, search), this.api.searchEmployers(root.id, search)]),
        ),
      );
      const brands = {
        items: pages.flatMap(([found]) => found.items).slice(0, SEARCH_LIMIT),
        total: pages.reduce((sum, [found]) => sum + found.total, 0),
      };
      const employers = {
        items: pages.flatMap(([, found]) => found.items).slice(0, SEARCH_LIMIT),
        total: pages.reduce((sum, [, found]) => sum + found.total, 0),
      };
      if (term !== this.latest) return;
      runInAction(() => {
        this.results = {
          term,
          brands: brands.items,
          brandsTotal: brands.total,
          employers: employers.items,
          employersTotal: employers.total,
        };
        this.status = 'ready';
      });
    } catch {
      if (term === this.latest) runInAction(() => (this.status = 'failed'));
    }
  }
}
