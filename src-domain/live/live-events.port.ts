import type { Unsubscribe } from '../connectivity/connectivity.port';
import { token } from '../shared/token';
import type { LiveEvent, LiveStatus } from './live-event.model';

/**
 * What the server pushes about changes the signed-in user may see (issue #32). The adapter holds
 * one connection for the whole browser while anyone listens, resumes after a break without losing
 * events, and says `reload` when it could not.
 */
export interface LiveEventsPort {
  /**
   * Calls `handler` with every event that arrives from now on, in the server's order, each once.
   * The first subscription (of either kind) opens the connection, the last unsubscribe closes it.
   */
  subscribe(handler: (event: LiveEvent) => void): Unsubscribe;
  /** The connection's state now. */
  status(): LiveStatus;
  /** Calls `listener` on every change of status (not with the current one); opens as `subscribe`. */
  onStatusChange(listener: (status: LiveStatus) => void): Unsubscribe;
}
export const LiveEventsPort = token<LiveEventsPort>('domain.live-events');
