import { injectable } from 'inversify';
import type { NavigationPort, PopupHandle } from '../../src-domain/navigation/navigation.port';

/** The sessionStorage entry listing what this tab already reloaded for (not user data). */
export const RELOAD_ONCE_FLAG = 'brigade:reloaded-for';

/** NavigationPort over `window.location` and `window.open`. */
@injectable()
export class BrowserNavigation implements NavigationPort {
  redirect(target: string): void {
    window.location.assign(target);
  }

  reload(): void {
    window.location.reload();
  }

  reloadOnce(reason: string): boolean {
    let reasons: string[];
    try {
      const parsed: unknown = JSON.parse(window.sessionStorage.getItem(RELOAD_ONCE_FLAG) ?? '[]');
      reasons = Array.isArray(parsed) ? parsed.map(String) : [];
      if (reasons.includes(reason)) return false;
      window.sessionStorage.setItem(RELOAD_ONCE_FLAG, JSON.stringify([...reasons, reason]));
    } catch {
      // Without session storage the guard cannot survive the reload: do not risk a loop.
      return false;
    }
    this.reload();
    return true;
  }

  openPopup(url: string, size: { width: number; height: number }): PopupHandle | undefined {
    // Centred over the opener, as sign-in popups usually are.
    const left = Math.max(0, window.screenX + (window.outerWidth - size.width) / 2);
    const top = Math.max(0, window.screenY + (window.outerHeight - size.height) / 2);
    const popup = window.open(
      url,
      '_blank',
      `popup=yes,width=${size.width},height=${size.height},left=${Math.round(left)},top=${Math.round(top)}`,
    );
    if (!popup) return undefined;
    return {
      isClosed: () => popup.closed,
      currentUrl: () => {
        try {
          // Cross-origin pages throw on read: the caller polls until it is back on our origin.
          return popup.location.href;
        } catch {
          return undefined;
        }
      },
      close: () => popup.close(),
    };
  }

  currentPath(): string {
    const { pathname, search, hash } = window.location;
    return `${pathname}${search}${hash}`;
  }
}
