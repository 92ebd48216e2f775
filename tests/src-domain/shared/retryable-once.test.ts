import { retryableOnce } from '../../../src-domain/shared/retryable-once';

describe('retryableOnce', () => {
  it('loads once and hands every caller the same answer', async () => {
    const load = jest.fn(() => Promise.resolve(7));
    const once = retryableOnce(load);
    const [first, second] = [once(), once()];
    expect(first).toBe(second);
    await expect(first).resolves.toBe(7);
    await expect(once()).resolves.toBe(7);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const load = jest
      .fn<Promise<number>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(3);
    const once = retryableOnce(load);
    await expect(once()).rejects.toThrow('offline');
    await expect(once()).resolves.toBe(3);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
