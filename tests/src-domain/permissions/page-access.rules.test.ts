import type { Brand } from '../../../src-domain/brands/brand.model';
import type { AccessFacts } from '../../../src-domain/permissions/feature-access.rules';
import { pageOpens } from '../../../src-domain/permissions/page-access.rules';
import { PermissionPolicy } from '../../../src-domain/permissions/permission-policy.rules';

const brand = (services: string[]): Pick<Brand, 'id' | 'type' | 'services'> => ({
  id: 7,
  type: 'LOCATION',
  services: services.map((code) => ({ code, type: 'ACTIVE' })),
});

function facts(options: { employer?: boolean; accesses?: string[]; services?: string[] }): AccessFacts {
  return {
    user: { user_employer: options.employer ?? true },
    brand: brand(options.services ?? ['TEAM_SCHEDULING', 'SOURCE_HIRE']),
    policy: new PermissionPolicy([{ brandId: 7, user_accesses: options.accesses ?? [], permissions: [] }]),
  };
}

describe('pageOpens', () => {
  it('opens hiring only with SOURCE_HIRE (a scheduler without it is refused)', () => {
    expect(pageOpens('HIRING', facts({ accesses: ['TEAM_LIVE'] }))).toBe(false);
    expect(pageOpens('HIRING', facts({ accesses: ['SOURCE_HIRE'] }))).toBe(true);
  });

  it('opens scheduling only with TEAM_LIVE on a brand that has TEAM_SCHEDULING (not a demo)', () => {
    expect(pageOpens('SCHEDULING', facts({ accesses: ['TEAM_LIVE'] }))).toBe(true);
    expect(pageOpens('SCHEDULING', facts({ accesses: ['TEAM_LIVE'], services: ['SOURCE_HIRE'] }))).toBe(
      false,
    );
    expect(pageOpens('SCHEDULING', facts({ accesses: ['SOURCE_HIRE'] }))).toBe(false);
  });

  it('keeps the member dashboard for non-employers and employer pages for employers', () => {
    expect(pageOpens('MEMBER', facts({ employer: true }))).toBe(false);
    expect(pageOpens('MEMBER', facts({ employer: false }))).toBe(true);
    expect(pageOpens('EMPLOYER', facts({ employer: false }))).toBe(false);
    expect(pageOpens('HIRING', facts({ employer: false, accesses: ['SOURCE_HIRE'] }))).toBe(false);
    expect(pageOpens('SIGNED_IN', facts({ employer: false }))).toBe(true);
  });

  it('opens a feature page by the feature table, without a brand never', () => {
    const tts = facts({ accesses: ['SOURCE_HIRE'], services: ['TTS_DASHBOARD'] });
    expect(pageOpens('TTS_DASHBOARD', tts)).toBe(true);
    expect(pageOpens('TTS_DASHBOARD', { ...tts, brand: undefined })).toBe(false);
  });
});
