import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test';
import { contextBrandId, signInWithTokens } from './app-helpers';

/**
 * Live events (issue #32) in real browsers: manager@ at 1280 px and candidate@ on a 390 px phone
 * in Arabic write to each other, and each message shows on the other side without a reload, as
 * the badges and figures rise and fall. The safety poll runs every 60 s and only while the stream
 * is down, so an assertion that waits LIVE_WAIT_MS (far less) can only pass through the stream.
 * Then six tabs of one browser hold one stream, and closing the tab that holds it hands it over.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 30_000 });

/** How long a live change may take to show: a few seconds on a loaded two-core machine, never 60. */
const LIVE_WAIT_MS = 8_000;

const isEventStream = (request: Request) => new URL(request.url()).pathname === '/api/core/v1/events';

/**
 * The server process of each event stream `context` opens, in order: `X-Server-Process`, which
 * only `npm run start:cluster` sends (server/cluster.ts); undefined entries on one process.
 */
function streamProcesses(context: BrowserContext): (string | undefined)[] {
  const processes: (string | undefined)[] = [];
  context.on('response', (response) => {
    if (isEventStream(response.request())) processes.push(response.headers()['x-server-process']);
  });
  return processes;
}

async function desktop(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 900 } });
}

async function phone(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
}

/** The number shown by the badge inside `scope` (0 when none shows: the badge leaves at zero). */
async function badgeCount(page: Page, scope: string): Promise<number> {
  const text = await page
    .locator(scope)
    .first()
    .evaluate((element) => element.querySelector('[data-testid="unread-count"]')?.textContent ?? '0');
  return text === '9+' ? 10 : Number(text);
}
const candidateBadge = (page: Page) => badgeCount(page, '[data-testid="candidate-messages"]');
const managerBadge = (page: Page) => badgeCount(page, '#side-navigation');

/** The id of candidate@'s application manager@ sees at "Harbor Grill Portland Downtown" (from the inbox). */
async function caseyApplication(page: Page): Promise<number> {
  await page.goto('/hiring/applications?status=INTERVIEW');
  const link = page.getByRole('link', { name: 'Casey Candidate' }).first();
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  return Number(/\/hiring\/applications\/(\d+)/.exec(href ?? '')![1]);
}

async function send(page: Page, text: string): Promise<void> {
  await page.locator('.hiring-composer textarea').fill(text);
  await page.locator('.hiring-composer button[type="submit"]').click();
  await expect(page.getByTestId('thread-message').filter({ hasText: text })).toBeVisible();
}

/** The employer unread count of `brandId` as the server has it. */
async function employerUnread(request: APIRequestContext, token: string, brandId: number): Promise<number> {
  const response = await request.get(`/api/core/v1/groups/${brandId}/unread_message_count_employer`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { count: number } }).data.count;
}

/** candidate@'s unread count as the server has it. */
async function candidateUnread(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/core/v1/unread_message_count_candidate', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { count: number } }).data.count;
}

