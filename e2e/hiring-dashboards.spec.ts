import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, horizontalOverflow } from './support/page-health';
import { fastForwardUntilVisible } from './support/read-failure';
import { signIn, signInWithTokens } from './app-helpers';

/**
 * The body of the page's first GET whose URL matches `url`. The e2e specs share one server, and
 * others add positions and applications to the seed (careers.spec.ts), so these tests hold the
 * screen to what the server answered; the seeded figures themselves are pinned by
 * tests/server/gateway/dashboards/hiring-dashboards.test.ts.
 */
async function wireOf<T>(page: Page, url: RegExp): Promise<T> {
  const response = await page.waitForResponse(
    (candidate) => candidate.request().method() === 'GET' && url.test(candidate.url()),
    { timeout: 20_000 },
  );
  return ((await response.json()) as { data: T }).data;
}

interface HiringFiguresWire {
  open_positions: number;
  unread_messages: number;
  applications_by_status: { status: string; count: number }[];
}

interface ReplyTimesWire {
  locations: { name: string; applications: number; replied: number }[];
}

/** The value shown by the headline figure labelled `label`. */
const figure = (page: Page, label: string) =>
  page.locator('.dashboard__figure').filter({ has: page.getByText(label, { exact: true }) });

test.describe('hiring and TTS dashboards, hiring report (#13)', () => {
  // Axe over several screens on a shared machine: more than the default 30 s.
  test.setTimeout(120_000);

  test('manager@ sees their figures and each opens the inbox filtered', async ({ page }) => {
    const figuresRead = wireOf<HiringFiguresWire>(page, /\/dashboards\/brands\/\d+\/hiring(\?|$)/);
    const repliesRead = wireOf<ReplyTimesWire>(page, /\/dashboards\/brands\/\d+\/hiring\/reply_times/);
    await signIn(page, 'manager');
    await expect(page).toHaveURL(/\/dashboard\/hiring$/, { timeout: 15_000 });
    const figures = await figuresRead;
    await expect(figure(page, 'Unread messages').locator('.dashboard__figure-value')).toHaveText(
      String(figures.unread_messages),
      { timeout: 10_000 },
    );
    await expect(page.getByTestId('skeleton-row')).toHaveCount(0, { timeout: 10_000 });
    await expectNoSeriousAxeViolations(page);
    await figure(page, 'Unread messages').getByRole('link').click();
    await expect(page).toHaveURL(/\/hiring\/applications\?unread=1$/);

    await page.goto('/dashboard/hiring');
    const appliedCount = figures.applications_by_status.find((row) => row.status === 'APPLIED')?.count;
    const applied = page.getByRole('link', { name: `Applied: ${appliedCount}, open in the inbox` });
    await applied.click();
    await expect(page).toHaveURL(/\/hiring\/applications\?status=APPLIED$/);

    await page.goto('/dashboard/hiring');
    const downtown = (await repliesRead).locations.find(
      (row) => row.name === 'Harbor Grill Portland Downtown',
    )!;
    const replies = page
      .getByRole('region', { name: 'Time to first reply by location (slowest first)' })
      .first();
    await expect(replies).toContainText(`${downtown.replied} of ${downtown.applications}`, {
      timeout: 10_000,
    });
    await replies.getByRole('link', { name: 'Harbor Grill Portland Downtown' }).click();
    await expect(page).toHaveURL(/\/hiring\/applications\?location=\d+$/);
  });

  test('owner@ sees the group’s figures, pages a long list, and finds the report in the navigation', async ({
    page,
    request,
  }) => {
    await signInWithTokens(page, request, 'owner');
    const figuresRead = wireOf<HiringFiguresWire>(page, /\/dashboards\/brands\/\d+\/hiring(\?|$)/);
    const locationsRead = wireOf<{ total: number }>(page, /\/hiring\/open_positions/);
    await page.goto('/dashboard/hiring');
    const figures = await figuresRead;
    const locations = await locationsRead;
    expect(locations.total).toBeGreaterThan(20);
    await expect(figure(page, 'Open positions').locator('.dashboard__figure-value')).toHaveText(
      String(figures.open_positions),
      { timeout: 15_000 },
    );
    await expect(page.getByText(`1–10 of ${locations.total}`)).toBeVisible();
    await page
      .getByRole('region', { name: 'Open positions by location' })
      .getByRole('button', { name: 'Next' })
      .click();
    await expect(page.getByText(`11–20 of ${locations.total}`)).toBeVisible();

    await page.goto('/dashboard/hiring');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Hiring report' })
      .click();
    await expect(page).toHaveURL(/\/hiring\/report$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hiring report' })).toBeVisible();
  });

  test('the report takes a period, sorts by reply time and downloads a CSV', async ({ page, request }) => {
    await signInWithTokens(page, request, 'owner');
    await page.goto('/hiring/report');
    const rows = page.getByRole('region', { name: /–/ }).getByRole('rowgroup').last().getByRole('row');
    // Six seeded lines, and more when another test of the run has moved or created applications.
    await expect(rows.nth(5)).toBeVisible({ timeout: 15_000 });
    const count = await rows.count();
    // Slowest reply first by default: the Seattle line cook (146.7 h).
    await expect(rows.first()).toContainText('Harbor Grill Seattle Airport');
    await expect(page.getByText(`1–${count} of ${count}`)).toBeVisible();
    // Seeded, Tidewater's only line is a hire applied 30 days ago, outside the default period (other
    // tests of the run may add one inside it: then the line is there before, and the count need not move).
    const tidewaterBefore = await rows.filter({ hasText: 'Tidewater Portland Downtown' }).count();

    // A period from 40 days back takes in the hire at Tidewater (applied 30 days ago).
    const from = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    const field = page.getByLabel('From', { exact: true });
    await field.fill(from);
    await Promise.all([
      page.waitForResponse((answer) => answer.url().includes(`/hiring_report?from=${from}&`)),
      field.press('Enter'),
    ]);
    await expect(rows.filter({ hasText: 'Tidewater Portland Downtown' })).not.toHaveCount(0, {
      timeout: 10_000,
    });
    let widened = 0;
    await expect(async () => {
      widened = await rows.count();
      await expect(page.getByText(`1–${widened} of ${widened}`)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    expect(widened).toBeGreaterThanOrEqual(count + (tidewaterBefore === 0 ? 1 : 0));
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');

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
    // Every line of the chosen period, the Tidewater hire included.
    expect(lines).toHaveLength(widened + 1);
    expect(lines.some((line) => line.startsWith('Tidewater Portland Downtown,'))).toBe(true);
    await expectNoSeriousAxeViolations(page);
  });

  test('tts@ sees the TTS dashboard’s seeded figures, and a failed read offers a retry that works', async ({
    page,
    request,
  }) => {
    await signInWithTokens(page, request, 'tts');
    // The gateway retries a failed read for about 25 s (1, 2, 4, 8, 10 s): a fake clock skips the waits.
    await page.clock.install();
    let failing = true;
    await page.route('**/api/core/v1/dashboards/brands/*/tts', (route) =>
      failing ? route.abort('connectionfailed') : route.continue(),
    );
    await page.goto('/dashboard/tts');
    await expect(page.getByRole('heading', { level: 1, name: 'Total talent dashboard' })).toBeVisible({
      timeout: 15_000,
    });
    const failure = page.getByRole('alert').filter({ hasText: 'The data could not be loaded.' });
    await fastForwardUntilVisible(page, failure, 15_000);

    failing = false;
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(failure).toHaveCount(0);
    // tts@ manages Tidewater Portland Downtown: its hire applied 30 days ago and was hired 12 days ago.
    const value = (label: string) => figure(page, label).locator('.dashboard__figure-value');
    await expect(value('Hires in the period')).toHaveText('1', { timeout: 10_000 });
    await expect(value('Offers awaiting an answer')).toHaveText('0');
    await expect(value('Hired, to onboard')).toHaveText('1');
    await expect(value('Median time to hire')).toHaveText('18 days');
    const byLocation = page.getByRole('region', { name: 'Hires and offers by location' }).first();
    await expect(byLocation.getByText('1–1 of 1')).toBeVisible();
    await expect(
      byLocation.getByRole('row').filter({ hasText: 'Tidewater Portland Downtown' }),
    ).toContainText('18 days');
    await expectNoSeriousAxeViolations(page);
    await figure(page, 'Hires in the period').getByRole('link').click();
    await expect(page).toHaveURL(/\/hiring\/applications\?status=HIRED$/);
  });

  test('at 390 px in Arabic the TTS dashboard fits the screen', async ({ browser, baseURL, request }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signInWithTokens(page, request, 'tts');
    await page.goto(`${baseURL!.replace('://localhost', '://ar.localhost')}/dashboard/tts`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('.dashboard__figure-value').first()).not.toHaveClass(/is-loading/, {
      timeout: 10_000,
    });
    await expect(page.getByTestId('skeleton-row')).toHaveCount(0, { timeout: 10_000 });
    expect(await horizontalOverflow(page)).toBe(0);
    await context.close();
  });

  test('at 390 px in Arabic the dashboards and the report fit the screen', async ({
    browser,
    baseURL,
    request,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const origin = baseURL!.replace('://localhost', '://ar.localhost');
    await signInWithTokens(page, request, 'owner');
    for (const path of ['/dashboard/hiring', '/hiring/report']) {
      await page.goto(`${origin}${path}`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId('skeleton-row')).toHaveCount(0, { timeout: 10_000 });
      expect([path, await horizontalOverflow(page)]).toEqual([path, 0]);
      await expectNoSeriousAxeViolations(page);
    }
    await context.close();
  });
  test('manager@ filters recent applications by status, and the choice is still there after a reload (#15)', async ({
    page,
    request,
  }) => {
    await signInWithTokens(page, request, 'manager');
    await page.goto('/dashboard/hiring');
    const panel = page.getByRole('region', { name: 'Recent applications' });
    const status = panel.getByLabel('Status');
    await expect(panel.getByTestId('skeleton-row')).toHaveCount(0, { timeout: 15_000 });
    const filtered = page.waitForRequest((sent) =>
      /\/v1\/employer_applications\?.*status=OFFERED/.test(sent.url()),
    );
    await status.selectOption({ label: 'Offered' });
    await filtered;
    // After the reload the stored choice is applied at once: the read asks for it and the select shows it.
    const restored = page.waitForRequest((sent) =>
      /\/v1\/employer_applications\?.*status=OFFERED/.test(sent.url()),
    );
    await page.reload();
    await restored;
    await expect(status).toHaveValue('OFFERED', { timeout: 15_000 });
    await expect(panel.getByTestId('skeleton-row')).toHaveCount(0, { timeout: 10_000 });
    const statuses = await panel.locator('tbody tr td:nth-child(4)').allTextContents();
    expect(statuses.every((text) => text === 'Offered')).toBe(true);
  });
});
