import { homePageFactsFrom } from '../../../src-domain/home-page/home-page-facts.rules';
import { chooseHomePage } from '../../../src-domain/home-page/home-page.rules';
import { PermissionPolicy } from '../../../src-domain/permissions/permission-policy.rules';

describe('home-page facts from the feature table', () => {
  it('a TTS location user lands on /dashboard/tts', () => {
    const facts = homePageFactsFrom(
      {
        user: { user_employer: true, entry_mode: { brand_id: 4, brand_type: 'LOCATION', top_level: false } },
        brand: { id: 4, type: 'LOCATION', services: [{ code: 'TTS_DASHBOARD', type: 'ACTIVE' }] },
        policy: new PermissionPolicy([{ brandId: 4, permissions: [], user_accesses: ['SOURCE_HIRE'] }]),
      },
      { isShadowUser: false, corporateOrigin: 'https://corp.example' },
    );
    expect(facts).toMatchObject({
      tts: true,
      schedulingOnly: false,
      dashboards: { halo: false, risk: false, engagement: false },
    });
    expect(chooseHomePage(facts)).toMatchObject({ path: '/dashboard/tts' });
  });
});
