import type { Unsubscribe } from '../../src-domain/connectivity/connectivity.port';
import type { ServerReachabilityPort } from '../../src-domain/gateway/server-reachability.port';

/** ServerReachabilityPort whose state a test sets; counts the retries asked for. */
export class FakeServerReachability implements ServerReachabilityPort {
  retries = 0;
  private reachable = true;
  private readonly listeners = new Set<(reachable: boolean) => void>();

  isReachable(): boolean {
    return this.reachable;
  }

  onChange(listener: (reachable: boolean) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  retryNow(): void {
    this.retries += 1;
  }

  /** Test helper: what the gateway's calls found. */
  set(reachable: boolean): void {
    if (this.reachable === reachable) return;
    this.reachable = reachable;
    for (const listener of [...this.listeners]) listener(reachable);
  }
}
