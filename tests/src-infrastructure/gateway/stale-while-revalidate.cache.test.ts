/**
 * @jest-environment node
 */
import { StaleWhileRevalidateCache } from '../../../src-infrastructure/gateway/stale-while-revalidate.cache';

const RUM_SETTINGS_MAX_AGE = 10_080 * 60_000;

describe('StaleWhileRevalidateCache', () => {
  let now = 0;
  const cache = () => new StaleWhileRevalidateCache(() => now);
  beforeEach(() => (now = 1_000_000));

  it('shares the first load between concurrent readers', async () => {
    const subject = cache();
    const load = jest.fn(async () => 'settings');
    expect(
      await Promise.all([
        subject.get('rum', RUM_SETTINGS_MAX_AGE, load),
        subject.get('rum', RUM_SETTINGS_MAX_AGE, load),
      ]),
    ).toEqual(['settings', 'settings']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a fresh value without loading for 10 080 minutes', async () => {
    const subject = cache();
    const load = jest.fn(async (): Promise<string> => `v${load.mock.calls.length}`);
    await subject.get('rum', RUM_SETTINGS_MAX_AGE, load);
    now += RUM_SETTINGS_MAX_AGE - 1;
    expect(await subject.get('rum', RUM_SETTINGS_MAX_AGE, load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a stale value at once and revalidates it in the background', async () => {
    const subject = cache();
    let version = 0;
    const load = jest.fn(async () => `v${++version}`);
    await subject.get('brand', 0, load);
    expect(await subject.get('brand', 0, load)).toBe('v1');
    await Promise.resolve();
    expect(await subject.get('brand', 60_000, load)).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the old value when the background reload fails, and reports the failure', async () => {
    const errors: unknown[] = [];
    const subject = new StaleWhileRevalidateCache(
      () => now,
      (error) => errors.push(error),
    );
    await subject.get('brand', 0, async () => 'v1');
    expect(await subject.get('brand', 0, () => Promise.reject(new Error('offline')))).toBe('v1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors).toHaveLength(1);
    expect(await subject.get('brand', 60_000, async () => 'never')).toBe('v1');
  });

  it('forgets everything on clear, including a load under way', async () => {
    const subject = cache();
    let finish: (value: string) => void = () => undefined;
    const pending = subject.get('brand', 60_000, () => new Promise<string>((resolve) => (finish = resolve)));
    subject.clear();
    finish('before logout');
    await pending;
    expect(await subject.get('brand', 60_000, async () => 'after logout')).toBe('after logout');
  });
});
