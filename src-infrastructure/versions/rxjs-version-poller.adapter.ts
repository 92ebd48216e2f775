import { inject, injectable, optional } from 'inversify';
import type * as Rx from 'rxjs';
import type { Unsubscribe } from '../../src-domain/connectivity/connectivity.port';
import { NavigationPort } from '../../src-domain/navigation/navigation.port';
import { PlatformApiPort } from '../../src-domain/platform/platform-api.port';
import { token } from '../../src-domain/shared/token';
import { TelemetryPort } from '../../src-domain/telemetry/telemetry.port';
import { ClockPort } from '../../src-domain/time/clock.port';
import type { VersionCheck, VersionPollerPort } from '../../src-domain/versions/version-poller.port';
import {
  cacheInvalidationDelay,
  updateDecision,
  versionPollIntervalMs,
} from '../../src-domain/versions/version-update.rules';
import type { VersionEnvironment, WebVersionInfo } from '../../src-domain/versions/web-version.model';

/** The page's load time (epoch ms), when the poller is built later than the page loaded. */
export const PAGE_LOADED_AT = token<number>('infrastructure.page-loaded-at');

/** The web app code of this product's versions. */
export const WEB_APP_CODE = 'BRIGADE_WEB';

/**
 * VersionPollerPort with rxjs: reads the web version info (PlatformApiPort) at once, then again after
 * `versionPollIntervalMs` of the last answer (10 minutes, or api_pulling_frequency seconds).
 * Each answer goes to the listener with the domain's update decision; a cache-invalidation time
 * reached since the page loaded reloads it. Failed checks are only logged (spec 000 §8).
 * rxjs loads with the first watch, so it is in no route's first scripts.
 */
@injectable()
export class RxjsVersionPoller implements VersionPollerPort {
  private readonly loadedAt: number;

  constructor(
    @inject(PlatformApiPort) private readonly platform: PlatformApiPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(NavigationPort) private readonly navigation: NavigationPort,
    @inject(TelemetryPort) private readonly telemetry: TelemetryPort,
    /** When the page loaded (epoch ms); default: now. */
    @inject(PAGE_LOADED_AT) @optional() loadedAt?: number,
  ) {
    this.loadedAt = loadedAt ?? clock.now();
  }

  watch(
    currentVersion: string,
    environment: () => VersionEnvironment,
    listener: (check: VersionCheck) => void,
  ): Unsubscribe {
    let stopped = false;
    let stop: Unsubscribe | undefined;
    void import(/* webpackChunkName: "rxjs" */ 'rxjs').then((rx) => {
      if (!stopped) stop = this.poll(rx, currentVersion, environment, listener);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }

  private poll(
    rx: typeof Rx,
    currentVersion: string,
    environment: () => VersionEnvironment,
    listener: (check: VersionCheck) => void,
  ): Unsubscribe {
    const { catchError, defer, expand, filter, of, tap, timer, switchMap } = rx;
    let last: WebVersionInfo | undefined;
    let reload: ReturnType<typeof setTimeout> | undefined;
    // A failed check is logged and yields nothing; the next one waits the last known interval.
    const check$ = defer(() => this.check(rx, currentVersion, environment())).pipe(
      catchError((error: unknown) => {
        this.telemetry.warn('Version check failed', { error: String(error) });
        return of(undefined);
      }),
      tap((info) => {
        if (info) last = info;
      }),
    );
    const subscription = check$
      .pipe(
        expand(() => timer(versionPollIntervalMs(last)).pipe(switchMap(() => check$))),
        filter((info): info is WebVersionInfo => info !== undefined),
      )
      .subscribe((info) => {
        const now = this.clock.now();
        listener({ info, decision: updateDecision(info, currentVersion, now, environment()) });
        const delay = cacheInvalidationDelay(info, now, this.loadedAt);
        if (reload !== undefined) clearTimeout(reload);
        reload = delay === undefined ? undefined : setTimeout(() => this.navigation.reload(), delay);
      });
    return () => {
      subscription.unsubscribe();
      if (reload !== undefined) clearTimeout(reload);
    };
  }

  private check(
    rx: typeof Rx,
    version: string,
    environment: VersionEnvironment,
  ): Rx.Observable<WebVersionInfo | undefined> {
    const { from } = rx;
    return from(
      this.platform.webVersions({ brandId: environment.brandId, webAppCode: WEB_APP_CODE, version }),
    );
  }
}
