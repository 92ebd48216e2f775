import 'reflect-metadata';
import { InboxTaggingStore } from '../../../../src-ui/hiring/tags/inbox-tagging.store';
import { apiFailure } from '../../../fakes/api-failure';
import { applicationSummary } from '../../../fakes/application-summary.fixture';
import { FakeTagsApi } from '../../../fakes/tags-api.fake';
import { fakeCandidate as candidate, fakeTag as tag } from '../../../fakes/tag-fixtures';

const row = (id: number, candidateId: string, firstName: string) =>
  applicationSummary(id, { candidate: { id: candidateId, firstName, lastName: 'Doe' } });

function setUp() {
  const api = new FakeTagsApi();
  api.tagList = [tag(1, 'new', 'STATUS'), tag(2, 'Bilingual', 'GLOBAL'), tag(3, 'Call back', 'PRIVATE')];
  api.candidates = [candidate('a', 'Ann'), candidate('b', 'Ben'), candidate('c', 'Cleo')];
  return { api, store: new InboxTaggingStore(api) };
}

describe('InboxTaggingStore', () => {
  it('offers the brand’s tags without the pipeline stages', async () => {
    const { store, api } = setUp();
    await store.open(1);
    expect(store.tags.kind === 'ready' && store.tags.value.map((entry) => entry.name)).toEqual([
      'Bilingual',
      'Call back',
    ]);
    expect(api.calls).toEqual(['tags:1:true']);
  });

  it('tags every selected candidate once in one call, even with two rows of one candidate', async () => {
    const { store, api } = setUp();
    await store.open(1);
    store.toggleAll([row(10, 'a', 'Ann'), row(11, 'b', 'Ben'), row(12, 'a', 'Ann')], true);
    expect(store.bulk.selected.size).toBe(3);
    expect(store.bulk.candidates.map((entry) => entry.candidateId)).toEqual(['a', 'b']);
    expect(await store.apply(2, true)).toBe(true);
    expect(api.calls).toContain('assign:1:a,b:2:');
    expect(store.bulk.outcome).toEqual({ assigned: true, count: 2 });
    expect(store.bulk.selected.size).toBe(0);
    expect(api.candidates.filter((entry) => entry.tags.some((carried) => carried.tagId === 2))).toHaveLength(
      2,
    );
  });

  it('names each refused candidate, writes nothing, and sends the others once they are unselected', async () => {
    const { store, api } = setUp();
    api.optedOut.add('b');
    await store.open(1);
    store.toggle(row(10, 'a', 'Ann'), true);
    store.toggle(row(11, 'b', 'Ben'), true);
    store.toggle(row(12, 'z', 'Zed'), true);
    expect(await store.apply(2, true)).toBe(false);
    expect(store.bulk.refused).toEqual([
      { candidateId: 'b', name: 'Ben Doe', reasonKey: 'tags.errors.CANDIDATE_OPTED_OUT' },
      { candidateId: 'z', name: 'Zed Doe', reasonKey: 'tags.errors.CANDIDATE_NOT_FOUND' },
    ]);
    expect(api.candidates.some((entry) => entry.tags.length > 0)).toBe(false);
    expect(store.bulk.selected.size).toBe(3);
    store.bulk.dropRefused();
    expect(store.bulk.candidates.map((entry) => entry.candidateId)).toEqual(['a']);
    expect(await store.apply(2, true)).toBe(true);
    expect(store.bulk.outcome).toEqual({ assigned: true, count: 1 });
  });

  it('takes a tag off the selection, and says so when a failure names no candidate', async () => {
    const { store, api } = setUp();
    await store.open(1);
    store.toggle(row(10, 'a', 'Ann'), true);
    api.failNext = apiFailure(403, 'TAGS.HIRE_FORBIDDEN');
    expect(await store.apply(2, false)).toBe(false);
    expect(store.bulk.failureKey).toBe('tags.errors.HIRE_FORBIDDEN');
    expect(store.bulk.selected.size).toBe(1);
    expect(await store.apply(2, false)).toBe(true);
    expect(store.bulk.outcome).toEqual({ assigned: false, count: 1 });
  });

  it('starts a new selection for another brand and retries a failed tags read', async () => {
    const { store, api } = setUp();
    api.failNext = apiFailure(500, 'INTERNAL');
    await store.open(1);
    expect(store.tags.kind).toBe('failed');
    store.toggle(row(10, 'a', 'Ann'), true);
    await store.open(1);
    expect(store.tags.kind).toBe('ready');
    expect(store.bulk.selected.size).toBe(1);
    await store.open(2);
    expect(store.bulk.selected.size).toBe(0);
  });
});
