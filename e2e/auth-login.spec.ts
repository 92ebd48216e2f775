import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, submitLogin } from './auth-helpers';
import { expectNoSeriousAxeViolations, waitForHydration, watchPageProblems } from './support/page-health';

/**
 * Where each demo account lands after signing in (the home-page rule of spec 000 §4, resolved
 * by /dashboard): asserted by path prefix, the dashboards themselves are the shell's tests.
 */
const LANDINGS: readonly (readonly [string, RegExp])[] = [
  ['owner', /\/access-portal\/main/],
  ['manager', /\/dashboard\/hiring/],
  ['scheduler', /\/schedule/],
  ['tts', /\/dashboard/],
  ['nosales', /\/access-portal\/main/],
  ['candidate', /\/dashboard\/member/],
  ['mfa', /\/user\/setup-mfa/],
  ['suspended', /\/account-suspension/],
];

test.describe('login', () => {
  test('arrives server-rendered with its form, and hydrates without console problems', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/user/login')).text();
    expect(html).toContain('Log in to Brigade');
    expect(html).toMatch(/<input[^>]+autocomplete="current-password"/i);
    // Its styles come inside the page (issue #20): its first paint waits for no stylesheet.
    expect(html).toContain('<style data-href="/assets/');
    expect(html).not.toContain('<link rel="stylesheet"');
    const problems = watchPageProblems(page);
    const encodings = new Map<string, string | undefined>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname === '/user/login' || url.pathname.endsWith('.js'))
        encodings.set(url.pathname, response.headers()['content-encoding']);
    });
    await page.goto('/user/login');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to Brigade');
    expect(problems).toEqual([]);
    // The page and its scripts travel compressed (brotli: Chromium accepts it).
    expect(encodings.get('/user/login')).toBe('br');
    const scripts = [...encodings].filter(([path]) => path.startsWith('/assets/'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter(([, encoding]) => encoding !== 'br')).toEqual([]);
  });

  test('typed into before the app has started, Enter signs in: nothing lost, no hydration problem, no password in a URL', async ({
    page,
  }) => {
    const password = DEMO_PASSWORD;
    const problems = watchPageProblems(page);
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    page.on('framenavigated', (frame) => urls.push(frame.url()));
    // The app's scripts are held at the network until the visitor has typed and pressed Enter.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/user/login');
    await page.getByLabel('Email', { exact: true }).fill(demoEmail('manager'));
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    // The submission is held by the page's loader, not sent natively; the app has not started.
    await expect(page).toHaveURL(/\/user\/login$/);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await expect(page).toHaveURL(/\/dashboard\/hiring/, { timeout: 20_000 });
    expect(
      urls.filter((url) => url.includes(encodeURIComponent(password)) || url.includes(password)),
    ).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('without JavaScript the page shows its form, and a submission never puts the password in a URL', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/user/login');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to Brigade');
      await page.getByLabel('Email', { exact: true }).fill(demoEmail('manager'));
      await page.getByLabel('Password', { exact: true }).fill('typed-without-script');
      const submission = page.waitForRequest(
        (request) => request.isNavigationRequest() && request.url().includes('/user/login'),
      );
      await page.getByLabel('Password', { exact: true }).press('Enter');
      const request = await submission;
      expect(request.method()).toBe('POST');
      expect(request.url()).not.toContain('typed-without-script');
    } finally {
      await context.close();
    }
  });

  for (const [account, landing] of LANDINGS) {
    test(`${account}@ signs in and lands on ${landing.source}`, async ({ page }) => {
      await page.goto('/user/login');
      await waitForHydration(page);
      await submitLogin(page, demoEmail(account), DEMO_PASSWORD);
      await expect(page).toHaveURL(landing, { timeout: 15_000 });
    });
  }

  test('a wrong password shows the catalogue message beside a form that keeps the email', async ({
    page,
  }) => {
    await page.goto('/user/login');
    await waitForHydration(page);
    await submitLogin(page, demoEmail('manager'), 'not-the-password');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Enter the correct email and password.',
    );
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(demoEmail('manager'));
    await expect(page).toHaveURL(/\/user\/login/);
  });

  test('empty fields are marked invalid and the first one takes focus', async ({ page }) => {
    await page.goto('/user/login');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(page.getByText('Enter your password.')).toBeVisible();
  });

  test('error_code shows its catalogue message', async ({ page }) => {
    await page.goto('/user/login?error_code=USER_NOT_MAPPED');
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Your account setup is not complete.',
    );
  });

  test('a signed-in user is sent on to a safe ref, never off our origin', async ({ page }) => {
    // The owner's home page is the access portal: only `ref` can bring it to the hiring dashboard.
    await page.goto('/user/login?ref=%2Fdashboard%2Fhiring');
    await waitForHydration(page);
    await submitLogin(page, demoEmail('owner'), DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/hiring$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Hiring dashboard' })).toBeVisible();
    // An unsafe ref is dropped: /dashboard, which is the owner's home page, the access portal.
    await page.goto('/user/login?ref=https%3A%2F%2Fevil.example%2F');
    await expect(page).toHaveURL(/\/access-portal\/main$/, { timeout: 15_000 });
    expect(new URL(page.url()).hostname).toBe('localhost');
  });

  test('the crew login (/qsrlogin) signs in the same way', async ({ page }) => {
    await page.goto('/qsrlogin');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crew sign-in');
    await expectNoSeriousAxeViolations(page);
    await submitLogin(page, demoEmail('manager'), DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/hiring/, { timeout: 15_000 });
  });

  test('social sign-in through the sandbox popup: closed, then a new user signed in and registered', async ({
    page,
  }) => {
    await page.goto('/user/login');
    await waitForHydration(page);
    const first = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const closed = await first;
    await closed.waitForLoadState();
    await closed.close();
    await expect(page.getByText('The sign-in window was closed before you finished.')).toBeVisible();

    const second = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await second;
    await expect(popup.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
    await popup.getByLabel('E-mail').fill(`social-${Date.now()}@example.test`);
    await popup.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/dashboard\/member/, { timeout: 15_000 });
  });

  test('before any input the page runs no app script and starts no monitoring; its first input starts both', async ({
    page,
  }) => {
    // Issue #20: a guest page is complete HTML until the visitor engages with it. On idle after
    // load its scripts come into the HTTP cache (prefetch) without running.
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/user/login');
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => requested.some((path) => /^\/assets\/main\.[0-9a-f]+\.js$/.test(path)))
      .toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    expect(await page.evaluate(() => document.querySelectorAll('script[src]').length)).toBe(0);
    expect(
      requested.filter((path) => /rum_settings|web-vitals|cookie-consent|route-signup/.test(path)),
    ).toEqual([]);
    // The first key press starts the app, and with it monitoring: the RUM settings are read.
    await page.keyboard.press('Shift');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect.poll(() => requested.some((path) => path.endsWith('/rum_settings'))).toBe(true);
  });

  test('work that can wait (the consent library) waits while a sign-in is under way, and comes once it is in', async ({
    page,
  }) => {
    // Issue #30: what waits for the page to settle (a second after load, a second after the last
    // key, the main thread idle) also waits out a sign-in, so the way in has the line first. This
    // browser is a bot to the app (no banner), so the consent library is such work here.
    const consentAt: number[] = [];
    page.on('request', (request) => {
      if (/\/assets\/cookie-consent\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname))
        consentAt.push(Date.now());
    });
    let answered = Number.POSITIVE_INFINITY;
    // The session's first read answers 5 s late: the page would settle meanwhile.
    await page.route('**/api/core/v1/users/session_bootstrap*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5000));
      answered = Date.now();
      await route.continue();
    });
    await page.goto('/user/login');
    // Keys from the start (the first one starts the app), so the page cannot settle before the click.
    const keys = setInterval(() => void page.keyboard.press('Shift').catch(() => undefined), 200);
    await waitForHydration(page);
    await page.getByLabel('Email', { exact: true }).fill(demoEmail('manager'));
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    clearInterval(keys);
    await page.keyboard.press('Shift');
    const clickedAt = Date.now();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/hiring/, { timeout: 20_000 });
    expect(consentAt.filter((at) => at >= clickedAt && at < answered)).toEqual([]);
    // It comes once the sign-in has ended and the page has settled again.
    await expect.poll(() => consentAt.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(consentAt.every((at) => at < clickedAt || at > answered)).toBe(true);
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px it carries only the styles it uses; the whole sheet comes at the first input and nothing moves`, async ({
      page,
    }) => {
      // Issue #20: the guest page inlines the rules of main.css its markup uses; the file itself
      // is put in at the engagement, in the same place of the cascade.
      await page.setViewportSize({ width, height: 844 });
      await page.addInitScript(() => {
        const record = window as unknown as { __shift: number };
        record.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            record.__shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/user/login');
      const critical = await page.evaluate(() => {
        const part = document.querySelector('style[data-critical]');
        return { href: part?.getAttribute('data-critical'), length: part?.textContent?.length ?? 0 };
      });
      expect(critical.href).toMatch(/^\/assets\/main\.[0-9a-f]+\.css$/);
      const whole = await (await page.request.get(critical.href!)).text();
      expect(critical.length).toBeLessThan(whole.length / 2);
      expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);

      const look = () =>
        page.evaluate(() =>
          [
            '#consent-banner',
            '.consent-banner__text',
            'h1',
            'input[type="email"]',
            'input[type="password"]',
            'button[type="submit"]',
            '.social-buttons',
            '.auth-layout__prompt',
          ].map((selector) => {
            const element = document.querySelector(selector);
            if (!element) return { selector, box: null, style: null };
            const box = element.getBoundingClientRect();
            const style = getComputedStyle(element);
            return {
              selector,
              box: [box.x, box.y, box.width, box.height].map(Math.round),
              style: [style.font, style.color, style.backgroundColor, style.padding, style.border].join(
                ' | ',
              ),
            };
          }),
        );
      const before = await look();
      await waitForHydration(page);
      await page.waitForFunction(() => !document.querySelector('style[data-critical]'));
      expect(
        await page.evaluate(() =>
          [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')),
        ),
      ).toContain(critical.href);
      // The focus the engagement may have moved is not a change of the page's look.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      // The app removes the consent banner for automated browsers (removeConsentBannerForBots), as
      // this one is: what is left must look the same.
      const after = await look();
      expect(after.filter((element) => element.box).length).toBeGreaterThanOrEqual(6);
      expect(after.filter((element) => element.box)).toEqual(
        before.filter((element) => after.find((other) => other.selector === element.selector)?.box),
      );
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(
        0.001,
      );
    });
  }

  test('axe finds no serious or critical violation on the login page', async ({ page }) => {
    await page.goto('/user/login?error_code=INVALID_CREDENTIALS');
    await waitForHydration(page);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('login in other languages', () => {
  test('Spanish: texts and the catalogue message', async ({ page, baseURL }) => {
    const port = new URL(baseURL!).port;
    await page.goto(`http://es.localhost:${port}/user/login`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inicia sesión en Brigade');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await submitLogin2(page, 'Correo electrónico', 'Contraseña', 'Iniciar sesión');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Introduce el correo electrónico y la contraseña correctos.',
    );
    await expectNoSeriousAxeViolations(page);
  });

  test('Arabic: right to left, texts translated', async ({ page, baseURL }) => {
    const port = new URL(baseURL!).port;
    await page.goto(`http://ar.localhost:${port}/user/login`);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('سجّل الدخول إلى Brigade');
    await expect(page.getByRole('button', { name: 'تسجيل الدخول', exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('Arabic: the page starts with the guest pages’ texts; signed in, the dashboard has all of its own', async ({
    page,
    baseURL,
  }) => {
    const port = new URL(baseURL!).port;
    const problems = watchPageProblems(page);
    const texts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/locales/')) texts.push(pathname);
    });
    await page.goto(`http://ar.localhost:${port}/user/login`);
    await waitForHydration(page);
    // The guest part first; the whole files after it (once the page's scripts are in). A file the
    // loader's prefetch had asked for just before the engagement is asked for again by the app.
    const firstWhole = texts.findIndex((pathname) => !pathname.startsWith('/locales/guest/'));
    expect(new Set(firstWhole < 0 ? texts : texts.slice(0, firstWhole))).toEqual(
      new Set(['/locales/guest/ar.json', '/locales/guest/en.json']),
    );
    await page.getByLabel('البريد الإلكتروني', { exact: true }).fill(demoEmail('manager'));
    await page.getByLabel('كلمة المرور', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/hiring/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('لوحة التوظيف');
    await expect(page).toHaveTitle(/لوحة التوظيف/);
    expect(texts).toEqual(expect.arrayContaining(['/locales/ar.json', '/locales/en.json']));
    // No text shown by its key (a namespace the guest part lacks).
    await expect(page.locator('body')).not.toContainText(/\b(dashboard|hiring|shell|widgets)\.[a-z]/);
    expect(problems).toEqual([]);
  });
});

async function submitLogin2(
  page: Page,
  emailLabel: string,
  passwordLabel: string,
  button: string,
): Promise<void> {
  await page.getByLabel(emailLabel, { exact: true }).fill(demoEmail('manager'));
  await page.getByLabel(passwordLabel, { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: button, exact: true }).click();
}
