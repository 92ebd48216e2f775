import { injectable } from 'inversify';
import { distinctUntilChanged, fromEvent, map, merge, NEVER, type Observable, share } from 'rxjs';
import type { ConnectivityPort, Unsubscribe } from '../../src-domain/connectivity/connectivity.port';

/** ConnectivityPort over the window's online/offline and focus events, as rxjs streams. */
@injectable()
export class RxjsConnectivity implements ConnectivityPort {
  /** Online state on every change (not the current value); shared by all subscribers. */
  readonly online$: Observable<boolean>;
  /** Each time the window gains focus. */
  readonly focus$: Observable<void>;

  constructor() {
    const target = typeof window === 'undefined' ? undefined : window;
    this.online$ = target
      ? merge(
          fromEvent(target, 'online').pipe(map(() => true)),
          fromEvent(target, 'offline').pipe(map(() => false)),
        ).pipe(distinctUntilChanged(), share())
      : NEVER;
    this.focus$ = target
      ? fromEvent(target, 'focus').pipe(
          map(() => undefined),
          share(),
        )
      : NEVER;
  }

  isOnline(): boolean {
    return typeof navigator === 'undefined' ? true : navigator.onLine;
  }

  onOnlineChange(listener: (online: boolean) => void): Unsubscribe {
    const subscription = this.online$.subscribe(listener);
    return () => subscription.unsubscribe();
  }

  onFocus(listener: () => void): Unsubscribe {
    const subscription = this.focus$.subscribe(() => listener());
    return () => subscription.unsubscribe();
  }
}
