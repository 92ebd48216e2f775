/**
 * The set-up and measures of the layout specs (e2e/phone-layout.spec.ts): the widths, opening a
 * screen until it has its heading and data, screenshots kept with the test, axe's serious
 * findings with colour contrast measured on popups, the focus ring's contrast on the header.
 */
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { brandIdNamed } from '../app-helpers';
import { axeOn, waitForHydration } from './page-health';
import { waitForNetworkQuiet } from './network-quiet';

/** The widths every screen is measured at: a small phone, a phone, a laptop. */
export const VIEWPORTS = [
  { name: 'small-phone', width: 360, height: 740 },
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;
/** `path` with each `{Brand name}` replaced by that brand's id among the caller's brands. */
export async function resolveBrands(request: APIRequestContext, token: string | undefined, path: string) {
  const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  let resolved = path;
  for (const name of names)
    resolved = resolved.replace(`{${name}}`, String(await brandIdNamed(request, token!, name)));
  return resolved;
}

/** Opens `path` on `host` and waits until the screen has its heading and its data. */
export async function openScreen(page: Page, baseURL: string | undefined, host: string, path: string) {
  const url = new URL(path, baseURL);
  url.hostname = host;
  await page.goto(url.href);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  // The design system's data page shows skeleton rows on purpose.
  if (!path.startsWith('/design-system/'))
    await expect(page.getByTestId('skeleton-row')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.locator('.screen-loading')).toHaveCount(0, { timeout: 10_000 });
  await waitForNetworkQuiet(page);
}

/** A full-page screenshot of `page`, kept under test-results/ and attached to the test. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/**
 * Axe's serious and critical findings, colour contrast included, as 'rule: targets'. Text on a
 * popup over the page is one axe only measures as 'incomplete' (needs review), so a measured
 * ratio below the required one there counts too: white 'Log out' on the white menu is 1:1.
 */
export async function seriousFindings(page: Page): Promise<string[]> {
  const results = await axeOn(page).analyze();
  const violations = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  const measuredTooLow = results.incomplete
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes)
    .filter((node) =>
      node.any.some((check) => {
        const data = check.data as { contrastRatio?: number; expectedContrastRatio?: string } | null;
        const required = Number.parseFloat(data?.expectedContrastRatio ?? '');
        return (data?.contrastRatio ?? 0) > 0 && data!.contrastRatio! < required;
      }),
    )
    .map((node) => `color-contrast (measured, needs review): ${node.target.join(' ')}`);
  return [...violations, ...measuredTooLow];
}

/**
 * Waits until a resized page has laid itself out again: the only width the scripts read is the
 * layout's breakpoint (src-ui/widgets/narrow-screen/use-narrow-screen.ts), a media query React follows on its
 * change event, so two frames later the page is the one a fresh load at that width shows; a
 * part the new layout fetches is waited for as on a fresh load.
 */
export async function settleAfterResize(page: Page, path: string): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  if (!path.startsWith('/design-system/'))
    await expect(page.getByTestId('skeleton-row')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.locator('.screen-loading')).toHaveCount(0, { timeout: 10_000 });
  await waitForNetworkQuiet(page);
}

/** The panel spans the 390 px screen but for a few pixels of border or padding, and stays on it. */
export async function expectFullWidth(panel: Locator): Promise<void> {
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.width).toBeGreaterThanOrEqual(370);
}

/** The contrast of the focus ring on the user menu's toggle against the header behind it. */
export async function focusRingContrast(page: Page): Promise<number> {
  const toggle = page.locator('.user-widget__toggle');
  await toggle.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  return toggle.evaluate((element) => {
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (colour: string) => {
      const [r, g, b] = channels(colour).map((value) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const ring = getComputedStyle(element).outlineColor;
    const header = getComputedStyle(element.closest('.app-header')!).backgroundColor;
    const [light, dark] = [luminance(ring), luminance(header)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  });
}

/**
 * The form controls a finger cannot hit (issue #29, WCAG 2.2 2.5.8): every visible field, select,
 * checkbox and radio is at least 24 × 24 px, named by what labels it.
 */
export function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("select, textarea, input:not([type='hidden'])")]
      .map((control) => ({ control, box: control.getBoundingClientRect() }))
      .filter(({ control, box }) => {
        const style = getComputedStyle(control);
        const shown =
          box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.opacity !== '0';
        return shown && (box.width < 24 || box.height < 24);
      })
      .map(({ control, box }) => {
        const name =
          control.getAttribute('aria-label') ??
          (control as HTMLInputElement).labels?.[0]?.textContent?.trim() ??
          control.outerHTML.slice(0, 60);
        return `${control.tagName.toLowerCase()} '${name}' ${Math.round(box.width)}×${Math.round(box.height)}`;
      }),
  );
}
