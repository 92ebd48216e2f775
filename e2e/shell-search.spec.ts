import { expect, test, type Page } from '@playwright/test';
import { signInWithTokens } from './app-helpers';
import { axeOn, expectNoSeriousAxeViolations, waitForHydration } from './support/page-health';
import { openScreen } from './support/screen-layout';

// Issue #11 item 9: the header's global search suggests as one types (react-aria ComboBox).
// The machine is shared: sign-in and the first search get time.
test.setTimeout(120_000);

test('type-ahead: grouped suggestions with counts, keyboard through them, Enter opens the results', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithTokens(page, request, 'manager');
  await page.goto('/dashboard/hiring');
  await waitForHydration(page);

  const field = page.getByRole('combobox', { name: 'Search' });
  await field.fill('Portland');
  const list = page.getByRole('listbox');
  await expect(list.getByRole('group').first()).toContainText(/^Locations \(\d+\)/, { timeout: 15_000 });
  const firstLocation = list.getByRole('option').first();
  await expect(page.getByRole('option', { name: 'All results for “Portland”' })).toBeVisible();
  // While the list is open react-aria hides the rest of the page from assistive technology
  // (aria-hidden outside the combobox), so axe checks the list itself here and the whole page
  // once the list is closed.
  const listFindings = await axeOn(page).include('.global-search__popover').analyze();
  expect(listFindings.violations.map((violation) => violation.id)).toEqual([]);

  // ↓ moves the virtual focus into the list, the field keeps the real focus (WAI-ARIA combobox).
  await field.press('ArrowDown');
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-activedescendant', (await firstLocation.getAttribute('id'))!);
  // Escape closes the list and keeps the text; Enter with no option focused opens the results.
  await field.press('Escape');
  await expect(list).toBeHidden();
  await expect(field).toHaveValue('Portland');
  await expectNoSeriousAxeViolations(page);
  await field.press('Enter');
  await expect(page).toHaveURL(/\/global-search-result\/Portland$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “Portland”' })).toBeVisible();

  // A term nothing matches says so.
  await field.fill('zzqx');
  await expect(page.getByText('No candidates, locations or people match “zzqx”')).toBeVisible({
    timeout: 15_000,
  });
});

// Issue #37: the suggestions sit fixed under the field; on a phone in Arabic they open under the
// panel's field, right to left, inside the screen, and keep the keyboard and axe behaviour.
test('390 px Arabic: the suggestion list opens under the field, inside the screen, axe clean', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithTokens(page, request, 'manager');
  await openScreen(page, baseURL, 'ar.localhost', '/dashboard/hiring');
  await page.getByRole('button', { name: 'فتح البحث' }).click();
  const field = page.locator('.global-search__input');
  await expect(field).toBeFocused();
  await field.fill('Portland');
  const list = page.getByRole('listbox');
  await expect(list).toHaveAttribute('data-suggestions-for', 'Portland', { timeout: 15_000 });
  const fieldBox = (await field.boundingBox())!;
  const listBox = (await page.locator('.global-search__popover').boundingBox())!;
  expect(listBox.y).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height);
  expect(listBox.x).toBeGreaterThanOrEqual(0);
  expect(listBox.x + listBox.width).toBeLessThanOrEqual(390);
  // Right to left: the list starts at the field's right edge.
  expect(Math.abs(listBox.x + listBox.width - (fieldBox.x + fieldBox.width))).toBeLessThan(1);
  const findings = await axeOn(page).include('.global-search__popover').analyze();
  expect(findings.violations.map((violation) => violation.id)).toEqual([]);
  await field.press('ArrowDown');
  await expect(field).toHaveAttribute(
    'aria-activedescendant',
    (await list.getByRole('option').first().getAttribute('id'))!,
  );
  await field.press('Escape');
  await expect(list).toBeHidden();
});

