import { injectable } from 'inversify';
import type { ConnectivityPort, Unsubscribe } from '../../src-domain/connectivity/connectivity.port';

/** ConnectivityPort while the server renders a page: online, and no window to focus or go offline. */
@injectable()
export class RenderConnectivity implements ConnectivityPort {
  isOnline(): boolean {
    return true;
  }
  onOnlineChange(): Unsubscribe {
    return () => undefined;
  }
  onFocus(): Unsubscribe {
    return () => undefined;
  }
}
