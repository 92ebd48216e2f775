import { expect, test } from '@playwright/test';
import { brandIdNamed, signInWithTokens } from './app-helpers';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from './support/page-health';

// One story on owner@'s Harbor Grill: the steps build on each other.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let grill = 0;
let location0 = 0;
let raffleUrl = '';

test.describe('rewards and recognition', () => {
  test('allocate a budget, recognise someone and see it in the news feed', async ({ page, request }) => {
    const token = await signInWithTokens(page, request, 'owner');
    grill = await brandIdNamed(request, token, 'Harbor Grill');
    location0 = await brandIdNamed(request, token, 'Harbor Grill Portland Downtown');
    await page.goto(`/settings/${location0}/rewards-and-recognition`);
    // The first load signs the stored session in and reads the brands before choosing the tab.
    await expect(page).toHaveURL(new RegExp(`/settings/${location0}/rewards-and-recognition/budget$`), {
      timeout: 15_000,
    });
    await expect(page.getByRole('tab', { name: 'Budget' })).toHaveAttribute('aria-selected', 'true', {
      timeout: 15_000,
    });
    await expect(page.getByText(/0–0 of 0/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('link', { name: 'Allocate a budget' }).click();
    // From the period's first day, so the whole 500 is allotted: a start later in the period is
    // pro-rated (500 from the 30th of November is 16 points, fewer than the 25 given below).
    await page.getByLabel('Giving starts on').fill(`${new Date().toISOString().slice(0, 8)}01`);
    await page.getByLabel('Points for the whole period').fill('500');
    await page.getByRole('button', { name: 'Allocate a budget' }).click();
    await expect(page).toHaveURL(/\/budget-management\/[0-9]+$/, { timeout: 15_000 });

    // "Who" exactly: the allocate form's "Points for the whole period" also contains "who", and
    // it can still be on screen for a moment after the address changes.
    await page.getByLabel('Who', { exact: true }).selectOption({ label: 'Marco Manager' });
    await page.getByLabel('Points', { exact: true }).fill('25');
    await page.getByLabel('Message').fill('Saved the patio service on a full Friday');
    await page.getByRole('button', { name: 'Send recognition' }).click();
    await expect(page.getByText('Marco Manager received 25 points.')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('cell', { name: '25' }).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'News feed' }).click();
    const feed = page.getByRole('region', { name: 'News feed' });
    await expect(feed.getByText('Olivia Owner recognised Marco Manager (+25)')).toBeVisible({
      timeout: 15_000,
    });
    await expect(feed.getByText('Saved the patio service on a full Friday')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // A manager's announcement shows in the same feed.
    await page.keyboard.press('Escape');
    await page.goto(`/settings/${location0}/rewards-and-recognition/budget`);
    const composer = page.getByRole('form', { name: 'Announcement to the news feed' });
    await composer.getByRole('button', { name: 'Post the announcement' }).click();
    await expect(composer.getByText('Write the announcement.')).toBeVisible();
    await composer.getByLabel('Message').fill('Staff meal moves to 3 pm from Monday');
    await composer.getByRole('button', { name: 'Post the announcement' }).click();
    await expect(composer.getByText('Posted. It shows in the news feed.')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'News feed' }).click();
    await expect(feed.getByText('Announcement from Olivia Owner').first()).toBeVisible({ timeout: 15_000 });
    await expect(feed.getByText('Staff meal moves to 3 pm from Monday')).toBeVisible();
  });

  test('a rule a manager fires: shift cover granted by hand to the person chosen, once per day', async ({
    page,
    request,
  }) => {
    await signInWithTokens(page, request, 'owner');
    await page.goto(`/settings/${grill}/rewards-and-recognition/rules`);
    const form = page.getByRole('form', { name: 'Grant by hand' });
    await expect(form).toBeVisible({ timeout: 15_000 });
    await expect(form.getByLabel('Day it happened')).toHaveValue(new Date().toISOString().slice(0, 10));
    // The schedules' own covers may have fired this rule already in this run.
    const cover = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Shift cover' }) });
    const granted = Number(await cover.getByRole('cell').last().textContent());
    await form.getByLabel('Person').selectOption({ label: 'Marco Manager' });
    await form.getByRole('button', { name: 'Grant the points' }).click();
    await expect(form.getByRole('status')).toHaveText('Marco Manager was granted 25 points.', {
      timeout: 15_000,
    });
    // The rule's granted count moves, and the same day again adds nothing.
    await expect(cover.getByRole('cell').last()).toHaveText(String(granted + 1));
    await form.getByRole('button', { name: 'Grant the points' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Marco Manager already has this grant for that day; nothing was added.',
      { timeout: 15_000 },
    );
    await expectNoSeriousAxeViolations(page);
  });

  test('run a raffle and check its proof', async ({ page, request }) => {
    await signInWithTokens(page, request, 'owner');
    await page.goto(`/settings/${grill}/rewards-and-recognition/raffles`);
    await expect(page.getByRole('tab', { name: 'Raffles' })).toHaveAttribute('aria-selected', 'true', {
      timeout: 15_000,
    });
    await expect(page.getByRole('link', { name: 'Chef’s table' })).toBeVisible();
    await page.getByRole('link', { name: 'New raffle' }).click();
    await page.getByLabel('Title').fill('Cinema night');
    await page.getByLabel('Prize', { exact: true }).fill('Two cinema tickets');
    await page.getByLabel('Points per entry').fill('10');
    await page.getByRole('button', { name: 'Open the raffle' }).click();
    await expect(page).toHaveURL(/\/raffle-management\/[0-9]+$/, { timeout: 15_000 });
    raffleUrl = new URL(page.url()).pathname;
    await expect(page.getByText('You have 50 points.')).toBeVisible();

    await page.getByRole('button', { name: 'Buy entries' }).click();
    await expect(page.getByText('You have 40 points.')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Close entries' }).click();
    await expect(page.getByText('Entries hash (SHA-256)')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Draw the winners' }).click();
    await expect(page.getByRole('heading', { name: 'Winners' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('listitem').filter({ hasText: 'Olivia Owner' })).toBeVisible();

    await page.getByRole('button', { name: 'Verify the draw' }).click();
    const checks = page.getByRole('list', { name: 'Verification' });
    await expect(
      checks.getByText('✓ The revealed seed matches the commitment published at opening'),
    ).toBeVisible({
      timeout: 15_000,
    });
    await expect(checks.getByText('✓ The entry list matches the hash published at closing')).toBeVisible();
    await expect(checks.getByText('✓ The recomputed winners match the announced winners')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('a phone in Arabic: the tabs and the proof fit the screen, right to left', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const origin = baseURL!.replace('://localhost', '://ar.localhost');
    await signInWithTokens(page, request, 'owner');

    await page.goto(`${origin}/settings/${grill}/rewards-and-recognition/budget`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('tab', { name: 'الميزانية' })).toHaveAttribute('aria-selected', 'true', {
      timeout: 15_000,
    });
    await expect(page.getByRole('link', { name: 'Harbor Grill' }).first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);

    // The rules tab with its grant by hand.
    await page.goto(`${origin}/settings/${grill}/rewards-and-recognition/rules`);
    await expect(page.getByRole('form', { name: 'منح يدوي' })).toBeVisible({ timeout: 15_000 });
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);

    await page.goto(`${origin}${raffleUrl}`);
    await page.getByRole('button', { name: 'تحقّق من السحب' }).click();
    await expect(page.getByRole('list', { name: 'التحقق' }).getByText(/✓/).first()).toBeVisible({
      timeout: 15_000,
    });
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);

    await page.goto(`${origin}/${grill}/rewards-and-recognition/budget-management`);
    await expect(page.getByRole('heading', { level: 1, name: 'إدارة الميزانية' })).toBeVisible({
      timeout: 15_000,
    });
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);
  });
});
