import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, waitForHydration, watchPageProblems } from './support/page-health';

test.describe('languages from the host name', () => {
  test('es.localhost is Spanish, server-rendered and after hydration', async ({ page, baseURL }) => {
    const problems = watchPageProblems(page);
    const url = new URL('/user/signup', baseURL);
    url.hostname = 'es.localhost';
    await page.goto(url.href);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Te damos la bienvenida a Brigade');
    await expect(page).toHaveTitle('Registro · Brigade');
    expect(problems).toEqual([]);
  });

  test('ar.localhost lays out right to left and passes axe', async ({ page, baseURL }) => {
    const problems = watchPageProblems(page);
    const url = new URL('/user/signup', baseURL);
    url.hostname = 'ar.localhost';
    await page.goto(url.href);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحبًا بك في Brigade');
    expect(problems).toEqual([]);
    await expectNoSeriousAxeViolations(page);
  });

  test('?lng=<script> changes nothing', async ({ page, request }) => {
    const injected = '/user/signup?lng=%3Cscript%3Ealert(1)%3C%2Fscript%3E';
    const plain = await (await request.get('/user/signup')).text();
    const withParameter = await (await request.get(injected)).text();
    expect(withParameter).toBe(plain);
    expect(withParameter).not.toContain('<script>alert(1)');

    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto(injected);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Brigade');
    expect(dialogs).toBe(0);
  });
});
