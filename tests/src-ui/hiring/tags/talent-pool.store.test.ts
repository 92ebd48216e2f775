import 'reflect-metadata';
import { TalentPoolStore } from '../../../../src-ui/hiring/tags/talent-pool.store';
import { apiFailure } from '../../../fakes/api-failure';
import { FakeTagsApi } from '../../../fakes/tags-api.fake';
import { fakeCandidate as candidate, fakeTag as tag } from '../../../fakes/tag-fixtures';

function setUp() {
  const api = new FakeTagsApi();
  api.tagList = [tag(1, 'new', 'STATUS'), tag(2, 'Bilingual', 'GLOBAL')];
  api.candidates = [candidate('a', 'Ann'), candidate('b', 'Ben'), candidate('c', 'Cleo')];
  return { api, store: new TalentPoolStore(api) };
}

describe('TalentPoolStore bulk tagging', () => {
  it('names every refused candidate (not only the first), writes nothing, and sends the rest once they are unselected', async () => {
    const { store, api } = setUp();
    api.optedOut.add('b');
    api.optedOut.add('c');
    await store.open(1);
    for (const entry of [candidate('a', 'Ann'), candidate('b', 'Ben'), candidate('c', 'Cleo')]) {
      store.toggle(entry, true);
    }
    expect(await store.apply(2, true)).toBe(false);
    expect(store.bulk.refused).toEqual([
      { candidateId: 'b', name: 'Ben Doe', reasonKey: 'tags.errors.CANDIDATE_OPTED_OUT' },
      { candidateId: 'c', name: 'Cleo Doe', reasonKey: 'tags.errors.CANDIDATE_OPTED_OUT' },
    ]);
    expect(store.bulk.failureKey).toBeUndefined();
    expect(api.candidates.some((entry) => entry.tags.length > 0)).toBe(false);
    expect(store.bulk.selected.size).toBe(3);

    store.bulk.dropRefused();
    expect(store.bulk.candidates.map((entry) => entry.candidateId)).toEqual(['a']);
    const reads = api.calls.filter((call) => call.startsWith('taggedCandidates')).length;
    expect(await store.apply(2, true)).toBe(true);
    expect(store.bulk.outcome).toEqual({ assigned: true, count: 1 });
    // The page is read again so the row shows its new tag.
    expect(api.calls.filter((call) => call.startsWith('taggedCandidates'))).toHaveLength(reads + 1);
  });

  it('keeps the selection and says why when a failure names no candidate; a new filter starts a new selection', async () => {
    const { store, api } = setUp();
    await store.open(1);
    store.toggle(candidate('a', 'Ann'), true);
    api.failNext = apiFailure(403, 'TAGS.HIRE_FORBIDDEN');
    expect(await store.apply(2, false)).toBe(false);
    expect(store.bulk.failureKey).toBe('tags.errors.HIRE_FORBIDDEN');
    expect(store.bulk.refused).toEqual([]);
    expect(store.bulk.selected.size).toBe(1);
    await store.filter(2, '');
    expect(store.bulk.selected.size).toBe(0);
  });
});
