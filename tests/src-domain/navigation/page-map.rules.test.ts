import {
  pageMapInfo,
  parsePageMap,
  samePageMap,
  serializePageMap,
} from '../../../src-domain/navigation/page-map.rules';

const location = { brand_id: 12, brand_type: 'LOCATION', top_level: false };

describe('page map info (spec 000 §2: the nested layout records map info for the entry and path)', () => {
  it('keeps the route pattern, the bare path and the entry brand', () => {
    expect(pageMapInfo('/access-portal/main/*', '/access-portal/main/jobs?x=1#top', location, 5)).toEqual({
      route: '/access-portal/main/*',
      path: '/access-portal/main/jobs',
      entry: location,
      recordedAt: 5,
    });
    expect(pageMapInfo('/dashboard', '', undefined, 0).path).toBe('/');
    expect(pageMapInfo('/x/*', `/x/${'a'.repeat(400)}`, undefined, 0).path).toHaveLength(255);
  });

  it('copies only the entry fields it names', () => {
    const wide = { ...location, name: 'Harbor Grill' } as typeof location;
    expect(pageMapInfo('/schedule', '/schedule', wide, 1).entry).toEqual(location);
  });

  it('reads back what it stored, and nothing from malformed text', () => {
    const info = pageMapInfo('/schedule', '/schedule', location, 9);
    expect(parsePageMap(serializePageMap(info))).toEqual(info);
    const noEntry = pageMapInfo('/schedule', '/schedule', undefined, 9);
    expect(parsePageMap(serializePageMap(noEntry))).toEqual(noEntry);
    expect(parsePageMap(undefined)).toBeUndefined();
    expect(parsePageMap('not json')).toBeUndefined();
    expect(parsePageMap('null')).toBeUndefined();
    expect(parsePageMap('{"page_map":{"route":"/a","path":3,"recordedAt":1}}')).toBeUndefined();
    expect(
      parsePageMap('{"page_map":{"route":"/a","path":"/a","recordedAt":1,"entry":{"brand_id":"x"}}}')?.entry,
    ).toBeUndefined();
  });

  it('tells when a record names the same page and entry', () => {
    const info = pageMapInfo('/schedule', '/schedule', location, 1);
    expect(samePageMap(undefined, info)).toBe(false);
    expect(samePageMap(info, pageMapInfo('/schedule', '/schedule', location, 2))).toBe(true);
    expect(samePageMap(info, pageMapInfo('/schedule', '/schedule', undefined, 2))).toBe(false);
    expect(samePageMap(info, pageMapInfo('/dashboard', '/dashboard', location, 2))).toBe(false);
    expect(
      samePageMap(info, pageMapInfo('/schedule', '/schedule', { ...location, top_level: true }, 2)),
    ).toBe(false);
  });
});
