import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { brandIdNamed, demoEmail, signInWithTokens } from './app-helpers';
import { freshPhone, on, openPosition } from './support/interviews';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from './support/page-health';

/**
 * Interviews (issue #35), the screens beyond the "done when" path (e2e/interviews.spec.ts): a
 * position's own interview hours; the candidate's interview on their own application page; a slot
 * taken by another candidate a moment before; and a calendar read that fails, said within 5 s.
 */
test.describe.configure({ mode: 'serial', timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const check = async (page: Page) => {
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolations(page);
};

/** seeker@ applies to position `positionId` (from the careers page's API); the application's id. */
async function seekerApplies(request: APIRequestContext, positionId: number): Promise<number> {
  const applied = await request.post(
    `/api/core/v1/careers/harbor-grill/positions/${positionId}/applications`,
    {
      data: {
        first_name: 'Sam',
        last_name: 'Seeker',
        email: demoEmail('seeker'),
        phone: freshPhone(),
        answers: [],
        consent: true,
      },
    },
  );
  expect(applied.status(), await applied.text()).toBe(201);
  return ((await applied.json()) as { data: { application_id: number } }).data.application_id;
}

/** manager@ invites the candidate of application `id`; the booking page's path. */
async function invite(request: APIRequestContext, token: string, id: number): Promise<string> {
  const invited = await request.post(`/api/core/v1/applications/${id}/interviews`, {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(invited.status(), await invited.text()).toBe(200);
  return new URL(((await invited.json()) as { data: { booking_url: string } }).data.booking_url).pathname;
}

test('a manager gives one position its own interview hours, sees where the hours come from, and removes them', async ({
  browser,
  request,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const token = await signInWithTokens(page, request, 'manager');
  const title = `Own hours ${Date.now().toString(36)}`;
  const positionId = await openPosition(request, token, title);
  const downtown = await brandIdNamed(request, token, 'Harbor Grill Portland Downtown');

  await page.goto(`/hiring/interviews?view=availability&location=${downtown}`);
  const form = page.locator('form.interviews-availability');
  await expect(form.getByRole('heading', { name: 'Interview availability' })).toBeVisible();
  const hoursFor = page.getByLabel('Hours for');
  await expect(hoursFor.locator('option:checked')).toHaveText('All positions at this location');
  await hoursFor.selectOption({ label: title });
  await expect(page).toHaveURL(new RegExp(`position=${positionId}`));
  await expect(form.getByRole('heading', { name: `Interview availability: ${title}` })).toBeVisible();
  await expect(
    form.getByText('This position has no hours of its own: it uses the location’s hours'),
  ).toBeVisible();
  await check(page);

  // Its own hours: 45-minute interviews.
  const length = form.getByLabel('Interview length (minutes)');
  await length.fill('45');
  await form.getByRole('button', { name: 'Save availability' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Availability saved.' })).toBeVisible();
  await expect(form.getByText('This position has its own interview hours.')).toBeVisible();
  await expect(hoursFor.locator('option:checked')).toHaveText(`${title} (own hours)`);
  const read = async (position?: number) =>
    (
      (await (
        await request.get(
          `/api/core/v1/brands/${downtown}/interview_availability${position ? `?position_id=${position}` : ''}`,
          { headers: { authorization: `Bearer ${token}` } },
        )
      ).json()) as { data: { availability: { length_minutes: number } | null } }
    ).data.availability;
  expect((await read(positionId))?.length_minutes).toBe(45);
  await check(page);

  // A reload keeps the choice (the address), and the location's own hours are untouched.
  await page.reload();
  await expect(form.getByText('This position has its own interview hours.')).toBeVisible();
  await expect(form.getByLabel('Interview length (minutes)')).toHaveValue('45');
  expect((await read())?.length_minutes).not.toBe(45);

  // Back to the location's.
  await form.getByRole('button', { name: 'Use the location’s hours' }).click();
  await expect(
    form.getByRole('status').filter({ hasText: 'The position’s own hours were removed' }),
  ).toBeVisible();
  await expect(form.getByText('This position has no hours of its own')).toBeVisible();
  await expect(hoursFor.locator('option:checked')).toHaveText(title);
  expect(await read(positionId)).toBeNull();

  // The whole location again.
  await hoursFor.selectOption({ label: 'All positions at this location' });
  await expect(form.getByRole('heading', { name: 'Interview availability', exact: true })).toBeVisible();
  await context.close();

  // At 390 px in Arabic, right to left.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const arabic = await phone.newPage();
  await signInWithTokens(arabic, request, 'manager');
  await arabic.goto(
    on(baseURL, 'ar', `/hiring/interviews?view=availability&location=${downtown}&position=${positionId}`),
  );
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.getByText('ليس لهذه الوظيفة أوقات خاصة')).toBeVisible();
  await check(arabic);
  await phone.close();
});

test('the candidate sees their interview on their application page; a slot taken a moment before offers the next ones', async ({
  browser,
  request,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const managerContext = await browser.newContext();
  const managerToken = await signInWithTokens(managerContext, request, 'manager');
  await managerContext.close();
  const first = await seekerApplies(request, await openPosition(request, managerToken, `Slot A ${stamp}`));
  const second = await seekerApplies(request, await openPosition(request, managerToken, `Slot B ${stamp}`));
  const firstPath = await invite(request, managerToken, first);
  const secondPath = await invite(request, managerToken, second);

  // seeker@, invited, on their application page: "Choose a time" opens the booking page.
  const seekerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const seeker = await seekerContext.newPage();
  await signInWithTokens(seeker, request, 'seeker');
  await seeker.goto(`/dashboard/member/applications/${first}`);
  const panel = seeker.getByRole('region', { name: 'Your interview' });
  await expect(panel.getByText('You are invited to an interview')).toBeVisible();
  await expect(panel.getByText(`Slot A ${stamp}`)).toBeVisible();
  await expect(panel.getByText('Harbor Grill Portland Downtown')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Choose a time' })).toHaveAttribute('href', firstPath);
  await check(seeker);

  // Both booking pages open on the same free times.
  const one = await (await browser.newContext()).newPage();
  const other = await (await browser.newContext()).newPage();
  await one.goto(firstPath);
  await other.goto(secondPath);
  const slotsOf = (page: Page) => page.getByRole('radiogroup', { name: 'Free times' });
  await expect(slotsOf(one).getByRole('radio').first()).toBeVisible();
  await expect(slotsOf(other).getByRole('radio').first()).toBeVisible();
  // The last time shown, not the first: interviews.spec.ts, running beside this test on the same
  // location's hours, books the first free time, and would take it between this read and the click.
  const wanted = await slotsOf(one).getByRole('radio').last().getAttribute('value');
  expect(wanted).toBeTruthy();
  const same = slotsOf(other).locator(`input[value="${wanted}"]`);
  await expect(same).toHaveCount(1);

  // The first books it; the second, on a page that still offers it, tries the same time.
  await slotsOf(one).locator(`input[value="${wanted}"]`).check();
  await one.getByRole('button', { name: 'Book this time' }).click();
  await expect(one.getByRole('heading', { name: 'Your interview is booked' })).toBeVisible();
  await same.check();
  await other.getByRole('button', { name: 'Book this time' }).click();
  await expect(
    other
      .getByRole('alert')
      .filter({ hasText: 'Sorry, that time was just taken. Here are the next free times.' }),
  ).toBeVisible();
  await expect(slotsOf(other).locator(`input[value="${wanted}"]`)).toHaveCount(0);
  const next = slotsOf(other).getByRole('radio').last();
  await expect(next).toBeVisible();
  await expectNoSeriousAxeViolations(other);
  await next.check();
  await other.getByRole('button', { name: 'Book this time' }).click();
  await expect(other.getByRole('heading', { name: 'Your interview is booked' })).toBeVisible();

  // seeker@'s application page follows: the booked time, change or cancel on the booking page.
  await seeker.reload();
  await expect(panel.getByText('Your interview is booked')).toBeVisible();
  await expect(panel.locator('.application-interview__when')).not.toBeEmpty();
  await expect(panel.getByRole('link', { name: 'Choose another time' })).toHaveAttribute('href', firstPath);
  await expect(panel.getByRole('link', { name: 'Cancel my interview' })).toHaveAttribute('href', firstPath);
  await check(seeker);
  await panel.getByRole('link', { name: 'Cancel my interview' }).click();
  await expect(seeker).toHaveURL(new RegExp(`${firstPath}$`));
  await expect(seeker.getByRole('heading', { name: 'Your interview is booked' })).toBeVisible();

  // Another candidate's application: the panel is not there (the route answers 404 to others).
  const stranger = await browser.newContext();
  const strangerToken = await signInWithTokens(stranger, request, 'candidate');
  const foreign = await request.get(`/api/core/v1/candidate_applications/${first}/interview`, {
    headers: { authorization: `Bearer ${strangerToken}` },
  });
  expect(foreign.status()).toBe(404);
  await stranger.close();

  // At 390 px in Arabic, right to left.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const arabic = await phone.newPage();
  await signInWithTokens(arabic, request, 'seeker');
  await arabic.goto(on(baseURL, 'ar', `/dashboard/member/applications/${second}`));
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabicPanel = arabic.getByRole('region', { name: 'مقابلتك' });
  await expect(arabicPanel.getByRole('link', { name: 'اختر موعدًا آخر' })).toHaveAttribute('href', secondPath);
  await check(arabic);
  await phone.close();
  await seekerContext.close();
});

for (const screen of ['calendar', 'availability'] as const) {
  test(`with every gateway call failing, the ${screen} says within 5 s that the server cannot be reached, and recovers`, async ({
    page,
    request,
  }) => {
    // The faults hit this page's calls only (X-Fault-Scope), not the tests running beside it.
    const scope = `interviews-${screen}-${Date.now().toString(36)}`;
    await page.context().setExtraHTTPHeaders({ 'x-fault-scope': scope });
    const token = await signInWithTokens(page, request, 'manager');
    const downtown = await brandIdNamed(request, token, 'Harbor Grill Portland Downtown');
    await page.goto(`/hiring/interviews?location=${downtown}`);
    await expect(page.locator('.interviews-calendar__grid')).toBeVisible();
    const banner = page.getByRole('alert').filter({ hasText: "We can't reach the server. Retrying…" });
    await expect(banner).toHaveCount(0);

    // /dev/faults at 100 %: every gateway call of the page answers 500 until it is disarmed.
    const armed = await request.post('/dev/faults', { data: { mode: '500', count: 1000, scope } });
    expect(armed.ok()).toBe(true);
    try {
      if (screen === 'calendar') await page.getByRole('button', { name: 'Next week' }).click();
      else await page.getByRole('button', { name: 'Availability', exact: true }).click();
      // The screen read failed; the person is told within 5 s, with a Retry.
      await expect(banner).toBeVisible({ timeout: 5_000 });
      await expect(banner.getByRole('button', { name: 'Retry now' })).toBeVisible();
    } finally {
      expect((await request.post('/dev/faults', { data: { mode: '500', count: 0, scope } })).ok()).toBe(true);
    }
    // The reads go on in the background: once the server answers, the message leaves and the
    // screen shows its data without a click.
    await expect(banner).toHaveCount(0, { timeout: 30_000 });
    if (screen === 'calendar') await expect(page.locator('.interviews-calendar__grid')).toBeVisible();
    else await expect(page.locator('form.interviews-availability')).toBeVisible();
  });
}
