import type { Unsubscribe } from '../connectivity/connectivity.port';
import { token } from '../shared/token';

/**
 * Whether the gateway answers, as the calls of this page found it: a screen's reads retry for up
 * to 25 s (the network profile), and a person is told within 5 s that the server cannot be
 * reached (`server-reachability.rules`), offered a retry, and told when it answers again.
 */
export interface ServerReachabilityPort {
  /** False from the moment the rules announce the server unreachable until a call is answered. */
  isReachable(): boolean;
  /** Calls `listener` on every change of `isReachable`; returns the unsubscribe function. */
  onChange(listener: (reachable: boolean) => void): Unsubscribe;
  /**
   * Retries now: every call waiting between two attempts sends its next attempt at once, and the
   * last read that failed is sent again. Never rejects; the outcome arrives through `onChange`.
   */
  retryNow(): void;
}
export const ServerReachabilityPort = token<ServerReachabilityPort>('domain.server-reachability');
