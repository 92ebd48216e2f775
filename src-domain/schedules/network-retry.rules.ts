import { retryDelay, type RetrySchedule } from './retry.rules';

/** The network retry profile (spec 001 §7): 5 retries, 1000 ms exponential, max 10 000 ms. */
export const NETWORK_RETRY: RetrySchedule = { retries: 5, delayMs: 1000, backoff: 2, maxDelayMs: 10_000 };

/**
 * Whether a failed call is retried by the network profile: a network error (no response,
 * `status` undefined or 0) or a status of 500 and above.
 */
export function isRetryableNetworkFailure(failure: { readonly status?: number }): boolean {
  return failure.status === undefined || failure.status === 0 || failure.status >= 500;
}

/**
 * The wait a `Retry-After` header asks for, in ms, as of `nowMs` (epoch ms): whole seconds
 * (`"2"`) or an HTTP date; `undefined` when absent or unreadable; never below 0.
 */
export function retryAfterMs(header: string | undefined, nowMs: number): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}

/**
 * The wait before network retry number `retry` (1-based): what the answer's Retry-After asked
 * for (a shedding or draining server, 503), capped at the profile's maximum (10 000 ms); else
 * the profile's own delay.
 */
export function networkRetryWait(retry: number, retryAfter: number | undefined): number {
  if (retryAfter !== undefined) return Math.min(retryAfter, NETWORK_RETRY.maxDelayMs);
  return retryDelay(retry, NETWORK_RETRY) ?? NETWORK_RETRY.maxDelayMs;
}