/** Posts a message as candidate@ through the API (no browser of theirs involved). */
async function postAsCandidate(
  request: APIRequestContext,
  token: string,
  applicationId: number,
  text: string,
): Promise<void> {
  const response = await request.post(`/api/core/v1/applications/${applicationId}/messages`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { message_body: text },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('manager@ (1280 px) and candidate@ (390 px, Arabic) see each other’s messages and badges live', async ({
  browser,
  baseURL,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const managerContext = await desktop(browser);
  const managerStreams = streamProcesses(managerContext);
  const managerToken = await signInWithTokens(managerContext, request, 'manager');
  const manager = await managerContext.newPage();
  const applicationId = await caseyApplication(manager);
  await manager.goto(`/hiring/applications/${applicationId}`);
  await expect(manager.getByRole('heading', { level: 1, name: /Casey Candidate/ })).toBeVisible();
  const managerBrand = await contextBrandId(manager);

  const arabic = baseURL!.replace('://localhost', '://ar.localhost');
  const candidateContext = await phone(browser);
  const candidateStreams = streamProcesses(candidateContext);
  const candidateToken = await signInWithTokens(candidateContext, request, 'candidate');
  const candidate = await candidateContext.newPage();
  await candidate.goto(`${arabic}/dashboard/member`);
  await expect(candidate.locator('html')).toHaveAttribute('dir', 'rtl');
  const link = candidate.locator(`a[href$="/dashboard/member/applications/${applicationId}"]`).first();
  await expect(link).toBeVisible();
  // On two processes (the cluster run on PostgreSQL), the two streams are held by different
  // processes, so every message below crosses between them (LISTEN / NOTIFY): the candidate's page
  // is opened again until its stream lands on the other process.
  await expect.poll(() => managerStreams.length * candidateStreams.length).toBeGreaterThan(0);
  const managerProcess = managerStreams.at(-1);
  // Set by e2e/run.ts --cluster (playwright.config.ts).
  if (process.env.E2E_CLUSTER_DATABASE_URL) {
    expect(managerProcess, 'the cluster names the process of each stream').toBeDefined();
    for (let attempt = 0; candidateStreams.at(-1) === managerProcess && attempt < 10; attempt++) {
      const opened = candidateStreams.length;
      await candidate.reload();
      await expect.poll(() => candidateStreams.length).toBeGreaterThan(opened);
    }
    expect(candidateStreams.at(-1), 'the two streams are on different processes').not.toBe(managerProcess);
    await expect(link).toBeVisible();
  }
  const before = await candidateUnread(request, candidateToken);
  await expect.poll(() => candidateBadge(candidate)).toBe(before);

  // manager → candidate: the candidate's header badge rises without a reload.
  const toCandidate = `Live from the manager ${stamp}`;
  await send(manager, toCandidate);
  await expect.poll(() => candidateBadge(candidate), { timeout: LIVE_WAIT_MS }).toBe(before + 1);

  // The candidate opens the thread: the message is there and the badge falls.
  await link.click();
  await expect(candidate.getByTestId('thread-message').filter({ hasText: toCandidate })).toBeVisible();
  await expect.poll(() => candidateBadge(candidate), { timeout: LIVE_WAIT_MS }).toBeLessThan(before + 1);

  // candidate → manager: the reply shows in the manager's open thread without a reload.
  const toManager = `رد مباشر من المرشح ${stamp}`;
  await send(candidate, toManager);
  await expect(manager.getByTestId('thread-message').filter({ hasText: toManager })).toBeVisible({
    timeout: LIVE_WAIT_MS,
  });
  // …and the manager's reply shows in the candidate's open thread.
  const again = `Second live message ${stamp}`;
  await send(manager, again);
  await expect(candidate.getByTestId('thread-message').filter({ hasText: again })).toBeVisible({
    timeout: LIVE_WAIT_MS,
  });

  // The manager leaves the thread (in the app, no reload): the side navigation's badge rises on a
  // new message and falls when the manager reads it.
  await manager.getByRole('link', { name: 'Back to applications' }).click();
  await expect(manager).toHaveURL(/\/hiring\/applications$/);
  await expect(manager.locator('#side-navigation')).toBeVisible();
  // The count settles first (the thread's last read mark may still be on its way).
  const managerBefore = await employerUnread(request, managerToken, managerBrand);
  await expect.poll(() => managerBadge(manager), { timeout: LIVE_WAIT_MS }).toBe(managerBefore);
  const third = `Third live message ${stamp}`;
  await send(candidate, third);
  await expect.poll(() => managerBadge(manager), { timeout: LIVE_WAIT_MS }).toBe(managerBefore + 1);
  await manager.locator(`a[href$="/hiring/applications/${applicationId}"]`).first().click();
  await expect(manager.getByTestId('thread-message').filter({ hasText: third })).toBeVisible();
  await expect.poll(() => managerBadge(manager), { timeout: LIVE_WAIT_MS }).toBe(managerBefore);

  await managerContext.close();
  await candidateContext.close();
});

test('six tabs of one browser hold one stream; closing the tab that holds it hands it over', async ({
  browser,
  request,
}) => {
  const context = await desktop(browser);
  const managerToken = await signInWithTokens(context, request, 'manager');
  const streams: Request[] = [];
  context.on('request', (request) => {
    if (isEventStream(request)) streams.push(request);
  });
  const first = await context.newPage();
  const applicationId = await caseyApplication(first);
  const tabs = [first];
  for (let index = 1; index < 6; index += 1) {
    const tab = await context.newPage();
    await tab.goto('/hiring/applications');
    tabs.push(tab);
  }
  for (const tab of tabs) await expect(tab.locator('#side-navigation')).toBeVisible();
  await expect.poll(() => streams.length).toBe(1);
  // A tab's badge against the server's count now. Other specs read and write candidate@'s thread
  // at the same time (fullyParallel), so the count may also fall meanwhile: each tab must follow
  // the server through the one stream, whatever else moved it.
  const managerBrand = await contextBrandId(first);
  const behind = async (tab: Page) =>
    (await employerUnread(request, managerToken, managerBrand)) - (await managerBadge(tab));

  // Every tab hears an event through the one stream.
  const candidateContext = await browser.newContext();
  const candidateToken = await signInWithTokens(candidateContext, request, 'candidate');
  await candidateContext.close();
  await postAsCandidate(request, candidateToken, applicationId, 'Six tabs, one stream');
  for (const tab of tabs) await expect.poll(() => behind(tab), { timeout: LIVE_WAIT_MS }).toBe(0);
  expect(streams).toHaveLength(1);

  // Close the tab that holds the stream: another takes it over, resuming after the last id.
  const leader = streams[0]!.frame().page();
  await leader.close();
  const rest = tabs.filter((tab) => tab !== leader);
  await expect.poll(() => streams.length, { timeout: LIVE_WAIT_MS }).toBe(2);
  expect(await streams[1]!.headerValue('last-event-id')).toMatch(/^\d+$/);
  await postAsCandidate(request, candidateToken, applicationId, 'After the hand-over');
  for (const tab of rest) await expect.poll(() => behind(tab), { timeout: LIVE_WAIT_MS }).toBe(0);
  expect(streams).toHaveLength(2);
  await context.close();
});
