import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Makes the reads matching `url` fail (connection refused) until the returned function is
 * called, on a page whose clock is faked: the gateway retries a failed read for about 25 s, and
 * `waitForFailure` skips those waits. Call before the page loads the screen.
 */
export async function failReads(page: Page, url: string): Promise<() => void> {
  await page.clock.install();
  let failing = true;
  await page.route(url, (route) => (failing ? route.abort('connectionfailed') : route.continue()));
  return () => {
    failing = false;
  };
}

/** Moves the fake clock on until the error panel saying `text` shows, and answers it. */
export async function waitForFailure(page: Page, text: string): Promise<Locator> {
  const failure = page.getByRole('alert').filter({ hasText: text });
  await expect(async () => {
    await page.clock.fastForward(10_000);
    await expect(failure).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return failure;
}
