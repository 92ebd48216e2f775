/**
 * @jest-environment node
 */
import { RequestBatcher } from '../../../src-infrastructure/gateway/request-batcher';

describe('RequestBatcher', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const echo = (calls: (readonly number[])[]) =>
    jest.fn(async (ids: readonly number[]) => {
      calls.push(ids);
      return new Map(ids.map((id) => [id, `item ${id}`]));
    });

  it('sends the calls of 10 ms as one batch and gives each caller its item', async () => {
    const calls: (readonly number[])[] = [];
    const batcher = new RequestBatcher(echo(calls));
    const results = Promise.all([batcher.load(1), batcher.load(2), batcher.load(2)]);
    await jest.advanceTimersByTimeAsync(9);
    expect(calls).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(await results).toEqual(['item 1', 'item 2', 'item 2']);
    expect(calls).toEqual([[1, 2]]);
  });

  it('sends a batch of 50 at once, without waiting', async () => {
    const calls: (readonly number[])[] = [];
    const batcher = new RequestBatcher(echo(calls));
    const results = Promise.all(Array.from({ length: 51 }, (_unused, index) => batcher.load(index)));
    await Promise.resolve();
    expect(calls.map((ids) => ids.length)).toEqual([50]);
    await jest.advanceTimersByTimeAsync(10);
    expect(calls.map((ids) => ids.length)).toEqual([50, 1]);
    expect(await results).toHaveLength(51);
  });

  it('rejects every waiting caller of a failed batch, then waits delay × 2 + 50 ms', async () => {
    let fail = true;
    const batcher = new RequestBatcher(async (ids: readonly number[]) => {
      if (fail) throw new Error('batch failed');
      return new Map(ids.map((id) => [id, id]));
    });
    const failed = Promise.allSettled([batcher.load(1), batcher.load(2)]);
    await jest.advanceTimersByTimeAsync(10);
    expect((await failed).map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(batcher.currentDelayMs).toBe(70);
    fail = false;
    const next = batcher.load(3);
    await jest.advanceTimersByTimeAsync(69);
    let settled = false;
    void next.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await next).toBe(3);
    expect(batcher.currentDelayMs).toBe(10);
  });

  it('resolves undefined for an id the answer lacks', async () => {
    const batcher = new RequestBatcher(async () => new Map<number, string>());
    const missing = batcher.load(4);
    await jest.advanceTimersByTimeAsync(10);
    expect(await missing).toBeUndefined();
  });
});
