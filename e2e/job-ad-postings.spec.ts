import { expect, test } from '@playwright/test';
import { brandIdNamed, signInWithTokens } from './app-helpers';
import { popupClosed } from './support/popup';
import { expectNoSeriousAxeViolations, waitForHydration } from './support/page-health';

/**
 * Provider postings (issue #38) end to end: owner@ connects Harbor Grill Seattle Airport to the
 * sandbox provider (as the Tidewater employer, so the Harbor Grill employer's 95 campaigns of the
 * job-ads spec stay as they are), opens a position there, runs the due jobs, and the job-ads
 * screen lists its campaign first; the position editor says "Posted to Indeed". Disconnects at
 * the end; the campaign stays in the sandbox.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(150_000);

const LOCATION = 'Harbor Grill Seattle Airport';

test('owner@ publishes a position at a connected location and the job-ads screen lists its posting', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await signInWithTokens(context, request, 'owner');
  const headers = { authorization: `Bearer ${token}` };
  const location = await brandIdNamed(request, token, LOCATION);

  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Brand/ }).click({ timeout: 15_000 });
  await page.getByRole('combobox', { name: 'Search brands and locations' }).fill('Seattle Airport');
  await page.getByRole('option', { name: new RegExp(`^${LOCATION}`) }).click();
  await page.goto('/hiring/job-ads');
  await waitForHydration(page);
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Connect Indeed' }).click({ timeout: 15_000 });
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await popup.getByRole('radio', { name: 'Tidewater Tacos Jobs' }).check();
  await popup.getByRole('button', { name: 'Allow' }).click();
  await popupClosed(popup);
  await expect(page.getByText('Connected to Indeed as employer emp-tidewater.')).toBeVisible({
    timeout: 15_000,
  });

  // "A …" and the first category: the position is on the positions list's first page.
  const types = (await (await request.get('/api/core/v1/position_type_lookup', { headers })).json()) as {
    data: { categories: string[] };
  };
  const title = `A posted ${Date.now()}`;
  const created = await request.post(`/api/core/v1/brands/${location}/positions`, {
    headers,
    data: {
      title,
      category: types.data.categories[0],
      employment_type: 'PART_TIME',
      pay_min: 1800,
      pay_max: 2200,
      pay_period: 'HOUR',
      description: 'Airport terminal restaurant.',
      questions: [],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const position = ((await created.json()) as { data: { id: number; status: string } }).data;
  if (position.status === 'PENDING_APPROVAL') {
    const atrs = (await (
      await request.get(`/api/core/v1/brands/${location}/positions/${position.id}/atrs`, { headers })
    ).json()) as { data: { atrs: { id: number }[] } };
    const decided = await request.post(
      `/api/core/v1/brands/${location}/positions/${position.id}/atrs/${atrs.data.atrs[0]!.id}/decision`,
      { headers, data: { decision: 'APPROVED' } },
    );
    expect(decided.status(), await decided.text()).toBe(200);
  }
  const due = await request.post('/dev/jobs/run-due', { data: { at: new Date().toISOString() } });
  expect(due.ok()).toBe(true);

  const name = `${title} — ${LOCATION}`;
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('table').getByRole('button', { name })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  const row = page.getByRole('table').getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell', { name: 'Active' })).toBeVisible();
  // The screen's own list of provider postings (Brigade's side): the position, posted, with its page.
  const posting = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });
  await expect(posting.getByRole('cell', { name: 'Posted to Indeed' })).toBeVisible();
  await expect(posting.getByRole('cell', { name: LOCATION })).toBeVisible();
  await expect(posting.getByRole('link', { name: `Careers page of ${title}` })).toHaveAttribute(
    'href',
    new RegExp(`^/careers/harbor-grill/${position.id}$`),
  );
  await expectNoSeriousAxeViolations(page);

  await page.goto('/hiring/positions');
  await page.getByRole('button', { name: `Edit ${title}` }).click({ timeout: 20_000 });
  const editor = page.getByRole('dialog');
  await expect(editor.getByText('Posted to Indeed')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await editor.getByRole('button', { name: 'Cancel' }).first().click();

  await page.goto('/hiring/job-ads');
  await page.getByRole('button', { name: 'Disconnect' }).click({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Connect Indeed' })).toBeVisible();
});
