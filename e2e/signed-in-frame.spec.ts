import { expect, test, type Page } from '@playwright/test';
import { signInWithTokens } from './app-helpers';
import { waitForHydration, watchPageProblems } from './support/page-health';

// Issue #20: a hard load of a signed-in page carries the signed-in frame in its HTML (header,
// navigation skeleton, the screen's heading), painted before any script; the client renders over
// it with no hydration error and the screen ends up as before.

/** The page at `path` on `host` (a language subdomain of the test server, or localhost). */
function urlOf(path: string, host: string): string {
  const url = new URL(path, test.info().project.use.baseURL);
  url.hostname = host;
  return url.href;
}

/** Loads the page, checking the heading was in the server's HTML, and waits for the screen. */
async function hardLoad(page: Page, path: string, host: string, heading: string): Promise<void> {
  const response = await page.goto(urlOf(path, host));
  const html = (await response?.text()) ?? '';
  expect(html).toContain('data-shell-frame=""');
  expect(html).toContain(`<h1 class="dashboard__title">${heading}</h1>`);
  await waitForHydration(page);
  // The screen itself (its own h1 has an id; the frame's has none), with its data.
  await expect(page.locator('h1#dashboard-title')).toHaveText(heading, { timeout: 30_000 });
  await expect(page.locator('[data-shell-frame]')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: /./ }).first()).toBeAttached();
}

test('a hard load of a signed-in dashboard shows its heading from the server, then the screen', async ({
  page,
  request,
}) => {
  const problems = watchPageProblems(page);
  await signInWithTokens(page, request, 'manager');
  await hardLoad(page, '/dashboard/hiring', 'localhost', 'Hiring dashboard');
  await expect(page.locator('.app-header')).toHaveCount(1);
  expect(problems).toEqual([]);
});

test('the same in Arabic, right to left', async ({ page, request }) => {
  const problems = watchPageProblems(page);
  await signInWithTokens(page, request, 'manager');
  await hardLoad(page, '/dashboard/hiring', 'ar.localhost', 'لوحة التوظيف');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(problems).toEqual([]);
});

test('without a session, a hard load of a signed-in page still goes to the login page', async ({ page }) => {
  const problems = watchPageProblems(page);
  await page.goto('/dashboard/hiring');
  await expect(page).toHaveURL(/\/user\/login\?ref=/, { timeout: 30_000 });
  await expect(page.locator('[data-shell-frame]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});
