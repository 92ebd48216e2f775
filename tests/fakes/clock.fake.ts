import type { ClockPort } from '../../src-domain/time/clock.port';

/** A clock that stands still until the test moves it (`now` in epoch ms). */
export class FakeClock implements ClockPort {
  constructor(public nowMs: number = Date.UTC(2025, 0, 15, 12, 0, 0)) {}

  now(): number {
    return this.nowMs;
  }

  advance(ms: number): void {
    this.nowMs += ms;
  }
}
