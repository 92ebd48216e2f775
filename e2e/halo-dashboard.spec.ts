import { expect, test, type Page } from '@playwright/test';
import { signInWithTokens } from './app-helpers';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from './support/page-health';
import { openScreen } from './support/screen-layout';

/**
 * Issue #29: the GP and parent main dashboards (Halo) show figures of their own: Harbor Grill's
 * totals and its two regions rolled up (server/seed; the gateway's halo-dashboard.test.ts counts
 * the same). Engagement and risk change as other specs recognise people and resolve flags: their
 * columns are asserted present (owner@ and dashboards@ may read both), not their values.
 */

/**
 * The level rows' locations and open positions, as the seed fixes them; other specs open positions
 * at Harbor Grill's locations meanwhile, so positions are at least these.
 */
const HARBOR_GRILL_LEVELS = [
  ['Harbor Grill North', '6', '12'],
  ['Harbor Grill South', '6', '12'],
] as const;

/** The figure whose label is `label`. */
const figure = (page: Page, label: string) =>
  page
    .locator('.dashboard__figure')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('.dashboard__figure-value');

async function expectHarborGrillFigures(page: Page): Promise<void> {
  await expect(page.locator('.dashboard__brand')).toHaveText('Harbor Grill');
  await expect(figure(page, 'Locations')).toHaveText('12', { timeout: 10_000 });
  await expect(figure(page, 'Team members')).toHaveText('6');
  for (const label of ['Recognitions (30 days)', 'Flagged answers (30 days)', 'Unresolved flags'])
    await expect(figure(page, label)).toHaveText(/^\d+$/);
  const table = page.getByRole('table', { name: 'Levels below' });
  const header = table.getByRole('columnheader');
  await expect(header).toHaveText([
    'Group or location',
    'Level',
    'Locations',
    'Team members',
    'Open positions',
    'Recognitions (30 days)',
    'Active recognisers (30 days)',
    'Flagged answers (30 days)',
    'Unresolved flags',
  ]);
  const rows = table.getByRole('rowgroup').last().getByRole('row');
  await expect(rows).toHaveCount(HARBOR_GRILL_LEVELS.length);
  let positionsBelow = 0;
  for (const [index, [name, locations, positions]] of HARBOR_GRILL_LEVELS.entries()) {
    const cells = rows.nth(index).getByRole('cell');
    await expect(rows.nth(index).getByRole('link', { name })).toBeVisible();
    await expect(cells.nth(1)).toHaveText('Group');
    await expect(cells.nth(2)).toHaveText(locations);
    const open = Number(await cells.nth(4).textContent());
    expect(open).toBeGreaterThanOrEqual(Number(positions));
    positionsBelow += open;
  }
  // The total is the levels' sum (both read in the same answer).
  await expect(figure(page, 'Open positions')).toHaveText(String(positionsBelow));
  await expect(page.getByText('1–2 of 2')).toBeVisible();
}

test.describe('Halo main dashboards', () => {
  test('owner@ on Harbor Grill’s GP main dashboard: the totals, the levels below, axe clean at 1280 px in English', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInWithTokens(page, request, 'owner');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/access-portal\/main$/, { timeout: 15_000 });
    await page.getByRole('button', { name: /^Brand/ }).click();
    await page.getByRole('combobox', { name: 'Search brands and locations' }).fill('Harbor Grill');
    await page.getByRole('option', { name: /^Harbor Grill(\s*\(starred\))?\s*Group/ }).click();
    await expect(page).toHaveURL(/\/enterprise-dashboards\/gp-main-dashboard$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Main dashboard' })).toBeVisible();
    await expectHarborGrillFigures(page);
    await expectNoSeriousAxeViolations(page);
    // A level's name makes it the context.
    await page.getByRole('link', { name: 'Harbor Grill North' }).click();
    await expect(page.getByRole('button', { name: /^Brand/ })).toContainText('Harbor Grill North', {
      timeout: 15_000,
    });
  });

  test('dashboards@ on the parent main dashboard: the same figures, axe clean at 390 px in Arabic', async ({
    page,
    request,
    baseURL,
  }) => {
    await signInWithTokens(page, request, 'dashboards');
    await page.setViewportSize({ width: 1280, height: 800 });
    await openScreen(page, baseURL, 'localhost', '/enterprise-dashboards/parent-main-dashboard');
    await expectHarborGrillFigures(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await openScreen(page, baseURL, 'ar.localhost', '/enterprise-dashboards/parent-main-dashboard');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const rows = page.getByRole('table').getByRole('rowgroup').last().getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.first().getByRole('link')).toHaveText('Harbor Grill North');
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);
  });
});
