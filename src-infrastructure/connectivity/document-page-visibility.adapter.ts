import { injectable } from 'inversify';
import type { Unsubscribe } from '../../src-domain/connectivity/connectivity.port';
import type { PageVisibilityPort } from '../../src-domain/live/page-visibility.port';

/** PageVisibilityPort over `document.visibilityState` and its `visibilitychange` event. */
@injectable()
export class DocumentPageVisibility implements PageVisibilityPort {
  isVisible(): boolean {
    return typeof document === 'undefined' || document.visibilityState !== 'hidden';
  }

  onVisibilityChange(listener: (visible: boolean) => void): Unsubscribe {
    if (typeof document === 'undefined') return () => undefined;
    const changed = () => listener(this.isVisible());
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  }
}
