import type { ConnectivityPort, Unsubscribe } from '../../src-domain/connectivity/connectivity.port';

/** ConnectivityPort driven by the test: `goOffline()`, `goOnline()`, `focus()`. */
export class FakeConnectivity implements ConnectivityPort {
  private online = true;
  private readonly onlineListeners = new Set<(online: boolean) => void>();
  private readonly focusListeners = new Set<() => void>();

  isOnline(): boolean {
    return this.online;
  }

  onOnlineChange(listener: (online: boolean) => void): Unsubscribe {
    this.onlineListeners.add(listener);
    return () => this.onlineListeners.delete(listener);
  }

  onFocus(listener: () => void): Unsubscribe {
    this.focusListeners.add(listener);
    return () => this.focusListeners.delete(listener);
  }

  goOffline(): void {
    this.online = false;
    this.onlineListeners.forEach((listener) => listener(false));
  }

  goOnline(): void {
    this.online = true;
    this.onlineListeners.forEach((listener) => listener(true));
  }

  focus(): void {
    this.focusListeners.forEach((listener) => listener());
  }
}
