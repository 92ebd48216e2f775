/** A retry schedule: how many retries and the delay before each. */
export interface RetrySchedule {
  /** Retries after the first attempt. */
  readonly retries: number;
  /** Delay before the first retry, ms. */
  readonly delayMs: number;
  /** Multiplier applied to the delay after each retry (1 = constant). */
  readonly backoff: number;
  /** Upper bound of any delay, ms. */
  readonly maxDelayMs: number;
}

/** The retry helper's defaults (spec 001 §7): 3 retries, 1000 ms, ×2, max 30 000 ms. */
export const DEFAULT_RETRY: RetrySchedule = { retries: 3, delayMs: 1000, backoff: 2, maxDelayMs: 30_000 };

/** The page access guard (spec 000 §6, §9): 3 retries at 1-second intervals, then /dashboard. */
export const PAGE_ACCESS_GUARD_RETRY: RetrySchedule = {
  retries: 3,
  delayMs: 1000,
  backoff: 1,
  maxDelayMs: 1000,
};

/** Translation loading (spec 000 §9): 5 retries from 350 ms, doubling; 10 parallel reads. */
export const TRANSLATION_RETRY: RetrySchedule = {
  retries: 5,
  delayMs: 350,
  backoff: 2,
  maxDelayMs: 350 * 2 ** 4,
};
export const TRANSLATION_PARALLEL_READS = 10;

/**
 * The delay in ms before retry number `retry` (1-based), or `undefined` when the schedule is
 * exhausted or `retry` < 1: min(maxDelayMs, delayMs × backoff^(retry−1)).
 */
export function retryDelay(retry: number, schedule: RetrySchedule = DEFAULT_RETRY): number | undefined {
  if (!Number.isInteger(retry) || retry < 1 || retry > schedule.retries) return undefined;
  return Math.min(schedule.maxDelayMs, schedule.delayMs * schedule.backoff ** (retry - 1));
}

/** Every delay of the schedule, in order (e.g. [1000, 2000, 4000] for the default). */
export function retryDelays(schedule: RetrySchedule = DEFAULT_RETRY): number[] {
  return Array.from({ length: schedule.retries }, (_unused, index) => retryDelay(index + 1, schedule)!);
}

/**
 * Runs `attempt` until it resolves, retrying on rejection while `shouldRetry(error)` holds and
 * the schedule allows, waiting with the injected `sleep` (ms). Rejects with the last error.
 */
export async function runWithRetry<Result>(
  attempt: () => Promise<Result>,
  sleep: (ms: number) => Promise<void>,
  schedule: RetrySchedule = DEFAULT_RETRY,
  shouldRetry: (error: unknown) => boolean = () => true,
): Promise<Result> {
  for (let retry = 1; ; retry++) {
    try {
      return await attempt();
    } catch (error) {
      const delay = retryDelay(retry, schedule);
      if (delay === undefined || !shouldRetry(error)) throw error;
      await sleep(delay);
    }
  }
}
