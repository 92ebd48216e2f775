import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail } from './auth-helpers';
import { expectNoSeriousAxeViolations, watchPageProblems } from './support/page-health';

/**
 * The login page when the app cannot start (issue #30): its entry script fails to load (the
 * request is aborted), the engagement loader shows an error with a Reload button in the page's
 * language, drops the click it held, and the Reload brings the page back.
 */
const ENTRY = /\/assets\/main\.[0-9a-f]+\.js$/;

async function withEntryAborted(page: Page): Promise<void> {
  await page.route(ENTRY, (route) => route.abort());
}

test('a "Log in" tap before the app has started shows the button busy at once; the app takes over and signs in', async ({
  page,
}) => {
  // The app's scripts are held at the network until the button has been seen busy.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/user/login');
  await page.getByLabel('Email', { exact: true }).fill(demoEmail('manager'));
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  const logIn = page.getByRole('button', { name: 'Log in', exact: true });
  await logIn.click();
  await expect(logIn).toHaveAttribute('aria-busy', 'true');
  await expect(logIn).toHaveAttribute('aria-disabled', 'true');
  await expect(logIn).toHaveClass(/page-start-held/);
  // The spinner is drawn before the label, as the app's busy button does.
  expect(await logIn.evaluate((button) => getComputedStyle(button, '::before').borderTopStyle)).toBe('solid');
  release();
  await expect(page).toHaveURL(/\/dashboard\/hiring/, { timeout: 30_000 });
});

test.describe('login when the app cannot start', () => {
  test('1280 px, English: the held "Log in" is dropped with the error with Reload shown; Reload brings the page back', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await withEntryAborted(page);
    const problems = watchPageProblems(page);
    await page.goto('/user/login');
    const logIn = page.getByRole('button', { name: 'Log in', exact: true });
    await logIn.click();
    const error = page.getByRole('alert').filter({ hasText: 'This page could not finish loading' });
    await expect(error).toBeVisible();
    await expect(error).toHaveText(/Check your connection and reload it\./);
    const reload = error.getByRole('button', { name: 'Reload', exact: true });
    // The click was waiting: focus is on Reload, and the held click is dropped with the error shown.
    await expect(reload).toBeFocused();
    await expect(logIn).not.toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL(/\/user\/login$/);
    await expectNoSeriousAxeViolations(page);
    // The failed script is the only problem the page reports.
    expect(problems.filter((problem) => !/Failed to load resource|ERR_FAILED/.test(problem))).toEqual([]);

    await page.unroute(ENTRY);
    await reload.click();
    await page.waitForLoadState('load');
    await page.getByLabel('Email', { exact: true }).focus();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(
      page.getByRole('alert').filter({ hasText: 'This page could not finish loading' }),
    ).toHaveCount(0);
  });

  test('390 px, Arabic: the error is in Arabic, right to left, and axe finds nothing serious', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await withEntryAborted(page);
    const port = new URL(baseURL!).port;
    await page.goto(`http://ar.localhost:${port}/user/login`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    const error = page.getByRole('alert').filter({ hasText: 'تعذّر إكمال تحميل هذه الصفحة' });
    await expect(error).toBeVisible();
    await expect(error.getByRole('button', { name: 'إعادة التحميل', exact: true })).toBeFocused();
    // Inside the viewport, across its width.
    const box = (await error.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await expectNoSeriousAxeViolations(page);
  });
});
