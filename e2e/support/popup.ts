import type { Page } from '@playwright/test';

/**
 * Resolves once `popup` has closed, including when it closed before this was called: a popup
 * that closes itself right after a click (the provider's consent page does) may be gone before
 * the test asks, and `waitForEvent('close')` alone would then wait for an event already past.
 */
export function popupClosed(popup: Page): Promise<void> {
  if (popup.isClosed()) return Promise.resolve();
  return popup.waitForEvent('close').then(() => undefined);
}
