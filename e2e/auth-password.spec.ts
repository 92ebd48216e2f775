import { expect, test } from '@playwright/test';
import { outboxMatch, registeredCandidate, submitLogin } from './auth-helpers';
import { expectNoSeriousAxeViolations, waitForHydration } from './support/page-health';

test.describe('forgotten password', () => {
  test('a reset link from the outbox sets a new password that then logs in', async ({ page, request }) => {
    const email = await registeredCandidate(request, 'First-pass1');
    await page.goto('/forgot-password');
    await waitForHydration(page);
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/we have sent a password reset link/)).toBeVisible();

    const [link] = await outboxMatch(
      request,
      email,
      /https?:\/\/\S+\/user\/reset\/password\/token\?code=\S+/,
    );
    const target = new URL(link);
    await page.goto(target.pathname + target.search);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
    await page.getByLabel('New password', { exact: true }).fill('Second-pass2');
    await page.getByLabel('Confirm new password').fill('Second-pass3');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel('Confirm new password').fill('Second-pass2');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText(/Your password has been reset/)).toBeVisible();

    await page.getByRole('link', { name: 'Go to login' }).click();
    await submitLogin(page, email, 'Second-pass2');
    await expect(page).toHaveURL(/\/dashboard\/member/, { timeout: 15_000 });
  });

  test('a used or unknown link shows the server’s message and offers a new one', async ({ page }) => {
    await page.goto('/user/reset/password/token?code=not-a-real-code');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'This password reset link is invalid or has expired.',
    );
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  test('an empty request is refused beside the field', async ({ page }) => {
    await page.goto('/forgot-password');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter your email.')).toBeVisible();
  });
});
