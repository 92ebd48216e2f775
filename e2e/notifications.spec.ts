import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoEmail, signInWithTokens } from './app-helpers';

/**
 * Batched notification mails (issue #35) against the real server: manager@ writes three messages
 * in candidate@'s thread; nothing is mailed while the 15-minute window is open; the dev clock
 * (`POST /dev/jobs/run-due`) ends the window and candidate@ gets ONE mail naming the three
 * messages and quoting the latest, with a link to the thread. And in the app: candidate@'s open
 * page shows a manager's message at once as a notice linking to the thread, until they turn
 * "in the app" off (the unread badge still rises then).
 */
// Serial: both tests write in candidate@'s thread, and the first counts that thread's messages.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const WINDOW_MS = 15 * 60_000;

interface OutboxRow {
  readonly subject: string;
  readonly body: string;
}

async function digests(request: APIRequestContext): Promise<OutboxRow[]> {
  const answer = await request.get(
    `/dev/outbox.json?recipient=${encodeURIComponent(demoEmail('candidate'))}`,
  );
  const rows = ((await answer.json()) as { data: OutboxRow[] }).data;
  return rows.filter((row) => row.subject.startsWith('News about'));
}

/** Ends every open window now, as the dev clock does. */
async function endWindows(request: APIRequestContext): Promise<void> {
  const moved = await request.post('/dev/jobs/run-due', {
    data: { at: new Date(Date.now() + WINDOW_MS + 60_000).toISOString() },
  });
  expect(moved.ok()).toBe(true);
}

async function send(page: Page, text: string): Promise<void> {
  await page.locator('.hiring-composer textarea').fill(text);
  await page.locator('.hiring-composer button[type="submit"]').click();
  await expect(page.getByTestId('thread-message').filter({ hasText: text })).toBeVisible();
}

test('three messages in 15 minutes make one mail to candidate@, sent when the window ends', async ({
  browser,
  request,
}) => {
  // Windows other tests opened end first, so the count below is this test's own.
  await endWindows(request);
  // The mails of those windows arrive (two readings a second apart agree), then the count is taken.
  let before = (await digests(request)).length;
  for (let settled = false; !settled;) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = (await digests(request)).length;
    settled = now === before;
    before = now;
  }

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInWithTokens(context, request, 'manager');
  const page = await context.newPage();
  await page.goto('/hiring/applications?status=INTERVIEW');
  const link = page.getByRole('link', { name: 'Casey Candidate' }).first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: /Casey Candidate/ })).toBeVisible();
  const stamp = Date.now().toString(36);
  await send(page, `First note ${stamp}`);
  await send(page, `Second note ${stamp}`);
  await send(page, `Third note ${stamp}`);
  await context.close();

  // The window is open: nothing yet.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(await digests(request)).toHaveLength(before);

  await endWindows(request);
  await expect(async () => expect(await digests(request)).toHaveLength(before + 1)).toPass();
  const [mail] = await digests(request);
  expect(mail!.body).toContain('New messages: 3.');
  expect(mail!.body).toContain(`The latest: “Third note ${stamp}”`);
  expect(mail!.body).toMatch(/\/dashboard\/member\/applications\/\d+/);
  // One mail: the window closed with it.
  await endWindows(request);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(await digests(request)).toHaveLength(before + 1);
});

/** The number in candidate@'s header badge (0 when none shows: the badge leaves at zero). */
async function candidateBadge(page: Page): Promise<number> {
  const text = await page
    .getByTestId('candidate-messages')
    .first()
    .evaluate((element) => element.querySelector('[data-testid="unread-count"]')?.textContent ?? '0');
  return text === '9+' ? 10 : Number(text);
}

test('candidate@ (390 px, Arabic) sees a manager’s message at once as an in-app notice, and none once in-app is off', async ({
  browser,
  baseURL,
  request,
}) => {
  const managerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const managerToken = await signInWithTokens(managerContext, request, 'manager');
  const manager = await managerContext.newPage();
  await manager.goto('/hiring/applications?status=INTERVIEW');
  const caseyLink = manager.getByRole('link', { name: 'Casey Candidate' }).first();
  await expect(caseyLink).toBeVisible();
  const applicationId = Number(
    /\/hiring\/applications\/(\d+)/.exec((await caseyLink.getAttribute('href')) ?? '')![1],
  );
  await managerContext.close();
  const postAsManager = async (text: string) => {
    const response = await request.post(`/api/core/v1/applications/${applicationId}/messages`, {
      headers: { authorization: `Bearer ${managerToken}` },
      multipart: { message_body: text },
    });
    expect(response.ok(), await response.text()).toBe(true);
  };

  const candidateContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const candidateToken = await signInWithTokens(candidateContext, request, 'candidate');
  const preferencesUrl = '/api/core/v1/account/notification_preferences';
  const auth = { authorization: `Bearer ${candidateToken}` };
  const saved = (
    (await (await request.get(preferencesUrl, { headers: auth })).json()) as {
      data: { email: boolean; sms: boolean; in_app: boolean; phone: string | null };
    }
  ).data;
  const choose = async (inApp: boolean) => {
    const response = await request.put(preferencesUrl, {
      headers: auth,
      data: { email: saved.email, sms: saved.sms, in_app: inApp, phone: saved.phone },
    });
    expect(response.ok(), await response.text()).toBe(true);
  };
  await choose(true);
  try {
    const candidate = await candidateContext.newPage();
    const stream = candidate.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/core/v1/events',
    );
    await candidate.goto(`${baseURL!.replace('://localhost', '://ar.localhost')}/dashboard/member`);
    await expect(candidate.locator('html')).toHaveAttribute('dir', 'rtl');
    await stream;

    const stamp = Date.now().toString(36);
    await postAsManager(`In-app one ${stamp}`);
    const notice = candidate.getByTestId('in-app-notice');
    await expect(notice).toHaveCount(1);
    const link = notice.getByRole('link', { name: 'رسالة جديدة — افتح المحادثة' });
    await expect(link).toHaveAttribute(
      'href',
      new RegExp(`/dashboard/member/applications/${applicationId}$`),
    );
    // It fits the 390 px screen, and the keyboard reaches and dismisses it.
    const box = (await notice.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await notice.getByRole('button').focus();
    await candidate.keyboard.press('Enter');
    await expect(notice).toHaveCount(0);

    // The next one is followed to the thread.
    await postAsManager(`In-app two ${stamp}`);
    await expect(notice).toHaveCount(1);
    await notice.getByRole('link').click();
    await expect(candidate).toHaveURL(new RegExp(`/dashboard/member/applications/${applicationId}$`));
    await expect(notice).toHaveCount(0);

    // In-app off: the badge still rises live, no notice shows.
    await candidate.goto(`${baseURL!.replace('://localhost', '://ar.localhost')}/dashboard/member`);
    await choose(false);
    const before = await candidateBadge(candidate);
    await postAsManager(`In-app three ${stamp}`);
    await expect.poll(() => candidateBadge(candidate)).toBeGreaterThan(before);
    await expect(notice).toHaveCount(0);
  } finally {
    await choose(saved.in_app);
    await candidateContext.close();
  }
});
