import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { brandIdNamed, signInWithTokens } from './app-helpers';
import { expectNoSeriousAxeViolations, horizontalOverflow, waitForHydration } from './support/page-health';
import { waitForNetworkQuiet } from './support/network-quiet';

/**
 * Issue #16: clock-out attestation questions and the risk they reveal, in real Chromium against
 * the real server and its demo seed (Harbor Grill: four questions, a month of answers).
 */

async function open(page: Page, path: string, host = 'localhost'): Promise<void> {
  const url = new URL(path, test.info().project.use.baseURL);
  url.hostname = host;
  await page.goto(url.href);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
}

/**
 * Creates an active yes/no question in the brand through the API and answers its id: the test
 * owns it (each keyboard test works in a Harbor Grill location no other test touches).
 */
async function createQuestion(
  request: APIRequestContext,
  token: string,
  brandId: number,
  english: string,
): Promise<number> {
  const response = await request.post(
    `/api/core/v1/brands/${brandId}/settings/clockout_attestation/attestation_templates`,
    {
      headers: { authorization: `Bearer ${token}` },
      data: {
        type: 'YES_NO',
        required: true,
        default_language: 'en',
        text: { en: english },
        options: [],
        targeting: { brand_ids: [], position_categories: [], min_shift_minutes: null },
        effective_from: '2026-01-01',
      },
    },
  );
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/**
 * Signs the owner in, creates `questions` in the named location (one no other test touches) and
 * opens its question list; answers the list (a react-aria grid).
 */
async function openOwnQuestions(
  page: Page,
  request: APIRequestContext,
  location: string,
  questions: readonly string[],
): Promise<Locator> {
  const token = await signInWithTokens(page, request, 'owner');
  const brandId = await brandIdNamed(request, token, location);
  for (const question of questions) await createQuestion(request, token, brandId, question);
  await open(page, `/settings/${brandId}/clockout-attestation`);
  return page.getByRole('grid', { name: 'Clock-out attestation questions' });
}

/** Presses `key` (at most eight times) until `target` has the focus; fails when it never does. */
async function pressUntilFocused(page: Page, key: string, target: Locator): Promise<void> {
  for (let step = 0; step < 8; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test.describe('clock-out attestation', () => {
  // Each test walks several screens of a seeded month of data on a shared two-core machine.
  test.describe.configure({ timeout: 180_000 });

  test('an owner creates a question in English and Arabic by keyboard, previews it, and an answered one gets a new version on edit', async ({
    page,
    request,
  }) => {
    const token = await signInWithTokens(page, request, 'owner');
    const grill = await brandIdNamed(request, token, 'Harbor Grill');
    await open(page, `/settings/${grill}/clockout-attestation`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Clock-out attestation questions' }),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: /^Were you injured at work today\?/ })).toBeVisible({
      timeout: 15_000,
    });

    // Keyboard only from here: focus moves with Tab / arrows, controls answer to Enter / Space / typing.
    await page.getByRole('link', { name: 'Add a question' }).focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: 'New clock-out attestation question' }),
    ).toBeVisible({
      timeout: 15_000,
    });
    await page.getByLabel('Question (English) (required)').focus();
    await page.keyboard.type('Did you get your 30-minute meal break?');
    await page.getByRole('tab', { name: /^English/ }).focus();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: /^Arabic/ })).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Question (Arabic)').focus();
    await page.keyboard.type('هل حصلت على استراحة الوجبة لمدة 30 دقيقة؟');
    await page.getByRole('checkbox', { name: 'No', exact: true }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('checkbox', { name: 'Record a break waiver' }).focus();
    await page.keyboard.press('Space');
    await page.getByLabel('Preview language').focus();
    await page.getByLabel('Preview language').selectOption('ar');
    const phone = page.getByTestId('attestation-phone');
    await expect(phone).toContainText('هل حصلت على استراحة الوجبة');
    await expect(phone).toHaveAttribute('dir', 'rtl');
    await page.getByLabel('Preview language').selectOption('fr');
    await expect(phone).toContainText('Did you get your 30-minute meal break?');
    await expect(phone).toContainText('Pas encore de texte dans cette langue', { timeout: 15_000 });
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Save question' }).focus();
    const created = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().includes('/attestation_templates'),
    );
    await page.keyboard.press('Enter');
    expect((await created).status()).toBe(201);
    await expect(page).toHaveURL(/\/clockout-attestation\/management\/\d+$/, { timeout: 15_000 });
    await expect(page.getByTestId('attestation-versions')).toContainText('Version 1: 0 answers');

    // A question that already has answers gets a new version when edited.
    await open(page, `/settings/${grill}/clockout-attestation`);
    const edit = await page
      .getByRole('link', { name: 'Edit: Were you injured at work today?' })
      .getAttribute('href');
    await open(page, edit!);
    const english = page.getByLabel('Question (English) (required)');
    await english.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Were you hurt at work today?');
    await page.getByRole('button', { name: 'Save question' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('attestation-versions')).toContainText('Version 2: 0 answers', {
      timeout: 15_000,
    });
    await expect(page.getByTestId('attestation-versions')).toContainText(/Version 1: [1-9]\d* answers/);
  });

  test('an owner archives a question by keyboard only; focus returns to the list', async ({
    page,
    request,
  }) => {
    const list = await openOwnQuestions(page, request, 'Harbor Grill Boston Airport', [
      'Did you clean the fryer?',
      'Did you lock the back door?',
    ]);
    const fryer = list.getByRole('row', { name: /Did you clean the fryer\?/ });
    await expect(fryer).toBeVisible({ timeout: 15_000 });

    // Into the grid with Tab from the tab list above it, then arrows to the row and into its buttons.
    await page.getByRole('tab', { name: 'Active' }).focus();
    await pressUntilFocused(page, 'Tab', fryer);
    const archive = fryer.getByRole('button', { name: 'Archive: Did you clean the fryer?' });
    await pressUntilFocused(page, 'ArrowRight', archive);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Archive this question?' });
    await expect(dialog).toBeVisible();

    // Escape keeps it and gives focus back to the Archive button.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(archive).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Archive' }).focus();
    const archived = page.waitForResponse((response) => response.request().method() === 'DELETE');
    await page.keyboard.press('Enter');
    expect((await archived).status()).toBe(204);
    await expect(dialog).toHaveCount(0);
    await expect(fryer).toHaveCount(0);
    // The archived row is gone: focus lands on the row that took its place, not on the page.
    await expect(list.getByRole('row', { name: /Did you lock the back door\?/ })).toBeFocused();

    await page.getByRole('tab', { name: 'Active' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Archived' })).toHaveAttribute('aria-selected', 'true');
    await expect(list.getByRole('row', { name: /Did you clean the fryer\?/ })).toBeVisible({
      timeout: 15_000,
    });
  });

  test('an owner reorders questions by keyboard only and the order survives a reload', async ({
    page,
    request,
  }) => {
    const list = await openOwnQuestions(page, request, 'Harbor Grill Chicago Airport', [
      'Did you count the till?',
      'Did you take your rest break?',
    ]);
    const rows = list.getByRole('row');
    await expect(rows).toHaveText([/Did you count the till\?/, /Did you take your rest break\?/], {
      timeout: 15_000,
    });

    // react-aria's keyboard drag: Enter on the row's drag handle, arrows to the drop place, Enter.
    const handle = list.getByRole('button', { name: 'Drag to reorder: Did you take your rest break?' });
    await page.getByRole('tab', { name: 'Active' }).focus();
    await pressUntilFocused(page, 'Tab', rows.first());
    await pressUntilFocused(page, 'ArrowDown', rows.nth(1));
    await pressUntilFocused(page, 'ArrowRight', handle);
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().endsWith('/order'),
    );
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect(rows).toHaveText([/Did you take your rest break\?/, /Did you count the till\?/]);

    await page.reload();
    await waitForHydration(page);
    await expect(rows).toHaveText([/Did you take your rest break\?/, /Did you count the till\?/], {
      timeout: 15_000,
    });
  });

  test('an owner sets the texts shown with the questions by keyboard; a missing English text is refused', async ({
    page,
    request,
  }) => {
    const token = await signInWithTokens(page, request, 'owner');
    const grill = await brandIdNamed(request, token, 'Harbor Grill');
    await open(page, `/settings/${grill}/clockout-attestation`);
    const panel = page.getByRole('region', { name: 'Texts shown with the questions' });
    const kinds = panel.getByRole('tablist', { name: 'Which text' });
    await expect(kinds.getByRole('tab', { name: /^Disclaimer/ })).toBeVisible({ timeout: 15_000 });
    await expect(panel.getByLabel('Disclaimer (English) (required)')).toHaveValue(/reviewed by your manager/);

    // Keyboard only: the kind tabs, the language tabs, the text, Save.
    await kinds.getByRole('tab', { name: /^Disclaimer/ }).focus();
    await page.keyboard.press('End');
    await expect(kinds.getByRole('tab', { name: /^Signature line Not set/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const languages = panel.getByRole('tablist', { name: 'Languages: Signature line' });
    await languages.getByRole('tab', { name: /^English/ }).focus();
    await page.keyboard.press('End');
    await panel.getByLabel('Signature line (Arabic)').focus();
    await page.keyboard.type('بتوقيعي أؤكد صحة إجاباتي');
    await panel.getByRole('button', { name: 'Save text' }).focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('alert')).toHaveText('Fix the text in: English');
    await expect(panel.getByLabel('Signature line (Arabic)')).toHaveValue('بتوقيعي أؤكد صحة إجاباتي');
    // The list screen's one axe pass, on the static texts with a tab other than the first selected,
    // a language tab marked missing and an error shown.
    await expectNoSeriousAxeViolations(page);

    await languages.getByRole('tab', { name: /^Arabic/ }).focus();
    await page.keyboard.press('Home');
    await panel.getByLabel('Signature line (English) (required)').focus();
    await page.keyboard.type('By signing I confirm my answers are true.');
    const created = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/static_fields'),
    );
    await panel.getByRole('button', { name: 'Save text' }).focus();
    await page.keyboard.press('Enter');
    expect((await created).status()).toBe(201);
    await expect(panel.getByRole('status')).toHaveText('Saved.');
    await expect(kinds.getByRole('tab', { name: /^Signature line Missing languages: 6/ })).toBeVisible();

    // Removing it again by keyboard (DELETE 204) leaves the seed as it was for other tests.
    await panel.getByRole('button', { name: 'Remove text' }).focus();
    await page.keyboard.press('Enter');
    const removed = page.waitForResponse((response) => response.request().method() === 'DELETE');
    await page
      .getByRole('alertdialog', { name: 'Remove this text?' })
      .getByRole('button', { name: 'Remove' })
      .focus();
    await page.keyboard.press('Enter');
    expect((await removed).status()).toBe(204);
    await expect(kinds.getByRole('tab', { name: /^Signature line Not set/ })).toBeVisible();
  });

  test('the risk dashboard shows flagged answers; a manager resolves one with a note', async ({
    page,
    request,
  }) => {
    await signInWithTokens(page, request, 'dashboards');
    await open(page, '/enterprise-dashboards/risk-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Risk dashboard' })).toBeVisible();
    await expect(page.getByText('Flagged answers by location and week')).toBeVisible();
    await expect(page.getByTestId('skeleton-row')).toHaveCount(0, { timeout: 15_000 });
    const resolve = page.getByRole('button', { name: /^Resolve flag of / }).first();
    await expect(resolve).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Keyboard only: a figure leads to its answers (one location's unresolved flags), Enter on a
    // Resolve button, the note typed, Enter on Resolve; focus lands on the row's new status.
    await page.getByRole('button', { name: /unresolved at Harbor Grill Portland Downtown$/ }).focus();
    await page.keyboard.press('Enter');
    const answers = page.getByRole('table').last();
    await expect(answers).toContainText('Harbor Grill Portland Downtown');
    const first = answers.getByRole('button', { name: /^Resolve flag of / }).first();
    await first.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Resolve a flag' });
    await dialog.getByRole('button', { name: 'Resolve' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Write a note before resolving.')).toBeVisible();
    await dialog.getByLabel('Note (what was done)').focus();
    await page.keyboard.type('Talked with the employee; break covered next shift.');
    await dialog.getByRole('button', { name: 'Resolve' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator(':focus')).toHaveText('Resolved by Dana Dashboards');
  });

  test('on a 390 px phone in Arabic nothing is wider than the screen', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const owner = await signInWithTokens(page, request, 'owner');
    const grill = await brandIdNamed(request, owner, 'Harbor Grill');
    for (const path of [
      `/settings/${grill}/clockout-attestation`,
      `/${grill}/clockout-attestation/management`,
    ]) {
      await open(page, path, 'ar.localhost');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
      await waitForNetworkQuiet(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    }
  });

  test('the Arabic risk dashboard fits a 390 px phone', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInWithTokens(page, request, 'dashboards');
    await open(page, '/enterprise-dashboards/risk-dashboard', 'ar.localhost');
    await expect(page.getByRole('heading', { level: 1, name: 'لوحة المخاطر' })).toBeVisible();
    await expect(page.getByTestId('skeleton-row')).toHaveCount(0, { timeout: 15_000 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page);
  });
});
