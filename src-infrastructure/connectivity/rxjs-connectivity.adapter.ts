import { injectable } from 'inversify';
import type * as Rx from 'rxjs';
import type { ConnectivityPort, Unsubscribe } from '../../src-domain/connectivity/connectivity.port';

type RxLibrary = typeof Rx;

/** The two shared streams, built once rxjs has loaded. */
interface Streams {
  readonly online$: Rx.Observable<boolean>;
  readonly focus$: Rx.Observable<void>;
}

/**
 * ConnectivityPort over the window's online/offline and focus events as rxjs streams (shared,
 * online state deduplicated). rxjs loads with the first subscription, so it is in no guest
 * page's first scripts; an unsubscribe before it has loaded cancels the subscription.
 *
 * rxjs goes into the signed-in layout's chunk group ("app-layout", the only place that watches
 * connectivity and focus): once the layout is on screen the import needs no network, so a
 * browser that goes offline right after still gets its offline banner.
 */
@injectable()
export class RxjsConnectivity implements ConnectivityPort {
  private streams: Promise<Streams> | undefined;

  isOnline(): boolean {
    return typeof navigator === 'undefined' ? true : navigator.onLine;
  }

  /**
   * Calls `listener` with the state at the moment the stream is live (rxjs loads first, and an
   * offline event in between would otherwise be missed), then on every change.
   */
  onOnlineChange(listener: (online: boolean) => void): Unsubscribe {
    return this.subscribe((streams) => {
      listener(this.isOnline());
      return streams.online$.subscribe(listener);
    });
  }

  onFocus(listener: () => void): Unsubscribe {
    return this.subscribe((streams) => streams.focus$.subscribe(() => listener()));
  }

  private subscribe(start: (streams: Streams) => Rx.Subscription): Unsubscribe {
    if (typeof window === 'undefined') return () => undefined;
    let stopped = false;
    let subscription: Rx.Subscription | undefined;
    void this.load().then((streams) => {
      if (!stopped) subscription = start(streams);
    });
    return () => {
      stopped = true;
      subscription?.unsubscribe();
    };
  }

  private load(): Promise<Streams> {
    this.streams ??= import(/* webpackChunkName: "app-layout" */ 'rxjs').then((rx: RxLibrary) => ({
      online$: rx
        .merge(
          rx.fromEvent(window, 'online').pipe(rx.map(() => true)),
          rx.fromEvent(window, 'offline').pipe(rx.map(() => false)),
        )
        .pipe(rx.distinctUntilChanged(), rx.share()),
      focus$: rx.fromEvent(window, 'focus').pipe(
        rx.map((): void => undefined),
        rx.share(),
      ),
    }));
    return this.streams;
  }
}
