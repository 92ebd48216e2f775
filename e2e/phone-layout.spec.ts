import { expect, test, type Page } from '@playwright/test';
import { signInWithTokens } from './app-helpers';
import { horizontalOverflow } from './support/page-health';
import {
  expectFullWidth,
  focusRingContrast,
  keepScreenshot,
  openScreen,
  resolveBrands,
  seriousFindings,
  settleAfterResize,
  smallControls,
  VIEWPORTS,
} from './support/screen-layout';

/**
 * Issue #11 (items 1, 2, 5): every screen the demo accounts reach, on a phone (390 × 844) and a
 * laptop (1280 × 800), in English and in Arabic (right to left), is no wider than the viewport;
 * each is kept as a full-page screenshot under test-results/, axe with every WCAG 2.x A/AA rule
 * finds nothing serious or critical at 390 and 1280 px (issue #29), a control's name leaving out
 * its visible text included (label-content-name-mismatch, see axeOn). On a narrow screen the side
 * navigation is a drawer with focus trapped inside; axe with colour contrast passes on both
 * header themes (the dark 'tent' header of a MICE brand and the light one).
 */

const LANGUAGES = [
  { code: 'en', host: 'localhost' },
  { code: 'ar', host: 'ar.localhost' },
] as const;

/** The screens each demo account reaches (README "Demo accounts"); `undefined`: signed out. */
const SCREENS: readonly { readonly account?: string; readonly paths: readonly string[] }[] = [
  {
    paths: ['/user/login', '/user/signup', '/forgot-password', '/user/employer', '/user/candidate'],
  },
  { paths: ['/403', '/404', '/405'] },
  { account: 'owner', paths: ['/access-portal/main'] },
  {
    account: 'owner',
    paths: ['pickers', 'modals', 'menus', 'data', 'controls', 'forms', 'map'].map(
      (section) => `/design-system/${section}`,
    ),
  },
  {
    account: 'dashboards',
    paths: [
      '/enterprise-dashboards/engagement-dashboard',
      '/enterprise-dashboards/risk-dashboard',
      '/enterprise-dashboards/parent-main-dashboard',
    ],
  },
  { account: 'owner', paths: ['/enterprise-dashboards/gp-main-dashboard'] },
  { account: 'manager', paths: ['/dashboard/hiring', '/hiring/applications', '/global-search-result/Marco'] },
  { account: 'scheduler', paths: ['/schedule', '/schedule/week', '/schedule/rules', '/time/timesheets'] },
  { account: 'crew', paths: ['/my-shifts', '/time-clock'] },
  { account: 'manager', paths: ['/logbook', '/hiring/interviews'] },
  { account: 'corporate', paths: ['/admin/jobs', '/admin/vitals'] },
  { account: 'tts', paths: ['/dashboard/tts'] },
  { account: 'candidate', paths: ['/dashboard/member', '/dashboard/member/talent-pools', '/profile'] },
  // A job seeker who entered through Harbor Grill: the member dashboard in that brand's colours.
  { account: 'seeker', paths: ['/dashboard/member'] },
  { account: 'manager', paths: ['/hiring/team', '/hiring/positions', '/hiring/talent-pools'] },
  {
    account: 'manager',
    paths: ['/hiring/job-ads', '/hiring/report', '/brands/{Harbor Grill Portland Downtown}/media'],
  },
  {
    account: 'owner',
    paths: [
      '/settings/tags',
      '/settings/clockout-attestation',
      '/account/preferences',
      '/brands/{Harbor Grill}',
    ],
  },
  {
    account: 'owner',
    paths: [
      ...['budget', 'rules', 'raffles', 'people'].map(
        (tab) => `/settings/{Harbor Grill}/rewards-and-recognition/${tab}`,
      ),
      '/{Harbor Grill}/rewards-and-recognition/budget-management',
    ],
  },
];

/** The table boxes scrolling sideways with no hint that they do (no shadow drawn), by name. */
function silentScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.table-scroll')]
      .filter(
        (box) =>
          box.scrollWidth > box.clientWidth + 1 &&
          !getComputedStyle(box).backgroundImage.includes('gradient'),
      )
      .map((box) => box.getAttribute('aria-label') ?? box.getAttribute('aria-labelledby') ?? 'a table'),
  );
}

/**
 * One test per account and language: each screen is loaded once, on a phone (390 × 844), then
 * narrowed to a small phone (360 × 740) and widened to a laptop (1280 × 800) in place, measured
 * and kept as a screenshot at each width. Axe runs at the phone's and the laptop's width, where
 * the layouts differ.
 */
