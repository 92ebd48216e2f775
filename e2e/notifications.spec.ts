import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoEmail, signInWithTokens } from './app-helpers';

/**
 * Batched notification mails (issue #35) against the real server: manager@ writes three messages
 * in candidate@'s thread; nothing is mailed while the 15-minute window is open; the dev clock
 * (`POST /dev/jobs/run-due`) ends the window and candidate@ gets ONE mail naming the three
 * messages and quoting the latest, with a link to the thread.
 */
test.describe.configure({ timeout: 120_000 });
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
