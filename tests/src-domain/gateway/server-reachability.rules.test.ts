import { ANNOUNCE_WITHIN_MS, isUnreachable } from '../../../src-domain/gateway/server-reachability.rules';

describe('isUnreachable', () => {
  it('says nothing without failures', () => {
    expect(isUnreachable({ failures: 0, since: undefined }, 1_000_000)).toBe(false);
  });

  it('waits after one failure, until 5 s have passed since it', () => {
    expect(isUnreachable({ failures: 1, since: 1000 }, 1000)).toBe(false);
    expect(isUnreachable({ failures: 1, since: 1000 }, 1000 + ANNOUNCE_WITHIN_MS - 1)).toBe(false);
    expect(isUnreachable({ failures: 1, since: 1000 }, 1000 + ANNOUNCE_WITHIN_MS)).toBe(true);
  });

  it('announces at the second failure in a row, however soon', () => {
    expect(isUnreachable({ failures: 2, since: 1000 }, 1001)).toBe(true);
  });
});
