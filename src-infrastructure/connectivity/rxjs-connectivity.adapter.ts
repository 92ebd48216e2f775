import { injectable } from 'inversify';
import { distinctUntilChanged, fromEvent, map, merge, type Observable, share } from 'rxjs';
import type { ConnectivityPort, Unsubscribe } from '../../src-domain/connectivity/connectivity.port';

/** The two shared streams, built on first use. */
interface Streams {
  readonly online$: Observable<boolean>;
  readonly focus$: Observable<void>;
}

/**
 * ConnectivityPort over the window's online/offline and focus events as rxjs streams (shared,
 * online state deduplicated). rxjs is imported statically on purpose: a lazily loaded rxjs
 * chunk cannot be fetched once the browser is offline, which is exactly when the online
 * stream has something to say (the operators used here cost ~4 KB gzip up front).
 */
@injectable()
export class RxjsConnectivity implements ConnectivityPort {
  private streams: Streams | undefined;

  isOnline(): boolean {
    return typeof navigator === 'undefined' ? true : navigator.onLine;
  }

  /** Calls `listener` on every change of the online state. */
  onOnlineChange(listener: (online: boolean) => void): Unsubscribe {
    const streams = this.live();
    if (!streams) return () => undefined;
    const subscription = streams.online$.subscribe(listener);
    return () => subscription.unsubscribe();
  }

  onFocus(listener: () => void): Unsubscribe {
    const streams = this.live();
    if (!streams) return () => undefined;
    const subscription = streams.focus$.subscribe(() => listener());
    return () => subscription.unsubscribe();
  }

  private live(): Streams | undefined {
    if (typeof window === 'undefined') return undefined;
    this.streams ??= {
      online$: merge(
        fromEvent(window, 'online').pipe(map(() => true)),
        fromEvent(window, 'offline').pipe(map(() => false)),
      ).pipe(distinctUntilChanged(), share()),
      focus$: fromEvent(window, 'focus').pipe(
        map((): void => undefined),
        share(),
      ),
    };
    return this.streams;
  }
}
