import { expect, test, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { brandIdNamed, signInWithTokens } from './app-helpers';
import {
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  waitForHydration,
} from './support/page-health';
import { failReads, healAndRetry, waitForFailure } from './support/read-failure';

/**
 * Availability and time off (issue #34) end to end: crew2@ (Ari) on a 390 px phone in Arabic
 * sets a weekly time they cannot work and asks for a day off; scheduler@ at 1280 px in English
 * sees both on the week grid, puts a shift on that day, approves the request, and the shift is
 * flagged. The week is five weeks ahead (no seeded shift; schedules.spec takes +3); the reason
 * and the position are unique to the run.
 */

const LOCATION = 'Harbor Grill Portland Downtown';
const week = DateTime.now().setZone('America/Los_Angeles').startOf('week').plus({ weeks: 5 });
const friday = week.plus({ days: 4 }).toISODate()!;
const run = Date.now() % 100_000;
const reason = `Sister’s wedding ${run}`;
const position = `Bar ${run}`;

async function open(page: Page, path: string, host = 'localhost'): Promise<void> {
  const url = new URL(path, test.info().project.use.baseURL);
  url.hostname = host;
  await page.goto(url.href);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(150_000);

test('crew2@ on a 390 px phone in Arabic sets availability and asks for a day off', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithTokens(page, request, 'crew2');
  await open(page, '/my-shifts', 'ar.localhost');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // Tuesday mornings 06:00–09:00, local to the location.
  await page.getByRole('button', { name: 'إضافة وقت لا يمكنني العمل فيه' }).click();
  const block = page.getByRole('group', { name: /وقت غير متاح/ }).last();
  await block.getByLabel('اليوم').selectOption('2');
  await block.getByLabel('من', { exact: true }).fill('09:00');
  await block.getByLabel('إلى', { exact: true }).fill('06:00');
  await page.getByRole('button', { name: 'حفظ أوقات التوفّر' }).click();
  // The end before the start is said in Arabic beside the block, and what was typed stays.
  await expect(page.getByRole('alert').filter({ hasText: 'يجب أن تأتي النهاية بعد البداية.' })).toBeVisible();
  await expect(block.getByLabel('من', { exact: true })).toHaveValue('09:00');
  await block.getByLabel('من', { exact: true }).fill('06:00');
  await block.getByLabel('إلى', { exact: true }).fill('09:00');
  await page.getByRole('button', { name: 'حفظ أوقات التوفّر' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'حُفظت أوقات توفّرك.' })).toBeVisible();

  // A day off: the reason left out is said first, the dates typed stay.
  await page.getByLabel('اليوم الأول').fill(friday);
  await page.getByRole('button', { name: 'طلب إجازة' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'اذكر سبب حاجتك إلى الإجازة.' })).toBeVisible();
  await expect(page.getByLabel('اليوم الأول')).toHaveValue(friday);
  await page.getByLabel('السبب').fill(reason);
  await page.getByRole('button', { name: 'طلب إجازة' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'أُرسل طلب إجازتك إلى مديرك.' })).toBeVisible();
  const mine = page.getByRole('listitem').filter({ hasText: reason });
  await expect(mine).toContainText('قيد الانتظار');
  await expect(mine.getByRole('button', { name: 'إلغاء الطلب' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
});

test('scheduler@ at 1280 px sees it on the grid, approves, and the shift that day is flagged', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await signInWithTokens(page, request, 'scheduler');
  const location = await brandIdNamed(request, token, LOCATION);
  await open(page, `/schedule/week?location=${location}&week=${week.toISODate()}`);
  const ari = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Ari Crew' }) });
  // Times read in English (the space before AM may be a narrow one).
  await expect(ari.getByText(/Unavailable 6:00\sAM–9:00\sAM/)).toBeVisible({ timeout: 15_000 });
  await expect(ari.getByRole('cell').nth(4)).toContainText('Time off asked');

  // A shift on the Friday asked off, made with the keyboard.
  const add = page.getByRole('button', { name: /^Add a shift for Ari Crew on / }).nth(4);
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New shift' });
  await dialog.getByLabel('Position', { exact: true }).fill(position);
  await dialog.getByLabel('Start', { exact: true }).fill('10:00');
  await dialog.getByLabel('End', { exact: true }).fill('16:00');
  await dialog.getByRole('button', { name: 'Save shift' }).click();
  await expect(dialog).toHaveCount(0);
  const shift = page.getByRole('button', { name: new RegExp(`^Ari Crew, .*${position}`) });
  await expect(shift).toBeVisible();
  await expect(shift).not.toContainText('approved time off');

  const pending = page.getByRole('listitem').filter({ hasText: reason });
  await pending.getByLabel('Note for Ari Crew').fill('Congratulations');
  await pending.getByRole('button', { name: 'Approve time off' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Time off approved.' })).toBeVisible();
  await expect(pending).toHaveCount(0);
  await expect(shift).toContainText('The person has approved time off');
  await expect(ari.getByRole('cell').nth(4)).toContainText('Time off');
  await expectNoSeriousAxeViolations(page);
});

test('crew2@ sees the decision with its note; a failed read says so with a retry', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithTokens(page, request, 'crew2');
  const heal = await failReads(page, '**/api/core/v1/my_availability');
  await open(page, '/my-shifts', 'ar.localhost');
  const failure = await waitForFailure(page, 'لم ينجح ذلك');
  await healAndRetry(page, heal, failure.getByRole('button'));
  const mine = page.getByRole('listitem').filter({ hasText: reason });
  await expect(mine).toContainText('موافق عليها', { timeout: 15_000 });
  await expect(mine).toContainText('Congratulations');
  await expect(mine.getByRole('button', { name: 'إلغاء الطلب' })).toHaveCount(0);
});

test('labour rules: a wrong value is named and kept (1280 px English), the form fits a 390 px phone in Arabic', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await signInWithTokens(page, request, 'scheduler');
  const location = await brandIdNamed(request, token, LOCATION);
  await open(page, `/schedule/week?location=${location}&week=${week.toISODate()}`);
  await page.getByRole('link', { name: 'Labour rules' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Labour rules' })).toBeVisible();
  await expect(page.getByLabel('Location')).toHaveValue(String(location));
  const rest = page.getByLabel('Minimum rest between shifts (hours)');
  const week40 = page.getByLabel('Maximum paid hours a week', { exact: true });
  await expect(rest).toHaveValue('10');
  await rest.fill('ten');
  await week40.fill('8');
  await page.getByRole('button', { name: 'Save labour rules' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Enter a number (days are whole numbers).' }),
  ).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The week’s maximum cannot be below the day’s.' }),
  ).toBeVisible();
  await expect(rest).toHaveValue('ten');
  await expectNoSeriousAxeViolations(page);
  // The seeded values again: other specs read this location's rules.
  await rest.fill('10');
  await week40.fill('40');
  await page.getByRole('button', { name: 'Save labour rules' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Labour rules saved.' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, `/schedule/rules?location=${location}`, 'ar.localhost');
  await expect(page.getByLabel('أدنى راحة بين المناوبات (ساعات)')).toHaveValue('10');
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
});
