import fc from 'fast-check';
import type { BrandPolicy } from '../../../src-domain/permissions/policy.model';
import { PermissionPolicy } from '../../../src-domain/permissions/permission-policy.rules';

const policies: BrandPolicy[] = [
  {
    brandId: 1,
    permissions: [
      { name: 'VIEW_HALO_DASHBOARD' },
      { name: 'VIEW_CANDIDATES', conditions: [{ type: 'POSITION_CATEGORY', values: [{ code: 'KITCHEN' }] }] },
      { name: 'VIEW_CANDIDATES', conditions: [{ type: 'JOB_BOARD', values: [{ code: 'INDEED' }] }] },
      { name: 'VIEW_LOGBOOK', conditions: [{ type: 'LOGBOOK_ENTRY_TYPE', values: [{ code: 'INCIDENT' }] }] },
    ],
    user_accesses: ['SOURCE_HIRE', 'TEAM_LIVE'],
  },
  { brandId: 2, permissions: [{ name: 'VIEW_HALO_DASHBOARD' }], user_accesses: ['TEAM_LIVE'] },
];

describe('PermissionPolicy (spec 000 §6: has, hasAny, hasAll, hasAccess, brands ANY or ALL)', () => {
  const policy = new PermissionPolicy(policies);

  it('has: per brand, brands ANY by default, ALL on request', () => {
    expect(policy.brandIds()).toEqual([1, 2]);
    expect(policy.has('VIEW_HALO_DASHBOARD')).toBe(true);
    expect(policy.has('VIEW_LOGBOOK', { brands: [2] })).toBe(false);
    expect(policy.has('VIEW_LOGBOOK', { brands: [1, 2] })).toBe(true);
    expect(policy.has('VIEW_LOGBOOK', { brands: [1, 2], brandsMode: 'ALL' })).toBe(false);
    expect(policy.has('VIEW_HALO_DASHBOARD', { brands: [1, 2], brandsMode: 'ALL' })).toBe(true);
    expect(policy.has('VIEW_HALO_DASHBOARD', { brands: [99] })).toBe(false);
    expect(policy.has('VIEW_HALO_DASHBOARD', { brands: [] })).toBe(false);
  });

  it('conditions restrict by position category, job board and logbook entry type', () => {
    expect(policy.has('VIEW_CANDIDATES', { positionCategory: 'KITCHEN' })).toBe(true);
    expect(policy.has('VIEW_CANDIDATES', { jobBoard: 'INDEED' })).toBe(true);
    // the first grant is restricted to KITCHEN; the second only restricts job boards
    expect(policy.has('VIEW_CANDIDATES', { positionCategory: 'BAR' })).toBe(true);
    expect(policy.has('VIEW_CANDIDATES', { positionCategory: 'BAR', jobBoard: 'LINKEDIN' })).toBe(false);
    expect(policy.has('VIEW_LOGBOOK', { logbookEntryType: 'INCIDENT' })).toBe(true);
    expect(policy.has('VIEW_LOGBOOK', { logbookEntryType: 'NOTE' })).toBe(false);
    expect(policy.has('VIEW_HALO_DASHBOARD', { positionCategory: 'ANY' })).toBe(true);
  });

  it('hasAny and hasAll; empty lists deny', () => {
    expect(policy.hasAny(['NOPE', 'VIEW_LOGBOOK'])).toBe(true);
    expect(policy.hasAll(['NOPE', 'VIEW_LOGBOOK'])).toBe(false);
    expect(policy.hasAll(['VIEW_HALO_DASHBOARD', 'VIEW_LOGBOOK'], { brands: [1] })).toBe(true);
    expect(policy.hasAny([])).toBe(false);
    expect(policy.hasAll([])).toBe(false);
  });

  it('hasAccess reads user accesses per brand', () => {
    expect(policy.hasAccess('SOURCE_HIRE')).toBe(true);
    expect(policy.hasAccess('SOURCE_HIRE', { brands: [2] })).toBe(false);
    expect(policy.hasAccess('TEAM_LIVE', { brands: [1, 2], brandsMode: 'ALL' })).toBe(true);
    expect(new PermissionPolicy([]).hasAccess('TEAM_LIVE')).toBe(false);
  });

  it('law: hasAll implies hasAny for every non-empty list and check', () => {
    const names = fc.constantFrom('A', 'B', 'C', 'D');
    const permission = fc.record({
      name: names,
      conditions: fc.option(
        fc.array(
          fc.record({
            type: fc.constantFrom('POSITION_CATEGORY', 'JOB_BOARD', 'LOGBOOK_ENTRY_TYPE'),
            values: fc.array(fc.record({ code: fc.constantFrom('x', 'y') }), { maxLength: 2 }),
          }),
          { maxLength: 2 },
        ),
        { nil: undefined },
      ),
    });
    const brandPolicy = fc.record({
      brandId: fc.integer({ min: 1, max: 4 }),
      permissions: fc.array(permission, { maxLength: 5 }),
      user_accesses: fc.array(fc.constantFrom('SOURCE_HIRE', 'TEAM_LIVE')),
    });
    const check = fc.record(
      {
        brands: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 3 }),
        brandsMode: fc.constantFrom('ANY' as const, 'ALL' as const),
        positionCategory: fc.constantFrom('x', 'y'),
        jobBoard: fc.constantFrom('x', 'y'),
        logbookEntryType: fc.constantFrom('x', 'y'),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.array(brandPolicy, { maxLength: 4 }),
        fc.array(names, { minLength: 1, maxLength: 4 }),
        check,
        (list, asked, options) => {
          const subject = new PermissionPolicy(list);
          return !subject.hasAll(asked, options) || subject.hasAny(asked, options);
        },
      ),
    );
  });
});
