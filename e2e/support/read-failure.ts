import { expect, type Locator, type Page } from '@playwright/test';
import { waitForNetworkQuiet } from './network-quiet';

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

/**
 * Moves the page's fake clock on, 10 s at a time (the longest wait between the gateway's retries),
 * until `locator` is visible: each step fires the retry that was waiting. The panel is looked for
 * briefly and the next step follows at once, so the test spends the retries' round trips, not a
 * second of looking per retry. Call on a page whose clock is installed.
 */
export async function fastForwardUntilVisible(page: Page, locator: Locator, timeout = 30_000): Promise<void> {
  await expect(async () => {
    await page.clock.fastForward(10_000);
    await expect(locator).toBeVisible({ timeout: 250 });
  }).toPass({ intervals: [100], timeout });
}

/** Moves the fake clock on until the error panel saying `text` shows, and answers it. */
export async function waitForFailure(page: Page, text: string): Promise<Locator> {
  const failure = page.getByRole('alert').filter({ hasText: text });
  await fastForwardUntilVisible(page, failure, 15_000);
  return failure;
}

/**
 * Lets the failing reads through and presses `retry` on the failure panel. The page's timers are
 * stopped first and no request is left in flight, so no retry the gateway still held can answer
 * before the click and take the panel away (the click would wait for a button that is gone); the
 * clock runs on once the click is made. Call on a page whose clock is installed (failReads).
 */
export async function healAndRetry(page: Page, heal: () => void, retry: Locator): Promise<void> {
  // The fake clock runs on between reading its time and pausing it; pausing at a moment it has
  // already passed throws ("Cannot fast-forward to the past"), so read it again and retry.
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
      break;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('to the past')) throw error;
    }
  }
  await waitForNetworkQuiet(page);
  heal();
  await retry.click();
  await page.clock.resume();
}
