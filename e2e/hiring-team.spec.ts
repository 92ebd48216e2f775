import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/page-health';
import { signInWithTokens } from './app-helpers';
import { failReads, waitForFailure } from './support/read-failure';

test.describe('the team of the context brand (#13)', () => {
  test('manager@ opens the team from the navigation, sees the page count and opens their own card', async ({
    page,
    request,
  }) => {
    await signInWithTokens(page, request, 'manager');
    await page.goto('/dashboard/hiring');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Team', exact: true })
      .click();
    await expect(page).toHaveURL(/\/hiring\/team$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expect(page.getByText(/^1–\d+ of \d+$/)).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Marco Manager: show their card' }).click();
    const card = page.getByRole('dialog', { name: 'Team member: Marco Manager' });
    await expect(card.getByRole('link', { name: 'manager@demo.brigade.test' })).toBeVisible({
      timeout: 10_000,
    });
    await page.keyboard.press('Escape');
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Marco Manager: show their card' })).toBeFocused();
  });

  test('a failed read offers a retry that works', async ({ page, request }) => {
    await signInWithTokens(page, request, 'manager');
    const stopFailing = await failReads(page, '**/api/core/v3/brands/*/users?*');
    await page.goto('/hiring/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible({ timeout: 15_000 });
    const failure = await waitForFailure(page, 'This could not be loaded.');
    stopFailing();
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText(/^1–\d+ of \d+$/)).toBeVisible({ timeout: 10_000 });
  });

  test('at 390 px in Arabic the team fits the screen, right to left', async ({ page, request, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInWithTokens(page, request, 'manager');
    const arabic = new URL('/hiring/team', baseURL);
    arabic.hostname = 'ar.localhost';
    await page.goto(arabic.toString());
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'الفريق' })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('.team-list__row:not(.team-list__row--skeleton)').first()).toBeVisible({
      timeout: 15_000,
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  });

  test('dashboards@ narrows Harbor Grill’s team to its own members with the switch, and widens it again', async ({
    page,
    request,
  }) => {
    await signInWithTokens(page, request, 'dashboards');
    await page.goto('/hiring/team');
    const people = page.getByRole('list', { name: 'People' });
    const marco = people.getByRole('button', { name: 'Marco Manager: show their card' });
    await expect(marco).toBeVisible({ timeout: 15_000 });
    const scope = page.getByRole('switch', { name: 'Include brands below' });
    await expect(scope).toBeChecked();
    await scope.focus();
    await page.keyboard.press('Space');
    await expect(scope).not.toBeChecked();
    const dana = people.getByRole('listitem').filter({ hasText: 'Dana Dashboards' });
    await expect(dana).toContainText('Manager', { timeout: 10_000 });
    await expect(marco).toHaveCount(0);
    await expect(page.getByText(/^1–\d+ of \d+$/)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(marco).toBeVisible({ timeout: 10_000 });
  });
});
