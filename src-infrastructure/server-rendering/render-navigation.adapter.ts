import { injectable } from 'inversify';
import type { NavigationPort, PopupHandle } from '../../src-domain/navigation/navigation.port';

/**
 * NavigationPort while the server renders `path`: effects never run on the server, so leaving
 * the page is a no-op; the current path is the request's.
 */
@injectable()
export class RenderNavigation implements NavigationPort {
  constructor(private readonly path: string) {}
  redirect(): void {}
  reload(): void {}
  reloadOnce(): boolean {
    return false;
  }
  openPopup(): PopupHandle | undefined {
    return undefined;
  }
  currentPath(): string {
    return this.path;
  }
}