test.describe('no screen is wider than the viewport', () => {
  const [smallPhone, phone, laptop] = VIEWPORTS;
  for (const language of LANGUAGES) {
    for (const { account, paths } of SCREENS) {
      const who = account ?? 'guest';
      test(`${who} ${paths[0]}… at 360, 390 and 1280px in ${language.code}`, async ({
        page,
        request,
        baseURL,
      }, testInfo) => {
        test.setTimeout(30_000 + paths.length * 40_000);
        const token = account ? await signInWithTokens(page, request, account) : undefined;
        const wide: string[] = [];
        const findings: string[] = [];
        const silent: string[] = [];
        const small: string[] = [];
        const audit = async (viewport: (typeof VIEWPORTS)[number], path: string) => {
          for (const finding of await seriousFindings(page))
            findings.push(`${path} at ${viewport.width}px: ${finding}`);
        };
        const measure = async (viewport: (typeof VIEWPORTS)[number], path: string) => {
          await keepScreenshot(
            page,
            testInfo,
            `${viewport.name}-${language.code}-${who}${path.replaceAll('/', '-')}`,
          );
          const extra = await horizontalOverflow(page);
          if (extra > 0) wide.push(`${path} at ${viewport.width}px: ${extra}px too wide`);
          // A table wider than its box says plainly that it scrolls (issue #29): the box's shadows.
          for (const box of await silentScrollers(page))
            silent.push(`${path} at ${viewport.width}px: ${box}`);
        };
        for (const template of paths) {
          const path = await resolveBrands(request, token, template);
          await page.setViewportSize({ width: phone.width, height: phone.height });
          await openScreen(page, baseURL, language.host, path);
          await measure(phone, path);
          await audit(phone, path);
          for (const control of await smallControls(page)) small.push(`${path}: ${control}`);
          await page.setViewportSize({ width: smallPhone.width, height: smallPhone.height });
          await measure(smallPhone, path);
          await page.setViewportSize({ width: laptop.width, height: laptop.height });
          await settleAfterResize(page, path);
          await measure(laptop, path);
          await audit(laptop, path);
        }
        expect(findings).toEqual([]);
        expect(wide).toEqual([]);
        expect(silent).toEqual([]);
        expect(small).toEqual([]);
      });
    }
  }
});

