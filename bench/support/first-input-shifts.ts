/**
 * Layout shift at the first input on a guest page (issue #30, for bench/cls.bench.ts): the page
 * carries only its critical CSS inline; the first input starts the app and puts the whole
 * stylesheet in its place (src-infrastructure/browser/engagement-loader.script.ts). Nothing may
 * move then: the sum of every layout shift from the input until the page has hydrated, the
 * critical part has been removed, the network has been idle and SETTLE_MS more — shifts right after
 * the input (`hadRecentInput`, which web-vitals' CLS leaves out) included: the swap may land
 * within 500 ms of the tap, and a person still sees the page move.
 *
 * Each run: a fresh context (cold cache, a first visit: the consent banner shows), CPU 4×, the
 * network at 150 ms RTT / 1.6 Mbps down / 750 kbps up (DevTools emulation), the page loaded, the
 * first input (a Shift key: it starts the app and changes nothing itself) EARLY_INPUT_MS after
 * the load event, as a person taps the moment the page shows.
 */
import type { Browser } from '@playwright/test';

/** How long after the load event the first input comes (ms). */
const EARLY_INPUT_MS = 300;
/** How long the bench waits once the page has settled after the input (ms). */
const SETTLE_MS = 1_000;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** One layout shift after the input, with what moved most. */
export interface InputShift {
  readonly value: number;
  readonly hadRecentInput: boolean;
  readonly sources: readonly string[];
}

/** One run's figures: the sum of the shifts after the first input, and each of them. */
export interface FirstInputRun {
  readonly total: number;
  readonly shifts: readonly InputShift[];
  /** The shifts before the input (the page's load), summed: not judged here, printed. */
  readonly beforeInput: number;
  /** When the critical part was gone, ms after the input (the whole sheet in). */
  readonly swappedAfterMs: number;
}

/** Runs in the page before its scripts: every layout shift, recent input or not, in window.__inputShifts. */
function observeEveryShift(): void {
  const kept = window as unknown as {
    __inputShifts: { at: number; value: number; hadRecentInput: boolean; sources: string[] }[];
  };
  kept.__inputShifts = [];
  const describe = (node: Node | null | undefined): string => {
    if (!node) return '(removed)';
    const element = node instanceof Element ? node : node.parentElement;
    if (!element) return '#text';
    const classes = [...element.classList].slice(0, 2).join('.');
    return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node: Node | null }[];
    })[])
      kept.__inputShifts.push({
        at: entry.startTime,
        value: entry.value,
        hadRecentInput: entry.hadRecentInput,
        sources: (entry.sources ?? []).map((source) => describe(source.node)),
      });
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Loads `url` at `width` px, gives the first input, and sums the shifts that follow it. */
export async function shiftsAtFirstInput(
  browser: Browser,
  url: string,
  width: number,
): Promise<FirstInputRun> {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  await context.addInitScript({ content: `var __name = (fn) => fn; (${observeEveryShift.toString()})();` });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const critical = await page.evaluate(() => document.querySelectorAll('style[data-critical]').length);
    if (critical === 0) throw new Error(`${url} carries no critical part: nothing to swap`);
    await page.waitForTimeout(EARLY_INPUT_MS);
    const inputAt = await page.evaluate(() => performance.now());
    await page.keyboard.press('Shift');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
      timeout: 120_000,
    });
    await page.waitForFunction(() => !document.querySelector('style[data-critical]'), undefined, {
      timeout: 120_000,
    });
    const swappedAt = await page.evaluate(() => performance.now());
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    const every = await page.evaluate(
      () =>
        (
          window as unknown as {
            __inputShifts: { at: number; value: number; hadRecentInput: boolean; sources: string[] }[];
          }
        ).__inputShifts,
    );
    const shifts = every.filter((shift) => shift.at >= inputAt);
    return {
      beforeInput: every.filter((shift) => shift.at < inputAt).reduce((sum, shift) => sum + shift.value, 0),
      total: shifts.reduce((sum, shift) => sum + shift.value, 0),
      shifts: shifts.map(({ value, hadRecentInput, sources }) => ({ value, hadRecentInput, sources })),
      swappedAfterMs: swappedAt - inputAt,
    };
  } finally {
    await context.close();
  }
}
