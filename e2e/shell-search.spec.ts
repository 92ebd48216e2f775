import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInWithTokens } from './app-helpers';
import { expectNoSeriousAxeViolations, waitForHydration } from './support/page-health';

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
  await expect(list.getByRole('group').first()).toContainText(/^Brands \(\d+\)/, { timeout: 15_000 });
  const firstBrand = list.getByRole('option').first();
  await expect(page.getByRole('option', { name: 'All results for “Portland”' })).toBeVisible();
  // While the list is open react-aria hides the rest of the page from assistive technology
  // (aria-hidden outside the combobox), so axe checks the list itself here and the whole page
  // once the list is closed.
  const listFindings = await new AxeBuilder({ page }).include('.global-search__popover').analyze();
  expect(listFindings.violations.map((violation) => violation.id)).toEqual([]);

  // ↓ moves the virtual focus into the list, the field keeps the real focus (WAI-ARIA combobox).
  await field.press('ArrowDown');
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-activedescendant', (await firstBrand.getAttribute('id'))!);
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
  await expect(page.getByText('No brands or people match “zzqx”')).toBeVisible({ timeout: 15_000 });
});
