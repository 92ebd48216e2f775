import type { CareersLocation } from '../../../src-domain/careers/careers-page.model';
import { CAREERS_LOCATIONS_PER_PAGE } from '../../../src-domain/careers/careers-page.rules';
import { CareersListStore } from '../../../src-ui/careers/careers-list.store';

/** `count` locations, "Kitchen 1" … with one Server position each, the first ones nearest to (0, 0). */
function locations(count: number): CareersLocation[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Kitchen ${index + 1}`,
    address: undefined,
    latitude: index / 10,
    longitude: 0,
    positions: [
      {
        id: 1000 + index,
        title: index % 2 === 0 ? 'Server' : 'Line Cook',
        category: 'FOH',
        employmentType: undefined,
        pay: undefined,
        postedAt: '2026-11-01T00:00:00Z',
      },
    ],
  }));
}

describe('CareersListStore paging (issue #38: a 500-location brand on a phone)', () => {
  it('lists the first page of locations and adds a page at each showMore', () => {
    const store = new CareersListStore(locations(45), async () => undefined);
    expect(store.listed).toHaveLength(CAREERS_LOCATIONS_PER_PAGE);
    expect(store.shown).toHaveLength(45);
    store.showMore();
    expect(store.listed).toHaveLength(2 * CAREERS_LOCATIONS_PER_PAGE);
    store.showMore();
    expect(store.listed.map((location) => location.name).at(-1)).toBe('Kitchen 45');
    expect(store.positionCount).toBe(45);
  });

  it('starts from the first page again when the filter or the order changes', async () => {
    const store = new CareersListStore(locations(60), async () => ({ latitude: 0, longitude: 0 }));
    store.showMore();
    store.setText('server');
    expect(store.shown).toHaveLength(30);
    expect(store.listed).toHaveLength(CAREERS_LOCATIONS_PER_PAGE);
    store.showMore();
    expect(store.listed).toHaveLength(30);
    await store.sortByDistance();
    expect(store.listed).toHaveLength(CAREERS_LOCATIONS_PER_PAGE);
    expect(store.listed[0]!.name).toBe('Kitchen 1');
    store.setLocation(7);
    expect(store.listed.map((location) => location.id)).toEqual([7]);
  });
});
