import 'reflect-metadata';
import { TagManagerStore } from '../../../../src-ui/hiring/tags/tag-manager.store';
import { apiFailure } from '../../../fakes/api-failure';
import { FakePositionsApi } from '../../../fakes/positions-api.fake';
import { FakeTagsApi } from '../../../fakes/tags-api.fake';

function setUp() {
  const api = new FakeTagsApi();
  const positions = new FakePositionsApi();
  positions.byBrand.set(1, [
    { category: 'FOH', positions: [{ id: 100, title: 'Server', locationName: 'Downtown' }] },
    { category: 'BOH', positions: [{ id: 101, title: 'Line Cook', locationName: 'Downtown' }] },
  ]);
  return { api, positions, store: new TagManagerStore(api, positions) };
}

describe('TagManagerStore', () => {
  it('offers the positions of the brand’s subtree for a position tag', async () => {
    const { store, positions } = setUp();
    await store.load(1);
    await store.loadPositions();
    expect(store.positions.kind === 'ready' && store.positions.value.map((entry) => entry.title)).toEqual([
      'Server',
      'Line Cook',
    ]);
    expect(positions.calls).toEqual(['positionsByCategory:1']);
  });

  it('creates a position tag for the chosen position, and refuses one without a position', async () => {
    const { store, api } = setUp();
    await store.load(1);
    expect(await store.create('Wine knowledge', 'POSITION')).toBe(false);
    expect(store.failureKey).toBe('tags.errors.POSITION_REQUIRED');
    expect(api.calls.some((call) => call.startsWith('createTag'))).toBe(false);
    expect(await store.create('Wine knowledge', 'POSITION', 100)).toBe(true);
    expect(store.tagsOf('POSITION').map((tag) => tag.name)).toEqual(['Wine knowledge']);
  });

  it('says when the positions of a brand could not be read', async () => {
    const { store } = setUp();
    await store.load(2);
    await store.loadPositions();
    expect(store.positions.kind).toBe('failed');
  });

  it('explains a taken name from the server', async () => {
    const { store, api } = setUp();
    await store.load(1);
    api.failNext = apiFailure(409, 'TAGS.NAME_TAKEN');
    expect(await store.create('Bilingual', 'GLOBAL')).toBe(false);
    expect(store.failureKey).toBe('tags.errors.NAME_TAKEN');
  });
});
