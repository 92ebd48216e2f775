import { expect as baseExpect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from './support/page-health';
import { signInWithTokens } from './app-helpers';

/**
 * The hiring conversation of issue #13 in a real browser: manager@ opens the inbox, filters it,
 * opens candidate@'s application and answers with an attachment; candidate@ sees the unread count
 * rise, opens the thread and sees it fall. A refused file keeps the typed text. The screens fit
 * a 390 px phone and Arabic (right to left) with no horizontal overflow, and axe finds nothing
 * serious. Runs in order: the candidate's counts depend on the manager's message.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
// A shared two-core machine answers slowly at times: waits are generous, never timing assertions.
test.use({ actionTimeout: 30_000 });

/** A one-page PDF, built here (the server checks the bytes, not the name). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/**
 * The candidate's unread count in the header badge (0 when no badge shows), read in one step: the
 * badge goes away when the count reaches 0, so reading "is there a badge" and "its text" apart
 * would wait for a badge that is gone.
 */
async function headerUnread(page: Page): Promise<number> {
  const text = await page
    .getByTestId('candidate-messages')
    .evaluate(
      (link) =>
        link.querySelector('[data-testid="unread-badge"] [data-testid="unread-count"]')?.textContent ?? '0',
    );
  return text === '9+' ? 10 : Number(text);
}

async function openCaseyAsManager(page: Page): Promise<void> {
  await page.goto('/hiring/applications?status=INTERVIEW');
  await page.getByRole('link', { name: 'Casey Candidate' }).first().click();
  await expect(page).toHaveURL(/\/hiring\/applications\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /Casey Candidate/ })).toBeVisible();
}

let candidateBefore = 0;

test('the candidate’s unread count before the manager answers', async ({ page, request }) => {
  await signInWithTokens(page, request, 'candidate');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/member$/);
  await expect(page.getByRole('link', { name: 'Server' }).first()).toBeVisible();
  await expect(page.getByTestId('candidate-messages').getByTestId('unread-badge')).toBeVisible();
  candidateBefore = await headerUnread(page);
  expect(candidateBefore).toBeGreaterThan(0);
});

test('manager@ filters the inbox, opens candidate@’s application and answers with a PDF', async ({
  page,
  request,
}) => {
  await signInWithTokens(page, request, 'manager');
  await page.goto('/hiring/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  await expect(page.getByText(/^\d+ of \d+$/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: /Applications/ }).first()).toBeVisible();

  await page.getByLabel('Status', { exact: true }).selectOption('INTERVIEW');
  await expect(page).toHaveURL(/status=INTERVIEW/);
  await expect(page.getByRole('link', { name: 'Casey Candidate' })).toBeVisible();
  // The box follows the URL (the filters live there), so its state changes a moment after the click.
  const unreadOnly = page.getByLabel('Unread only');
  await unreadOnly.click();
  await expect(page).toHaveURL(/unread=1/);
  await expect(unreadOnly).toBeChecked();
  await unreadOnly.click();
  await expect(page).not.toHaveURL(/unread=1/);
  await expect(unreadOnly).not.toBeChecked();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('link', { name: 'Casey Candidate' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /Casey Candidate/ })).toBeVisible();
  await expect(page.getByText(/Up to \d+ files of/)).toBeVisible();
  await page.getByLabel('Your message').fill('Please sign the attached offer.');
  await page
    .getByLabel('Attach files')
    .setInputFiles({ name: 'offer.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('list', { name: 'Files to send' })).toContainText('offer.pdf');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const sent = page.getByTestId('thread-message').filter({ hasText: 'Please sign the attached offer.' });
  await expect(sent).toBeVisible();
  await expect(sent.getByRole('link', { name: 'offer.pdf' })).toHaveAttribute(
    'href',
    /\/api\/core\/v1\/files\/signed\//,
  );
  await expect(page.getByLabel('Your message')).toHaveValue('');
  await expectNoSeriousAxeViolations(page);
});

test('candidate@ sees the count rise, opens the thread, and the count falls', async ({ page, request }) => {
  await signInWithTokens(page, request, 'candidate');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/member$/);
  await expect(page.getByTestId('candidate-messages').getByTestId('unread-badge')).toBeVisible();
  await expect.poll(() => headerUnread(page)).toBe(candidateBefore + 1);
  await page
    .getByRole('row')
    .filter({ hasText: 'Harbor Grill Portland Downtown' })
    .getByRole('link', { name: 'Server' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/member\/applications\/\d+$/);
  const offer = page.getByTestId('thread-message').filter({ hasText: 'Please sign the attached offer.' });
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('link', { name: 'offer.pdf' })).toBeVisible();
  await expect.poll(() => headerUnread(page)).toBeLessThan(candidateBefore + 1);
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('Your message').fill('Signed, thank you!');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByTestId('thread-message').filter({ hasText: 'Signed, thank you!' })).toBeVisible();
});

