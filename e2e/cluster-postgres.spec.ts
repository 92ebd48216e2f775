import http from 'node:http';
import { expect, test } from '@playwright/test';
import { signIn } from './app-helpers';
import { trackNetwork, waitForNetworkQuiet } from './support/network-quiet';

/**
 * Issue #19 "Done when": with DATABASE_URL on PostgreSQL, `npm run start:cluster` serves the
 * whole app from two processes. Run only by `e2e/run.ts --cluster` (inside `npm run test:pg`),
 * whose Playwright config starts the cluster on a fresh, empty database: the first process
 * migrates and seeds it. server/cluster.ts names the answering process in X-Server-Process.
 */
const HEADER = 'x-server-process';

/** The process that answers /health on a new connection (the cluster deals connections in turn). */
function processOnNewConnection(baseURL: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL('/health', baseURL), { agent: false }, (response) => {
      response.resume();
      const pid = response.headers[HEADER];
      resolve(typeof pid === 'string' ? pid : undefined);
    });
    request.on('error', reject);
  });
}

test('manager@ signs in, switches brand and opens a screen; both server processes answer the browser', async ({
  page,
  baseURL,
}) => {
  // Generous for a loaded 2-core machine (a behaviour test, never a timing assertion).
  test.setTimeout(120_000);
  // The second process starts once the first listens (after migrating and seeding).
  const started = new Set<string>();
  await expect
    .poll(
      async () => {
        const pid = await processOnNewConnection(baseURL!);
        if (pid) started.add(pid);
        return started.size;
      },
      { timeout: 60_000, intervals: [200] },
    )
    .toBe(2);

  const answered = new Set<string>();
  page.on('response', (response) => {
    const pid = response.headers()[HEADER];
    if (pid) answered.add(pid);
  });

  // The login form, not injected tokens: the sign-in itself goes through the cluster.
  await signIn(page, 'manager');
  trackNetwork(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/hiring$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: /Hiring dashboard/ })).toBeVisible();

  // manager@'s one location is the switcher's only option: choosing it sets the context again
  // (a write through the cluster) and lands on /dashboard anew.
  await page.getByRole('button', { name: /^Brand/ }).click();
  await page.getByRole('combobox', { name: 'Search brands and locations' }).fill('Portland');
  await page
    .getByRole('dialog', { name: 'Brands' })
    .getByRole('option', { name: /^Harbor Grill Portland Downtown/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/hiring$/, { timeout: 15_000 });
  // The page was already there before the switch: wait until the switch's write and its return
  // to the dashboard are over, or they would take the page back from the next screen.
  await expect(page.getByRole('dialog', { name: 'Brands' })).toBeHidden();
  await waitForNetworkQuiet(page);

  // One more screen, with its own reads.
  await expect(async () => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Positions', exact: true })
      .click();
    await expect(page).toHaveURL(/\/hiring\/positions$/, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Positions' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Position settings' })).toContainText('Centralised', {
    timeout: 15_000,
  });

  expect([...answered].sort()).toEqual([...started].sort());
});