test.describe('the side navigation on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of LANGUAGES) {
    test(`is a drawer that traps focus and closes on Escape (${language.code})`, async ({
      page,
      request,
      baseURL,
    }, testInfo) => {
      await signInWithTokens(page, request, 'manager');
      await openScreen(page, baseURL, language.host, '/dashboard/hiring');
      const navigation = page.locator('#side-navigation');
      await expect(navigation).toHaveCount(0);
      const menu = page.locator('.app-header__menu');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');

      await menu.click();
      await expect(navigation).toBeVisible();
      await keepScreenshot(page, testInfo, `drawer-${language.code}`);
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      const box = (await navigation.boundingBox())!;
      // The drawer opens from the reading start: the left in English, the right in Arabic.
      if (language.code === 'ar') expect(box.x + box.width).toBeCloseTo(390, 0);
      else expect(box.x).toBe(0);
      for (let presses = 0; presses < 12; presses++) {
        await page.keyboard.press('Tab');
        expect(await navigation.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(navigation).toHaveCount(0);
      await expect(menu).toBeFocused();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  }

  test('closes when a link is followed', async ({ page, request, baseURL }) => {
    // owner@'s group schedules for real (manager@'s brands only offer the scheduling demo).
    await signInWithTokens(page, request, 'owner');
    await openScreen(page, baseURL, 'localhost', '/access-portal/main');
    await page.locator('.app-header__menu').click();
    await page.locator('#side-navigation').getByRole('link', { name: 'Schedule', exact: true }).click();
    await expect(page).toHaveURL(/\/schedule$/);
    await expect(page.locator('#side-navigation')).toHaveCount(0);
  });
});

test.describe('the header on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('keeps every header control at least 44 px square, and opens the brand switcher and the search full-width', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    await signInWithTokens(page, request, 'manager');
    await openScreen(page, baseURL, 'localhost', '/dashboard/hiring');
    const header = page.locator('.app-header');
    const small = await header.evaluate((element) =>
      [...element.querySelectorAll('a, button, input')]
        .map((control) => ({ control, box: control.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
        .map(({ control, box }) => `${control.className}: ${box.width}×${box.height}`),
    );
    expect(small).toEqual([]);

    await header.getByRole('button', { name: /^Brand/ }).click();
    const brands = page.getByRole('combobox', { name: 'Search brands and locations' });
    await expect(brands).toBeFocused();
    await expectFullWidth(page.locator('.brand-switcher__panel'));
    await keepScreenshot(page, testInfo, 'header-brand-switcher');
    await page.keyboard.press('Escape');

    await header.getByRole('button', { name: 'Open search' }).click();
    const search = page.getByRole('combobox', { name: 'Search' });
    await expect(search).toBeFocused();
    await expectFullWidth(page.locator('#global-search-form'));
    await keepScreenshot(page, testInfo, 'header-search');
    await search.fill('Marco');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/global-search-result\/Marco$/);
  });
});

/**
 * One page load per header theme: the focus ring is measured, then at each width (the page
 * resized in place) the user menu is opened afresh and axe with colour contrast runs on it.
 */
test.describe('contrast on both header themes', () => {
  const THEMES = [
    { theme: 'tent', account: 'manager', path: '/dashboard/hiring' },
    { theme: 'light', account: 'manager2', path: '/dashboard/hiring' },
  ] as const;
  for (const { theme, account, path } of THEMES) {
    test(`the focus ring on the ${theme} header has 3:1 contrast; axe passes with its user menu open at 360, 390 and 1280px`, async ({
      page,
      request,
      baseURL,
    }, testInfo) => {
      test.setTimeout(90_000);
      await signInWithTokens(page, request, account);
      await openScreen(page, baseURL, 'localhost', path);
      await expect(page.locator('.app-layout')).toHaveAttribute('data-header-theme', theme);
      expect(await focusRingContrast(page)).toBeGreaterThanOrEqual(3);
      const logOut = page.getByRole('menuitem', { name: 'Log out' });
      const findings: string[] = [];
      // Each width opens the menu on a closed one and closes it again (Escape), so every step runs.
      for (const viewport of VIEWPORTS) {
        await expect(logOut).toBeHidden();
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.locator('.user-widget__toggle').click();
        await expect(logOut).toBeVisible();
        await keepScreenshot(page, testInfo, `${theme}-${viewport.name}-user-menu`);
        findings.push(...(await seriousFindings(page)).map((finding) => `${viewport.width}px ${finding}`));
        await page.keyboard.press('Escape');
        await expect(logOut).toBeHidden();
      }
      expect(findings).toEqual([]);
    });
  }
});

test.describe('right to left', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of LANGUAGES) {
    test(`the access portal's next tab is the one after in reading order (${language.code})`, async ({
      page,
      request,
      baseURL,
    }) => {
      await signInWithTokens(page, request, 'owner');
      await openScreen(page, baseURL, language.host, '/access-portal/main');
      const tabs = page.getByRole('tab');
      await tabs.first().focus();
      await page.keyboard.press(language.code === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await expect(tabs.nth(1)).toBeFocused();
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press(language.code === 'ar' ? 'ArrowRight' : 'ArrowLeft');
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    });
  }

  test('dates and weeks read in Arabic order, with the language’s own patterns', async ({
    page,
    request,
    baseURL,
  }) => {
    await signInWithTokens(page, request, 'owner');
    await openScreen(page, baseURL, 'ar.localhost', '/design-system/pickers');
    const expected = await page.evaluate(() => {
      const day = (date: number, options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat('ar', { timeZone: 'UTC', ...options }).format(date);
      return {
        field: day(Date.UTC(2025, 2, 14), { day: '2-digit', month: 'short', year: 'numeric' }),
        weekStart: day(Date.UTC(2025, 2, 10), { day: 'numeric', month: 'short' }),
        weekEnd: day(Date.UTC(2025, 2, 16), { day: 'numeric', month: 'short', year: 'numeric' }),
        heading: day(Date.UTC(2025, 2, 14), { month: 'long', year: 'numeric' }),
      };
    });
    const field = page.locator('.picker-field__input').first();
    await expect(field).toHaveValue(expected.field);
    await expect(page.locator('.week-picker__range').first()).toHaveText(
      `${expected.weekStart} – ${expected.weekEnd}`,
    );
    await page.locator('.picker-trigger').first().click();
    await expect(page.locator('.calendar-header__zoom')).toHaveText(expected.heading);
  });
});
