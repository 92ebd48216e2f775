import fc from 'fast-check';
import {
  DEFAULT_RECONNECT_MS,
  isAfter,
  MAX_RECONNECT_MS,
  reconnectDelay,
} from '../../../src-domain/live/live-connection.rules';

describe('reconnectDelay', () => {
  it("waits the server's hint after a stream that was open, doubling per failed attempt", () => {
    expect(reconnectDelay(1, 2000, 0.999999)).toBe(2000);
    expect(reconnectDelay(2, 2000, 0.999999)).toBe(4000);
    expect(reconnectDelay(3, 2000, 0.999999)).toBe(8000);
  });

  it('uses the contract default without a hint, and for a negative or non-finite one', () => {
    expect(reconnectDelay(1, undefined, 0.999999)).toBe(DEFAULT_RECONNECT_MS);
    expect(reconnectDelay(1, -5, 0.999999)).toBe(DEFAULT_RECONNECT_MS);
    expect(reconnectDelay(1, Number.NaN, 0.999999)).toBe(DEFAULT_RECONNECT_MS);
  });

  it('spreads the wait over the upper half with the jitter, and caps it', () => {
    expect(reconnectDelay(1, 3000, 0)).toBe(1500);
    expect(reconnectDelay(20, 3000, 0.999999)).toBe(MAX_RECONNECT_MS);
    expect(reconnectDelay(0, 3000, 0)).toBe(1500);
    expect(reconnectDelay(1, 0, 0.5)).toBe(0);
  });

  it('is always between half the capped wait and the capped wait (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3, max: 40 }),
        fc.option(fc.integer({ min: 0, max: 120_000 }), { nil: undefined }),
        fc.double({ min: -1, max: 2, noNaN: true }),
        (attempt, hint, jitter) => {
          const delay = reconnectDelay(attempt, hint, jitter);
          const full = Math.min(
            MAX_RECONNECT_MS,
            (hint ?? DEFAULT_RECONNECT_MS) * 2 ** (Math.max(1, attempt) - 1),
          );
          return delay >= Math.floor(full / 2) && delay <= Math.ceil(full);
        },
      ),
    );
  });
});

describe('isAfter', () => {
  it('orders decimal ids by value, not as text', () => {
    expect(isAfter('10', '9')).toBe(true);
    expect(isAfter('9', '10')).toBe(false);
    expect(isAfter('12', '11')).toBe(true);
    expect(isAfter('11', '11')).toBe(false);
  });

  it('anything numeric comes after nothing; a malformed id never does', () => {
    expect(isAfter('1', undefined)).toBe(true);
    expect(isAfter('x1', undefined)).toBe(false);
    expect(isAfter('', '1')).toBe(false);
  });
});
