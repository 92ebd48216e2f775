import 'reflect-metadata';
import { CandidatePoolsStore } from '../../../../src-ui/hiring/tags/candidate-pools.store';
import { apiFailure } from '../../../fakes/api-failure';
import { FakeTagsApi } from '../../../fakes/tags-api.fake';

function setUp() {
  const api = new FakeTagsApi();
  api.myPools = {
    optedOut: false,
    optedOutAt: undefined,
    brands: [{ brandId: 3, brandName: 'Harbor Grill', pools: ['Patio team'], privateTags: 1 }],
  };
  return { api, store: new CandidatePoolsStore(api) };
}

describe('CandidatePoolsStore', () => {
  it('shows the brands keeping the candidate, opts out and back in', async () => {
    const { store, api } = setUp();
    await store.load();
    expect(store.pools.kind === 'ready' && store.pools.value.brands[0]?.pools).toEqual(['Patio team']);
    expect(await store.setOptOut(true)).toBe(true);
    expect(store.pools.kind === 'ready' && store.pools.value).toEqual(
      expect.objectContaining({ optedOut: true, brands: [] }),
    );
    expect(await store.setOptOut(false)).toBe(true);
    expect(store.pools.kind === 'ready' && store.pools.value.optedOut).toBe(false);
    expect(api.calls).toEqual(['myTalentPools', 'setTalentPoolOptOut:true', 'setTalentPoolOptOut:false']);
  });

  it('fails a read into the error state and keeps what is shown when saving fails', async () => {
    const { store, api } = setUp();
    api.failNext = apiFailure(500, 'INTERNAL');
    await store.load();
    expect(store.pools.kind).toBe('failed');
    await store.load();
    api.failNext = apiFailure(500, 'INTERNAL');
    expect(await store.setOptOut(true)).toBe(false);
    expect(store.saveFailed).toBe(true);
    expect(store.saving).toBe(false);
    expect(store.pools.kind === 'ready' && store.pools.value.optedOut).toBe(false);
  });
});
