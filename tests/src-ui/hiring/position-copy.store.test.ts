import { PositionCopyStore } from '../../../src-ui/hiring/position-copy.store';
import { FakePositionPostingsApi } from '../../fakes/position-postings-api.fake';

async function storeWithPosting() {
  const api = new FakePositionPostingsApi();
  const source = await api.open(1, {
    title: 'Patio server',
    category: 'FOH',
    employmentType: 'SEASONAL',
    payMin: undefined,
    payMax: undefined,
    payPeriod: undefined,
    description: '',
    questions: [],
  });
  const store = new PositionCopyStore(api);
  api.locations = [
    { id: 3, name: 'Seattle Airport' },
    { id: 1, name: 'Portland Downtown' },
    { id: 2, name: 'Portland Pearl' },
  ];
  await store.start({ brandId: 1, positionId: source.id, title: source.title, locationId: 1 });
  return { api, store };
}

describe('copying a position to locations', () => {
  it('offers the other locations by name and searches them by every word', async () => {
    const { store } = await storeWithPosting();
    expect(store.shown.map((l) => l.name)).toEqual(['Portland Pearl', 'Seattle Airport']);
    store.setQuery('  pearl portland ');
    expect(store.shown.map((l) => l.id)).toEqual([2]);
  });

  it('copies to the checked locations in one call, or keeps the checks with the refusal', async () => {
    const { api, store } = await storeWithPosting();
    await store.submit();
    expect(store.failure).toBe('POSITIONS.COPY_TARGETS_INVALID');
    store.toggle(2, true);
    store.toggle(3, true);
    api.forbidden.add(3);
    await store.submit();
    expect(store.failure).toBe('POSITIONS.HIRE_FORBIDDEN');
    expect([...store.selected]).toEqual([2, 3]);
    expect(api.postings.size).toBe(1);
    api.forbidden.clear();
    await store.submit();
    expect(store.copied).toBe(2);
    expect(store.done).toBe(1);
    expect(api.calls).toContain('copy:1:1000:2,3');
  });
});
