import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { ConnectivityPort, type Unsubscribe } from '../../src-domain/connectivity/connectivity.port';

/**
 * Whether the browser is online, for the offline banner 'No internet connection, connecting...'
 * (spec 000 §2).
 */
@injectable()
export class ConnectivityStore {
  online = true;

  constructor(@inject(ConnectivityPort) private readonly connectivity: ConnectivityPort) {
    makeAutoObservable<ConnectivityStore, 'connectivity'>(this, { connectivity: false });
  }

  /** Reads the current state and follows its changes; returns the stop function. */
  watch(): Unsubscribe {
    this.setOnline(this.connectivity.isOnline());
    return this.connectivity.onOnlineChange((online) => this.setOnline(online));
  }

  setOnline(online: boolean): void {
    this.online = online;
  }
}
