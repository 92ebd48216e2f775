import { expect, test } from '@playwright/test';
import { contextBrandId, signInWithTokens } from './app-helpers';

// Spec 001 §2 writes both rewards paths with an optional brand ({path?}); left out, the pages
// are the context brand's.
test.describe('rewards and recognition without a brand in the path', () => {
  test.describe.configure({ timeout: 60_000 });

  test('settings/rewards-and-recognition opens the context brand’s budget tab', async ({ page, request }) => {
    await signInWithTokens(page, request, 'owner');
    await page.goto('/settings/rewards-and-recognition');
    await expect(page).toHaveURL(/\/settings\/[0-9]+\/rewards-and-recognition\/budget$/, { timeout: 15_000 });
    const context = await contextBrandId(page);
    expect(new URL(page.url()).pathname).toBe(`/settings/${context}/rewards-and-recognition/budget`);
    await expect(page.getByRole('tab', { name: 'Budget' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a tab and a management page keep their place', async ({ page, request }) => {
    await signInWithTokens(page, request, 'owner');
    await page.goto('/settings/rewards-and-recognition/raffles');
    await expect(page).toHaveURL(/\/settings\/[0-9]+\/rewards-and-recognition\/raffles$/, {
      timeout: 15_000,
    });
    const context = await contextBrandId(page);
    await page.goto('/rewards-and-recognition/rule-management');
    await expect(page).toHaveURL(new RegExp(`/${context}/rewards-and-recognition/rule-management$`), {
      timeout: 15_000,
    });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
