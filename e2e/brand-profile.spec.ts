import { expect, test, type Page } from '@playwright/test';
import { signIn, signInWithTokens } from './app-helpers';
import { expectNoSeriousAxeViolations } from './support/page-health';

/**
 * Issue #15 (brand data): the brand profile page opened from the access portal, its sections and
 * map (offline here: no maps key, so the map shows its real failure panel), the favourite star
 * feeding the Starred view at once, and the home-page preference honoured at the next sign-in;
 * on a phone in Arabic too; axe clean.
 */

const SECTIONS = [
  'Basic information',
  'Locations',
  'Services',
  'Currencies',
  'Job templates',
  'Business set-up',
  'Break waivers',
  'Approval flows',
  'Reporting',
  'Your access',
  'Service reach',
];

async function signOut(page: Page): Promise<void> {
  await page.goto('/user/logout');
  await expect(page).toHaveURL(/\/user\/login/, { timeout: 15_000 });
}

test.describe('brand profile', () => {
  // Several sign-ins and axe runs per test on a small, shared machine.
  test.describe.configure({ timeout: 120_000 });

  test('opens from the access portal with every section and the map', async ({ page, request }) => {
    await signInWithTokens(page, request, 'owner');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/access-portal\/main$/, { timeout: 15_000 });
    await page.getByRole('tab', { name: 'All' }).click();
    await page.getByRole('link', { name: 'Open the profile of Harbor Grill' }).click();
    await expect(page).toHaveURL(/\/brands\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Harbor Grill' })).toBeVisible();
    for (const name of SECTIONS) await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
    await expect(page.getByTestId('brand-profile-skeleton')).toHaveCount(0, { timeout: 10_000 });

    const services = page.getByRole('region', { name: 'Services', exact: true });
    await expect(services).toContainText('Team scheduling');
    await expect(page.getByRole('region', { name: 'Currencies' })).toContainText('US Dollar');
    const waivers = page.getByRole('region', { name: 'Break waivers' });
    await expect(waivers).toContainText('Meal break waiver.pdf');
    await expect(waivers).toContainText('365');
    const flows = page.getByRole('region', { name: 'Approval flows' });
    await expect(flows).toContainText('Shift swap approval');
    await expect(flows).toContainText('Offer approval');

    const locations = page.getByRole('region', { name: 'Locations', exact: true });
    await expect(locations).toContainText('Places listed: 12');
    await locations.getByRole('button', { name: /Harbor Grill Seattle Airport/ }).click();
    await expect(locations.getByRole('button', { name: /Harbor Grill Seattle Airport/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(locations.locator('.brand-profile__place')).toContainText('Harbor Grill Seattle Airport');
    // No maps key in the test server: the maps widget shows its real failure panel.
    await expect(locations.getByRole('alert')).toContainText(/could not load|AuthFailure/, {
      timeout: 15_000,
    });
    await locations.getByLabel('Order').selectOption('name-desc');
    await expect(locations.getByRole('listitem').first()).toContainText('Harbor Grill Seattle Downtown');
    await expectNoSeriousAxeViolations(page);
  });

  test('the structure links up to the group, whose brands page and link to their profiles', async ({
    page,
    request,
  }) => {
    await signInWithTokens(page, request, 'owner');
    await page.goto('/access-portal/main');
    await page.getByRole('tab', { name: 'All' }).click();
    await page.getByRole('link', { name: 'Open the profile of Harbor Grill' }).click();
    const structure = page.getByRole('region', { name: 'Place in the organisation' });
    await expect(structure.getByRole('link', { name: 'Harbor Grill North' })).toBeVisible();
    await expect(structure).toContainText('Brands below: 6');
    // Harbor Grill has a parent: no list of a group's brands.
    await expect(page.getByRole('region', { name: 'Brands of the group', exact: true })).toHaveCount(0);
    await structure.getByRole('link', { name: 'Harbor Hospitality Group' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Harbor Hospitality Group' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Place in the organisation' })).toContainText(
      'Top level (the group itself)',
    );
    const members = page.getByRole('region', { name: 'Brands of the group', exact: true });
    await expect(members).toContainText(/20 of \d+/);
    await expect(members.getByRole('row')).toHaveCount(21);
    await expect(members.getByText('Page 1 of 3')).toBeVisible();
    await members.getByRole('button', { name: 'Next' }).click();
    await expect(members.getByText('Page 2 of 3')).toBeVisible();
    const location = members.getByRole('link', { name: 'Tidewater Seattle Airport' });
    await expect(location).toBeVisible();
    await expect(page.getByTestId('brand-profile-skeleton')).toHaveCount(0, { timeout: 10_000 });
    await expectNoSeriousAxeViolations(page);
    await location.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tidewater Seattle Airport' })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Place in the organisation' })
        .getByRole('link', { name: 'Tidewater Tacos North' }),
    ).toBeVisible();
  });

  test('your access and the services’ reach on Harbor Grill', async ({ page, request }) => {
    await signInWithTokens(page, request, 'owner');
    await page.goto('/access-portal/main');
    await page.getByRole('tab', { name: 'All' }).click();
    await page.getByRole('link', { name: 'Open the profile of Harbor Grill' }).click();
    const access = page.getByRole('region', { name: 'Your access', exact: true });
    await expect(access.getByRole('listitem').filter({ hasText: 'Source hire' })).toBeVisible();
    await expect(access.getByRole('listitem').filter({ hasText: 'Manage job ads' })).toContainText(
      'Allowed · only Indeed, Linkedin',
    );
    const reach = page.getByRole('region', { name: 'Service reach', exact: true });
    const hiring = reach
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Source hire' }) });
    await expect(hiring.locator('dd').first()).toHaveText('On');
    await expect(hiring).toContainText(/On at \d+ of \d+/);
  });

  test('the candidate’s profile lists where they were hired', async ({ page, request }) => {
    await signInWithTokens(page, request, 'candidate');
    await page.goto('/profile');
    const workplaces = page.getByRole('region', { name: 'Where you work' });
    await expect(
      workplaces.getByRole('listitem').filter({ hasText: 'Tidewater Portland Downtown' }),
    ).toBeVisible({
      timeout: 15_000,
    });
  });

  test('the candidate’s profile shows their account and the verify-your-phone notice', async ({
    page,
    request,
  }) => {
    await signInWithTokens(page, request, 'candidate');
    await page.goto('/profile');
    const account = page.getByRole('region', { name: 'Your account' });
    await expect(account).toContainText('candidate@demo.brigade.test', { timeout: 15_000 });
    await expect(account).toContainText('+15035550123');
    await expect(account).toContainText('Verify your phone number');
    await expect(account.getByRole('button', { name: /Send a (new )?code/ })).toBeVisible();
    await expect(account.getByText('Verified', { exact: true })).toBeVisible();
  });

  test.describe('the account panel on a phone in Arabic', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('is right to left and no wider than the screen', async ({ page, request, baseURL }) => {
      await signInWithTokens(page, request, 'candidate');
      await page.goto(`${baseURL!.replace('://localhost', '://ar.localhost')}/profile`);
      const account = page.getByRole('region', { name: 'حسابك' });
      await expect(account).toContainText('تحقّق من رقم هاتفك', { timeout: 15_000 });
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const extra = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(extra).toBeLessThanOrEqual(0);
    });
  });

  test('a star on a portal card shows the brand in Starred at once', async ({ page, request }) => {
    await signInWithTokens(page, request, 'owner');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/access-portal\/main$/, { timeout: 15_000 });
    await page.getByRole('tab', { name: 'All' }).click();
    const star = page.getByRole('button', { name: 'Star Tidewater Tacos' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('tab', { name: 'Starred' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText('Tidewater Tacos');
    // Saved on the server: still starred after a reload, and the tab chosen is remembered.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Starred' })).toHaveAttribute('aria-selected', 'true', {
      timeout: 15_000,
    });
    await expect(page.getByRole('tabpanel')).toContainText('Tidewater Tacos', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Star Tidewater Tacos' }).click();
    await expect(page.getByRole('tabpanel')).not.toContainText('Tidewater Tacos');
    await expectNoSeriousAxeViolations(page);
  });

  test('the home-page preference decides where the next sign-in lands', async ({ page }) => {
    await signIn(page, 'dashboards');
    await expect(page).toHaveURL(/engagement-dashboard$/, { timeout: 15_000 });
    await page.getByRole('button', { name: /Dana Dashboards/ }).click();
    await page.getByRole('menuitem', { name: 'Preferences' }).click();
    await expect(page).toHaveURL(/\/account\/preferences$/);
    // The page has other panels with their own Save (the birthday opt-in): act in the home-page one.
    const homePage = page.getByRole('region', { name: 'Home page' });
    await expect(homePage.getByRole('radio', { name: 'Engagement dashboard' })).toBeChecked();
    await homePage.getByRole('radio', { name: 'Risk dashboard' }).check();
    await homePage.getByRole('button', { name: 'Save' }).click();
    await expect(homePage.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await signOut(page);
    await signIn(page, 'dashboards');
    try {
      await expect(page).toHaveURL(/risk-dashboard$/, { timeout: 15_000 });
    } finally {
      // Leave the demo account as seeded (other specs expect its engagement landing).
      await page.goto('/account/preferences');
      await homePage.getByRole('radio', { name: 'Engagement dashboard' }).check();
      await homePage.getByRole('button', { name: 'Save' }).click();
      await expect(homePage.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    }
  });

  test.describe('on a phone in Arabic', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the profile is right to left, no wider than the screen, axe clean', async ({
      page,
      request,
      baseURL,
    }) => {
      const origin = baseURL!.replace('://localhost', '://ar.localhost');
      await signInWithTokens(page, request, 'owner');
      await page.goto(`${origin}/dashboard`);
      await expect(page).toHaveURL(/\/access-portal\/main$/, { timeout: 15_000 });
      await page.getByRole('tab', { name: 'الكل' }).click();
      await page.getByRole('link', { name: 'فتح الملف الخاص بـ Harbor Grill' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Harbor Grill' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('region', { name: 'مسارات الموافقة' })).toContainText(
        'Shift swap approval',
      );
      await expect(page.getByRole('region', { name: 'صلاحياتك' })).toContainText('مسموح');
      await expect(page.getByRole('region', { name: 'نطاق الخدمات' })).toContainText('مفعّلة في');
      await expect(page.getByTestId('brand-profile-skeleton')).toHaveCount(0, { timeout: 10_000 });
      // One pane at a time on a phone: the list, then the map.
      await page.getByRole('group', { name: 'عرض' }).getByRole('button', { name: 'القائمة' }).click();
      await expect(page.locator('.brand-profile__location-list')).toBeVisible();
      await page.getByRole('group', { name: 'عرض' }).getByRole('button', { name: 'الخريطة' }).click();
      await expect(page.locator('.brand-profile__location-list')).toBeHidden();
      const extra = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(extra).toBeLessThanOrEqual(0);
      await expectNoSeriousAxeViolations(page);
    });
  });
});
