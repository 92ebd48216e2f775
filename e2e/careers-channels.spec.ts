import { expect, test } from '@playwright/test';
import { signInWithTokens } from './app-helpers';
import { openApprovedPosition } from './support/positions';
import {
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  waitForHydration,
} from './support/page-health';

/**
 * More ways into a position (issue #38): a visitor on a 390 px phone in Spanish applies with a
 * résumé that manager@ then sees in the application; a candidate applies by text through the
 * local SMS sandbox (/dev/sms) and the application reaches manager@'s inbox; owner@ copies a
 * position to another location from the positions screen. Each spec run uses its own titles and
 * phone numbers; nothing seeded is changed.
 */
test.describe.configure({ timeout: 150_000 });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function on(baseURL: string | undefined, language: string, path: string): string {
  const url = new URL(path, baseURL);
  url.hostname = `${language}.localhost`;
  return url.toString();
}

/** The page is complete HTML until engaged (its script comes then): engaged, then hydrated. */
const hydrated = waitForHydration;

test('in Spanish at 390 px a visitor applies with a résumé, and manager@ sees it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const managerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const managerPage = await managerContext.newPage();
  const token = await signInWithTokens(managerPage, request, 'manager');
  const position = await openApprovedPosition(request, token, { title: `Camarero con CV ${Date.now()}` });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(on(baseURL, 'es', `/careers/harbor-grill/${position.id}`));
  await hydrated(page);
  // Text-to-apply is offered beside the form.
  await expect(page.getByText(`${position.sms_code}`, { exact: true })).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
  await page.getByLabel('Apellidos').fill('Gómez');
  const email = `lucia.cv.${Date.now()}@example.test`;
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Número de teléfono').fill('+34 612 34 56 78');
  // A file the form does not take is refused at once, in Spanish; what was typed stays.
  await page.getByLabel('Currículum (opcional)').setInputFiles({
    name: 'programa.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  await expect(page.getByText(/El currículum debe ser un PDF/)).toBeVisible();
  await page.getByLabel('Currículum (opcional)').setInputFiles({
    name: 'Lucia-CV.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByText(/Adjunto: Lucia-CV\.pdf/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.getByRole('checkbox', { name: /Acepto que Harbor Grill/ }).check();
  const sent = page.waitForResponse(
    (response) => response.url().includes('/applications') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Enviar mi solicitud' }).click();
  const answer = (await (await sent).json()) as { data: { application_id: number } };
  await expect(page.getByRole('heading', { name: 'Solicitud enviada' })).toBeVisible();

  await managerPage.goto(`/hiring/applications/${answer.data.application_id}`);
  await expect(managerPage.getByRole('list', { name: 'Résumés' })).toContainText('Lucia-CV.pdf', {
    timeout: 15_000,
  });
  await managerContext.close();
});

test('at 390 px in Arabic the form with a résumé attached passes axe and fits', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const managerContext = await browser.newContext();
  const token = await signInWithTokens(await managerContext.newPage(), request, 'manager');
  const position = await openApprovedPosition(request, token, { title: `نادل ${Date.now()}` });
  await managerContext.close();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(on(baseURL, 'ar', `/careers/harbor-grill/${position.id}`));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await hydrated(page);
  await page.getByLabel('السيرة الذاتية (اختيارية)').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByRole('button', { name: 'إزالة' })).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  // Remove gives focus back to the file input.
  await page.getByRole('button', { name: 'إزالة' }).click();
  await expect(page.getByLabel('السيرة الذاتية (اختيارية)')).toBeFocused();
});

test('at 1280 px in English the résumé field and the text-to-apply offer and code field pass axe', async ({
  page,
  request,
  browser,
}) => {
  const managerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const managerPage = await managerContext.newPage();
  const token = await signInWithTokens(managerPage, request, 'manager');
  const title = `A résumé axe ${Date.now()}`;
  const types = (await (
    await request.get('/api/core/v1/position_type_lookup', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { categories: string[] } };
  const position = await openApprovedPosition(request, token, { title, category: types.data.categories[0] });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/careers/harbor-grill/${position.id}`);
  await hydrated(page);
  // The text-to-apply offer, then the résumé field empty, uploading and attached.
  await expect(page.getByText(`${position.sms_code}`, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Résumé (optional)')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page
    .getByLabel('Résumé (optional)')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText(/Attached: cv\.pdf/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Remove' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  // The manager's side of text-to-apply: the code field of the position editor.
  await managerPage.goto('/hiring/positions');
  await managerPage.getByRole('button', { name: `Edit ${title}` }).click({ timeout: 20_000 });
  await expect(managerPage.getByLabel('Text-to-apply code')).toHaveValue(position.sms_code!);
  await expectNoSeriousAxeViolations(managerPage);
  await managerContext.close();
});

test('a candidate applies by text through the SMS sandbox and manager@ sees it in the inbox', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await signInWithTokens(page, request, 'manager');
  const title = `Busser SMS ${Date.now()}`;
  const position = await openApprovedPosition(request, token, { title });
  expect(position.sms_code).toMatch(/^BUSSER[0-9]*$/);
  const phone = `+1415555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  const replies = async () => {
    const answer = await request.get(`/dev/sms.json?phone=${encodeURIComponent(phone)}`);
    const rows = ((await answer.json()) as { data: { direction: string; body: string }[] }).data;
    return rows.filter((row) => row.direction === 'OUTBOUND').map((row) => row.body);
  };
  const text = async (body: string, expected: RegExp) => {
    const before = (await replies()).length;
    const sent = await request.post('/dev/sms/inbound', { data: { from: phone, body } });
    expect(sent.ok()).toBe(true);
    await expect.poll(async () => (await replies()).length, { timeout: 20_000 }).toBeGreaterThan(before);
    expect((await replies())[0]).toMatch(expected);
  };
  await text(position.sms_code!.toLowerCase(), /first name/);
  await text('Rosa', /e-mail/);
  await text('SKIP', /Reply YES/);
  await text('YES', /Your application for Busser SMS/);

  await page.goto('/hiring/applications');
  const row = page.getByRole('row', { name: new RegExp(`Select Rosa.*${title}`) });
  await expect(row).toBeVisible({ timeout: 15_000 });
  // Marked as an application by text, in the inbox row and on its screen.
  await expect(row.getByText('From SMS', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: /Rosa/ }).click();
  await expect(page.getByTestId('sms-source-badge')).toHaveText('From SMS');
  await page.goto('/dev/sms');
  await expect(page.getByText(/Your application for Busser SMS/).first()).toBeVisible();
});

test('owner@ copies a position to another location from the positions screen (1280 px, English)', async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // manager@ opens the position from a context of its own: the page stays owner@'s alone.
  const scratch = await browser.newContext();
  const managerToken = await signInWithTokens(scratch, request, 'manager');
  await scratch.close();
  const types = (await (
    await request.get('/api/core/v1/position_type_lookup', {
      headers: { authorization: `Bearer ${managerToken}` },
    })
  ).json()) as { data: { categories: string[] } };
  // "A …" and the first category: the position is on the list's first page.
  const title = `A copy ${Date.now()}`;
  await openApprovedPosition(request, managerToken, { title, category: types.data.categories[0] });

  await signInWithTokens(page, request, 'owner');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Brand/ }).click({ timeout: 15_000 });
  await page.getByRole('combobox', { name: 'Search brands and locations' }).fill('Portland Downtown');
  await page.getByRole('option', { name: /^Harbor Grill Portland Downtown/ }).click();
  await page.goto('/hiring/positions');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await row.getByRole('button', { name: /^Copy to other locations/ }).click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog', { name: `Copy “${title}” to other locations` });
  await dialog.getByLabel('Search locations').fill('Seattle');
  await dialog.getByRole('checkbox', { name: 'Harbor Grill Seattle Airport' }).check();
  await expect(dialog.getByText('Locations selected: 1')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(dialog.getByText(/Copies created: 1/)).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});

test('at 390 px in Arabic the copy dialog fits and passes axe', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const managerToken = await signInWithTokens(page, request, 'manager');
  const types = (await (
    await request.get('/api/core/v1/position_type_lookup', {
      headers: { authorization: `Bearer ${managerToken}` },
    })
  ).json()) as { data: { categories: string[] } };
  const title = `A نسخ ${Date.now()}`;
  await openApprovedPosition(request, managerToken, { title, category: types.data.categories[0] });
  const arabic = new URL('/hiring/positions', baseURL);
  arabic.hostname = 'ar.localhost';
  await page.goto(arabic.toString());
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await row.getByRole('button', { name: /^نسخ إلى فروع أخرى/ }).click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectNoHorizontalOverflow(page);
});
