import { expect, test } from '@playwright/test';
import { contextBrandId, platformSwitch, signInWithTokens } from './app-helpers';
import { expectNoSeriousAxeViolations } from './support/page-health';

// manager2@ works in Tidewater Tacos, a brand no other spec signs in to: its own version rows
// switch maintenance and updates for it alone.
test.describe.configure({ mode: 'serial' });

test.describe('maintenance and version updates', () => {
  test.afterEach(async ({ page }) => platformSwitch(page, 'reset'));

  test('maintenance sends the signed-in user to /maintenance', async ({ page, request }) => {
    await signInWithTokens(page, request, 'manager2');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/access-portal\/main$/, { timeout: 15_000 });
    const brandId = await contextBrandId(page);
    await platformSwitch(page, 'maintenance', { brand_id: brandId, status: 'IN_MAINTENANCE' });
    await page.reload();
    await expect(page).toHaveURL(/\/maintenance$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('a newer version asks to refresh; a forced one reloads once, then asks', async ({ page, request }) => {
    await signInWithTokens(page, request, 'manager2');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/access-portal\/main$/, { timeout: 15_000 });
    const brandId = await contextBrandId(page);
    await platformSwitch(page, 'version', { brand_id: brandId, version: '1.0.1' });
    await page.reload();
    await expect(page.getByText('A new version of Brigade (1.0.1) is available.')).toBeVisible({
      timeout: 15_000,
    });
    await expectNoSeriousAxeViolations(page);
    let loads = 0;
    page.on('load', () => (loads += 1));
    await platformSwitch(page, 'version', { brand_id: brandId, version: '1.0.2', force_update: true });
    await page.reload();
    // Our reload, then the forced one; the page it brings back is still this older build, so it
    // asks instead of reloading again (no loop).
    await expect(page.getByText('A new version of Brigade (1.0.2) is available.')).toBeVisible({
      timeout: 15_000,
    });
    expect(loads).toBe(2);
  });
});
