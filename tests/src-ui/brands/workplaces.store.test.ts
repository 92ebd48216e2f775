import type { BrandRef } from '../../../src-domain/brands/brand-profile.model';
import { WorkplacesStore } from '../../../src-ui/brands/workplaces.store';
import { FakeBrandsApi } from '../../fakes/brands-api.fake';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('WorkplacesStore', () => {
  it('reads the workplaces, fails with a retry, and recovers', async () => {
    const api = new FakeBrandsApi();
    api.workplaceList = [{ id: 7, name: 'Tidewater Portland Downtown', type: 'LOCATION' }];
    api.failWorkplaces = true;
    const store = new WorkplacesStore(api);
    store.load();
    expect(store.state).toEqual({ status: 'loading' });
    await settle();
    expect(store.state).toEqual({ status: 'failed' });
    api.failWorkplaces = false;
    store.load();
    await settle();
    expect(store.state).toEqual({ status: 'ready', brands: api.workplaceList });
  });

  it('keeps only the answer of the latest load, even when an older one arrives after it', async () => {
    const answers: ((brands: readonly BrandRef[]) => void)[] = [];
    const api = new FakeBrandsApi();
    api.workplaces = () => new Promise((resolve) => answers.push(resolve));
    const store = new WorkplacesStore(api);
    store.load();
    store.load();
    answers[1]!([]);
    await settle();
    answers[0]!([{ id: 7, name: 'Stale answer', type: 'LOCATION' }]);
    await settle();
    expect(store.state).toEqual({ status: 'ready', brands: [] });
  });
});
