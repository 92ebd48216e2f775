import { expect, test } from '@playwright/test';
import { signInWithTokens } from './app-helpers';
import { expectNoSeriousAxeViolations } from './support/page-health';

// Issue #15: the user's location on the profile page — shared only with consent, kept 7 days,
// withdrawn with one button — in real Chromium against the real server.
test.setTimeout(60_000);

test('the profile page withdraws the shared location and shares it again only after consent', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 48.8566, longitude: 2.3522 });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithTokens(page, request, 'candidate');
  await page.goto('/profile');

  const panel = page.getByRole('region', { name: 'Your location' });
  // The demo candidate shared a location when the database was seeded.
  await expect(panel.getByText('You shared your location: 45.5231, -122.6765.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(panel.getByText(/it will be forgotten on/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  await panel.getByRole('button', { name: 'Stop sharing my location' }).click();
  await expect(panel.getByText('Your location was forgotten.')).toBeVisible();
  await expect(panel.getByText(/You shared your location/)).toHaveCount(0);

  // No position is asked for, and nothing saved, before the box is ticked.
  await panel.getByRole('button', { name: 'Share my location' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Tick the box to agree before sharing your location.');
  await panel.getByRole('checkbox', { name: /saves my current location for 7 days/ }).check();
  await panel.getByRole('button', { name: 'Share my location' }).click();
  await expect(panel.getByText('You shared your location: 48.8566, 2.3522.')).toBeVisible();

  // Read again after a reload: the server kept it, and so did h_user_location.
  await page.reload();
  await expect(panel.getByText('You shared your location: 48.8566, 2.3522.')).toBeVisible({
    timeout: 15_000,
  });
  const stored = await page.evaluate(() => localStorage.getItem('h_user_location'));
  expect(stored).toContain('48.8566');
});
