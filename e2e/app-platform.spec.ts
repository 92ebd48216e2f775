import { expect, test } from '@playwright/test';
import { contextBrandId, platformSwitch, signIn } from './app-helpers';

// manager2@ works in Tidewater Tacos, a brand no other spec signs in to: its own version rows
// switch maintenance and updates for it alone.
test.describe.configure({ mode: 'serial' });

test.describe('maintenance and version updates', () => {
  test.afterEach(async ({ page }) => platformSwitch(page, 'reset'));

  test('maintenance sends the signed-in user to /maintenance', async ({ page }) => {
    await signIn(page, 'manager2');
    await expect(page).toHaveURL(/\/access-portal\/main$/, { timeout: 15_000 });
    const brandId = await contextBrandId(page);
    await platformSwitch(page, 'maintenance', { brand_id: brandId, status: 'IN_MAINTENANCE' });
    await page.reload();
    await expect(page).toHaveURL(/\/maintenance$/, { timeout: 15_000 });
  });

  test('a newer version asks to refresh; a forced one reloads at once', async ({ page }) => {
    await signIn(page, 'manager2');
    await expect(page).toHaveURL(/\/access-portal\/main$/, { timeout: 15_000 });
    const brandId = await contextBrandId(page);
    await platformSwitch(page, 'version', { brand_id: brandId, version: '1.0.1' });
    await page.reload();
    await expect(page.getByText('A new version of Brigade (1.0.1) is available.')).toBeVisible({
      timeout: 15_000,
    });
    let loads = 0;
    page.on('load', () => (loads += 1));
    await platformSwitch(page, 'version', { brand_id: brandId, version: '1.0.2', force_update: true });
    await page.reload();
    await expect.poll(() => loads, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  });
});
