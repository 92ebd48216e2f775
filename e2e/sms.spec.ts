import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { signInWithTokens } from './app-helpers';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from './support/page-health';

/**
 * Two-way SMS (issue #35) in real browsers against the local Twilio sandbox (/dev/sms):
 * candidate@ chooses "Text me" on their profile; manager@ writes in candidate@'s thread; the
 * sandbox shows the text; the sandbox texts a reply (signed as Twilio signs) and it shows in
 * manager@'s open thread without a reload, badged as SMS. At 1280 px in English and on a 390 px
 * phone in Arabic. Each run uses its own phone number, so the sandbox rows it reads are its own.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** A valid US number no other run uses (555 exchange, random line). */
const freshPhone = () => `+1415555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

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

async function managerPage(
  browser: Browser,
  width: number,
  origin: string,
  request: Parameters<typeof signInWithTokens>[1],
) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    ...(width < 500 ? { isMobile: true, hasTouch: true } : {}),
  });
  await signInWithTokens(context, request, 'manager');
  const page = await context.newPage();
  const applicationId = await caseyApplication(page);
  await page.goto(`${origin}/hiring/applications/${applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: /Casey Candidate/ })).toBeVisible();
  return { context, page };
}

test('candidate@ chooses texts on the profile (1280 px, English)', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInWithTokens(context, request, 'candidate');
  const page = await context.newPage();
  await page.goto('/profile');
  const panel = page.getByRole('region', { name: 'Notification settings' });
  const status = panel.locator('form [role="status"]');
  await expect(panel.getByRole('checkbox', { name: 'Text me (SMS)' })).toBeVisible();
  await panel.getByRole('checkbox', { name: 'Text me (SMS)' }).check();
  await panel.getByLabel('Mobile number for texts').fill('12');
  await panel.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(status).toHaveText('This is not a valid phone number.');
  // What was typed is kept after the refusal.
  await expect(panel.getByLabel('Mobile number for texts')).toHaveValue('12');
  await panel.getByLabel('Mobile number for texts').fill('(415) 555-0199');
  await panel.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(status).toHaveText('Notification settings saved.');
  await expect(panel.getByLabel('Mobile number for texts')).toHaveValue('+14155550199');
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await context.close();
});

for (const screen of [
  { name: '1280 px, English', width: 1280, language: 'en' },
  { name: '390 px, Arabic', width: 390, language: 'ar' },
] as const) {
  test(`manager@ texts candidate@ and the SMS reply shows live in the open thread (${screen.name})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const stamp = `${screen.language}-${Date.now().toString(36)}`;
    const phone = freshPhone();
    const candidateToken = await (async () => {
      const context = await browser.newContext();
      const token = await signInWithTokens(context, request, 'candidate');
      await context.close();
      return token;
    })();
    const saved = await request.put('/api/core/v1/account/notification_preferences', {
      headers: { authorization: `Bearer ${candidateToken}` },
      data: { email: true, sms: true, in_app: true, phone },
    });
    expect(saved.ok(), await saved.text()).toBe(true);

    const origin = screen.language === 'ar' ? baseURL!.replace('://localhost', '://ar.localhost') : baseURL!;
    const { context, page } = await managerPage(browser, screen.width, origin, request);
    if (screen.language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const toCandidate = `Can you start Friday? ${stamp}`;
    await send(page, toCandidate);

    // The sandbox received the text (the send is a job after the message's commit).
    const sandbox = await context.newPage();
    await expect(async () => {
      await sandbox.goto(`${baseURL}/dev/sms?phone=${encodeURIComponent(phone)}`);
      await expect(sandbox.getByRole('cell', { name: toCandidate })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });

    // The candidate's reply, texted from the sandbox's form: signed and sent to our webhook.
    const reply = `Yes, Friday works ${stamp}`;
    await sandbox.getByLabel('From (phone number)').fill(phone);
    await sandbox.getByLabel('Message').fill(reply);
    await sandbox.getByRole('button', { name: 'Send to Brigade' }).click();
    await expect(sandbox.getByRole('status')).toContainText('Sent SM');
    await expect(sandbox.getByRole('row').filter({ hasText: reply })).toContainText('204');
    await sandbox.close();

    // Live in the manager's open thread, with the SMS badge in the page's language.
    const message = page.getByTestId('thread-message').filter({ hasText: reply });
    await expect(message).toBeVisible({ timeout: 10_000 });
    await expect(message.getByTestId('sms-badge')).toHaveText(
      screen.language === 'ar' ? 'عبر الرسائل القصيرة' : 'By SMS',
    );
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await context.close();
  });
}
