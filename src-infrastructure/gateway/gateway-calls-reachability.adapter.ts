import { inject, injectable } from 'inversify';
import type { Unsubscribe } from '../../src-domain/connectivity/connectivity.port';
import type { ServerReachabilityPort } from '../../src-domain/gateway/server-reachability.port';
import {
  ANNOUNCE_WITHIN_MS,
  PROBE_EVERY_MS,
  isUnreachable,
  type FailureStreak,
} from '../../src-domain/gateway/server-reachability.rules';
import { ClockPort } from '../../src-domain/time/clock.port';

/**
 * ServerReachabilityPort from the outcomes of the HTTP gateway's own calls (AxiosHttpGateway
 * reports each attempt): no request of its own while calls answer. While the server is
 * unreachable and nothing is retrying, the last failed read is sent again every PROBE_EVERY_MS
 * (none while the page is hidden), so the message clears itself once the server answers.
 */
@injectable()
export class GatewayCallsReachability implements ServerReachabilityPort {
  private streak: FailureStreak = { failures: 0, since: undefined };
  private reachable = true;
  private readonly listeners = new Set<(reachable: boolean) => void>();
  private readonly waiting = new Set<() => void>();
  private announceTimer: ReturnType<typeof setTimeout> | undefined;
  private probeTimer: ReturnType<typeof setTimeout> | undefined;
  private probe: (() => Promise<unknown>) | undefined;

  constructor(@inject(ClockPort) private readonly clock: ClockPort) {}

  isReachable(): boolean {
    return this.reachable;
  }

  onChange(listener: (reachable: boolean) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  retryNow(): void {
    const waiting = [...this.waiting];
    this.waiting.clear();
    for (const wake of waiting) wake();
    this.sendProbe();
  }

  /** An attempt got an answer below 500: the server is reachable. */
  answered(): void {
    this.streak = { failures: 0, since: undefined };
    this.probe = undefined;
    this.clearTimers();
    this.set(true);
  }

  /**
   * An attempt failed (no answer, or 500 and above). `again`, when given, sends the same read
   * once more (no retries of its own): the probe while the server stays unreachable.
   */
  failed(again?: () => Promise<unknown>): void {
    const now = this.clock.now();
    this.streak = { failures: this.streak.failures + 1, since: this.streak.since ?? now };
    if (again) this.probe = again;
    if (isUnreachable(this.streak, now)) {
      this.set(false);
    } else if (this.announceTimer === undefined) {
      this.announceTimer = unrefTimer(
        setTimeout(() => {
          this.announceTimer = undefined;
          if (isUnreachable(this.streak, this.clock.now())) this.set(false);
        }, ANNOUNCE_WITHIN_MS),
      );
    }
    this.scheduleProbe();
  }

  /** Waits `ms` before a call's next attempt, or less when `retryNow` is called. */
  wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiting.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.waiting.add(wake);
    });
  }

  /** While unreachable, the last failed read goes again every PROBE_EVERY_MS; none without one. */
  private scheduleProbe(): void {
    if (this.probeTimer !== undefined) clearTimeout(this.probeTimer);
    this.probeTimer = undefined;
    if (!this.probe) return;
    this.probeTimer = unrefTimer(
      setTimeout(() => {
        this.probeTimer = undefined;
        if (this.reachable) return;
        const hidden = typeof document !== 'undefined' && document.visibilityState === 'hidden';
        if (this.waiting.size > 0 || hidden) this.scheduleProbe();
        else this.sendProbe();
      }, PROBE_EVERY_MS),
    );
  }

  private sendProbe(): void {
    const probe = this.probe;
    if (!probe || this.reachable) return;
    probe().then(
      () => this.answered(),
      (error: unknown) => {
        if (isAnswerBelow500(error)) this.answered();
        else this.failed();
      },
    );
  }

  private set(reachable: boolean): void {
    if (this.reachable === reachable) return;
    this.reachable = reachable;
    for (const listener of [...this.listeners]) listener(reachable);
  }

  private clearTimers(): void {
    if (this.announceTimer !== undefined) clearTimeout(this.announceTimer);
    if (this.probeTimer !== undefined) clearTimeout(this.probeTimer);
    this.announceTimer = undefined;
    this.probeTimer = undefined;
  }
}

/** A timer that does not keep a Node process alive (tests, server rendering); a browser's is a number. */
function unrefTimer(timer: ReturnType<typeof setTimeout>): ReturnType<typeof setTimeout> {
  (timer as { unref?: () => void }).unref?.();
  return timer;
}

/** True when a failed call still got an HTTP answer below 500 (the server is there). */
export function isAnswerBelow500(error: unknown): boolean {
  const status = (error as { response?: { status?: number } } | undefined)?.response?.status;
  return typeof status === 'number' && status > 0 && status < 500;
}
