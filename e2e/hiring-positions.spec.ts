import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/page-health';
import { signInWithTokens } from './app-helpers';
import { failReads, waitForFailure } from './support/read-failure';

test.describe('the positions of the context brand and their approvals to recruit (#13)', () => {
  test('manager@ opens Positions from the navigation, reads the settings and filters a position’s ATRs', async ({
    page,
    request,
  }) => {
    await signInWithTokens(page, request, 'manager');
    await page.goto('/dashboard/hiring');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Positions', exact: true })
      .click();
    await expect(page).toHaveURL(/\/hiring\/positions$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Positions' })).toBeVisible();
    const settings = page.getByRole('region', { name: 'Position settings' });
    await expect(settings).toContainText('Centralised', { timeout: 15_000 });
    await expect(settings).toContainText('Entry, Senior, Lead');
    await expect(page.getByText(/^1–\d+ of \d+$/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const opener = page.getByRole('button', {
      name: 'Approvals to recruit: Server, Harbor Grill Portland Downtown',
    });
    await opener.click();
    const dialog = page.getByRole('dialog', {
      name: 'Approvals to recruit: Server (Harbor Grill Portland Downtown)',
    });
    const items = dialog.getByRole('listitem');
    await expect(items.filter({ hasText: 'Summer patio season' })).toContainText('Pending', {
      timeout: 10_000,
    });
    await expect(items.filter({ hasText: 'Replacement for a departing server' })).toContainText('Approved');
    await dialog.getByLabel('Status').selectOption({ label: 'Pending' });
    await expect(items.filter({ hasText: 'Replacement for a departing server' })).toHaveCount(0, {
      timeout: 10_000,
    });
    await expect(items.filter({ hasText: 'Summer patio season' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('a failed read offers a retry that works', async ({ page, request }) => {
    await signInWithTokens(page, request, 'manager');
    const stopFailing = await failReads(page, '**/api/core/v1/position_type_lookup');
    await page.goto('/hiring/positions');
    await expect(page.getByRole('heading', { level: 1, name: 'Positions' })).toBeVisible({ timeout: 15_000 });
    const failure = await waitForFailure(page, 'This could not be loaded.');
    stopFailing();
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText(/^1–\d+ of \d+$/)).toBeVisible({ timeout: 10_000 });
  });

  test('at 390 px in Arabic the positions and a position’s ATRs fit the screen, right to left', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInWithTokens(page, request, 'manager');
    const arabic = new URL('/hiring/positions', baseURL);
    arabic.hostname = 'ar.localhost';
    await page.goto(arabic.toString());
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'الوظائف' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('مركزية')).toBeVisible({ timeout: 15_000 });
    await page
      .getByRole('button', { name: 'موافقات التوظيف: Server، Harbor Grill Portland Downtown' })
      .click();
    await expect(page.getByRole('dialog').getByText('Summer patio season')).toBeVisible({ timeout: 10_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  });
});
