import {
  isRetryableNetworkFailure,
  NETWORK_RETRY,
  networkRetryWait,
  retryAfterMs,
} from '../../../src-domain/schedules/network-retry.rules';
import { retryDelays } from '../../../src-domain/schedules/retry.rules';

describe('network retry profile (spec 001 §7)', () => {
  it('5 retries, 1000 ms exponential, max 10 000 ms', () => {
    expect(retryDelays(NETWORK_RETRY)).toEqual([1000, 2000, 4000, 8000, 10000]);
  });
  it('on a network error or a status of 500 and above', () => {
    expect(isRetryableNetworkFailure({})).toBe(true);
    expect(isRetryableNetworkFailure({ status: 0 })).toBe(true);
    expect(isRetryableNetworkFailure({ status: 500 })).toBe(true);
    expect(isRetryableNetworkFailure({ status: 503 })).toBe(true);
    expect(isRetryableNetworkFailure({ status: 499 })).toBe(false);
    expect(isRetryableNetworkFailure({ status: 404 })).toBe(false);
  });
  it('waits what Retry-After asks (seconds or a date), capped at 10 000 ms; else the profile', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('Sun, 01 Mar 2026 10:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Sun, 01 Mar 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(undefined, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(networkRetryWait(1, 2000)).toBe(2000);
    expect(networkRetryWait(1, 60_000)).toBe(10_000);
    expect(networkRetryWait(3, undefined)).toBe(4000);
  });
});
