import { expect, test } from '@playwright/test';
import { signInWithTokens } from './app-helpers';
import { fastForwardUntilVisible } from './support/read-failure';
import {
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  waitForHydration,
} from './support/page-health';

// Issue #37: the global search over one index — candidates, locations and team members of the
// caller's subtree, with counts and paging; the header's suggestions from the same index. Only
// seeded rows no spec edits are read, and no exact count another spec can change is asserted.
test.setTimeout(120_000);

test('1280 px English: suggestions of the three kinds, the results page with counts, paging and links', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithTokens(page, request, 'owner');
  await page.goto('/access-portal/main');
  await waitForHydration(page);

  // Typed without its capital, the seeded applicant is suggested under Candidates.
  const field = page.getByRole('combobox', { name: 'Search' });
  await field.fill('avery qu');
  const list = page.getByRole('listbox');
  await expect(list.getByRole('group').filter({ hasText: /^Candidates \(\d+\)/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(list.getByRole('option', { name: /^Avery Quinn/ }).first()).toBeVisible();
  await list
    .getByRole('option', { name: /^Avery Quinn/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/hiring\/applications\/\d+$/);

  // "harbor" finds many Harbor Grill locations: the table says how many and pages them.
  await page.goto('/global-search-result/harbor');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “harbor”' })).toBeVisible();
  // .first(): the section; its table's scroll box is a region of the same name.
  const locations = page.getByRole('region', { name: /^Locations \(\d+\)$/ }).first();
  await expect(locations.getByText(/^1–10 of \d+$/)).toBeVisible({ timeout: 15_000 });
  const total = Number(
    /of (\d+)$/.exec((await locations.getByText(/^1–10 of \d+$/).textContent()) ?? '')![1],
  );
  expect(total).toBeGreaterThan(10);
  const pager = locations.getByRole('navigation', { name: 'Pages of locations' });
  await expect(pager.getByText(`Page 1 of ${Math.ceil(total / 10)}`)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(locations.getByText(new RegExp(`^11–${Math.min(20, total)} of ${total}$`))).toBeVisible({
    timeout: 15_000,
  });
  // Each location opens its page; the candidates' and members' tables say what they hold.
  const firstLocation = locations.getByRole('link').first();
  const href = await firstLocation.getAttribute('href');
  expect(href).toMatch(/^\/brands\/\d+$/);
  await expect(page.getByRole('region', { name: /^Candidates \(\d+\)$/ }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: /^Team members \(\d+\)$/ }).first()).toBeVisible();
  await firstLocation.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));

  // A team member's name opens their card.
  await page.goto('/global-search-result/marco');
  await waitForHydration(page);
  const members = page.getByRole('region', { name: /^Team members \(\d+\)$/ }).first();
  await members
    .getByRole('button', { name: /Marco Manager/ })
    .first()
    .click({ timeout: 15_000 });
  await expect(page.getByRole('dialog')).toContainText('manager@demo.brigade.test', { timeout: 15_000 });
});

test('a failed read says so within 5 s with a retry', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithTokens(page, request, 'owner');
  // The gateway retries a failed read for about 25 s (1, 2, 4, 8, 10 s): a fake clock skips the waits.
  await page.clock.install();
  let failing = true;
  await page.route('**/api/core/v1/search?**', (route) =>
    failing ? route.abort('connectionfailed') : route.fallback(),
  );
  await page.goto('/global-search-result/avery');
  const alert = page.getByRole('alert').filter({ hasText: 'The search could not be loaded.' });
  // The loop's real-time limit is the page's load and the steps on a loaded machine, not the 5 s.
  await fastForwardUntilVisible(page, alert, 15_000);
  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page
      .getByRole('region', { name: /^Candidates \(\d+\)$/ })
      .first()
      .getByText('Avery Quinn')
      .first(),
  ).toBeVisible({
    timeout: 15_000,
  });
});

test('390 px Arabic: the results page fits, right to left, axe clean', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithTokens(page, request, 'owner');
  const url = new URL('/global-search-result/harbor', baseURL);
  url.hostname = 'ar.localhost';
  await page.goto(url.href);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const locations = page.getByRole('region', { name: /^الفروع \(\d+\)$/ }).first();
  await expect(locations.getByText(/^1–10 من \d+$/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: /^المرشحون \(\d+\)$/ }).first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
});
