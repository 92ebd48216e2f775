import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { brandIdNamed, signInWithTokens } from './app-helpers';
import {
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  waitForHydration,
} from './support/page-health';

/**
 * Wages and minors on the week (issue #34) end to end, on the demo seed's Lantern Portland
 * Downtown (scheduler@'s second location): this week's hours and wage cost per day and for the
 * week, a wage set on the labour-rules screen moving them, and Kai (barista2@), marked a minor,
 * badged "Minor" with his Friday close flagged — on a 390 px phone in Arabic (right to left), and
 * once at 1280 px in English. The seeded Shift lead wage (22.00) is put back at the end.
 */

const LOCATION = 'Lantern Portland Downtown';
const thisWeek = DateTime.now().setZone('America/Los_Angeles').startOf('week').toISODate()!;
/** Sam's (scheduler@) seeded Tuesday as Shift lead: 07:00–15:00 less a 30-minute break. */
const SHIFT_LEAD_PAID_HOURS = 7.5;

async function open(page: Page, path: string, host = 'localhost'): Promise<void> {
  const url = new URL(path, test.info().project.use.baseURL);
  url.hostname = host;
  await page.goto(url.href);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
}

/** The week's figures as the API answers them to the manager. */
async function figuresOf(request: APIRequestContext, token: string, location: number) {
  const answer = await request.get(`/api/core/v1/brands/${location}/schedule?week=${thisWeek}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data.figures as { cost_minor: number; hours: number; currency: string };
}

/** "{hours} h · {cost}" as the page writes it in its own language (CostText). */
function costText(page: Page, hours: number, costMinor: number): Promise<string> {
  return page.evaluate(
    ([paid, minor]) => {
      const lang = document.documentElement.lang;
      const hoursText = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(paid!);
      const money = new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD' }).format(minor! / 100);
      return lang.startsWith('ar') ? `${hoursText} س · ${money}` : `${hoursText} h · ${money}`;
    },
    [hours, costMinor],
  );
}

async function putShiftLeadWage(request: APIRequestContext, token: string, location: number, minor: number) {
  const headers = { authorization: `Bearer ${token}` };
  const read = await request.get(`/api/core/v1/brands/${location}/schedule_wages`, { headers });
  const wages = (await read.json()).data as {
    currency: string;
    positions: { position: string; hourly_minor: number }[];
    people: { user_id: string; hourly_minor: number }[];
  };
  const positions = wages.positions.map((row) =>
    row.position === 'Shift lead' ? { ...row, hourly_minor: minor } : row,
  );
  const saved = await request.put(`/api/core/v1/brands/${location}/schedule_wages`, {
    headers,
    data: { currency: wages.currency, positions, people: wages.people },
  });
  expect(saved.ok()).toBe(true);
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(150_000);

test('scheduler@ on a 390 px phone in Arabic sees the week’s cost, sets a wage, and sees the minor badged and flagged', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await signInWithTokens(page, request, 'scheduler');
  const location = await brandIdNamed(request, token, LOCATION);
  const before = await figuresOf(request, token, location);
  expect(before.cost_minor).toBeGreaterThan(0);
  try {
    await open(page, `/schedule/week?location=${location}&week=${thisWeek}`, 'ar.localhost');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The week's hours and cost (the phone's day list has no grid footer: the week's total
    // stands beside its status, each day's in its section).
    const weekCost = page.locator('.schedule__status .schedule__cost');
    await expect(weekCost).toHaveText(await costText(page, before.hours, before.cost_minor));
    // Friday: Kai's close alone, 16:00–23:00 less 30 minutes at the Barista wage (17.50).
    const friday = page.locator('.schedule__day').nth(4);
    await expect(friday.locator('.schedule__cost').first()).toHaveText(await costText(page, 6.5, 11_375));

    // Kai is a minor: badged on his shifts, and his Friday close ends after 22:00.
    const kaisFriday = friday.getByRole('button', { name: /^Kai Barista, / });
    await expect(kaisFriday).toContainText('خارج الأوقات المسموحة للقاصر');
    const badge = kaisFriday.getByTestId('minor-badge');
    await expect(badge).toContainText('قاصر');
    await expect(kaisFriday).toHaveAccessibleName(/قاصر: تنطبق حدود القاصرين/);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);

    // A wage: Shift lead from 22.00 to 24.00 an hour on the labour-rules screen.
    await open(page, `/schedule/rules?location=${location}`, 'ar.localhost');
    const wage = page.getByLabel('Shift lead (USD في الساعة)');
    await expect(wage).toHaveValue('22.00');
    // Checked as the page opens: scrolled down to the wages, axe's target-size reads the labour
    // rules' button under the sticky header as a small target.
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);
    await wage.fill('24.00');
    await page.getByRole('button', { name: 'حفظ الأجور' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'تم حفظ الأجور.' })).toBeVisible();

    await open(page, `/schedule/week?location=${location}&week=${thisWeek}`, 'ar.localhost');
    const raised = before.cost_minor + SHIFT_LEAD_PAID_HOURS * 200;
    await expect(page.locator('.schedule__status .schedule__cost')).toHaveText(
      await costText(page, before.hours, raised),
    );
    expect((await figuresOf(request, token, location)).cost_minor).toBe(raised);
    await expectNoHorizontalOverflow(page);
  } finally {
    await putShiftLeadWage(request, token, location, 2200);
  }
});

test('scheduler@ at 1280 px in English sees the minor in the grid’s row header and the cost footer', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const token = await signInWithTokens(page, request, 'scheduler');
  const location = await brandIdNamed(request, token, LOCATION);
  const figures = await figuresOf(request, token, location);
  await open(page, `/schedule/week?location=${location}&week=${thisWeek}`);
  const kai = page.getByRole('rowheader', { name: /^Kai Barista/ });
  await expect(kai).toHaveAccessibleName('Kai Barista a minor: the minors’ limits apply');
  await expect(kai.getByTestId('minor-badge')).toHaveText(/^Minor/);
  await expect(page.getByRole('rowheader', { name: /^Noor Barista/ }).getByTestId('minor-badge')).toHaveCount(
    0,
  );
  await expect(
    page
      .getByRole('button', { name: /^Kai Barista, / })
      .filter({ hasText: 'Outside a minor’s allowed times' }),
  ).toHaveCount(1);
  await expect(page.getByTestId('week-cost')).toHaveText(
    await costText(page, figures.hours, figures.cost_minor),
  );
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
});
