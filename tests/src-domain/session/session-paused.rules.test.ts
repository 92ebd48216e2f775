import {
  isSessionPaused,
  SESSION_PAUSED,
  sessionPausedLanding,
} from '../../../src-domain/session/session-paused.rules';

describe("'Session paused' (spec 000 §4)", () => {
  it('pauses when the active account changed or impersonation is active', () => {
    expect(isSessionPaused({ pageUsername: 'ann', activeUsername: 'bob', impersonating: false })).toBe(true);
    expect(isSessionPaused({ pageUsername: 'ann', activeUsername: undefined, impersonating: false })).toBe(
      true,
    );
    expect(isSessionPaused({ pageUsername: 'ann', activeUsername: 'ann', impersonating: true })).toBe(true);
    expect(isSessionPaused({ pageUsername: 'ann', activeUsername: 'ann', impersonating: false })).toBe(false);
    expect(isSessionPaused({ pageUsername: undefined, activeUsername: 'ann', impersonating: false })).toBe(
      false,
    );
  });
  it('OK goes to /dashboard, or /schedule when the app is not the main one', () => {
    expect(SESSION_PAUSED.title).toBe('Session paused');
    expect(SESSION_PAUSED.message).toMatch(/switched/);
    expect(sessionPausedLanding(true)).toBe('/dashboard');
    expect(sessionPausedLanding(false)).toBe('/schedule');
  });
});
