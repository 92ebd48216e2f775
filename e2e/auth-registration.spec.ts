import { expect, test, type Page } from '@playwright/test';
import { demoEmail, freshEmail, outboxCount, outboxMatch, submitLogin } from './auth-helpers';
import { expectNoSeriousAxeViolations, waitForHydration } from './support/page-health';

/** Types a password and checks the meter's state and words (spec 000 §4). */
async function expectMeter(page: Page, password: string, state: string, words: string) {
  const field = page.getByLabel('Password', { exact: true });
  await field.fill(password);
  await expect(page.locator('.password-meter')).toHaveAttribute('data-strength', state);
  await expect(page.getByText(`Password strength: ${words}`)).toBeVisible();
}

test.describe('registration', () => {
  test('an employer signs up (meter states, business, currency), activates from the outbox and logs in', async ({
    page,
    request,
  }) => {
    const email = freshEmail('employer');
    await page.goto('/user/employer');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your employer account');
    await expect(page.getByText('Already have an account?')).toBeVisible();
    await page.getByLabel('First name').fill('Erin');
    await page.getByLabel('Last name').fill('Employer');
    await page.getByLabel('Business name').fill('Erin’s Bistro');
    await page.getByLabel('Email', { exact: true }).fill(email);

    await expectMeter(page, 'abc', 'short', 'too short');
    await expect(page.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
    await expectMeter(page, 'abcdefgh', 'weak', 'weak');
    await expectMeter(page, ' Abcdefg1', 'invalid', 'invalid');
    await expectMeter(page, 'Abcdefg1', 'good', 'good');
    await expectMeter(page, 'Abcdefg1!', 'strong', 'strong');
    // The seeded currencies load (a failed load would hide the field): Euro is chosen and sent.
    const currency = page.getByLabel('Currency');
    await expect(currency).toBeEnabled();
    await currency.selectOption('2');
    await expect(currency.locator('option:checked')).toContainText('EUR');

    const registration = page.waitForRequest(
      (sent) => sent.method() === 'POST' && new URL(sent.url()).pathname.endsWith('/v1/users/registration'),
    );
    await page.getByRole('button', { name: 'Create account' }).click();
    expect((await registration).postDataJSON()).toMatchObject({ currency: { id: 2 } });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
    await expect(page.getByText(email)).toBeVisible();

    const [link] = await outboxMatch(request, email, /https?:\/\/\S+\/users\/activation\?token=\S+/);
    const target = new URL(link);
    await page.goto(target.pathname + target.search);
    await expect(page).toHaveURL(/\/user\/login\?activated=true/);
    await expect(page.getByText('Your account is active. You can log in now.')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await page.getByLabel('Password', { exact: true }).fill('Abcdefg1!');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });
  });

  test('a candidate signs up at /user/candidate; a weak password is refused beside the field', async ({
    page,
    request,
  }) => {
    const email = freshEmail('candidate');
    await page.goto('/user/candidate');
    await waitForHydration(page);
    await page.getByLabel('First name').fill('Cara');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('password');
    await page.getByRole('button', { name: 'Create account' }).click();
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toBeFocused();
    await expect(page.getByText('Weak passwords are easy to guess')).toBeVisible();
    await password.fill('Cand1date!');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
    await outboxMatch(request, email, /\/users\/activation\?token=/);
  });

  test('a candidate who signs up in Arabic gets the activation mail in Arabic, whose link opens the Arabic login page', async ({
    page,
    request,
  }) => {
    const email = freshEmail('arabic');
    const arabic = new URL(test.info().project.use.baseURL ?? 'http://localhost');
    arabic.hostname = `ar.${arabic.hostname}`;
    await page.goto(new URL('/user/candidate', arabic).href);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByLabel('الاسم الأول').fill('سلمى');
    await page.getByLabel('البريد الإلكتروني', { exact: true }).fill(email);
    await page.getByLabel('كلمة المرور', { exact: true }).fill('Cand1date!');
    await page.getByRole('button', { name: 'إنشاء حساب' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تحقق من بريدك الوارد');

    const [link] = await outboxMatch(request, email, /https?:\/\/\S+\/users\/activation\?token=\S+/);
    expect(new URL(link).host).toBe(arabic.host);
    const mail = await request.get(`/dev/outbox.json?recipient=${encodeURIComponent(email)}`);
    expect((await mail.json()).data[0]).toMatchObject({ subject: 'فعّل حسابك في Brigade', language: 'ar' });
    await page.goto(link);
    await expect(page).toHaveURL(/\/user\/login\?activated=true/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('حسابك مفعّل. يمكنك تسجيل الدخول الآن.')).toBeVisible();
  });

  test('email statuses: used, and unverified with a new activation link sent', async ({ page, request }) => {
    await page.goto('/candidate');
    await waitForHydration(page);
    const email = page.getByLabel('Email', { exact: true });
    await email.fill(demoEmail('manager'));
    await email.blur();
    await expect(page.getByText('Email is already used.')).toBeVisible();
    await email.fill(demoEmail('unverified'));
    await email.blur();
    await expect(page.getByText('Account is unverified.')).toBeVisible();
    await expect(
      page.getByText('An account activation link has been sent to you, please check your inbox.'),
    ).toBeVisible();
    await outboxMatch(request, demoEmail('unverified'), /\/users\/activation\?token=/);
  });

  test('an e-mail of the SSO-only hotel group is told to sign in through its provider; a wrong phone is refused, kept', async ({
    page,
  }) => {
    await page.goto('/user/candidate');
    await waitForHydration(page);
    const email = page.getByLabel('Email', { exact: true });
    await email.fill('jane@grandhotels.example');
    await email.blur();
    await expect(
      page.getByText(
        'You are not authorized to create an account using this portal, please login through Grand Hotels SSO first.',
      ),
    ).toBeVisible();
    await expect(email).toHaveValue('jane@grandhotels.example');

    await page.getByLabel('First name').fill('Jane');
    await email.fill(freshEmail('phone'));
    await page.getByLabel('Password', { exact: true }).fill('Abcdefg1!');
    const phone = page.getByLabel('Phone number');
    await phone.fill('20155');
    // Enter submits while the field still has focus: the form itself must refuse the number.
    await phone.press('Enter');
    await expect(page.getByText('Enter the correct phone number.')).toBeVisible();
    await expect(phone).toHaveValue('(201) 55');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your job seeker account');
  });

  test('a taken username comes with a suggestion the user can take', async ({ page }) => {
    await page.goto('/signup');
    await waitForHydration(page);
    const username = page.getByLabel('Username (optional)');
    await username.fill(demoEmail('manager'));
    await username.blur();
    await expect(page.getByText('Username already used')).toBeVisible();
    const suggestion = page.getByRole('button', { name: /^Use .+ instead$/ });
    await suggestion.click();
    await expect(username).not.toHaveValue(demoEmail('manager'));
    await expect(page.getByText('Username already used')).toHaveCount(0);
  });

  test('the unverified demo account cannot log in: told so, and sent a new activation link', async ({
    page,
    request,
  }) => {
    const activation = /\/users\/activation\?token=/;
    const before = await outboxCount(request, demoEmail('unverified'), activation);
    await page.goto('/user/login');
    await waitForHydration(page);
    await submitLogin(page, demoEmail('unverified'), 'Brigade-demo-1');
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('Account is unverified.');
    await expect(alert).toContainText(
      'An account activation link has been sent to you, please check your inbox.',
    );
    await expect(alert).not.toContainText('Something went wrong');
    await expect(page).toHaveURL(/\/user\/login/);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(demoEmail('unverified'));
    await expect.poll(() => outboxCount(request, demoEmail('unverified'), activation)).toBe(before + 1);
  });

  for (const path of ['/user/employer', '/user/candidate']) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Create account' }).click();
      await expectNoSeriousAxeViolations(page);
    });
  }
});

