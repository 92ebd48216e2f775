import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { contextBrandId, signInWithTokens } from './app-helpers';
import { expectNoSeriousAxeViolations, horizontalOverflow, waitForHydration } from './support/page-health';

// Issue #15: the profile photo and the brand media library, end to end against the real server.
test.describe.configure({ mode: 'serial' });
// The machine is shared: sign-in, cropping and uploads get time.
test.setTimeout(120_000);

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

test('a profile photo is refused when too small, cropped, saved and shown in the header at once', async ({
  page,
  request,
}) => {
  await signInWithTokens(page, request, 'candidate');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Casey Candidate/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible({
    timeout: 15_000,
  });

  const input = page.getByTestId('image-upload-input');
  await input.setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: await png(100, 100) });
  await expect(
    page.getByRole('alert').filter({ hasText: 'The photo you uploaded is too small' }),
  ).toBeVisible();

  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png(600, 400) });
  await page.getByRole('radio', { name: 'Square' }).check();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Rotate' }).click();
  await expectNoSeriousAxeViolations(page);
  // /profile has another Save (the birthday opt-in, #17): act in the photo's own region.
  await page.getByRole('region', { name: 'Profile photo' }).getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Your photo was saved.')).toBeVisible({ timeout: 15_000 });
  const headerPhoto = page.locator('.user-widget__toggle img');
  await expect(headerPhoto).toHaveAttribute('src', /^\/media\/profile-photos\/[0-9a-f-]{36}\.png$/);
  const src = (await headerPhoto.getAttribute('src'))!;
  const served = await page.request.get(src);
  expect(served.headers()['content-type']).toBe('image/png');
  // The cropped photo is square.
  const meta = await sharp(await served.body()).metadata();
  expect(meta.width).toBe(meta.height);
  await expectNoSeriousAxeViolations(page);

  // Another page load: the header reads the profile media (spec 000 §7 GET /v1/user/basic_media)
  // and shows its photo, the one just saved.
  const profileMedia = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/core/v1/user/basic_media' && response.ok(),
  );
  await page.goto('/dashboard');
  const media = (await (await profileMedia).json()) as { data: { profile_image: { path: string } } };
  expect(media.data.profile_image.path).toBe(src);
  await expect(headerPhoto).toHaveAttribute('src', src);
});

test('a brand image goes up through the signed URL, shows in the library, previews and is deleted', async ({
  page,
  request,
}) => {
  await signInWithTokens(page, request, 'manager');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/hiring$/, { timeout: 15_000 });
  await page.getByRole('link', { name: 'Media library' }).click();
  await expect(page).toHaveURL(/\/brands\/\d+\/media$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('status').filter({ hasText: '1–3 of 3' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Images: jpg, jpeg, png, webp, up to 10 MB/)).toBeVisible();

  // The signed PUT goes to our upload URL on the disk store, to the bucket's presigned URL on S3
  // (E2E_MEDIA_STORE=s3); either way with spec 001's headers.
  const signedPut = page.waitForRequest(
    (request) =>
      request.method() === 'PUT' &&
      (request.url().includes('/api/core/v1/media/uploads/') ||
        new URL(request.url()).searchParams.has('X-Amz-Signature')),
  );
  await page
    .getByTestId('media-upload-input')
    .setInputFiles({ name: 'patio.png', mimeType: 'image/png', buffer: await png(640, 480) });
  const put = await signedPut;
  expect(put.headers()['force-csrf']).toBe('true');
  expect(put.headers()['content-type'] ?? '').toBe('');
  // The register form: the title from the file's name, a description and one of the brand's positions.
  const form = page.getByRole('dialog', { name: 'Describe patio.png' });
  await expect(form.getByLabel('Title')).toHaveValue('patio', { timeout: 15_000 });
  await form.getByLabel('Description').fill('The patio at noon');
  // The first of the brand's positions, by the label the checkbox carries.
  const position = form.locator('.media-checkbox').first();
  await expect(position).toBeVisible({ timeout: 15_000 });
  const positionName = (await position.innerText()).replace('✓', '').trim();
  await position.click();
  await expect(form.getByRole('checkbox', { name: positionName })).toBeChecked();
  await expectNoSeriousAxeViolations(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('patio was added to the library.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: '1–4 of 4' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'patio' })).toBeVisible();

  await page.getByRole('button', { name: 'Preview patio' }).click();
  const preview = page.getByRole('dialog', { name: 'patio' });
  await expect(preview.getByRole('img', { name: 'patio' })).toBeVisible();
  await expect(preview.getByText('The patio at noon')).toBeVisible();
  await expect(preview.getByText(positionName.replace(/ \(.*\)$/, ''))).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete patio' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this medium?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1–3 of 3' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 3, name: 'patio' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});

test('an external video is refused without https, kept as typed, then saved and deleted', async ({
  page,
  request,
}) => {
  await signInWithTokens(page, request, 'manager');
  await page.goto('/dashboard/hiring');
  await waitForHydration(page);
  await expect.poll(() => contextBrandId(page).catch(() => 0), { timeout: 15_000 }).toBeGreaterThan(0);
  await page.goto(`/brands/${await contextBrandId(page)}/media`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add an external video' }).click();
  const form = page.getByRole('dialog', { name: 'Add an external video' });
  await form.getByLabel('Title').fill('E2E harbour tour');
  await form.getByLabel('Video URL').fill('http://videos.example/harbour');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Enter an address that starts with https://.')).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue('E2E harbour tour');
  await form.getByLabel('Video URL').fill('https://videos.example/harbour');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0, { timeout: 15_000 });
  const card = page.getByRole('listitem').filter({ hasText: 'E2E harbour tour' });
  await expect(card.getByText(/^External video · Gallery/)).toBeVisible();
  await card.getByRole('button', { name: 'Delete E2E harbour tour' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0, { timeout: 15_000 });
});

test.describe('on a phone in Arabic', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the library and the profile fit the screen, right to left, axe clean', async ({
    page,
    request,
    baseURL,
  }) => {
    await signInWithTokens(page, request, 'manager');
    const at = (path: string) => {
      const url = new URL(path, baseURL);
      url.hostname = 'ar.localhost';
      return url.href;
    };
    await page.goto(at('/dashboard/hiring'));
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The context brand is saved once the brands have loaded.
    await expect.poll(() => contextBrandId(page).catch(() => 0), { timeout: 15_000 }).toBeGreaterThan(0);
    const brandId = await contextBrandId(page);

    await page.goto(at(`/brands/${brandId}/media`));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'مكتبة الوسائط' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('status').filter({ hasText: 'من 3' })).toBeVisible({ timeout: 15_000 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page);

    await page.goto(at('/profile'));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'ملفك الشخصي' })).toBeVisible({
      timeout: 15_000,
    });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page);
  });
});
