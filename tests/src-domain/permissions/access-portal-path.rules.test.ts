import {
  accessPortalPathOf,
  accessPortalPlaceOf,
} from '../../../src-domain/permissions/access-portal-path.rules';

describe('the access portal path', () => {
  it.each([
    ['', {}],
    ['/', {}],
    ['starred', { view: 'STARRED' }],
    ['ownership/', { view: 'OWNERSHIP' }],
    ['12', { brandId: 12 }],
    ['12/all', { brandId: 12, view: 'ALL' }],
  ])('reads %j', (path, place) => {
    expect(accessPortalPlaceOf(path)).toEqual(place);
  });

  it.each(['0', '012', 'STARRED', 'constructor', '12/13', 'all/12', 'starred/extra', '1234567890123456'])(
    'refuses %j',
    (path) => {
      expect(accessPortalPlaceOf(path)).toBeUndefined();
    },
  );

  it('writes the root, the brand, then the view, and reads back what it wrote', () => {
    expect(accessPortalPathOf({})).toBe('/access-portal/main');
    expect(accessPortalPathOf({ view: 'OWNERSHIP' })).toBe('/access-portal/main/ownership');
    expect(accessPortalPathOf({ brandId: 7, view: 'STARRED' })).toBe('/access-portal/main/7/starred');
    expect(accessPortalPlaceOf(accessPortalPathOf({ brandId: 7, view: 'ALL' }).slice(20))).toEqual({
      brandId: 7,
      view: 'ALL',
    });
  });
});
