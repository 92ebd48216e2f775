import { expect, test } from '@playwright/test';
import { signInWithTokens } from './app-helpers';
import { expectNoSeriousAxeViolations, horizontalOverflow } from './support/page-health';
import { failReads, waitForFailure } from './support/read-failure';

// Issue #30: real users' vitals are kept by the server and reported per route to the platform
// administrator (corporate@) — the suite's own traffic included.
test.setTimeout(120_000);

test("a visitor's vitals reach the administrator's report (1280 px, English)", async ({
  page,
  request,
  browser,
}) => {
  // A guest on the login page (the demo samples every page): the first key press starts the app
  // and monitoring; when the page is hidden (the visitor switches to another app or tab, as the
  // browser tells the page) the measurements are handed over by beacon.
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  const posted = guest.waitForRequest((sent) => sent.url().endsWith('/api/core/v1/rum/vitals'));
  const monitoring = guest.waitForResponse((answer) => /web-vitals/.test(answer.url()));
  await guest.goto('/user/login');
  await guest.getByLabel('Email', { exact: true }).click();
  await guest.keyboard.type('visitor@example.com');
  await monitoring;
  await guest.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await posted;
  await visitor.close();

  // More measured routes than a page holds, each measured more often than the login page here, so
  // the administrator pages to find it.
  const routes = Array.from({ length: 21 }, (_, index) => `/e2e-paging-${String.fromCharCode(97 + index)}`);
  const posts = routes.map((route) =>
    request.post('/api/core/v1/rum/vitals', {
      data: {
        metrics: Array.from({ length: 5 }, (_, index) => ({
          name: 'LCP',
          value: 900 + index,
          rating: 'good',
          id: `${route}-${index}`,
          page: route,
        })),
      },
    }),
  );
  for (const posted of await Promise.all(posts)) expect(posted.ok()).toBe(true);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInWithTokens(page, request, 'corporate');
  await page.goto('/admin/vitals');
  await expect(page.getByRole('heading', { level: 1, name: "Real users' vitals per route" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText(/^Routes measured: \d+$/)).toBeVisible({ timeout: 15_000 });
  const loginRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: '/user/login', exact: true }) });
  // The report lists the most measured routes first, 20 a page: page on until the login page shows.
  const next = page.getByRole('button', { name: 'Next', exact: true });
  while ((await loginRow.count()) === 0 && (await next.isVisible()) && (await next.isEnabled())) {
    const from = Number((await page.getByText(/^\d+–\d+ of \d+$/).textContent())?.split('–')[0]);
    await next.click();
    await expect(page.getByText(new RegExp(`^${from + 20}–\\d+ of \\d+$`))).toBeVisible({ timeout: 15_000 });
  }
  await expect(loginRow).toHaveCount(1);
  await expect(loginRow.getByText(/ms/).first()).toBeVisible();

  await page.getByText('Days and causes: /user/login', { exact: true }).click();
  await expect(page.getByRole('table', { name: /^Days measured for \/user\/login: \d+$/ })).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await expectNoSeriousAxeViolations(page);
});

test('anyone else is told the report is for platform administrators (390 px, Arabic)', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const arabic = new URL('/admin/vitals', baseURL);
  arabic.hostname = 'ar.localhost';
  await signInWithTokens(page, request, 'manager');
  await page.goto(arabic.toString());
  await expect(page.getByRole('alert').filter({ hasText: 'مسؤول المنصة' })).toBeVisible({ timeout: 15_000 });
  expect(await horizontalOverflow(page)).toBe(0);
  await expectNoSeriousAxeViolations(page);
});

test('the report at 390 px in Arabic fits the screen; a failed read says so with Retry', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithTokens(page, request, 'corporate');
  const restore = await failReads(page, '**/api/core/v1/admin/vitals**');
  const arabic = new URL('/admin/vitals', baseURL);
  arabic.hostname = 'ar.localhost';
  await page.goto(arabic.toString());
  const failure = await waitForFailure(page, 'تعذّر تحميل القياسات.');
  restore();
  await failure.getByRole('button').click();
  await expect(
    page.getByText(/^المسارات المقيسة: \d+$/).or(page.getByText('لم تُقَس أي صفحة في آخر 28 يومًا.')),
  ).toBeVisible({
    timeout: 15_000,
  });
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(await horizontalOverflow(page)).toBe(0);
  await expectNoSeriousAxeViolations(page);
});
