import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What Playwright logs in the page when it answers a service worker registration itself. */
const PLAYWRIGHT_BLOCKED_SERVICE_WORKER = 'Service Worker registration blocked by Playwright';

/**
 * Collects what a page reports that a user would never want: console errors and warnings
 * (React's hydration mismatches among them) and uncaught exceptions.
 */
export function watchPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // Playwright's own note that it blocked the service worker (playwright.config.ts).
    if (message.text() === PLAYWRIGHT_BLOCKED_SERVICE_WORKER) return;
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * The rule sets every axe check runs (issue #29): all of WCAG 2.0, 2.1 and 2.2 at A and AA, and
 * axe's best practices the suite already held itself to. No rule is turned off.
 */
export const AXE_RULE_SETS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Axe on `page` with AXE_RULE_SETS, run whole inside the page (axe.run). The builder's default (runPartial, then
 * finishRun in a blank page it opens for the purpose, with axe injected a second time) exists
 * for cross-origin iframes, which no screen of Brigade has; it costs about twice the time.
 * A control's name must contain its visible text (label-content-name-mismatch, serious) in every
 * run: axe-core 4.14 holds it among wcag21a, and it is turned on by name so that an axe which
 * marks it experimental again (off unless asked for, as before 4.14) still runs it.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .setLegacyMode()
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(AXE_RULE_SETS);
}

/** Fails with the rule ids and targets when axe finds a serious or critical violation. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await axeOn(page).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

/**
 * Waits until React has hydrated the root (the boot script marks it). A server-rendered guest
 * page starts its app at the visitor's first engagement (issue #20, the `#page-start` loader):
 * such a page is engaged first, as a visitor would, with a press on the document itself (no
 * control is pressed, focused or typed into).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (document.getElementById('page-start'))
      document.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** How far the page reaches past the viewport's width, in CSS pixels (0 when it fits). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Fails when anything on the page is wider than the viewport. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
}
