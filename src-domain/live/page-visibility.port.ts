import type { Unsubscribe } from '../connectivity/connectivity.port';
import { token } from '../shared/token';

/** Whether the page is on screen: hidden tabs (background, minimised) do no polling. */
export interface PageVisibilityPort {
  /** True while the page is visible (on the server: true). */
  isVisible(): boolean;
  /** Calls `listener` on every change of visibility; returns the unsubscribe function. */
  onVisibilityChange(listener: (visible: boolean) => void): Unsubscribe;
}
export const PageVisibilityPort = token<PageVisibilityPort>('domain.page-visibility');
