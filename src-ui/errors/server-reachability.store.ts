import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Unsubscribe } from '../../src-domain/connectivity/connectivity.port';
import { ServerReachabilityPort } from '../../src-domain/gateway/server-reachability.port';

/**
 * Whether the page says the server cannot be reached (issue #29: within 5 s of a failing read,
 * with a Retry; it clears itself once a call is answered).
 */
@injectable()
export class ServerReachabilityStore {
  reachable = true;

  constructor(@inject(ServerReachabilityPort) private readonly reachability: ServerReachabilityPort) {
    makeAutoObservable<ServerReachabilityStore, 'reachability'>(this, { reachability: false });
  }

  /** Reads the current state and follows its changes; returns the stop function. */
  watch(): Unsubscribe {
    this.setReachable(this.reachability.isReachable());
    return this.reachability.onChange((reachable) => this.setReachable(reachable));
  }

  /** Every waiting call tries again now. */
  retry(): void {
    this.reachability.retryNow();
  }

  setReachable(reachable: boolean): void {
    this.reachable = reachable;
  }
}
