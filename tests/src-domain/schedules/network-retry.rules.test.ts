import { isRetryableNetworkFailure, NETWORK_RETRY } from '../../../src-domain/schedules/network-retry.rules';
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
});
