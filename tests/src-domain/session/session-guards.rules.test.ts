import {
  focusCheck,
  loggedInLoginRedirect,
  loginRef,
  userInfoFailureAction,
} from '../../../src-domain/session/session-guards.rules';

describe('session guards (spec 000 §2, §4, §8)', () => {
  it('on focus without a token: /user/logout with ref and the 5 s danger toast', () => {
    expect(focusCheck(true, '/dashboard')).toBeUndefined();
    expect(focusCheck(false, '/dashboard/hiring?x=1')).toEqual({
      redirect: '/user/logout?ref=%2Fdashboard%2Fhiring%3Fx%3D1',
      toast: { kind: 'danger', message: 'Your session has timed out, please login.', durationMs: 5000 },
    });
  });
  it('keeps logged-in users away from /user/login: ref or /dashboard', () => {
    const safety = { origin: 'https://app.example' };
    expect(loggedInLoginRedirect('/schedule', safety)).toBe('/schedule');
    expect(loggedInLoginRedirect(undefined, safety)).toBe('/dashboard');
    expect(loggedInLoginRedirect('https://evil.example', safety)).toBe('/dashboard');
  });
  it('user info failures: 401 or 403 USER_NOT_MAPPED sign out with error_code; 400 ignored', () => {
    expect(userInfoFailureAction(401, undefined)).toEqual({
      kind: 'sign-out',
      loginPath: '/user/login?error_code=UNAUTHORIZED',
    });
    expect(userInfoFailureAction(403, 'USER_NOT_MAPPED')).toEqual({
      kind: 'sign-out',
      loginPath: '/user/login?error_code=USER_NOT_MAPPED',
    });
    expect(userInfoFailureAction(403, 'OTHER')).toEqual({ kind: 'fail' });
    expect(userInfoFailureAction(400, undefined)).toEqual({ kind: 'ignore' });
    expect(userInfoFailureAction(500, undefined)).toEqual({ kind: 'fail' });
  });

  it('sends a signed-out visitor to the login with the page asked for, never a nested ref', () => {
    expect(loginRef({ pathname: '/dashboard/hiring', search: '?x=1', hash: '#top' })).toBe(
      '/dashboard/hiring?x=1#top',
    );
    // After a session timeout: /user/logout?ref=… → /?ref=… → the login gets the inner ref.
    expect(loginRef({ pathname: '/', search: '?ref=%2Fdashboard%2Fhiring', hash: '' })).toBe(
      '/dashboard/hiring',
    );
    expect(loginRef({ pathname: '/dashboard', search: '?ref=%2Fdashboard%2Fhiring', hash: '' })).toBe(
      '/dashboard/hiring',
    );
    expect(loginRef({ pathname: '/user/logout', search: '?ref=%2Fschedule', hash: '' })).toBe('/schedule');
    expect(loginRef({ pathname: '/', search: '?ref=', hash: '' })).toBe('/?ref=');
    // A page of the app that happens to take a ref keeps it as part of itself.
    expect(loginRef({ pathname: '/hiring/report', search: '?ref=abc', hash: '' })).toBe(
      '/hiring/report?ref=abc',
    );
  });
});
