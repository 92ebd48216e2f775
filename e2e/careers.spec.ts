import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/page-health';
import { signInWithTokens } from './app-helpers';

/**
 * The front door of hiring (issue #38), as far as it is built: manager@ opens a position at
 * Portland Downtown from the positions screen, approves its approval to recruit, and the
 * position is on Harbor Grill's careers page; an application made to it (through the public
 * route: the careers screens of the SPA are not built yet) shows in manager@'s inbox.
 */

/** A visitor's application to `positionId` through the public careers route. */
async function applyAsVisitor(request: APIRequestContext, positionId: number, email: string) {
  const response = await request.post(
    `/api/core/v1/careers/harbor-grill/positions/${positionId}/applications`,
    {
      data: {
        first_name: 'Ana',
        last_name: 'Lima',
        email,
        phone: '+15035550100',
        answers: [{ question_id: 'q1', answer: 'YES' }],
        consent: true,
      },
    },
  );
  expect(response.status()).toBe(201);
}

test.describe('careers: opening a position and receiving an application (#38)', () => {
  test('manager@ at 1280 px in English opens a position, approves it, and sees an application in the inbox', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const title = `Patio Server ${Date.now()}`;
    await signInWithTokens(page, request, 'manager');
    await page.goto('/hiring/positions');
    await page.getByRole('button', { name: 'New position' }).click({ timeout: 15_000 });
    const editor = page.getByRole('dialog', { name: 'New position' });
    await editor.getByLabel('Job title').fill(title);
    await editor.getByLabel('Employment type').selectOption({ label: 'Seasonal' });
    await editor.getByLabel('From').fill('17');
    await editor.getByLabel('To').fill('21.50');
    await editor.getByLabel('Description').fill('Summer patio.\nEvenings and weekends.');
    await editor.getByRole('button', { name: 'Add a question' }).click();
    await editor.getByRole('textbox', { name: 'Question 1' }).fill('Are you 18 or older?');
    await editor.getByLabel('Answer that rules a candidate out').selectOption({ label: 'No' });
    await expectNoSeriousAxeViolations(page);
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toHaveCount(0, { timeout: 10_000 });

    // Harbor Grill runs approvals to recruit: the position waits for its approval.
    const row = page.getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText('Waiting for approval', { timeout: 15_000 });
    await row.getByRole('button', { name: /^Approvals to recruit/ }).click();
    const atrs = page.getByRole('dialog', { name: new RegExp(`^Approvals to recruit: ${title}`) });
    await atrs.getByRole('button', { name: 'Approve' }).click();
    // The list reads again once the position is published (the dialog closes with it).
    await expect(row).toContainText('Open', { timeout: 15_000 });

    const careers = await (await request.get('/api/core/v1/careers/harbor-grill')).json();
    const listed = careers.data.locations
      .flatMap((location: { positions: { id: number; title: string }[] }) => location.positions)
      .find((position: { title: string }) => position.title === title);
    expect(listed).toBeDefined();

    await applyAsVisitor(request, listed.id, `ana.${Date.now()}@example.test`);
    await page.goto('/hiring/applications');
    await expect(page.getByRole('row', { name: `Select Ana Lima (${title})` })).toBeVisible({
      timeout: 15_000,
    });
    await expectNoSeriousAxeViolations(page);
  });

  test('at 390 px in Arabic the position editor fits the screen, right to left', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInWithTokens(page, request, 'manager');
    const arabic = new URL('/hiring/positions', baseURL);
    arabic.hostname = 'ar.localhost';
    await page.goto(arabic.toString());
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'وظيفة جديدة' }).click({ timeout: 15_000 });
    const editor = page.getByRole('dialog', { name: 'وظيفة جديدة' });
    await editor.getByRole('button', { name: 'حفظ' }).click();
    await expect(editor.getByText('أدخل المسمى الوظيفي.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  });
});
