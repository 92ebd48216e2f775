/**
 * @jest-environment node
 */
import 'reflect-metadata';
import { ANNOUNCE_WITHIN_MS, PROBE_EVERY_MS } from '../../../src-domain/gateway/server-reachability.rules';
import { GatewayCallsReachability } from '../../../src-infrastructure/gateway/gateway-calls-reachability.adapter';

describe('GatewayCallsReachability', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  function reachability() {
    const adapter = new GatewayCallsReachability({ now: () => Date.now() });
    const changes: boolean[] = [];
    adapter.onChange((reachable) => changes.push(reachable));
    return { adapter, changes };
  }

  it('announces one failure that nothing repairs after 5 s, not before', () => {
    const { adapter, changes } = reachability();
    adapter.failed();
    jest.advanceTimersByTime(ANNOUNCE_WITHIN_MS - 1);
    expect(changes).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(changes).toEqual([false]);
    expect(adapter.isReachable()).toBe(false);
  });

  it('says nothing when the next attempt is answered', () => {
    const { adapter, changes } = reachability();
    adapter.failed();
    adapter.answered();
    jest.advanceTimersByTime(ANNOUNCE_WITHIN_MS * 2);
    expect(changes).toEqual([]);
  });

  it('announces the second failure in a row at once, and clears when a call is answered', () => {
    const { adapter, changes } = reachability();
    adapter.failed();
    adapter.failed();
    expect(changes).toEqual([false]);
    adapter.answered();
    expect(changes).toEqual([false, true]);
  });

  it('ends a wait between attempts early on retryNow', async () => {
    const { adapter } = reachability();
    let done = false;
    const wait = adapter.wait(60_000).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    adapter.retryNow();
    await wait;
    expect(done).toBe(true);
  });

  it('sends the last failed read again while unreachable, and clears when it is answered', async () => {
    const { adapter, changes } = reachability();
    const probe = jest
      .fn()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce({ status: 200 });
    adapter.failed(probe);
    adapter.failed(probe);
    expect(changes).toEqual([false]);
    await jest.advanceTimersByTimeAsync(PROBE_EVERY_MS);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(adapter.isReachable()).toBe(false);
    await jest.advanceTimersByTimeAsync(PROBE_EVERY_MS);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(changes).toEqual([false, true]);
  });

  it('counts an answer below 500 to the probe as reachable (the server is there)', async () => {
    const { adapter, changes } = reachability();
    const probe = jest.fn().mockRejectedValue({ response: { status: 401 } });
    adapter.failed(probe);
    adapter.failed(probe);
    adapter.retryNow();
    await Promise.resolve();
    await Promise.resolve();
    expect(changes).toEqual([false, true]);
  });
});
