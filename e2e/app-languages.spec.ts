import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/page-health';
import { DEMO_PASSWORD, demoEmail } from './app-helpers';

/** Signs in on a language subdomain (es.localhost, ar.localhost) through the identity in the page. */
async function signInOn(page: Page, origin: string, account: string) {
  await page.goto(`${origin}/user/login`);
  await page
    .locator('input[type="email"], input[name="email"], input[autocomplete="username"]')
    .first()
    .fill(demoEmail(account));
  await page.locator('input[type="password"]').first().fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').first().click();
  await expect(page).not.toHaveURL(/\/user\/login/, { timeout: 15_000 });
}

test.describe('signed-in pages in Spanish and Arabic', () => {
  test('Spanish member dashboard', async ({ page, baseURL }) => {
    const origin = baseURL!.replace('://localhost', '://es.localhost');
    await signInOn(page, origin, 'candidate');
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Casey' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectNoSeriousAxeViolations(page);
  });

  test('Arabic hiring dashboard, right to left', async ({ page, baseURL }) => {
    const origin = baseURL!.replace('://localhost', '://ar.localhost');
    await signInOn(page, origin, 'manager');
    await expect(page.getByRole('heading', { level: 1, name: 'لوحة التوظيف' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoSeriousAxeViolations(page);
  });
});
