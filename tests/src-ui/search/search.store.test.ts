import 'reflect-metadata';
import { SEARCH_KINDS, type SearchKind, type SearchResult } from '../../../src-domain/search/search-api.port';
import { SEARCH_PAGE_SIZE, SearchStore } from '../../../src-ui/search/search.store';
import { FakeSearchApi } from '../../fakes/search-api.fake';

/** 23 candidates, 1 location, no member; each page holds the right slice of the candidates. */
function answer(term: string, kind: SearchKind | undefined, page: number, perPage: number): SearchResult {
  const counts = { CANDIDATE: 23, LOCATION: 1, MEMBER: 0 };
  return {
    query: term,
    mode: 'SUBSTRING',
    counts,
    capped: { CANDIDATE: false, LOCATION: false, MEMBER: false },
    pages: (kind ? [kind] : SEARCH_KINDS).map((one) => ({
      kind: one,
      page,
      perPage,
      total: counts[one],
      items: Array.from(
        { length: Math.max(0, Math.min(perPage, counts[one] - (page - 1) * perPage)) },
        (_, index) => ({
          kind: one,
          id: String((page - 1) * perPage + index + 1),
          userId: one === 'LOCATION' ? undefined : `u-${index}`,
          brandId: 7,
          brandName: 'Grill Downtown',
          title: `${term} ${(page - 1) * perPage + index + 1}`,
          subtitle: '',
        }),
      ),
    })),
  };
}

describe('SearchStore', () => {
  it('reads the counts and the first page of every kind, then turns one kind’s page alone', async () => {
    const api = new FakeSearchApi(answer);
    const store = new SearchStore(api);
    await store.search(' jose ');
    expect(store.status).toBe('ready');
    expect(store.results?.counts).toEqual({ CANDIDATE: 23, LOCATION: 1, MEMBER: 0 });
    expect(store.results?.pages.CANDIDATE.items).toHaveLength(SEARCH_PAGE_SIZE);
    expect(store.results?.pages.LOCATION.items).toHaveLength(1);
    await store.turnPage('CANDIDATE', 3);
    expect(store.results?.pages.CANDIDATE.page).toBe(3);
    expect(store.results?.pages.CANDIDATE.items.map((hit) => hit.id)).toEqual(['21', '22', '23']);
    expect(store.results?.pages.LOCATION.items).toHaveLength(1);
    expect(api.calls).toEqual([
      `search:jose:*:1:${SEARCH_PAGE_SIZE}`,
      `search:jose:CANDIDATE:3:${SEARCH_PAGE_SIZE}`,
    ]);
  });

  it('says a failed read failed, and a failed page turn names its kind and page to retry', async () => {
    const api = new FakeSearchApi(answer);
    const store = new SearchStore(api);
    api.failing = true;
    await store.search('jose');
    expect(store.status).toBe('failed');
    api.failing = false;
    await store.search('jose');
    api.failing = true;
    await store.turnPage('CANDIDATE', 2);
    expect(store.turnFailed).toEqual({ kind: 'CANDIDATE', page: 2 });
    expect(store.turning).toBeUndefined();
    expect(store.results?.pages.CANDIDATE.page).toBe(1);
  });

  it('asks no suggestions for a term shorter than two characters, and keeps only the latest term’s', async () => {
    const api = new FakeSearchApi(answer);
    const store = new SearchStore(api);
    await store.suggest('j');
    expect(api.calls).toEqual([]);
    expect(store.suggestionStatus).toBe('idle');
    const older = store.suggest('jo');
    const newer = store.suggest('jos');
    await Promise.all([older, newer]);
    expect(store.suggestions?.query).toBe('jos');
  });
});
