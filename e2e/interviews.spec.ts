import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoEmail, signInWithTokens } from './app-helpers';
import { freshPhone, on, openPosition } from './support/interviews';
import { verifyPhoneByApi } from './support/phone-verification';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from './support/page-health';
import { failReads, waitForFailure } from './support/read-failure';

/**
 * Interviews booked by the candidate (issue #35), the "done when" path in real browsers:
 * manager@ invites an applicant from the application screen (Portland Downtown's seeded interview
 * hours); the applicant — seeker@, who chose texts, applying to a position of this run's own —
 * opens the booking link from the SMS sandbox on a 390 px phone in Spanish and books; manager@'s
 * calendar shows it live; the confirmation mail carries the ICS invitation; the dev clock sends
 * the 24 h reminder. Then each screen at 390 px in Arabic and 1280 px in English.
 */
test.describe.configure({ mode: 'serial', timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

interface SmsRow {
  readonly body: string;
  readonly direction: string;
}

/** The texts the sandbox holds for `phone`, newest first. */
async function textsTo(request: APIRequestContext, phone: string): Promise<SmsRow[]> {
  const answer = await request.get(`/dev/sms.json?phone=${encodeURIComponent(phone)}`);
  return ((await answer.json()) as { data: SmsRow[] }).data;
}

const state: { applicationId?: number; bookingPath?: string } = {};

test('manager@ invites, the applicant books from the SMS link in Spanish at 390 px, manager@ sees it live; ICS and the 24 h reminder', async ({
  browser,
  request,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const managerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const manager = await managerContext.newPage();
  const managerToken = await signInWithTokens(manager, request, 'manager');
  const title = `Interview host ${stamp}`;
  const positionId = await openPosition(request, managerToken, title);

  // seeker@ chose texts (a number of this run's own) and applies from the careers page's API.
  const phone = freshPhone();
  const seekerContext = await browser.newContext();
  const seekerToken = await signInWithTokens(seekerContext, request, 'seeker');
  await seekerContext.close();
  const saved = await request.put('/api/core/v1/account/notification_preferences', {
    headers: { authorization: `Bearer ${seekerToken}` },
    data: { email: true, sms: true, in_app: true, phone },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await verifyPhoneByApi(request, seekerToken, phone);
  const applied = await request.post(
    `/api/core/v1/careers/harbor-grill/positions/${positionId}/applications`,
    {
      data: {
        first_name: 'Sam',
        last_name: 'Seeker',
        email: demoEmail('seeker'),
        phone,
        answers: [],
        consent: true,
      },
    },
  );
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = ((await applied.json()) as { data: { application_id: number } }).data.application_id;
  state.applicationId = applicationId;

  // manager@ invites from the application screen.
  await manager.goto(`/hiring/applications/${applicationId}`);
  const panel = manager.getByRole('region', { name: 'Interview', exact: true });
  await expect(panel.getByText('No interview yet.')).toBeVisible();
  await panel.getByRole('button', { name: 'Invite to interview' }).click();
  await expect(panel.getByText('Waiting for the candidate')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Invite to interview' })).toBeDisabled();
  await expect(panel.getByText('An interview is already open for this application.')).toBeVisible();

  // The calendar lists the invitation as waiting for the candidate.
  const calendar = await managerContext.newPage();
  await calendar.goto('/hiring/interviews');
  const waiting = calendar.getByRole('region', { name: /^Waiting for the candidate/ });
  // seeker@'s account already existed: the application shows the account's name, Sam Seeker; the
  // position's title is this run's own.
  const ours = (scope: ReturnType<Page['locator']>) => scope.getByRole('article').filter({ hasText: title });
  await expect(ours(waiting).getByRole('link', { name: 'Sam Seeker' })).toBeVisible();

  // The text with the booking link, in the sandbox: the one naming this run's position. Tests
  // running beside this one (interview-screens.spec.ts) invite seeker@ too, and their texts go to
  // the number this test gave seeker@.
  let link = '';
  await expect(async () => {
    const texts = (await textsTo(request, phone)).filter((text) => text.body.includes(title));
    const match = texts.map((text) => /https?:\/\/\S+\/interview\/[\w.-]+/.exec(text.body)).find(Boolean);
    expect(match).toBeTruthy();
    link = match![0];
  }).toPass({ timeout: 20_000 });
  const bookingPath = new URL(link).pathname;
  state.bookingPath = bookingPath;

  // The applicant, on a phone in Spanish, books the first free time.
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const candidate = await phoneContext.newPage();
  await candidate.goto(on(baseURL, 'es', bookingPath));
  await expect(candidate.getByRole('heading', { level: 1, name: 'Reserva tu entrevista' })).toBeVisible();
  const slots = candidate.getByRole('radiogroup', { name: 'Horas libres' });
  await expect(slots.getByRole('radio').first()).toBeVisible();
  await expectNoHorizontalOverflow(candidate);
  await expectNoSeriousAxeViolations(candidate);
  await slots.getByRole('radio').first().check();
  const chosen = await slots.getByRole('radio').first().getAttribute('value');
  await candidate.getByRole('button', { name: 'Reservar esta hora' }).click();
  await expect(candidate.getByRole('heading', { name: 'Tu entrevista está reservada' })).toBeVisible();
  await expect(candidate.getByRole('link', { name: 'Añadir al calendario' })).toHaveAttribute(
    'href',
    /invitation\.ics$/,
  );
  await expectNoHorizontalOverflow(candidate);
  await expectNoSeriousAxeViolations(candidate);

  // manager@'s open calendar follows live: the invitation leaves the waiting list, and the
  // interview shows on its day (this week or a later one).
  await expect(ours(waiting)).toHaveCount(0);
  const card = ours(calendar.locator('.interviews-calendar__grid'));
  await expect(async () => {
    if ((await card.count()) === 0) await calendar.getByRole('button', { name: 'Next week' }).click();
    await expect(card).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(panel.getByText('Scheduled')).toBeVisible();

  // The confirmation mail carries the ICS invitation.
  await expect(async () => {
    const answer = await request.get(`/dev/outbox.json?recipient=${encodeURIComponent(demoEmail('seeker'))}`);
    const mails = ((await answer.json()) as { data: { ics: string | null }[] }).data;
    expect(
      mails.some((mail) => mail.ics?.includes('BEGIN:VCALENDAR') && mail.ics.includes('METHOD:REQUEST')),
    ).toBe(true);
  }).toPass({ timeout: 20_000 });

  // The dev clock: a day before the interview, the 24 h reminder is texted.
  const before = (await textsTo(request, phone)).length;
  const dayBefore = new Date(Date.parse(chosen!) - 24 * 3_600_000 + 60_000).toISOString();
  const ran = await request.post('/dev/jobs/run-due', { data: { at: dayBefore } });
  expect(ran.ok(), await ran.text()).toBe(true);
  await expect(async () => {
    expect((await textsTo(request, phone)).length).toBeGreaterThan(before);
  }).toPass({ timeout: 20_000 });

  await phoneContext.close();
  await managerContext.close();
});

for (const screen of [
  { name: '390 px, Arabic', width: 390, language: 'ar' },
  { name: '1280 px, English', width: 1280, language: 'en' },
] as const) {
  test(`every interviews screen fits and passes axe (${screen.name})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    // Serial: this runs only after the first test passed, which must have left its booking.
    expect(state.applicationId && state.bookingPath, 'the booking of the first test').toBeTruthy();
    const context = await browser.newContext({
      viewport: { width: screen.width, height: 900 },
      ...(screen.width < 500 ? { isMobile: true, hasTouch: true } : {}),
    });
    await signInWithTokens(context, request, 'manager');
    const page = await context.newPage();
    const check = async (target: Page) => {
      await expectNoHorizontalOverflow(target);
      await expectNoSeriousAxeViolations(target);
    };

    await page.goto(on(baseURL, screen.language, '/hiring/interviews'));
    if (screen.language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('.interviews-calendar__grid')).toBeVisible();
    await check(page);

    await page.goto(on(baseURL, screen.language, '/hiring/interviews?view=availability'));
    await expect(page.locator('form.interviews-availability')).toBeVisible();
    await check(page);
    // A wrong value: the form says so by the field and keeps what was typed.
    const length = page.getByLabel(
      screen.language === 'ar' ? 'مدة المقابلة (بالدقائق)' : 'Interview length (minutes)',
    );
    await length.fill('5');
    await page
      .getByRole('button', { name: screen.language === 'ar' ? 'حفظ الأوقات' : 'Save availability' })
      .click();
    await expect(length).toHaveValue('5');
    await expect(length).toHaveAttribute('aria-invalid', 'true');
    await check(page);

    await page.goto(on(baseURL, screen.language, `/hiring/applications/${state.applicationId}`));
    await expect(page.locator('.application-interview')).toBeVisible();
    await expect(page.locator('.application-interview__state')).toBeVisible();
    await check(page);

    const visitor = await browser.newContext({ viewport: { width: screen.width, height: 900 } });
    const booking = await visitor.newPage();
    await booking.goto(on(baseURL, screen.language, state.bookingPath!));
    await expect(booking.locator('.booking__confirmation')).toBeVisible();
    await check(booking);
    await booking.goto(on(baseURL, screen.language, '/interview/not-a-real-link'));
    await expect(
      booking.getByRole('heading', {
        level: 1,
        name: screen.language === 'ar' ? 'هذا الرابط لا يعمل' : 'This link does not work',
      }),
    ).toBeVisible();
    await check(booking);
    await visitor.close();
    await context.close();
  });
}

test('a failed read of the calendar says so with a retry that works', async ({ page, request }) => {
  await signInWithTokens(page, request, 'manager');
  const stopFailing = await failReads(page, '**/api/core/v1/brands/*/interviews?*');
  await page.goto('/hiring/interviews');
  const failure = await waitForFailure(page, 'The interviews could not be loaded.');
  stopFailing();
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('.interviews-calendar__grid')).toBeVisible();
});
