import { injectable } from 'inversify';
import type { Unsubscribe } from '../../src-domain/connectivity/connectivity.port';
import type { ServerReachabilityPort } from '../../src-domain/gateway/server-reachability.port';

/** ServerReachabilityPort at render time: the server rendering the page is reachable. */
@injectable()
export class RenderServerReachability implements ServerReachabilityPort {
  isReachable(): boolean {
    return true;
  }
  onChange(): Unsubscribe {
    return () => undefined;
  }
  retryNow(): void {
    // Nothing is retried while rendering.
  }
}
