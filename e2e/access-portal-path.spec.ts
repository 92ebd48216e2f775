import { expect, test } from '@playwright/test';
import { brandIdNamed, signInWithTokens } from './app-helpers';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from './support/page-health';

// /access-portal/main/{path?} (spec 000 §2): a brand of the tree as the entry, a view, or both.
test.describe('the access portal path', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a brand card leads to the brands below it, and back', async ({ page, request }) => {
    const token = await signInWithTokens(page, request, 'owner');
    const grill = await brandIdNamed(request, token, 'Harbor Grill');
    await page.goto('/access-portal/main/all');
    await page.getByRole('link', { name: 'Brands below Harbor Grill' }).click();
    await expect(page).toHaveURL(new RegExp(`/access-portal/main/${grill}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access portal — Harbor Grill');
    await expect(page.getByRole('button', { name: /^Harbor Grill North/ })).toBeVisible();
    await expect(page.getByText(/^[0-9]+ of [0-9]+$/)).toBeVisible();
    await page.getByRole('link', { name: 'Back to the access portal' }).click();
    await expect(page).toHaveURL(/\/access-portal\/main$/);
  });

  test.describe('on a phone in Arabic', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('a brand entry is right to left, no wider than the screen, axe clean', async ({
      page,
      request,
      baseURL,
    }) => {
      const token = await signInWithTokens(page, request, 'owner');
      const grill = await brandIdNamed(request, token, 'Harbor Grill');
      await page.goto(
        `${baseURL!.replace('://localhost', '://ar.localhost')}/access-portal/main/${grill}/all`,
      );
      await expect(page.getByRole('link', { name: 'العودة إلى بوابة الوصول' })).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousAxeViolations(page);
    });
  });
});
