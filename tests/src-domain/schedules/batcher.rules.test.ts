import {
  DEFAULT_BATCHER,
  delayAfterFailure,
  nextBatcherDelay,
  shouldFlushNow,
  toBatches,
} from '../../../src-domain/schedules/batcher.rules';

describe('request batcher (spec 001 §7: 10 ms, 50 per batch, x2 + 50 ms after a failure)', () => {
  it('waits 10 ms and sends 50 at once', () => {
    expect(DEFAULT_BATCHER).toEqual({ delayMs: 10, maxBatchSize: 50 });
    expect(shouldFlushNow(49)).toBe(false);
    expect(shouldFlushNow(50)).toBe(true);
    expect(
      toBatches(Array.from({ length: 120 }, (_unused, index) => index)).map((batch) => batch.length),
    ).toEqual([50, 50, 20]);
    expect(toBatches([])).toEqual([]);
  });
  it('grows the delay after a failure and resets it after a success', () => {
    expect(delayAfterFailure(10)).toBe(70);
    expect(nextBatcherDelay(70, true)).toBe(190);
    expect(nextBatcherDelay(190, false)).toBe(10);
  });
});
