import type { SearchApiPort, SearchKind, SearchResult } from '../../src-domain/search/search-api.port';

/** An in-memory SearchApiPort: answers what `answer` builds, records every call, fails on demand. */
export class FakeSearchApi implements SearchApiPort {
  readonly calls: string[] = [];
  /** While true every call rejects. */
  failing = false;

  constructor(
    private readonly answer: (
      term: string,
      kind: SearchKind | undefined,
      page: number,
      perPage: number,
    ) => SearchResult,
  ) {}

  search(term: string, options: { kind?: SearchKind; page: number; perPage: number }): Promise<SearchResult> {
    this.calls.push(`search:${term}:${options.kind ?? '*'}:${options.page}:${options.perPage}`);
    if (this.failing) return Promise.reject(new Error('search failed'));
    return Promise.resolve(this.answer(term, options.kind, options.page, options.perPage));
  }

  suggest(term: string): Promise<SearchResult> {
    this.calls.push(`suggest:${term}`);
    if (this.failing) return Promise.reject(new Error('suggest failed'));
    return Promise.resolve(this.answer(term, undefined, 1, 5));
  }
}
