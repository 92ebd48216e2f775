import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, submitLogin } from './auth-helpers';
import { expectNoSeriousAxeViolations, waitForHydration } from './support/page-health';

async function signIn(page: Page, account: string) {
  await page.goto('/user/login');
  await waitForHydration(page);
  await submitLogin(page, demoEmail(account), DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/user\/login/, { timeout: 15_000 });
}

test.describe('leaving the session', () => {
  test('logout with redirectAfterLogout=//evil.example stays on our origin, brand and ref carried', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, 'candidate');
    await page.goto('/user/logout?redirectAfterLogout=//evil.example&brand=7&ref=%2Fdashboard');
    // The target '/' on our origin, with brand and ref carried (then the app goes on to /dashboard).
    await page.waitForURL(
      (url) =>
        url.origin === new URL(baseURL!).origin &&
        url.pathname === '/' &&
        url.searchParams.get('brand') === '7' &&
        url.searchParams.get('ref') === '/dashboard',
      { timeout: 15_000 },
    );
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('CognitoIdentity'))),
    ).toEqual([]);
    await page.goto('/dashboard/member');
    await expect(page).toHaveURL(/\/user\/login\?ref=/, { timeout: 15_000 });
  });

  test('logout to a safe path goes there', async ({ page }) => {
    await signIn(page, 'candidate');
    await page.goto('/user/logout?redirectAfterLogout=%2Fuser%2Flogin');
    await expect(page).toHaveURL(/\/user\/login$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to Brigade');
  });

  test('logout asks the server to log the session out once, and it answers 200', async ({ page }) => {
    await signIn(page, 'candidate');
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('/v1/logout')) statuses.push(response.status());
    });
    await page.goto('/user/logout?redirectAfterLogout=%2Fuser%2Flogin');
    await expect(page).toHaveURL(/\/user\/login$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to Brigade');
    expect(statuses).toEqual([200]);
  });

  test('a shadow session started from /corporate is a signed-in shadow user whose logout ends at the corporate host', async ({
    page,
  }) => {
    await page.goto('/corporate');
    const target = page.getByLabel('Act as');
    const label = (await target.locator('option').allTextContents()).find((text) =>
      text.includes(demoEmail('candidate')),
    );
    await target.selectOption({ label: label! });
    // The corporate host hands the token to our login page (watched from before the click, since
    // the page we start on would satisfy any "left the login page" test).
    const handedOver = page.waitForURL(/\/user\/login\?corporate_token=/, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Start shadow session' }).click();
    await handedOver;
    // Signed in as the shadow user: the home page of a shadow user is the corporate host (spec 000 §4),
    // reached through /dashboard.
    await page.waitForURL((url) => url.pathname === '/corporate', { timeout: 15_000 });
    // Every signed-in page says whose account this is, with the way back.
    await page.goto('/dashboard/member');
    const banner = page.getByRole('region', { name: 'Shadow session' });
    await expect(banner).toContainText(`You are acting as`, { timeout: 15_000 });
    await expect(banner).toContainText(demoEmail('candidate'));
    await expect(banner.getByRole('link', { name: 'End the shadow session' })).toHaveAttribute(
      'href',
      '/user/shadow-logout',
    );
    await page.goto('/user/logout');
    await expect(page).toHaveURL(/\/corporate\/user\/logout/, { timeout: 15_000 });
  });

  test('shadow-logout sends anybody to the corporate login', async ({ page }) => {
    await page.goto('/user/shadow-logout');
    await expect(page).toHaveURL(/\/corporate\/user\/login/, { timeout: 15_000 });
  });

  test('/user/refresh refreshes the session, then goes to the given path', async ({ page }) => {
    await signIn(page, 'candidate');
    await page.goto('/user/refresh?path=%2Fdashboard%2Fmember');
    await expect(page).toHaveURL(/\/dashboard\/member$/, { timeout: 15_000 });
  });

  test('sso_client/{id} keeps the client id in h_client_id, then /dashboard', async ({ page }) => {
    await signIn(page, 'candidate');
    await page.goto('/sso_client/acme-pos');
    await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'h_client_id')?.value).toBe('acme-pos');
  });
});

