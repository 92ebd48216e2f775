import type { Unsubscribe } from '../../src-domain/connectivity/connectivity.port';
import type { VersionCheck, VersionPollerPort } from '../../src-domain/versions/version-poller.port';
import type { VersionEnvironment } from '../../src-domain/versions/web-version.model';

/** VersionPollerPort the test drives: `emit(check)` delivers a check to every watcher. */
export class FakeVersionPoller implements VersionPollerPort {
  readonly watchers: {
    currentVersion: string;
    environment: () => VersionEnvironment;
    listener: (check: VersionCheck) => void;
  }[] = [];

  watch(
    currentVersion: string,
    environment: () => VersionEnvironment,
    listener: (check: VersionCheck) => void,
  ): Unsubscribe {
    const watcher = { currentVersion, environment, listener };
    this.watchers.push(watcher);
    return () => {
      const index = this.watchers.indexOf(watcher);
      if (index !== -1) this.watchers.splice(index, 1);
    };
  }

  emit(check: VersionCheck): void {
    [...this.watchers].forEach((watcher) => watcher.listener(check));
  }
}
