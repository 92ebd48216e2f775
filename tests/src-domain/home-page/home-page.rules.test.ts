import {
  chooseHomePage,
  dashboardHomePage,
  HOME_PAGE_ON_ERROR,
  shouldShowCustomWelcome,
  type HomePageFacts,
} from '../../../src-domain/home-page/home-page.rules';
import { LIKELY_HOME_PAGE } from '../../../src-domain/home-page/likely-home-page';

const employer: HomePageFacts = {
  isShadowUser: false,
  isEmployer: true,
  entry: { brand_id: 3, brand_type: 'LOCATION', top_level: false },
  dashboards: { halo: false, risk: false, engagement: false },
  schedulingOnly: false,
  tts: false,
  corporateOrigin: 'https://corporate.brigade.example',
};
const topLevel = { brand_id: 1, brand_type: 'GP-5', top_level: true };

describe('home page for /dashboard (spec 000 §4, the eight steps)', () => {
  it('1. shadow user: the corporate host', () => {
    expect(chooseHomePage({ ...employer, isShadowUser: true })).toEqual({
      kind: 'external',
      url: 'https://corporate.brigade.example',
      step: 'shadow-user',
    });
  });
  it('2. non-employer: /dashboard/member', () => {
    expect(chooseHomePage({ ...employer, isEmployer: false })).toMatchObject({ path: '/dashboard/member' });
  });
  it('3. by dashboard access and the saved preference', () => {
    const all = { halo: true, risk: true, engagement: true };
    expect(chooseHomePage({ ...employer, dashboards: all, savedPreference: 'RISK_ANALYSIS' })).toMatchObject({
      path: '/enterprise-dashboards/risk-dashboard',
      step: 'dashboard',
    });
    expect(dashboardHomePage({ dashboards: all, savedPreference: 'HARRI_ENGAGE' })).toBe(
      '/enterprise-dashboards/engagement-dashboard',
    );
    expect(dashboardHomePage({ dashboards: all, savedPreference: 'HALO_DASHBOARD', entry: topLevel })).toBe(
      '/enterprise-dashboards/gp-main-dashboard',
    );
    expect(dashboardHomePage({ dashboards: all, savedPreference: 'HALO_DASHBOARD' })).toBe(
      '/enterprise-dashboards/parent-main-dashboard',
    );
    // a preference without access falls back to Halo when accessible, else to the next steps
    expect(dashboardHomePage({ dashboards: { ...all, risk: false }, savedPreference: 'RISK_ANALYSIS' })).toBe(
      '/enterprise-dashboards/parent-main-dashboard',
    );
    expect(
      dashboardHomePage({
        dashboards: { halo: false, risk: false, engagement: true },
        savedPreference: 'RISK_ANALYSIS',
      }),
    ).toBeUndefined();
    expect(
      dashboardHomePage({
        dashboards: { halo: false, risk: true, engagement: true },
        savedPreference: 'UNKNOWN',
      }),
    ).toBeUndefined();
  });
  it('4. top-level entry: /access-portal/main', () => {
    expect(chooseHomePage({ ...employer, entry: topLevel })).toMatchObject({ path: '/access-portal/main' });
  });
  it('5. scheduling-only access: /schedule', () => {
    expect(chooseHomePage({ ...employer, schedulingOnly: true, tts: true })).toMatchObject({
      path: '/schedule',
    });
  });
  it('6. TTS access: /dashboard/tts', () => {
    expect(chooseHomePage({ ...employer, tts: true })).toMatchObject({ path: '/dashboard/tts' });
  });
  it('7. otherwise /dashboard/hiring', () => {
    expect(chooseHomePage(employer)).toMatchObject({ path: '/dashboard/hiring', step: 'hiring' });
    expect(chooseHomePage({ ...employer, entry: undefined })).toMatchObject({ path: '/dashboard/hiring' });
  });
  it("the page loaded ahead of a sign-in is step 7's, where an employer without other facts lands", () => {
    expect(chooseHomePage(employer)).toMatchObject({ path: LIKELY_HOME_PAGE });
  });
  it('8. on error: /dashboard', () => {
    expect(chooseHomePage('failed')).toBe(HOME_PAGE_ON_ERROR);
    expect(HOME_PAGE_ON_ERROR).toMatchObject({ path: '/dashboard' });
  });
});

describe('first-time custom welcome page (spec 000 §4)', () => {
  it('is shown once, for the configured external-auth source only', () => {
    expect(
      shouldShowCustomWelcome({ externalAuthSource: 'okta', welcomeSource: 'OKTA', alreadyShown: false }),
    ).toBe(true);
    expect(
      shouldShowCustomWelcome({ externalAuthSource: 'OKTA', welcomeSource: 'OKTA', alreadyShown: true }),
    ).toBe(false);
    expect(
      shouldShowCustomWelcome({ externalAuthSource: 'AZURE', welcomeSource: 'OKTA', alreadyShown: false }),
    ).toBe(false);
    expect(
      shouldShowCustomWelcome({ externalAuthSource: undefined, welcomeSource: 'OKTA', alreadyShown: false }),
    ).toBe(false);
    expect(
      shouldShowCustomWelcome({ externalAuthSource: 'OKTA', welcomeSource: undefined, alreadyShown: false }),
    ).toBe(false);
  });
});