test.describe('multi-factor set-up', () => {
  // Text message, not Email: mfa@'s e-mail is proven by its activation, so choosing Email would
  // save the method at once and leave mfa@ set up for the specs that need it not set up.
  test('mfa@ is sent to /user/setup-mfa, must choose a method, and a text message asks for the number, then sends a code', async ({
    page,
  }) => {
    await page.goto('/user/login');
    await waitForHydration(page);
    await submitLogin(page, demoEmail('mfa'), DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/user\/setup-mfa/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set up two-step verification');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Choose a verification method.')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel('Text message', { exact: true }).check();
    const sent = page.waitForResponse((response) => response.url().includes('/v1/users/verification/send'));
    await page.getByRole('button', { name: 'Continue' }).click();
    // The number is asked: mfa@ has none in the seed, each e2e run starts on a fresh data folder
    // (e2e/run.ts), and this is the only test that saves one (so it cannot run twice on one server).
    const phone = page.getByLabel('Phone number');
    const code = page.getByLabel('Verification code');
    await expect(phone).toBeVisible();
    await expect(code).toBeHidden();
    await phone.fill('2015550123');
    await page.getByRole('button', { name: 'Save and send code' }).click();
    expect(await (await sent).json()).toMatchObject({ data: { code_sent: true } });
    await expect(page.getByText('We sent a 6-digit code to your mobile phone.')).toBeVisible();
    await expect(code).toBeVisible();
  });

  // mfa2@, not mfa@: saving a method meets the requirement for good, and the other specs need
  // mfa@ still not set up.
  test('mfa2@ saves the chosen method: passcodes shown once, then the set-up is done', async ({ page }) => {
    await page.goto('/user/login');
    await waitForHydration(page);
    await submitLogin(page, demoEmail('mfa2'), DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/user\/setup-mfa/, { timeout: 15_000 });
    await page.getByLabel('Backup passcodes').check();
    const saved = page.waitForResponse(
      (response) => response.url().includes('/v1/users/mfa/setup') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Continue' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Your backup passcodes' })).toBeVisible();
    const passcodes = page.getByRole('list', { name: 'Your backup passcodes' }).getByRole('listitem');
    await expect(passcodes).toHaveCount(10);
    await expect(passcodes.first()).toHaveText(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    await page.getByRole('button', { name: 'I have saved my passcodes' }).click();
    await expect(page.getByText('Two-step verification is set up.')).toBeVisible();
    // The requirement is met: the screen now says so instead of asking again.
    await page.reload();
    await expect(page.getByText('Two-step verification is already set up for your account.')).toBeVisible({
      timeout: 15_000,
    });
  });
});

test.describe('holding and callback screens', () => {
  for (const [path, heading] of [
    ['/maintenance', "We'll be right back"],
    ['/account-suspension', 'Your account is suspended'],
  ] as const) {
    test(`${path} is a readable holding screen with no serious axe violation`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('/oauth2/ without an opener refuses an answer to a login this tab did not start', async ({ page }) => {
    await page.goto('/oauth2/?error=access_denied&error_description=User%20cancelled&state=s0');
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'does not belong to a connection started here',
    );
    await expectNoSeriousAxeViolations(page);
  });

  test('/oauth2/ hands the code to the window that opened it', async ({ page }) => {
    await page.goto('/user/login');
    await waitForHydration(page);
    const message = page.evaluate(
      () =>
        new Promise((resolve) => {
          window.addEventListener('message', (event) => resolve(event.data));
          window.open('/oauth2/?code=abc123&state=s1', '_blank', 'popup=yes,width=600,height=600');
        }),
    );
    expect(await message).toEqual({ type: 'brigade:job-ads-oauth', code: 'abc123', state: 's1' });
  });
});