// Issue #11 item 6: the header's and the access portal's widgets on react-aria-components,
// driven by keyboard only (WAI-ARIA Authoring Practices: menu button, tabs, dialog + listbox),
// left to right and right to left.
test.describe('keyboard-only header widgets', () => {
  const languages = [
    { code: 'en', host: 'localhost', all: 'All' },
    { code: 'ar', host: 'ar.localhost', all: 'الكل' },
  ] as const;

  /** Opens `path` on `host` (en or ar) signed in, once the page has hydrated. */
  async function open(page: Page, baseURL: string | undefined, host: string, path: string): Promise<void> {
    const url = new URL(path, baseURL);
    url.hostname = host;
    await page.goto(url.href);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  }

  for (const language of languages) {
    test(`the user menu: ↓ opens it on its first item, Escape gives focus back (${language.code})`, async ({
      page,
      request,
      baseURL,
    }) => {
      await signInWithTokens(page, request, 'manager');
      await open(page, baseURL, language.host, '/dashboard/hiring');
      const toggle = page.locator('.user-widget__toggle');
      await toggle.focus();
      await page.keyboard.press('ArrowDown');
      const items = page.getByRole('menu').getByRole('menuitem');
      await expect(items.first()).toBeFocused();
      await page.keyboard.press('End');
      await expect(items.last()).toBeFocused();
      await expect(items.last()).toHaveAttribute('href', '/user/logout');
      await page.keyboard.press('Home');
      await expect(items.first()).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(items.last()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(toggle).toBeFocused();
      // Enter opens it too; choosing an item follows its link in the app and closes the menu.
      await page.keyboard.press('Enter');
      await expect(items.first()).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/account\/preferences$/);
      await expect(page.getByRole('menu')).toBeHidden();
    });

    test(`the access-portal tabs: arrows in reading order, Home and End (${language.code})`, async ({
      page,
      request,
      baseURL,
    }) => {
      await signInWithTokens(page, request, 'owner');
      await open(page, baseURL, language.host, '/access-portal/main');
      const tabs = page.getByRole('tablist').getByRole('tab');
      const count = await tabs.count();
      expect(count).toBeGreaterThan(1);
      await tabs.first().focus();
      await page.keyboard.press('End');
      await expect(tabs.last()).toBeFocused();
      await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toHaveAttribute(
        'aria-labelledby',
        (await tabs.last().getAttribute('id'))!,
      );
      await page.keyboard.press('Home');
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      // The next tab is the one after in reading order: to the left in Arabic.
      await page.keyboard.press(language.code === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await expect(tabs.nth(1)).toBeFocused();
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press(language.code === 'ar' ? 'ArrowRight' : 'ArrowLeft');
      await expect(tabs.first()).toBeFocused();
      // Tab leaves the tab list for the panel's content; the page is axe clean with the tabs.
      await expect(page.getByRole('tab', { name: language.all })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });

    test(`the brand switcher: focus back on its button after Escape and after choosing (${language.code})`, async ({
      page,
      request,
      baseURL,
    }) => {
      await signInWithTokens(page, request, 'owner');
      await open(page, baseURL, language.host, '/access-portal/main');
      const toggle = page.locator('.brand-switcher__toggle');
      await toggle.focus();
      await page.keyboard.press('Enter');
      const field = page.getByRole('combobox', { name: /./ }).and(page.locator('.brand-switcher__search'));
      await expect(field).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(field).toBeHidden();
      await expect(toggle).toBeFocused();

      await page.keyboard.press('Space');
      await expect(field).toBeFocused();
      await page.keyboard.type('Tidewater Tacos');
      const option = page.getByRole('listbox').getByRole('option').first();
      await expect(option).toContainText('Tidewater Tacos');
      // ↓ moves the virtual focus onto the option; the field keeps the real focus.
      await page.keyboard.press('ArrowDown');
      await expect(field).toBeFocused();
      await expect(field).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
      // The option in focus gets its favourite star below the list (options hold no buttons).
      await expect(page.locator('.brand-switcher__footer-name')).toHaveText('Tidewater Tacos');
      await page.keyboard.press('Enter');
      await expect(field).toBeHidden();
      await expect(toggle).toContainText('Tidewater Tacos', { timeout: 15_000 });
      await expect(toggle).toBeFocused();
      // The switch opens the dashboard route, which takes the owner to their home page for the new
      // brand (the access portal for this one): the URL is not what this test is about.
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
      // The panel keeps its search while open only: it opens again empty, with no option in focus.
      await page.keyboard.press('Enter');
      await expect(field).toBeFocused();
      await expect(field).toHaveValue('');
      await expect(page.locator('.brand-switcher__footer')).toHaveCount(0);
    });
  }
});

// Issue #20: the switcher's list is virtual (only the visible rows exist); the keys move the
// option in focus through every brand and keep it in view, and the open panel is axe clean.
test('the brand switcher: End, Home and PageDown keep the option in focus in view; a click chooses', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithTokens(page, request, 'owner');
  await page.goto('/access-portal/main');
  await waitForHydration(page);
  await page.getByRole('button', { name: /^Brand/ }).click();
  const field = page.getByRole('combobox', { name: 'Search brands and locations' });
  await expect(field).toBeFocused();
  const list = page.getByRole('listbox', { name: 'Brands' });
  await expect(field).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
  // The count is read once the brands are in (the panel can open before them on a loaded machine).
  const counted = page.locator('.brand-switcher__count');
  await expect(counted).toHaveText(/[1-9]/);
  const count = Number(/\d+/.exec((await counted.textContent()) ?? '')![0]);
  expect(count).toBeGreaterThan(1);
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-setsize', String(count));
  const panelFindings = await axeOn(page).include('.brand-switcher__panel').analyze();
  expect(panelFindings.violations.map((violation) => violation.id)).toEqual([]);

  /** The option aria-activedescendant names: it exists, is the only one selected, and is in view. */
  async function inFocus() {
    const id = await field.getAttribute('aria-activedescendant');
    expect(id).toBeTruthy();
    const option = page.locator(`[id="${id}"]`);
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(list.getByRole('option', { selected: true })).toHaveCount(1);
    await expect(option).toBeInViewport();
    return option;
  }
  await field.press('ArrowDown');
  await field.press('End');
  await expect(await inFocus()).toHaveAttribute('aria-posinset', String(count));
  // The seed's owner has more brands than the list shows at once: End scrolled it.
  expect(count).toBeGreaterThan(9);
  expect(await list.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await field.press('Home');
  await expect(await inFocus()).toHaveAttribute('aria-posinset', '1');
  await field.press('PageDown');
  const paged = Number(await (await inFocus()).getAttribute('aria-posinset'));
  expect(paged).toBe(Math.min(count, 1 + 9));
  await expect(field).toBeFocused();

  // A click chooses (the field keeps the focus until then); the panel closes on the new brand.
  await field.fill('Tidewater Tacos');
  await list.getByRole('option', { name: /^Tidewater Tacos North/ }).click();
  await expect(field).toBeHidden();
  await expect(page.getByRole('button', { name: /^Brand\s*Tidewater Tacos North/ })).toBeVisible({
    timeout: 15_000,
  });
});
