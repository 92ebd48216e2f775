import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/page-health';
import { DEMO_PASSWORD, demoEmail, signIn } from './app-helpers';

/** The value shown by the headline figure labelled `label`. */
const figure = (page: Page, label: string) =>
  page.locator('.dashboard__figure').filter({ has: page.getByText(label, { exact: true }) });

/** How far the page reaches past the viewport's width, in CSS pixels (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('hiring and TTS dashboards, hiring report (#13)', () => {
  // Axe over several screens on a shared machine: more than the default 30 s.
  test.setTimeout(120_000);

  test('manager@ sees their figures and each opens the inbox filtered', async ({ page }) => {
    await signIn(page, 'manager');
    await expect(page).toHaveURL(/\/dashboard\/hiring$/, { timeout: 15_000 });
    await expect(figure(page, 'Unread messages').locator('.dashboard__figure-value')).toHaveText('3', {
      timeout: 10_000,
    });
    await expect(page.getByTestId('skeleton-row')).toHaveCount(0, { timeout: 10_000 });
    await expectNoSeriousAxeViolations(page);
    await figure(page, 'Unread messages').getByRole('link').click();
    await expect(page).toHaveURL(/\/hiring\/applications\?unread=1$/);

    await page.goto('/dashboard/hiring');
    const applied = page.getByRole('link', { name: /^Applied: 1, open in the inbox$/ });
    await applied.click();
    await expect(page).toHaveURL(/\/hiring\/applications\?status=APPLIED$/);

    await page.goto('/dashboard/hiring');
    const replies = page
      .getByRole('region', { name: 'Time to first reply by location (slowest first)' })
      .first();
    await expect(replies).toContainText('2 of 4', { timeout: 10_000 });
    await replies.getByRole('link', { name: 'Harbor Grill Portland Downtown' }).click();
    await expect(page).toHaveURL(/\/hiring\/applications\?location=\d+$/);
  });

  test('owner@ sees the group’s figures, pages a long list, and finds the report in the navigation', async ({
    page,
  }) => {
    await signIn(page, 'owner');
    await page.goto('/dashboard/hiring');
    await expect(figure(page, 'Open positions').locator('.dashboard__figure-value')).toHaveText('72', {
      timeout: 15_000,
    });
    await expect(page.getByText('1–10 of 36')).toBeVisible();
    await page
      .getByRole('region', { name: 'Open positions by location' })
      .getByRole('button', { name: 'Next' })
      .click();
    await expect(page.getByText('11–20 of 36')).toBeVisible();

    await page.goto('/dashboard/hiring');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Hiring report' })
      .click();
    await expect(page).toHaveURL(/\/hiring\/report$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hiring report' })).toBeVisible();
  });

  test('the report sorts by reply time and downloads a CSV', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/hiring/report');
    const rows = page.getByRole('region', { name: /–/ }).getByRole('rowgroup').last().getByRole('row');
    // Six seeded lines, and more when another test of the run has moved or created applications.
    await expect(rows.nth(5)).toBeVisible({ timeout: 15_000 });
    const count = await rows.count();
    // Slowest reply first by default: the Seattle line cook (146.7 h).
    await expect(rows.first()).toContainText('Harbor Grill Seattle Airport');
    await expect(page.getByText(`1–${count} of ${count}`)).toBeVisible();

    await page.getByRole('button', { name: /Median to first reply/ }).click();
    await expect(page.locator('th[aria-sort="ascending"]')).toContainText('Median to first reply');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^hiring-report-[A-Za-z0-9._-]+\.csv$/);
    const text = fs.readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Location,Position,Applications,Applied,Screening,Interview,Offered,Hired,Rejected,Replied,Median hours to first reply,90th percentile hours to first reply',
    );
    expect(lines).toHaveLength(count + 1);
    await expectNoSeriousAxeViolations(page);
  });

  test('at 390 px in Arabic the dashboards and the report fit the screen', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const origin = baseURL!.replace('://localhost', '://ar.localhost');
    await page.goto(`${origin}/user/login`);
    await page.locator('input[type="email"]').first().fill(demoEmail('owner'));
    await page.locator('input[type="password"]').first().fill(DEMO_PASSWORD);
    await page.locator('form button[type="submit"]').first().click();
    await expect(page).not.toHaveURL(/\/user\/login/, { timeout: 15_000 });
    for (const path of ['/dashboard/hiring', '/hiring/report']) {
      await page.goto(`${origin}${path}`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId('skeleton-row')).toHaveCount(0, { timeout: 10_000 });
      expect([path, await overflow(page)]).toEqual([path, 0]);
      await expectNoSeriousAxeViolations(page);
    }
    await context.close();
  });
});
