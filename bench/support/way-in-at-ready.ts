/**
 * The way in as issue #30 defines it (bench/way-in.bench.ts judges it): on the login page, under
 * the slow phone's conditions (support/slow-phone.ts: cold cache, no service worker, CPU 4×,
 * 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up), the fields filled as a password manager does and
 * the e-mail field focused (the first engagement: the app starts), the sign-in is clicked as soon
 * as the app's ready event fires (in the task after it, so the loader has stopped holding clicks;
 * no quiet period), and the figure is the time from that click to an interactive hiring dashboard
 * (its heading shown, no skeleton row left), measured inside the page, checked once a frame.
 */
import type { Browser } from '@playwright/test';
import { AUTOFILL, slowPhonePage } from './slow-phone';

/** Installed before the page's scripts: clicks "Log in" right after the ready event, and watches for the dashboard. */
const CLICK_AT_READY = `(() => {
  const m = (window.__wayIn = {});
  document.addEventListener('brigade:app-ready', () => {
    m.readyAt = performance.now();
    setTimeout(() => {
      const button = document.querySelector('form button[type="submit"]');
      m.clickAt = performance.now();
      button.click();
      const check = () => {
        const titled = [...document.querySelectorAll('h1')].some((h1) => h1.textContent.trim() === 'Hiring dashboard');
        if (location.pathname === '/dashboard/hiring' && titled) {
          if (m.headingAt === undefined) m.headingAt = performance.now();
          if (!document.querySelector('[data-testid="skeleton-row"]')) {
            m.interactiveAt = performance.now();
            return;
          }
        }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, 0);
  }, { once: true });
})();`;

export interface WayInAtReadyRun {
  /** The click (at the ready event) → the interactive dashboard (ms, in the page). */
  readonly ms: number;
  /** The click → the dashboard's heading shown (ms). */
  readonly headingMs: number;
  /** The focus (first engagement) → the ready event (ms, wall clock of the bench). */
  readonly engagementToReadyMs: number;
}

/** One journey; rejects when the dashboard is not interactive within a minute. */
export async function wayInAtReadyOnce(
  browser: Browser,
  base: string,
  account: { email: string; password: string },
): Promise<WayInAtReadyRun> {
  const { context, page } = await slowPhonePage(browser, CLICK_AT_READY);
  try {
    await page.goto(`${base}/user/login`, { waitUntil: 'load', timeout: 120_000 });
    await page.evaluate(AUTOFILL, account);
    const engagedAt = performance.now();
    await page.getByLabel('Email', { exact: true }).focus();
    await page.waitForFunction(
      () => (window as unknown as { __wayIn: { readyAt?: number } }).__wayIn.readyAt !== undefined,
      undefined,
      { timeout: 60_000, polling: 50 },
    );
    const engagementToReadyMs = performance.now() - engagedAt;
    const times = (await (
      await page.waitForFunction(
        () => {
          const m = (
            window as unknown as {
              __wayIn: { clickAt?: number; headingAt?: number; interactiveAt?: number };
            }
          ).__wayIn;
          return m.interactiveAt === undefined ? false : m;
        },
        undefined,
        { timeout: 60_000, polling: 100 },
      )
    ).jsonValue()) as { clickAt: number; headingAt: number; interactiveAt: number };
    return {
      ms: times.interactiveAt - times.clickAt,
      headingMs: times.headingAt - times.clickAt,
      engagementToReadyMs,
    };
  } finally {
    await context.close();
  }
}
