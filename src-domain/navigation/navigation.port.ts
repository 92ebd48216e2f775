import { token } from '../shared/token';

/** Leaving or reloading the page, as decided by domain rules (targets come from `safeRedirectTarget`). */
export interface NavigationPort {
  /** Full-page navigation to a same-origin path or an absolute URL; does not return control meaningfully. */
  redirect(target: string): void;
  /** Reloads the current page (version update, cache invalidation, consent withdrawal). */
  reload(): void;
  /**
   * Reloads unless this tab already reloaded for `reason` (remembered for the tab's session,
   * across the reload); true when it reloads. Guards forced reloads against a loop when the
   * reload does not fix what caused it (e.g. a forced version the server does not serve yet).
   */
  reloadOnce(reason: string): boolean;
  /**
   * Opens a popup window (size in CSS pixels, spec: 600x600) and resolves when it closes or
   * reports; resolves `undefined` when the browser blocked it.
   */
  openPopup(url: string, size: { width: number; height: number }): PopupHandle | undefined;
  /** The current location as path + search + hash (e.g. '/dashboard?brand=1'). */
  currentPath(): string;
}

/** A popup the caller polls (spec: every 100 ms) and closes. */
export interface PopupHandle {
  /** True once the user or the page closed it. */
  isClosed(): boolean;
  /** The popup's current URL when same-origin, else `undefined`. */
  currentUrl(): string | undefined;
  close(): void;
}
export const NavigationPort = token<NavigationPort>('domain.navigation');
