import type { Brand } from '../../../src-domain/brands/brand.model';
import { expectedHaloReads } from '../../../src-domain/dashboards/halo-reads.rules';
import type { AccessFacts } from '../../../src-domain/permissions/feature-access.rules';
import { PermissionPolicy } from '../../../src-domain/permissions/permission-policy.rules';

const GRILL: Brand = {
  id: 2,
  type: 'GP-4',
  name: 'Harbor Grill',
  services: [
    { code: 'HARRI_ENGAGE', type: 'ACTIVE', sub_services: [{ code: 'REWARDS_AND_RECOGNITION' }] },
    { code: 'RISK_DETECTION', type: 'ACTIVE' },
  ],
};

function facts(
  permissions: string[],
  options: { brand?: Brand | undefined; accesses?: string[]; locationFilterType?: string } = {},
): AccessFacts {
  return {
    user: { user_employer: true },
    brand: 'brand' in options ? options.brand : GRILL,
    policy: new PermissionPolicy([
      {
        brandId: 2,
        permissions: permissions.map((name) => ({ name })),
        user_accesses: options.accesses ?? [],
      },
    ]),
    locationFilterType: options.locationFilterType,
  };
}

describe('expectedHaloReads', () => {
  it('expects engagement with the rewards service (a sub-service counts) and VIEW_TEAM_ENGAGEMENT or MANAGE_REWARDS', () => {
    expect(expectedHaloReads(facts(['VIEW_TEAM_ENGAGEMENT'])).engagement).toBe(true);
    expect(expectedHaloReads(facts(['MANAGE_REWARDS'])).engagement).toBe(true);
    expect(expectedHaloReads(facts([])).engagement).toBe(false);
    expect(
      expectedHaloReads(facts(['VIEW_TEAM_ENGAGEMENT'], { brand: { ...GRILL, services: [] } })).engagement,
    ).toBe(false);
  });

  it('expects risk where the risk dashboard opens', () => {
    const opens = { accesses: ['TEAM_LIVE'], locationFilterType: 'ALL_LEVELS' };
    expect(expectedHaloReads(facts(['ACCESS_RISK_DETECTION_DASHBOARD'], opens)).risk).toBe(true);
    expect(
      expectedHaloReads(facts(['ACCESS_RISK_DETECTION_DASHBOARD'], { ...opens, accesses: [] })).risk,
    ).toBe(false);
    expect(expectedHaloReads(facts([], opens)).risk).toBe(false);
  });

  it('expects neither without a brand', () => {
    expect(
      expectedHaloReads(
        facts(['VIEW_TEAM_ENGAGEMENT', 'ACCESS_RISK_DETECTION_DASHBOARD'], { brand: undefined }),
      ),
    ).toEqual({ engagement: false, risk: false });
  });
});
