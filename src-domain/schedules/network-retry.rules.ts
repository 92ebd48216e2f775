import type { RetrySchedule } from './retry.rules';

/** The network retry profile (spec 001 §7): 5 retries, 1000 ms exponential, max 10 000 ms. */
export const NETWORK_RETRY: RetrySchedule = { retries: 5, delayMs: 1000, backoff: 2, maxDelayMs: 10_000 };

/**
 * Whether a failed call is retried by the network profile: a network error (no response,
 * `status` undefined or 0) or a status of 500 and above.
 */
export function isRetryableNetworkFailure(failure: { readonly status?: number }): boolean {
  return failure.status === undefined || failure.status === 0 || failure.status >= 500;
}
