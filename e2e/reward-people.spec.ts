import { expect, test, type Page } from '@playwright/test';
import { brandIdNamed, signInWithTokens } from './app-helpers';
import { expectNoSeriousAxeViolations } from './support/page-health';

/** Opts in with a birthday in the 'Birthday grant' panel at `path`; checks it after a reload; axe. */
async function optInFrom(page: Page, path: string, month: string, day: string) {
  await page.goto(path);
  const panel = page.getByRole('region', { name: 'Birthday grant' });
  await panel.getByLabel('Month', { exact: true }).selectOption(month);
  await panel.getByLabel('Day', { exact: true }).selectOption(day);
  await panel.getByRole('checkbox', { name: 'Give me birthday points' }).check();
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByRole('status')).toHaveText('Saved.');
  await page.reload();
  await expect(panel.getByLabel('Month', { exact: true })).toHaveValue(month);
  await expect(panel.getByLabel('Day', { exact: true })).toHaveValue(day);
  await expect(panel.getByRole('checkbox', { name: 'Give me birthday points' })).toBeChecked();
  await expectNoSeriousAxeViolations(page);
}

test.describe('what the reward rules read about people', () => {
  test('a member opts in to the birthday grant from their preferences', async ({ page, request }) => {
    await signInWithTokens(page, request, 'dashboards');
    await optInFrom(page, '/account/preferences', '03', '17');
  });

  test('a candidate opts in to the birthday grant from their profile', async ({ page, request }) => {
    // candidate@ has no employer preferences page; nobody else reads their reward profile.
    await signInWithTokens(page, request, 'candidate');
    await optInFrom(page, '/profile', '09', '30');
  });

  test('the owner sees start dates and referrals on the people tab', async ({ page, request }) => {
    const token = await signInWithTokens(page, request, 'owner');
    const grill = await brandIdNamed(request, token, 'Harbor Grill');
    await page.goto(`/settings/${grill}/rewards-and-recognition/people`);
    await expect(page.getByRole('tab', { name: 'People', selected: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Start dates' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Referrals' })).toBeVisible();
    await expect(page.getByLabel(/^Start date of /).first()).toBeVisible();
    await expect(page.getByLabel(/^Referrer of /).first()).toBeVisible();
    // The demo's referral (demo-rewards.seed.ts; no test changes it): dashboards@ referred Carmen.
    const carmen = page.getByLabel('Referrer of Carmen Silva');
    await expect(carmen.locator('option:checked')).toHaveText('Dana Dashboards');
    // The start date is a DatePicker: its calendar opens from the keyboard and Escape closes it.
    const start = page.getByLabel(/^Start date of /).first();
    await start.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: /^Choose Start date of / })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });
});
