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

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Results per kind on the results page. */
export const SEARCH_LIMIT = 25;

/** Suggestions per kind in the header's type-ahead list. */
export const SUGGESTION_LIMIT = 5;

/** Shorter terms (trimmed) ask for no suggestions: one letter matches nearly everything. */
export const SUGGESTION_MIN_LENGTH = 2;

/** The header search waits this long after the last key before it asks (spec 001 §9 debounce). */
export const TYPE_AHEAD_DELAY_MS = 300;

/**
 * Global search (spec 000 §2; its results are "not shown", so ours): brands and managers whose
 * name contains the term, across the caller's whole accessible tree — every root of it, not only
 * the brand in context — with the totals. Two independent slots: the results page (`search`,
 * first SEARCH_LIMIT of each kind) and the header's type-ahead (`suggest`, first SUGGESTION_LIMIT).
 */
@injectable()
export class SearchStore {
  status: SearchStatus = 'idle';
  results: SearchResults | undefined = undefined;
  suggestionStatus: SearchStatus = 'idle';
  suggestions: SearchResults | undefined = undefined;
  private latest = '';
  private latestSuggestion = '';

  constructor(
    @inject(BrandsApiPort) private readonly api: BrandsApiPort,
    @inject(BrandContextStore) private readonly brands: BrandContextStore,
  ) {
    makeAutoObservable<SearchStore, 'api' | 'brands' | 'latest' | 'latestSuggestion'>(this, {
      api: false,
      brands: false,
      latest: false,
      latestSuggestion: false,
    });
  }

  /** Searches for the results page; a newer term supersedes an older one. Never rejects. */
  async search(term: string): Promise<void> {
    this.latest = term;
    this.status = 'loading';
    try {
      const results = await this.find(term, SEARCH_LIMIT);
      if (term !== this.latest) return;
      runInAction(() => {
        this.results = results;
        this.status = 'ready';
      });
    } catch {
      if (term === this.latest) runInAction(() => (this.status = 'failed'));
    }
  }

  /**
   * Type-ahead suggestions for `term` (the caller debounces). A term shorter than
   * SUGGESTION_MIN_LENGTH clears them without a call; a newer term supersedes an older one.
   * Never rejects.
   */
  async suggest(term: string): Promise<void> {
    this.latestSuggestion = term;
    if (term.trim().length < SUGGESTION_MIN_LENGTH) {
      this.suggestions = undefined;
      this.suggestionStatus = 'idle';
      return;
    }
    this.suggestionStatus = 'loading';
    try {
      const suggestions = await this.find(term, SUGGESTION_LIMIT);
      if (term !== this.latestSuggestion) return;
      runInAction(() => {
        this.suggestions = suggestions;
        this.suggestionStatus = 'ready';
      });
    } catch {
      if (term === this.latestSuggestion) runInAction(() => (this.suggestionStatus = 'failed'));
    }
  }

  /** Both kinds under every root, the first `limit` of each, with the totals. Rejects on a failed call. */
  private async find(term: string, limit: number): Promise<SearchResults> {
    await this.brands.ensureLoaded();
    const roots = this.brands.tree?.roots ?? [];
    if (roots.length === 0) throw new Error('No brands to search');
    const search = { term: term.trim(), limit, offset: 0 };
    const pages = await Promise.all(
      roots.map((root) =>
        Promise.all([this.api.searchBrands(root.id, search), this.api.searchEmployers(root.id, search)]),
      ),
    );
    return {
      term,
      brands: pages.flatMap(([found]) => found.items).slice(0, limit),
      brandsTotal: pages.reduce((sum, [found]) => sum + found.total, 0),
      employers: pages.flatMap(([, found]) => found.items).slice(0, limit),
      employersTotal: pages.reduce((sum, [, found]) => sum + found.total, 0),
    };
  }
}
