import type { NavigationPort, PopupHandle } from '../../src-domain/navigation/navigation.port';

/** Records full-page navigations instead of leaving the test page. */
export class FakeNavigation implements NavigationPort {
  readonly redirects: string[] = [];
  reloads = 0;
  popups: string[] = [];
  path = '/';

  redirect(target: string): void {
    this.redirects.push(target);
  }

  reload(): void {
    this.reloads += 1;
  }

  /** Reasons already reloaded for (a test may pre-fill it, as a reload would have). */
  readonly reloadedFor = new Set<string>();

  reloadOnce(reason: string): boolean {
    if (this.reloadedFor.has(reason)) return false;
    this.reloadedFor.add(reason);
    this.reload();
    return true;
  }

  openPopup(url: string): PopupHandle | undefined {
    this.popups.push(url);
    let closed = false;
    return { isClosed: () => closed, currentUrl: () => undefined, close: () => (closed = true) };
  }

  currentPath(): string {
    return this.path;
  }
}
