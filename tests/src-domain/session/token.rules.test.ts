import {
  isTokenExpired,
  needsRefresh,
  TOKEN_REFRESH_MARGIN_MS,
  tokenExpiresAt,
} from '../../../src-domain/session/token.rules';
import { fakeJwt } from './fake-jwt';

describe('token expiry (spec 000 §4: exp claim, 60 s margin)', () => {
  const now = 1_700_000_000_000;
  const token = fakeJwt({ exp: now / 1000 + 120 });

  it('reads exp in seconds as epoch ms', () => {
    expect(tokenExpiresAt(token)).toBe(now + 120_000);
    expect(tokenExpiresAt(fakeJwt({ exp: 'soon' }))).toBeUndefined();
    expect(tokenExpiresAt(undefined)).toBeUndefined();
  });
  it('is expired at or after exp, or when unreadable', () => {
    expect(isTokenExpired(token, now)).toBe(false);
    expect(isTokenExpired(token, now + 120_000)).toBe(true);
    expect(isTokenExpired('garbage', now)).toBe(true);
  });
  it('a token expiring within 60 seconds is regenerated', () => {
    expect(TOKEN_REFRESH_MARGIN_MS).toBe(60_000);
    expect(needsRefresh(token, now)).toBe(false);
    expect(needsRefresh(token, now + 59_000)).toBe(false);
    expect(needsRefresh(token, now + 60_000)).toBe(true);
    expect(needsRefresh(token, now, 130_000)).toBe(true);
    expect(needsRefresh(undefined, now)).toBe(true);
  });
});