test.describe('light signup', () => {
  test('the invitation is looked up by code, the account created, then the user logs in', async ({
    page,
  }) => {
    await page.goto('/light-signup?code=TIDEWATER-LINE-COOK');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Join');
    await expectNoSeriousAxeViolations(page);
    const email = page.getByLabel('Email', { exact: true });
    const address = (await email.inputValue()) || freshEmail('light');
    if (await email.isEditable()) await email.fill(address);
    await page.getByLabel('First name').fill('Lee');
    await page.getByLabel('Password', { exact: true }).fill('Light-signup-1');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByText(/Your account is ready/)).toBeVisible();
    await page.getByRole('link', { name: 'Go to login' }).click();
    await submitLogin(page, address, 'Light-signup-1');
    await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });
  });

  test('an unknown code says so', async ({ page }) => {
    await page.goto('/light-signup?code=NO-SUCH-CODE');
    await expect(page.getByRole('main').getByRole('alert')).toContainText('not valid');
  });

  test('the server’s refusal reads in the page’s language (a code, translated)', async ({
    page,
    baseURL,
  }) => {
    const url = new URL('/light-signup?code=NO-SUCH-CODE', baseURL);
    url.hostname = 'es.localhost';
    await page.goto(url.toString());
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Este enlace de registro no es válido.',
      {
        timeout: 15_000,
      },
    );
  });
});
