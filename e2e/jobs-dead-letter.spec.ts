import { expect, test } from '@playwright/test';
import { signInWithTokens } from './app-helpers';
import { expectNoSeriousAxeViolations, horizontalOverflow } from './support/page-health';
import { failReads, waitForFailure } from './support/read-failure';

// Issue #35: the job queue's dead-letter list, for the platform administrator (corporate@).
test.setTimeout(120_000);

test('the platform administrator sees the dead-letter list with its count (1280 px, English)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInWithTokens(page, request, 'corporate');
  await page.goto('/admin/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Job queue: failed jobs' })).toBeVisible({
    timeout: 15_000,
  });
  // Other specs may leave failed jobs or none: either the count or the empty sentence shows.
  await expect(
    page.getByText(/^Jobs that failed for good: \d+$/).or(page.getByText('No job has failed for good.')),
  ).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await expectNoSeriousAxeViolations(page);
});

test('anyone else is told the page is for platform administrators (390 px, Arabic)', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const arabic = new URL('/admin/jobs', baseURL);
  arabic.hostname = 'ar.localhost';
  await signInWithTokens(page, request, 'manager');
  await page.goto(arabic.toString());
  await expect(page.getByRole('alert').filter({ hasText: 'مسؤول المنصة' })).toBeVisible({ timeout: 15_000 });
  expect(await horizontalOverflow(page)).toBe(0);
  await expectNoSeriousAxeViolations(page);
});

test('a failed read says so with Retry, and Retry reads again', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInWithTokens(page, request, 'corporate');
  const restore = await failReads(page, '**/api/core/v1/admin/jobs/dead**');
  await page.goto('/admin/jobs');
  const failure = await waitForFailure(page, 'The failed jobs could not be loaded.');
  restore();
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByText(/^Jobs that failed for good: \d+$/).or(page.getByText('No job has failed for good.')),
  ).toBeVisible({ timeout: 15_000 });
});
