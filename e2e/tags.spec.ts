import { expect, test } from '@playwright/test';
import { signInWithTokens } from './app-helpers';
import { expectNoSeriousAxeViolations } from './support/page-health';

test.describe.configure({ mode: 'serial' });
// Axe and the sign-in take long on a loaded 2-core machine.
test.setTimeout(150_000);

test.describe('tags, talent pools and feedback (#14)', () => {
  test('a manager tags a candidate from the talent pool with the keyboard, and creates a tag', async ({
    page,
    request,
  }) => {
    await signInWithTokens(page, request, 'manager');
    await page.goto('/hiring/talent-pools');
    await expect(page.getByRole('heading', { level: 1, name: 'Talent pools' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText(/^\d+ of \d+$/)).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Tags and feedback of Blake Rivera' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Tags and feedback' })).toBeVisible({ timeout: 15_000 });
    // Keyboard only: type-ahead in the combobox, arrow to the option, Enter.
    const combo = dialog.getByRole('combobox', { name: 'Add a tag' });
    await combo.focus();
    await page.keyboard.type('patio');
    await expect(page.getByRole('option', { name: 'Patio team' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(
      dialog.getByRole('list', { name: 'Tags of the candidate' }).getByText('Patio team', { exact: true }),
    ).toBeVisible({
      timeout: 15_000,
    });
    // A new tag: manager@ may not manage the brand's tags, so the option and the panel say it
    // will be private (issue #29), not shared.
    await expect(
      dialog.getByText('Tags you create here are private: only you see them.', { exact: false }),
    ).toBeVisible();
    await combo.focus();
    await page.keyboard.type('Knows latte art');
    await expect(page.getByRole('option', { name: 'Create private tag “Knows latte art”' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Knows latte art', { exact: true })).toBeVisible({ timeout: 15_000 });

    await expectNoSeriousAxeViolations(page);
  });

  test('a manager gives feedback on a tag, edits it, and moves the candidate to another stage', async ({
    page,
    request,
  }) => {
    await signInWithTokens(page, request, 'manager');
    // Avery Quinn's line-cook application at Portland Downtown is the one in screening.
    await page.goto('/hiring/applications?status=SCREENING');
    await page.getByRole('link', { name: 'Avery Quinn' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Avery Quinn · Line Cook' })).toBeVisible({
      timeout: 15_000,
    });
    const panel = page.getByRole('region', { name: 'Tags and feedback' });
    const bilingual = panel.locator('.candidate-tags__item').filter({ hasText: 'Bilingual' });
    await expect(bilingual).toBeVisible({ timeout: 15_000 });

    // A thumb up with a note, saved with the author shown beside the owner's earlier feedback.
    await bilingual
      .getByRole('group', { name: 'Your thumb for Bilingual' })
      .getByRole('button', {
        name: 'Thumbs up',
      })
      .click();
    await bilingual
      .getByRole('textbox', { name: 'Your note on Bilingual' })
      .fill('Switched languages mid-call.');
    await bilingual.getByRole('button', { name: 'Save feedback' }).click();
    const given = bilingual.getByRole('list', { name: 'Feedback on Bilingual' }).getByRole('listitem');
    await expect(given.filter({ hasText: 'Switched languages mid-call.' })).toContainText('Thumbs up', {
      timeout: 15_000,
    });
    await expect(given).toHaveCount(2);

    // Edited: the same entry turns to a thumb down with the new note (still two entries).
    await bilingual.getByRole('button', { name: 'Thumbs down' }).click();
    await bilingual
      .getByRole('textbox', { name: 'Your note on Bilingual' })
      .fill('Only reads English menus.');
    await bilingual.getByRole('button', { name: 'Save feedback' }).click();
    await expect(given.filter({ hasText: 'Only reads English menus.' })).toContainText('Thumbs down', {
      timeout: 15_000,
    });
    await expect(given).toHaveCount(2);
    await expect(given.filter({ hasText: 'Switched languages mid-call.' })).toHaveCount(0);

    // The pipeline: the panel's stage control moves the application; the header follows.
    await panel.getByRole('combobox', { name: /^Stage for Line Cook/ }).selectOption({
      label: 'interview',
    });
    await expect(page.getByRole('combobox', { name: 'Change status' })).toHaveValue('INTERVIEW', {
      timeout: 15_000,
    });
    await expect(panel.getByRole('combobox', { name: /^Stage for Line Cook/ })).toBeEnabled();

    // Back in the inbox filtered by screening, Avery is gone; under interview, there.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    // Only Avery's own application is asserted: other tests may move others into screening.
    await expect(
      page.getByText('No applications match.').or(page.locator('.infinite-scroll[aria-busy="false"]')),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'Avery Quinn' })).toHaveCount(0);
    await page.goto('/hiring/applications?status=INTERVIEW');
    await expect(page.getByRole('link', { name: 'Avery Quinn' })).toBeVisible({ timeout: 15_000 });
  });

  test('an owner reorders tags with the keyboard in the tag manager', async ({ page, request }) => {
    await signInWithTokens(page, request, 'owner');
    await page.goto('/settings/tags');
    await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible({ timeout: 15_000 });
    const pools = page.getByRole('region', { name: /Talent pools/ });
    const rows = pools.getByRole('listitem');
    await expect(rows.first()).toContainText('Weekend availability', { timeout: 15_000 });
    const moveUp = page.getByRole('button', { name: 'Move Bilingual up' });
    await moveUp.focus();
    await page.keyboard.press('Enter');
    await expect(rows.first()).toContainText('Bilingual', { timeout: 15_000 });
    await expectNoSeriousAxeViolations(page);
  });

  test('an owner tags candidates in bulk from the inbox; a refused one is named and nothing is written', async ({
    page,
    request,
  }) => {
    await signInWithTokens(page, request, 'owner');
    await page.goto('/hiring/applications?status=INTERVIEW');
    const emery = page.getByRole('checkbox', { name: 'Select Emery Walsh (Server)' });
    await expect(emery).toBeVisible({ timeout: 15_000 });
    // Keyboard: focus the row's checkbox and press Space.
    await emery.focus();
    await page.keyboard.press('Space');
    await expect(emery).toBeChecked();
    await page.getByRole('checkbox', { name: 'Select Casey Candidate (Server)' }).check();
    const bar = page.getByRole('region', { name: 'Tag the selected candidates' });
    await expect(bar.getByText('Candidates selected: 2 (rows: 2)')).toBeVisible();
    await bar.getByRole('combobox', { name: 'Tag', exact: true }).selectOption({ label: 'Downtown pool' });
    await bar.getByRole('button', { name: 'Give tag to selected' }).click();
    // Emery applied at Tidewater Tacos, outside the Portland Downtown pool: nothing is written.
    const refused = bar.getByRole('alert');
    await expect(refused).toContainText('Nothing was changed: 1 candidates were refused.', {
      timeout: 15_000,
    });
    await expect(refused).toContainText('Emery Walsh: This candidate has not applied here.');
    await refused.getByRole('button', { name: 'Unselect them and keep the others' }).click();
    await expect(emery).not.toBeChecked();
    await bar.getByRole('button', { name: 'Give tag to selected' }).click();
    await expect(bar.getByText('Tag given to 1 candidates.')).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousAxeViolations(page);
  });

  test('an owner creates a position tag for a position of the brand', async ({ page, request }) => {
    await signInWithTokens(page, request, 'owner');
    await page.goto('/settings/tags');
    await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible({ timeout: 15_000 });
    const form = page.getByRole('form', { name: 'New tag' });
    await form.getByRole('combobox', { name: 'Kind of tag' }).selectOption('POSITION');
    const position = form.getByRole('combobox', { name: 'Position' });
    await expect(position).toBeEnabled({ timeout: 15_000 });
    await position.selectOption({ label: 'Server · Harbor Grill Portland Downtown' });
    await form.getByRole('textbox', { name: 'Name of the new tag' }).fill('Knows the wine list');
    await expect(form.getByText('This name is available.')).toBeVisible({ timeout: 15_000 });
    await form.getByRole('button', { name: 'Create tag' }).click();
    const positionTags = page.getByRole('region', { name: /Position tags/ });
    await expect(positionTags.getByText('Knows the wine list')).toBeVisible({ timeout: 15_000 });
    await expect(positionTags.getByRole('listitem').filter({ hasText: 'Knows the wine list' })).toContainText(
      'Server',
    );
  });

  test('a candidate sees who keeps them in talent pools and opts out', async ({ page, request }) => {
    // pooled@ (Parker Pool) exists for this test alone (server/seed/demo-tags.seed.ts): opting out
    // takes them out of every pool, which no other test reads.
    await signInWithTokens(page, request, 'pooled');
    await page.goto('/dashboard/member');
    await page.getByRole('link', { name: 'My talent pools' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My talent pools' })).toBeVisible({
      timeout: 15_000,
    });
    const keptBy = page.getByRole('region', { name: 'Who keeps you in a talent pool' });
    await expect(keptBy.getByText('Harbor Grill: Patio team')).toBeVisible({ timeout: 15_000 });
    await expect(keptBy.getByText('Harbor Hospitality Group: Weekend availability')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Opt out of all talent pools' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Opt out of all talent pools?' });
    await dialog.getByRole('button', { name: 'Opt out', exact: true }).click();
    await expect(page.getByText(/^You opted out of talent pools on /)).toBeVisible({ timeout: 15_000 });
    await expect(keptBy.getByText('No employer keeps you in a talent pool.')).toBeVisible();
    await page.getByRole('button', { name: 'Allow talent pools again' }).click();
    await expect(page.getByText('Employers you applied to may add you to their talent pools.')).toBeVisible({
      timeout: 15_000,
    });
    // Opting out took them out of the pools; allowing pools again does not put them back.
    await expect(keptBy.getByText('No employer keeps you in a talent pool.')).toBeVisible();
  });

  test('the talent pool fits a phone in Arabic, right to left', async ({ page, request, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInWithTokens(page, request, 'manager');
    const arabic = new URL('/hiring/talent-pools', baseURL);
    arabic.hostname = 'ar.localhost';
    await page.goto(arabic.toString());
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('region').locator('tbody tr').first()).toBeVisible({ timeout: 15_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the tag manager fits a phone in Arabic, right to left', async ({ page, request, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInWithTokens(page, request, 'owner');
    const arabic = new URL('/settings/tags', baseURL);
    arabic.hostname = 'ar.localhost';
    await page.goto(arabic.toString());
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    // The seeded Harbor-wide pools are listed (whatever their order, which another test changes).
    await expect(page.getByText('Rehire eligible', { exact: true })).toBeVisible({ timeout: 15_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
