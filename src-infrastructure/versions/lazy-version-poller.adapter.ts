import { inject, injectable } from 'inversify';
import type { Unsubscribe } from '../../src-domain/connectivity/connectivity.port';
import { NavigationPort } from '../../src-domain/navigation/navigation.port';
import { PlatformApiPort } from '../../src-domain/platform/platform-api.port';
import { TelemetryPort } from '../../src-domain/telemetry/telemetry.port';
import { ClockPort } from '../../src-domain/time/clock.port';
import type { VersionCheck, VersionPollerPort } from '../../src-domain/versions/version-poller.port';
import type { VersionEnvironment } from '../../src-domain/versions/web-version.model';
import type { RxjsVersionPoller } from './rxjs-version-poller.adapter';

/**
 * How long after the first watch the poller's chunk and first check wait, at least (ms), then
 * for an idle moment (at most FIRST_CHECK_IDLE_TIMEOUT_MS more): the version check is never on the
 * way from sign-in to the first screen (issue #20); it only needs to happen soon.
 */
export const FIRST_CHECK_DELAY_MS = 3000;
export const FIRST_CHECK_IDLE_TIMEOUT_MS = 5000;

function afterFirstScreen(): Promise<void> {
  return new Promise((resolve) =>
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function')
        requestIdleCallback(() => resolve(), { timeout: FIRST_CHECK_IDLE_TIMEOUT_MS });
      else resolve();
    }, FIRST_CHECK_DELAY_MS),
  );
}

/**
 * VersionPollerPort that loads RxjsVersionPoller (and rxjs) with the first watch; stopping before
 * it has loaded cancels the watch. The page's load time is taken now, for cache invalidation.
 */
@injectable()
export class LazyVersionPoller implements VersionPollerPort {
  private poller: Promise<RxjsVersionPoller> | undefined;
  private readonly loadedAt: number;

  constructor(
    @inject(PlatformApiPort) private readonly platform: PlatformApiPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(NavigationPort) private readonly navigation: NavigationPort,
    @inject(TelemetryPort) private readonly telemetry: TelemetryPort,
  ) {
    this.loadedAt = clock.now();
  }

  watch(
    currentVersion: string,
    environment: () => VersionEnvironment,
    listener: (check: VersionCheck) => void,
  ): Unsubscribe {
    let stopped = false;
    let stop: Unsubscribe | undefined;
    this.poller ??= afterFirstScreen().then(() =>
      import(/* webpackChunkName: "rxjs" */ './rxjs-version-poller.adapter').then(
        ({ RxjsVersionPoller }) =>
          new RxjsVersionPoller(this.platform, this.clock, this.navigation, this.telemetry, this.loadedAt),
      ),
    );
    void this.poller.then((poller) => {
      if (!stopped) stop = poller.watch(currentVersion, environment, listener);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }
}
