import type { Unsubscribe } from '../connectivity/connectivity.port';
import { token } from '../shared/token';
import type { UpdateDecision } from './version-update.rules';
import type { VersionEnvironment, WebVersionInfo } from './web-version.model';

/** One answer of the version check, with the domain's decision for it. */
export interface VersionCheck {
  readonly info: WebVersionInfo;
  readonly decision: UpdateDecision;
}

/**
 * Polls GET /v1/web_versions (spec 000 §4, §7): every 10 minutes or every
 * `api_pulling_frequency` seconds of the last answer. A reached cache-invalidation time
 * reloads the page; failed checks are only logged.
 */
export interface VersionPollerPort {
  /**
   * Starts polling at once; `environment` is read before each check. `listener` receives every
   * successful check. Returns the function that stops polling.
   */
  watch(
    currentVersion: string,
    environment: () => VersionEnvironment,
    listener: (check: VersionCheck) => void,
  ): Unsubscribe;
}
export const VersionPollerPort = token<VersionPollerPort>('domain.version-poller');