test('a refused file keeps the typed message, whether refused before sending or by the server', async ({
  page,
  request,
}) => {
  await signInWithTokens(page, request, 'manager');
  await openCaseyAsManager(page);
  const box = page.getByLabel('Your message');
  await box.fill('Text I do not want to lose');
  await page.getByLabel('Attach files').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('plain words'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'notes.txt was not attached' })).toBeVisible();
  await expect(box).toHaveValue('Text I do not want to lose');
  // Named and typed as a PDF, but not one: the server reads the bytes and refuses it.
  await page.getByLabel('Attach files').setInputFiles({
    name: 'fake.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('not really a pdf'),
  });
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /only PDF, PNG, JPEG and WebP/ })).toBeVisible();
  await expect(box).toHaveValue('Text I do not want to lose');
  await expect(page.getByRole('list', { name: 'Files to send' })).toContainText('fake.pdf');
});

/** Where an element's top lies in the page (px from the top of the document). */
function pageTop(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

test('at 390 px and in Arabic the screens fit without horizontal overflow', async ({
  browser,
  baseURL,
  request,
}) => {
  const origin = baseURL!.replace('://localhost', '://ar.localhost');
  const manager = await phonePage(browser);
  await signInWithTokens(manager, request, 'manager');
  await manager.goto(`${origin}/hiring/applications`);
  await expect(manager.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(manager.getByRole('heading', { level: 1, name: 'الطلبات' })).toBeVisible({ timeout: 30_000 });
  await expect(manager.locator('.hiring-card').first()).toBeVisible();
  // The task first (issue #29): the first candidate starts in the first screen (844 px).
  expect(await pageTop(manager.locator('.hiring-card').first())).toBeLessThan(844);
  await expectNoHorizontalOverflow(manager);
  await expectNoSeriousAxeViolations(manager);
  await manager.locator('.hiring-card').first().click();
  await expect(manager.getByRole('heading', { level: 2, name: 'المحادثة' })).toBeVisible();
  // …and in a thread the reply box comes before the candidate's card, tags and facts.
  const replyTop = await pageTop(manager.locator('.hiring-application__thread textarea'));
  expect(replyTop).toBeLessThan(await pageTop(manager.locator('.hiring-application__side')));
  await expectNoHorizontalOverflow(manager);
  await expectNoSeriousAxeViolations(manager);

  const candidate = await phonePage(browser);
  await signInWithTokens(candidate, request, 'candidate');
  await candidate.goto('/dashboard/member');
  await expect(candidate.locator('.hiring-card').first()).toBeVisible({ timeout: 30_000 });
  await expectNoHorizontalOverflow(candidate);
  await candidate.locator('.hiring-card').first().click();
  await expect(candidate.getByRole('heading', { level: 2, name: 'Conversation' })).toBeVisible();
  await expectNoHorizontalOverflow(candidate);
  await expectNoSeriousAxeViolations(candidate);
});

test('owner@ opens the card of the teammate who wrote to the candidate', async ({ page, request }) => {
  await signInWithTokens(page, request, 'owner');
  await openCaseyAsManager(page);
  const thread = page.getByRole('list', { name: 'Conversation' });
  // manager@ wrote these messages: the owner sees their name, not "You", and it opens their card.
  await expect(thread.getByText('You', { exact: true })).toHaveCount(0);
  const name = thread.getByRole('button', { name: 'Marco Manager: show their card' }).first();
  await name.click();
  const card = page.getByRole('dialog', { name: 'Team member: Marco Manager' });
  await expect(card.getByRole('link', { name: 'manager@demo.brigade.test' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(card.getByRole('list', { name: 'Roles' })).toContainText(
    'Manager at Harbor Grill Portland Downtown',
  );
  await page.keyboard.press('Escape');
  await expect(card).toHaveCount(0);
  await expect(name).toBeFocused();
});
