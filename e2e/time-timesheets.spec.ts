import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { brandIdNamed, signInWithTokens } from './app-helpers';
import {
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  waitForHydration,
} from './support/page-health';
import { failReads, healAndRetry, waitForFailure } from './support/read-failure';

/**
 * Timesheets (issue #33) end to end: scheduler@ (TEAM_LIVE at Harbor Grill Portland Downtown)
 * watches the week while crew2@ (Ari) works a shift — punched through the API, so the seeded
 * punches of crew@ that time-clock.spec.ts uses stay untouched — sees it arrive live, approves
 * it, edits it (a refused save keeps what was typed) and downloads the CSV at 1280 px in English;
 * the same week fits a 390 px phone in Arabic; a failed read says so with a retry.
 */

const LOCATION = 'Harbor Grill Portland Downtown';
const ZONE = 'America/Los_Angeles';
// The shift: 2 h 30 min, ending a minute ago (the clock refuses punches from the future).
const clockOut = DateTime.now().minus({ minutes: 1 }).startOf('minute');
const clockIn = clockOut.minus({ minutes: 150 });
const week = clockIn.setZone(ZONE).startOf('week').toISODate()!;
const local = (at: DateTime) => at.setZone(ZONE).toFormat('HH:mm');

async function open(page: Page, path: string, host = 'localhost'): Promise<void> {
  const url = new URL(path, test.info().project.use.baseURL);
  url.hostname = host;
  await page.goto(url.href);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
}

interface ClockOutQuestion {
  template_id: number;
  version: number;
  type: string;
  required: boolean;
  options: { key: string }[];
  min_shift_minutes: number | null;
  comment_required_for: string[];
}

/**
 * An answer to each question the clock-out of a `shiftMinutes` shift must answer, as the location
 * asks them now: attestation.spec.ts adds and versions Harbor Grill's questions on the same server.
 */
async function requiredAnswers(
  request: APIRequestContext,
  token: string,
  location: number,
  shiftMinutes: number,
): Promise<object[]> {
  const response = await request.get(`/api/core/v1/time-clock/locations/${location}/questions`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { questions } = ((await response.json()) as { data: { questions: ClockOutQuestion[] } }).data;
  return questions
    .filter((question) => question.required && (question.min_shift_minutes ?? 0) <= shiftMinutes)
    .map((question) => {
      const answer =
        question.type === 'YES_NO'
          ? 'YES'
          : question.type === 'ACKNOWLEDGEMENT'
            ? 'ACKNOWLEDGED'
            : question.type === 'FREE_TEXT'
              ? 'All fine.'
              : question.options[0]!.key;
      return {
        template_id: question.template_id,
        version: question.version,
        answers: [answer],
        ...(question.comment_required_for.includes(answer) ? { comment: 'All fine.' } : {}),
      };
    });
}

/** Ari's punches of the shift, each with its own Idempotency-Key. */
async function workShift(request: APIRequestContext, token: string, location: number): Promise<void> {
  const punches = [
    ['CLOCK_IN', clockIn],
    ['BREAK_START', clockIn.plus({ minutes: 60 })],
    ['BREAK_END', clockIn.plus({ minutes: 75 })],
    ['CLOCK_OUT', clockOut],
  ] as const;
  const answers = await requiredAnswers(request, token, location, clockOut.diff(clockIn, 'minutes').minutes);
  for (const [kind, at] of punches) {
    const response = await request.post('/api/core/v1/time-clock/punches', {
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': `e2e-sheet-${kind}-${at.toMillis()}` },
      data: {
        location_id: location,
        kind,
        device_at: at.toUTC().toISO(),
        ...(kind === 'CLOCK_OUT' ? { answers } : {}),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(150_000);

test('scheduler@ sees a shift arrive, approves it, edits it and downloads the CSV', async ({
  page,
  browser,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const token = await signInWithTokens(page, request, 'scheduler');
  const location = await brandIdNamed(request, token, LOCATION);
  const ari = await browser.newContext();
  const ariToken = await signInWithTokens(ari, request, 'crew2');
  await ari.close();

  await open(page, `/time/timesheets?location=${location}&week=${week}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Timesheets' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Shifts: / })).toBeVisible({ timeout: 15_000 });
  // The punches are recorded while the screen is open: it reads the week again by itself.
  await workShift(request, ariToken, location);
  const row = page.getByTestId('timesheet-row').filter({ hasText: 'Ari Crew' });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  // The English page writes a 12-hour clock ("2:16 PM"): its hour and minutes, whatever the hour.
  await expect(row).toContainText(clockIn.setZone(ZONE).toFormat('h:mm'));
  await expect(row).toContainText('2 h 15 min');

  await row.getByRole('button', { name: 'Approve the shift of Ari Crew' }).click();
  await expect(row).toContainText('Approved by Sam Scheduler');

  await row.getByRole('button', { name: 'Edit the shift of Ari Crew' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit the shift of Ari Crew' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  // A clock-out equal to the clock-in is refused by the server: what was typed stays.
  await dialog.getByLabel('Clock-out', { exact: true }).fill(local(clockIn));
  await dialog.getByLabel('Reason for the change (required)').fill('Left early, agreed with Sam');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('These times are not possible');
  await expect(dialog.getByLabel('Reason for the change (required)')).toHaveValue(
    'Left early, agreed with Sam',
  );
  await dialog.getByLabel('Clock-out', { exact: true }).fill(local(clockIn.plus({ minutes: 120 })));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('1 h 45 min');
  await expect(row).toContainText('Not approved');
  await row.getByText('Edits (1)').click();
  await expect(row).toContainText('Sam Scheduler');
  await expect(row).toContainText('Left early, agreed with Sam');
  await expectNoSeriousAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`timesheet-${location}-${week}.csv`);
  const text = fs.readFileSync((await download.path())!, 'utf8');
  const lines = text
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(
    'location,week_start,person,date,clock_in,clock_out,break_minutes,worked_hours,flags,approved_by,approved_at,edits',
  );
  expect(lines.some((line) => line.includes('Ari Crew') && line.endsWith(',1'))).toBe(true);
});

test('the week fits a 390 px phone in Arabic, as cards', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await signInWithTokens(page, request, 'scheduler');
  const location = await brandIdNamed(request, token, LOCATION);
  await open(page, `/time/timesheets?location=${location}&week=${week}`, 'ar.localhost');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'كشوف الدوام' })).toBeVisible();
  await expect(page.getByTestId('timesheet-row').filter({ hasText: 'Ari Crew' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
});

test('a failed read says so with a retry', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const token = await signInWithTokens(page, request, 'scheduler');
  const location = await brandIdNamed(request, token, LOCATION);
  const heal = await failReads(page, '**/api/core/v1/brands/*/timesheets?**');
  await page.goto(`/time/timesheets?location=${location}&week=${week}`);
  const failure = await waitForFailure(page, 'The timesheet could not be read or saved.');
  await healAndRetry(page, heal, failure.getByRole('button', { name: 'Try again' }));
  await expect(page.getByRole('status').filter({ hasText: /^Shifts: / })).toBeVisible({ timeout: 15_000 });
});
