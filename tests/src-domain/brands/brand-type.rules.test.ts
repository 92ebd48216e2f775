import {
  brandHasService,
  contextOf,
  gpLevel,
  isServiceGranting,
  isTopLevelType,
  shouldSetContextForEntry,
} from '../../../src-domain/brands/brand-type.rules';

describe('brand types (spec 000 §3: "types starting with GP- are top level")', () => {
  it('detects GP-n types as top level and reads n', () => {
    expect(isTopLevelType('GP-1')).toBe(true);
    expect(isTopLevelType('gp-5')).toBe(true);
    expect(isTopLevelType('LOCATION')).toBe(false);
    expect(isTopLevelType(undefined)).toBe(false);
    expect(gpLevel('GP-5')).toBe(5);
    expect(gpLevel('GP-x')).toBeUndefined();
    expect(gpLevel('LOCATION')).toBeUndefined();
  });

  it('counts ACTIVE and PASS services and their sub-services, not others', () => {
    const brand = {
      services: [
        { code: 'TEAM_SCHEDULING', type: 'ACTIVE', sub_services: [{ code: 'HALO_DASHBOARD' }] },
        { code: 'MICE', type: 'pass' },
        { code: 'ATR', type: 'INACTIVE', sub_services: [{ code: 'X' }] },
      ],
    };
    expect(isServiceGranting({ code: 'A', type: 'PASS' })).toBe(true);
    expect(brandHasService(brand, 'TEAM_SCHEDULING')).toBe(true);
    expect(brandHasService(brand, 'HALO_DASHBOARD')).toBe(true);
    expect(brandHasService(brand, 'MICE')).toBe(true);
    expect(brandHasService(brand, 'ATR')).toBe(false);
    expect(brandHasService(brand, 'X')).toBe(false);
    expect(brandHasService(undefined, 'MICE')).toBe(false);
    expect(brandHasService({}, 'MICE')).toBe(false);
  });

  it('builds the context of a brand and sets it only for non-top-level entries', () => {
    expect(contextOf({ id: 7, type: 'GP-2' })).toEqual({ brand_id: 7, brand_type: 'GP-2', top_level: true });
    expect(shouldSetContextForEntry({ brand_id: 3, brand_type: 'LOCATION', top_level: false })).toBe(true);
    expect(shouldSetContextForEntry({ brand_id: 3, brand_type: 'GP-1', top_level: true })).toBe(false);
    expect(shouldSetContextForEntry(undefined)).toBe(false);
  });
});
