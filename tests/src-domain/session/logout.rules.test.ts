import {
  appendQuery,
  LOGIN_CLEANUP_KEYS,
  LOGOUT_CLEANUP,
  logoutTarget,
  shadowLogoutPlan,
} from '../../../src-domain/session/logout.rules';

const safety = { origin: 'https://app.brigade.example', allowedOrigins: ['https://legacy.brigade.example'] };

describe('logout (spec 000 §2, §4)', () => {
  it('clears session storage, caches, the enterprise and brand cookies and the context', () => {
    expect(LOGOUT_CLEANUP.cookies).toEqual([
      'h_enterprise_id',
      'h_enterprise_slug',
      'h_brand_slug',
      'h_brand_id',
      'h_brand_name',
    ]);
    expect(LOGOUT_CLEANUP.storageKeys).toContain('h_user_context');
    expect(LOGOUT_CLEANUP.storageKeys).toContain('h_shared_state');
    expect(LOGOUT_CLEANUP).toMatchObject({
      clearSessionStorage: true,
      clearCaches: true,
      clearContext: true,
    });
    expect(LOGIN_CLEANUP_KEYS).toContain('h_magic_link_token');
  });

  it('sends a shadow user to the corporate host /user/logout', () => {
    expect(
      logoutTarget(
        { isShadowUser: true, corporateOrigin: 'https://corp.example/', parameters: { ref: '/x' } },
        safety,
      ),
    ).toBe('https://corp.example/user/logout');
  });

  it('sends anybody else to the target with brand and ref carried (& when the target has ?)', () => {
    const corporateOrigin = 'https://corp.example';
    expect(logoutTarget({ isShadowUser: false, corporateOrigin, parameters: {} }, safety)).toBe('/');
    expect(
      logoutTarget(
        {
          isShadowUser: false,
          corporateOrigin,
          parameters: { redirectAfterLogout: '/user/login', brand: 'grand', ref: '/dashboard?a=1' },
        },
        safety,
      ),
    ).toBe('/user/login?brand=grand&ref=%2Fdashboard%3Fa%3D1');
    expect(
      logoutTarget(
        {
          isShadowUser: false,
          corporateOrigin,
          parameters: { redirectAfterLogout: 'https://legacy.brigade.example/in?x=1', brand: 'b' },
        },
        safety,
      ),
    ).toBe('https://legacy.brigade.example/in?x=1&brand=b');
    expect(
      logoutTarget(
        {
          isShadowUser: false,
          corporateOrigin,
          parameters: { redirectAfterLogout: '//evil.example', ref: 'r' },
        },
        safety,
      ),
    ).toBe('/?ref=r');
  });

  it('appends before a hash', () => {
    expect(appendQuery('/a#top', 'ref', 'x y')).toBe('/a?ref=x%20y#top');
  });

  it('/user/shadow-logout: everyone to the corporate login, only shadow users signed out', () => {
    expect(shadowLogoutPlan(true, 'https://corp.example')).toEqual({
      signOut: true,
      target: 'https://corp.example/user/login',
    });
    expect(shadowLogoutPlan(false, 'https://corp.example')).toEqual({
      signOut: false,
      target: 'https://corp.example/user/login',
    });
  });
});
