import { injectable } from 'inversify';
import type { Unsubscribe } from '../../src-domain/connectivity/connectivity.port';
import type { VersionPollerPort } from '../../src-domain/versions/version-poller.port';

/** VersionPollerPort while the server renders a page: the page polls for new versions in the browser, never here. */
@injectable()
export class RenderVersionPoller implements VersionPollerPort {
  watch(): Unsubscribe {
    return () => undefined;
  }
}
