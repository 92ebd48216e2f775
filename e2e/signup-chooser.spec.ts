import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, waitForHydration, watchPageProblems } from './support/page-health';

test.describe('signup chooser', () => {
  test('arrives server-rendered: heading and both cards are in the HTML before any script runs', async ({
    request,
  }) => {
    const response = await request.get('/user/signup');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1 id="signup-title">Welcome to Brigade</h1>');
    expect(html).toContain('href="/user/employer"');
    expect(html).toContain('href="/user/candidate"');
    expect(html).toMatch(/<html lang="en" dir="ltr">/);
  });

  test('is readable with JavaScript off', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/user/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Brigade' })).toBeVisible();
    await expect(page.getByRole('link', { name: /employer/ })).toHaveAttribute('href', '/user/employer');
    await context.close();
  });

  test('hydrates with no console error or hydration warning', async ({ page }) => {
    const problems = watchPageProblems(page);
    await page.goto('/user/signup');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Brigade');
    expect(problems).toEqual([]);
  });

  for (const [name, path] of [
    [/employer/, '/user/employer'],
    [/looking for work/, '/user/candidate'],
  ] as const) {
    test(`the card navigates to ${path}`, async ({ page }) => {
      await page.goto('/user/signup');
      await waitForHydration(page);
      await page.getByRole('link', { name }).click();
      await page.waitForURL((url) => url.pathname.endsWith(path));
    });
  }

  test('works from the keyboard: Tab reaches the cards and Enter follows one', async ({ page }) => {
    await page.goto('/user/signup');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /employer/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.endsWith('/user/employer'));
  });

  test('shows the login prompt, and hides the logo when a brand parameter is present', async ({ page }) => {
    await page.goto('/user/signup');
    await expect(page.getByText('Already have an account?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/user/login');
    await expect(page.getByRole('img', { name: 'Brigade' })).toBeVisible();
    await page.goto('/user/signup?brand=42');
    await waitForHydration(page);
    await expect(page.getByRole('img', { name: 'Brigade' })).toHaveCount(0);
  });

  test('axe finds no serious or critical violation', async ({ page }) => {
    await page.goto('/user/signup');
    await waitForHydration(page);
    await expectNoSeriousAxeViolations(page);
  });
});
