/**
 * Lighthouse for the login bench (bench/login.bench.ts): one run of its performance category in a
 * headless Chromium of its own with its mobile defaults (simulated throttling), repeated once
 * when Lighthouse fails to record a trace, and the main-thread diagnostics of a run.
 */
import type { Flags, Result } from 'lighthouse';
import { CHROMIUM_ARGS as CHROMIUM_FLAGS, CHROMIUM_PATH as CHROMIUM } from '../../e2e/support/chromium';

/** The figures of one Lighthouse run, and its report. */
export interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  cls: number;
  lhr: Result;
}

/** One Lighthouse run in a Chromium of its own (no cache, no state from the run before). */
async function lighthouseOnce(url: string): Promise<LighthouseFigures> {
  // Both are ES modules only: imported, not required.
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const numeric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (value === undefined) throw new Error(`Lighthouse gave no value for ${id}`);
      return value;
    };
    return {
      score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      speedIndexMs: numeric('speed-index'),
      cls: numeric('cumulative-layout-shift'),
      lhr,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP); such a run is repeated, once. */
export async function lighthouseWithRetry(url: string): Promise<LighthouseFigures> {
  try {
    return await lighthouseOnce(url);
  } catch (error) {
    console.warn(`${String(error)}; running it again`);
    return lighthouseOnce(url);
  }
}

/** A table of items from an audit's details (bootup-time, mainthread-work-breakdown, long-tasks). */
function auditItems(lhr: Result, id: string): Record<string, unknown>[] {
  const details = lhr.audits[id]?.details;
  return details && 'items' in details && Array.isArray(details.items)
    ? (details.items as Record<string, unknown>[])
    : [];
}

const shortUrl = (url: unknown, base: string) =>
  typeof url === 'string' ? url.replace(base, '') || '/' : String(url);

/** Prints what occupied the main thread in a run: time by script, work by kind, long tasks. */
export function printDiagnostics(lhr: Result, base: string): void {
  const bootup = auditItems(lhr, 'bootup-time').map((item) => ({
    script: shortUrl(item['url'], base),
    'total ms': Math.round(Number(item['total'])),
    'scripting ms': Math.round(Number(item['scripting'])),
    'parse+compile ms': Math.round(Number(item['scriptParseCompile'])),
  }));
  console.log('JavaScript execution time by script (bootup-time, simulated CPU 4×):');
  console.table(bootup);
  const work = auditItems(lhr, 'mainthread-work-breakdown').map((item) => ({
    group: item['groupLabel'],
    ms: Math.round(Number(item['duration'])),
  }));
  console.log('Main-thread work by kind (mainthread-work-breakdown):');
  console.table(work);
  const longTasks = auditItems(lhr, 'long-tasks').map((item) => ({
    source: shortUrl(item['url'], base),
    'start ms': Math.round(Number(item['startTime'])),
    'duration ms': Math.round(Number(item['duration'])),
  }));
  console.log('Long tasks (simulated):');
  console.table(longTasks);
}
