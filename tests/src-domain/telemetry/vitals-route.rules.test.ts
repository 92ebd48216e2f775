import { VITALS_ROUTE_MAX_LENGTH, vitalsRoute } from '../../../src-domain/telemetry/vitals-route.rules';

describe('vitalsRoute', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/user/login', '/user/login'],
    ['/user/login/', '/user/login'],
    ['/hiring/applications/42?tab=notes#top', '/hiring/applications/:id'],
    ['/media/3f2b8c1e-9a4d-4e2f-8b1a-0c9d8e7f6a5b', '/media/:id'],
    ['/user/reset/password/token/eyJ0eXAiOiJKV1QiLCJhbGciOi9', '/user/reset/password/token/:token'],
    ['/settings/notification-preferences', '/settings/notification-preferences'],
    ['/careers/harbor-grill', '/careers/:brand'],
    ['/careers/harbor-grill/patio-server-17', '/careers/:brand/:position'],
    ['/careers/harbor-grill/patio-server-17/extra', '/careers/:brand/:position/:part'],
    ['/interview/abc.def.ghi', '/interview/:token'],
    ['/global-search-result/José García', '/global-search-result/:term'],
    ['/sso_client/abc', '/sso_client/:client'],
    ['/a/b/c/d/e/f/g/h', '/a/b/c/d/e/f'],
  ])('%s → %s', (page, route) => {
    expect(vitalsRoute(page)).toBe(route);
  });

  it('cuts a long route at the limit', () => {
    expect(vitalsRoute(`/${'a'.repeat(300)}`)).toHaveLength(VITALS_ROUTE_MAX_LENGTH);
  });
});
