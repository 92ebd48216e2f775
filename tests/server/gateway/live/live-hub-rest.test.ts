import {
  FAN_OUT_REST_FACTOR,
  MAX_FAN_OUT_REST_MS,
  restAfterFanOut,
} from '../../../../server/gateway/live/live-hub';

// The fan-out's share of a process (live-hub.ts): after a fan-out of F ms the next read waits
// FAN_OUT_REST_FACTOR × F from its end (at most MAX_FAN_OUT_REST_MS), never less than the coalescing.
describe('restAfterFanOut', () => {
  it('waits the coalescing after a short fan-out', () => {
    expect(restAfterFanOut(0.5, 0, 20)).toBe(20);
  });

  it('waits FAN_OUT_REST_FACTOR times a long fan-out, counted from its end', () => {
    expect(restAfterFanOut(15, 0, 20)).toBe(FAN_OUT_REST_FACTOR * 15);
    expect(restAfterFanOut(15, 30, 20)).toBe(Math.max(20, FAN_OUT_REST_FACTOR * 15 - 30));
    expect(restAfterFanOut(15, 1_000, 0)).toBeLessThanOrEqual(0);
  });

  it('never waits more than MAX_FAN_OUT_REST_MS', () => {
    expect(restAfterFanOut(400, 0, 20)).toBe(MAX_FAN_OUT_REST_MS);
  });
});
