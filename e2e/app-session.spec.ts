import { expect, test } from '@playwright/test';
import { signIn, signInWithTokens } from './app-helpers';
import { expectNoSeriousAxeViolations } from './support/page-health';

test.describe('session behaviours', () => {
  test('window focus without a token goes to logout with the timeout toast', async ({ page }) => {
    await signIn(page, 'manager');
    await expect(page).toHaveURL(/\/dashboard\/hiring$/, { timeout: 15_000 });
    // The logout screen leaves the page at once, so watch for the toast and the route as they pass.
    const toastShown = page.waitForFunction(
      () => document.body.innerText.includes('Your session has timed out, please login.'),
      undefined,
      { polling: 'raf' },
    );
    const loggingOut = page.waitForURL(/\/user\/logout\?ref=%2Fdashboard%2Fhiring/, { waitUntil: 'commit' });
    await page.evaluate(() => {
      for (const key of Object.keys(window.localStorage)) {
        if (key.startsWith('CognitoIdentityServiceProvider') || key.includes('token'))
          window.localStorage.removeItem(key);
      }
      window.sessionStorage.clear();
      window.dispatchEvent(new Event('focus'));
    });
    await toastShown;
    await loggingOut;
    // /user/logout signs out and carries the page on as `ref` (its default target is '/'), and
    // the toast is still there on the login page after logout's full page load.
    // The login's ref is the page itself, not a ref nesting another (`?ref=%2F%3Fref%3D…`).
    await expect(page).toHaveURL(/\/user\/login\?ref=%2Fdashboard%2Fhiring$/, { timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('alert')).toContainText(
      'Your session has timed out, please login.',
    );
  });

  test('another tab signing in as someone else pauses this one', async ({ context }) => {
    const first = await context.newPage();
    await signIn(first, 'owner');
    await expect(first).toHaveURL(/\/access-portal\/main$/, { timeout: 15_000 });
    const second = await context.newPage();
    await second.goto('/user/logout');
    await expect(second).not.toHaveURL(/\/user\/logout/, { timeout: 15_000 });
    await signIn(second, 'manager');
    await first.bringToFront();
    await first.evaluate(() => window.dispatchEvent(new Event('focus')));
    const dialog = first.getByRole('alertdialog', { name: 'Session paused' });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await expect(dialog).toContainText(
      'Your session has been paused because you switched to another account.',
    );
    await expectNoSeriousAxeViolations(first);
    await dialog.getByRole('button', { name: 'OK' }).first().click();
    await expect(first).toHaveURL(/\/dashboard\/hiring$/, { timeout: 15_000 });
  });

  test('offline banner while the browser is offline', async ({ page, context, request }) => {
    // Reads that failed while offline come back on the network profile's schedule (up to 10 s apart).
    test.setTimeout(60_000);
    await signInWithTokens(page, request, 'candidate');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/member$/, { timeout: 15_000 });
    // The network goes as soon as the signed-in layout is on screen: what the banner needs came
    // with the layout's scripts (no later chunk to fetch).
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByText('No internet connection, connecting...')).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousAxeViolations(page);
    await context.setOffline(false);
    await expect(page.getByText('No internet connection, connecting...')).toBeHidden();
    // Back online, the screen and its data come in without a reload (chunks and reads are retried).
    await expect(page.getByRole('table', { name: 'My applications' }).getByRole('row')).toHaveCount(4, {
      timeout: 30_000,
    });
  });

  test('a demo is requested once; the second time the button says so', async ({ page, request }) => {
    await signInWithTokens(page, request, 'manager');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/hiring$/, { timeout: 15_000 });
    // The calls by service code (spec 000 §7): GET and POST /v1/demo_request with the brand.
    const byServiceCode = (method: string) =>
      page.waitForResponse(
        (response) =>
          response.request().method() === method &&
          new URL(response.url()).pathname === '/api/core/v1/demo_request' &&
          response.status() === 200,
      );
    const checked = byServiceCode('GET');
    await page.getByRole('button', { name: /Learning/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Learning' });
    await expect(dialog).toBeVisible();
    expect(new URL((await checked).url()).searchParams.get('service_code')).toBe('LMS');
    await expectNoSeriousAxeViolations(page);
    const requested = byServiceCode('POST');
    await dialog.getByRole('button', { name: 'Schedule a demo today!' }).click();
    expect((await requested).request().postDataJSON()).toMatchObject({ service_code: 'LMS' });
    await expect(page.getByText(/Thank you for your request for a demo of Learning/)).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: /Learning/ }).click();
    await expect(page.getByRole('button', { name: 'Already requested a demo!' })).toBeDisabled();
  });
});
