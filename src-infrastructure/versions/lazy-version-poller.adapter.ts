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
    this.poller ??= import(/* webpackChunkName: "rxjs" */ './rxjs-version-poller.adapter').then(
      ({ RxjsVersionPoller }) =>
        new RxjsVersionPoller(this.platform, this.clock, this.navigation, this.telemetry, this.loadedAt),
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
