import type { Brand } from '../../../src-domain/brands/brand.model';
import {
  canUse,
  featureAccess,
  hasSchedulingOnlyAccess,
  riskLocationFilterAllows,
  showsEmployerChrome,
  type AccessFacts,
} from '../../../src-domain/permissions/feature-access.rules';
import { PermissionPolicy } from '../../../src-domain/permissions/permission-policy.rules';

const active = (...codes: string[]) => codes.map((code) => ({ code, type: 'ACTIVE' }));

function facts(
  overrides: Partial<AccessFacts> & { brand?: Brand; permissions?: string[]; accesses?: string[] } = {},
): AccessFacts {
  const brand = 'brand' in overrides ? overrides.brand : { id: 10, type: 'LOCATION', name: 'Café' };
  return {
    user: { user_employer: true, entry_mode: { brand_id: 10, brand_type: 'LOCATION', top_level: false } },
    policy: new PermissionPolicy([
      {
        brandId: 10,
        permissions: (overrides.permissions ?? []).map((name) => ({ name })),
        user_accesses: overrides.accesses ?? [],
      },
    ]),
    ...overrides,
    brand,
  };
}

describe('feature access table (spec 000 §6)', () => {
  it('Halo: services TEAM_SCHEDULING and HALO_DASHBOARD, permission VIEW_HALO_DASHBOARD', () => {
    const brand = { id: 10, type: 'GP-1', name: 'G', services: active('TEAM_SCHEDULING', 'HALO_DASHBOARD') };
    expect(canUse('HALO_DASHBOARD', facts({ brand, permissions: ['VIEW_HALO_DASHBOARD'] }))).toBe(true);
    expect(canUse('HALO_DASHBOARD', facts({ brand }))).toBe(false);
    expect(
      canUse(
        'HALO_DASHBOARD',
        facts({
          brand: { ...brand, services: active('TEAM_SCHEDULING') },
          permissions: ['VIEW_HALO_DASHBOARD'],
        }),
      ),
    ).toBe(false);
  });

  it('Risk: TEAM_LIVE, RISK_DETECTION, ACCESS_RISK_DETECTION_DASHBOARD and the location-filter rule', () => {
    const location = { id: 10, type: 'LOCATION', name: 'L', services: active('RISK_DETECTION') };
    const base = { permissions: ['ACCESS_RISK_DETECTION_DASHBOARD'], accesses: ['TEAM_LIVE'] };
    expect(
      canUse('RISK_DASHBOARD', facts({ ...base, brand: location, locationFilterType: 'CHILDREN_ONLY' })),
    ).toBe(true);
    expect(
      canUse(
        'RISK_DASHBOARD',
        facts({ ...base, brand: { ...location, type: 'GP-2' }, locationFilterType: 'CHILDREN_ONLY' }),
      ),
    ).toBe(false);
    expect(
      canUse(
        'RISK_DASHBOARD',
        facts({ ...base, brand: { ...location, type: 'GP-2' }, locationFilterType: 'ALL_LEVELS' }),
      ),
    ).toBe(true);
    expect(canUse('RISK_DASHBOARD', facts({ ...base, brand: location }))).toBe(false);
    expect(
      canUse(
        'RISK_DASHBOARD',
        facts({ permissions: base.permissions, brand: location, locationFilterType: 'ALL_LEVELS' }),
      ),
    ).toBe(false);
    expect(riskLocationFilterAllows('SELF_ONLY', false)).toBe(false);
  });

  it('Engagement: service HARRI_ENGAGE and permission VIEW_TEAM_ENGAGEMENT', () => {
    const brand = { id: 10, type: 'LOCATION', name: 'L', services: active('HARRI_ENGAGE') };
    expect(canUse('ENGAGEMENT_DASHBOARD', facts({ brand, permissions: ['VIEW_TEAM_ENGAGEMENT'] }))).toBe(
      true,
    );
    expect(canUse('ENGAGEMENT_DASHBOARD', facts({ brand }))).toBe(false);
  });

  it('TTS: SOURCE_HIRE, service TTS_DASHBOARD, on a non-GP brand only', () => {
    const brand = { id: 10, type: 'LOCATION', name: 'L', services: active('TTS_DASHBOARD') };
    expect(canUse('TTS_DASHBOARD', facts({ brand, accesses: ['SOURCE_HIRE'] }))).toBe(true);
    expect(
      canUse('TTS_DASHBOARD', facts({ brand: { ...brand, type: 'GP-3' }, accesses: ['SOURCE_HIRE'] })),
    ).toBe(false);
    expect(canUse('TTS_DASHBOARD', facts({ brand }))).toBe(false);
  });

  it('ATR: SOURCE_HIRE, service ATR, atr_type MB or BNB_WORKDAY', () => {
    const brand = { id: 10, type: 'LOCATION', name: 'L', services: active('ATR') };
    expect(canUse('ATR', facts({ brand, accesses: ['SOURCE_HIRE'], atrType: 'MB' }))).toBe(true);
    expect(canUse('ATR', facts({ brand, accesses: ['SOURCE_HIRE'], atrType: 'BNB_WORKDAY' }))).toBe(true);
    expect(canUse('ATR', facts({ brand, accesses: ['SOURCE_HIRE'], atrType: 'OTHER' }))).toBe(false);
    expect(canUse('ATR', facts({ brand, accesses: ['SOURCE_HIRE'] }))).toBe(false);
  });

  it('Global search: employers with a top-level entry or SOURCE_HIRE', () => {
    const topLevelUser = {
      user_employer: true,
      entry_mode: { brand_id: 1, brand_type: 'GP-1', top_level: true },
    };
    expect(canUse('GLOBAL_SEARCH', facts({ user: topLevelUser }))).toBe(true);
    expect(canUse('GLOBAL_SEARCH', facts({ accesses: ['SOURCE_HIRE'] }))).toBe(true);
    expect(canUse('GLOBAL_SEARCH', facts())).toBe(false);
    expect(canUse('GLOBAL_SEARCH', facts({ brand: undefined }))).toBe(false);
    expect(canUse('GLOBAL_SEARCH', facts({ user: { ...topLevelUser, user_employer: false } }))).toBe(false);
  });

  it('Themed branding needs MICE; sales is removed for MANAGER_NO_SALES', () => {
    expect(
      canUse('THEMED_BRANDING', facts({ brand: { id: 10, type: 'L', name: 'L', services: active('MICE') } })),
    ).toBe(true);
    expect(canUse('THEMED_BRANDING', facts())).toBe(false);
    expect(canUse('SALES', facts())).toBe(true);
    expect(
      canUse('SALES', facts({ user: { user_employer: true, persona: { name: 'MANAGER_NO_SALES' } } })),
    ).toBe(false);
  });

  it('without a brand every brand-scoped feature is off; the whole table at once', () => {
    const table = featureAccess(facts({ brand: undefined }));
    expect(table).toEqual({
      HALO_DASHBOARD: false,
      RISK_DASHBOARD: false,
      ENGAGEMENT_DASHBOARD: false,
      TTS_DASHBOARD: false,
      ATR: false,
      GLOBAL_SEARCH: false,
      THEMED_BRANDING: false,
      SALES: true,
    });
  });

  it('scheduling-only access and employer chrome', () => {
    expect(hasSchedulingOnlyAccess(facts({ accesses: ['TEAM_LIVE'] }))).toBe(true);
    expect(hasSchedulingOnlyAccess(facts({ accesses: ['TEAM_LIVE', 'SOURCE_HIRE'] }))).toBe(false);
    expect(hasSchedulingOnlyAccess(facts({ brand: undefined, accesses: ['TEAM_LIVE'] }))).toBe(false);
    expect(showsEmployerChrome({ user_employer: true })).toBe(true);
    expect(showsEmployerChrome({ user_employer: false })).toBe(false);
  });
});
