import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  SEARCH_KINDS,
  SearchApiPort,
  type SearchKind,
  type SearchMode,
  type SearchPage,
  type SearchResult,
} from '../../src-domain/search/search-api.port';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Rows per kind and page on the results page. */
export const SEARCH_PAGE_SIZE = 10;

/** Shorter terms (trimmed) ask for no suggestions: one letter matches nearly everything. */
export const SUGGESTION_MIN_LENGTH = 2;

/** What the results page shows of a term: the counts and one page of each kind. */
export interface SearchResults {
  readonly term: string;
  readonly mode: SearchMode;
  readonly counts: Readonly<Record<SearchKind, number>>;
  readonly capped: Readonly<Record<SearchKind, boolean>>;
  readonly pages: Readonly<Record<SearchKind, SearchPage>>;
}

const emptyPage = (kind: SearchKind): SearchPage => ({
  kind,
  page: 1,
  perPage: SEARCH_PAGE_SIZE,
  total: 0,
  items: [],
});

function byKind(result: SearchResult): Record<SearchKind, SearchPage> {
  const pages = {
    CANDIDATE: emptyPage('CANDIDATE'),
    LOCATION: emptyPage('LOCATION'),
    MEMBER: emptyPage('MEMBER'),
  };
  for (const page of result.pages) pages[page.kind] = page;
  return pages;
}

/**
 * Global search (spec 000 §2 global-search-result/{searchTerm}; issue #37): candidates, locations
 * and team members of the caller's subtree from the server's one index. Two independent slots:
 * the results page (`search`, then `turnPage` per kind) and the header's type-ahead (`suggest`).
 * A newer term supersedes an older one; nothing here rejects.
 */
@injectable()
export class SearchStore {
  status: SearchStatus = 'idle';
  results: SearchResults | undefined = undefined;
  /** The kind whose page is being turned (its table shows skeleton rows), if any. */
  turning: SearchKind | undefined = undefined;
  /** A page turn failed: the kind, to retry it. */
  turnFailed: { readonly kind: SearchKind; readonly page: number } | undefined = undefined;
  suggestionStatus: SearchStatus = 'idle';
  suggestions: SearchResult | undefined = undefined;
  /**
   * The term of the latest `suggest` call: `suggestionStatus` and `suggestions` are about it (an
   * answer for an older term is dropped). '' before any.
   */
  suggestionTerm = '';
  private latest = '';
  /** The suggestion call out now, if any (see `suggest`). */
  private asking: Promise<void> | undefined = undefined;

  constructor(@inject(SearchApiPort) private readonly api: SearchApiPort) {
    makeAutoObservable<SearchStore, 'api' | 'latest' | 'asking' | 'askLatest'>(this, {
      api: false,
      latest: false,
      asking: false,
      askLatest: false,
    });
  }

  /** The counts and first page of every kind for the results page. */
  async search(term: string): Promise<void> {
    this.latest = term;
    this.status = 'loading';
    this.turning = undefined;
    this.turnFailed = undefined;
    try {
      const result = await this.api.search(term.trim(), { page: 1, perPage: SEARCH_PAGE_SIZE });
      if (term !== this.latest) return;
      runInAction(() => {
        this.results = {
          term,
          mode: result.mode,
          counts: result.counts,
          capped: result.capped,
          pages: byKind(result),
        };
        this.status = 'ready';
      });
    } catch {
      if (term === this.latest) runInAction(() => (this.status = 'failed'));
    }
  }

  /** Page `page` (1-based) of one kind; the other kinds keep theirs. */
  async turnPage(kind: SearchKind, page: number): Promise<void> {
    const current = this.results;
    if (!current) return;
    this.turning = kind;
    this.turnFailed = undefined;
    try {
      const result = await this.api.search(current.term.trim(), { kind, page, perPage: SEARCH_PAGE_SIZE });
      if (this.results?.term !== current.term || this.turning !== kind) return;
      runInAction(() => {
        this.results = {
          ...current,
          mode: result.mode,
          counts: result.counts,
          capped: result.capped,
          pages: { ...current.pages, [kind]: byKind(result)[kind] },
        };
        this.turning = undefined;
      });
    } catch {
      runInAction(() => {
        if (this.turning === kind) this.turning = undefined;
        this.turnFailed = { kind, page };
      });
    }
  }

  /**
   * Type-ahead suggestions for `term`, asked at once (issue #37 budgets keystroke → suggestions at
   * 100 ms, p95, CPU 4×; a fixed wait after each key spent half of it). At most one call is out:
   * a term typed meanwhile waits for it and then only the latest goes, so fast typing costs one
   * call per answer, not one per key. The last answer stays in `suggestions` until the next one
   * replaces it (`suggestionTerm` says which term it is for). A term shorter than
   * SUGGESTION_MIN_LENGTH clears them without a call. Resolves once `term` was answered or
   * superseded.
   */
  suggest(term: string): Promise<void> {
    this.suggestionTerm = term;
    if (term.trim().length < SUGGESTION_MIN_LENGTH) {
      this.suggestions = undefined;
      this.suggestionStatus = 'idle';
      return Promise.resolve();
    }
    this.suggestionStatus = 'loading';
    this.asking ??= this.askLatest();
    return this.asking;
  }

  /** Asks for `suggestionTerm` until the answer that came is for the term now wanted. */
  private async askLatest(): Promise<void> {
    try {
      for (;;) {
        const term = this.suggestionTerm;
        if (term.trim().length < SUGGESTION_MIN_LENGTH) return;
        try {
          const suggestions = await this.api.suggest(term.trim());
          if (term !== this.suggestionTerm) continue;
          runInAction(() => {
            this.suggestions = suggestions;
            this.suggestionStatus = 'ready';
          });
        } catch {
          if (term !== this.suggestionTerm) continue;
          runInAction(() => (this.suggestionStatus = 'failed'));
        }
        return;
      }
    } finally {
      this.asking = undefined;
    }
  }
}

export { SEARCH_KINDS };

/** A count as shown: "1000+" when more match than were counted. */
export function shownCount(count: number, capped: boolean | undefined): string {
  return capped ? `${count}+` : String(count);
}
