import {
  DEFAULT_RETRY,
  PAGE_ACCESS_GUARD_RETRY,
  retryDelay,
  retryDelays,
  runWithRetry,
  TRANSLATION_RETRY,
} from '../../../src-domain/schedules/retry.rules';

describe('retry helper (spec 001 §7: 3 retries, 1000 ms, x2, max 30 000 ms)', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_RETRY).toEqual({ retries: 3, delayMs: 1000, backoff: 2, maxDelayMs: 30_000 });
    expect(retryDelays()).toEqual([1000, 2000, 4000]);
    expect(retryDelay(4)).toBeUndefined();
    expect(retryDelay(0)).toBeUndefined();
    expect(retryDelay(1.5)).toBeUndefined();
    expect(retryDelays({ ...DEFAULT_RETRY, retries: 7 })).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
  it('page access guard: 3 retries at 1-second intervals; translations 5 retries from 350 ms doubling', () => {
    expect(retryDelays(PAGE_ACCESS_GUARD_RETRY)).toEqual([1000, 1000, 1000]);
    expect(retryDelays(TRANSLATION_RETRY)).toEqual([350, 700, 1400, 2800, 5600]);
  });
  it('runs with retries, waiting through the injected sleep', async () => {
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
    };
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls < 3) throw new Error(`fail ${calls}`);
      return 'ok';
    };
    await expect(runWithRetry(flaky, sleep)).resolves.toBe('ok');
    expect(waits).toEqual([1000, 2000]);
    await expect(runWithRetry(() => Promise.reject(new Error('always')), sleep)).rejects.toThrow('always');
    expect(waits).toEqual([1000, 2000, 1000, 2000, 4000]);
    await expect(
      runWithRetry(
        () => Promise.reject(new Error('fatal')),
        sleep,
        DEFAULT_RETRY,
        () => false,
      ),
    ).rejects.toThrow('fatal');
    expect(waits).toHaveLength(5);
  });
});
