/**
 * Layout shift and largest contentful paint of the signed-in screens on a hard load
 * (`npm run bench -- cls`; issue #11 item 3, issue #20's "every signed-in dashboard, hard load:
 * LCP with 150 ms RTT ≤ 1.5 s, CLS ≤ 0.02"), against this repository's own
 * server (a seeded temporary database on a free port; builds first when dist/ is missing), in
 * Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 *
 * Each demo account is signed in with tokens put in localStorage before the page runs (as the
 * e2e's signInWithTokens does); each screen is then loaded in a fresh browser context (no cache)
 * at 390 × 844 and at 1280 × 800, as a returning user whose consent choice is stored (the
 * server then renders no consent banner, so the LCP is the screen's own content, not the
 * banner's text). BENCH_FIRST_VISIT=1 loads without the choice: the banner shows as for a first
 * visit (and is usually the LCP element). A PerformanceObserver('layout-shift', buffered) installed before the page's own
 * scripts records every shift without recent input until the page is settled: its heading is
 * there, no skeleton row nor screen loader is left, no request but the live event stream has been in flight for 500 ms, and then 1.5 s
 * more. CLS is the largest session window (shifts less than 1 s apart, a window at most 5 s), as
 * web-vitals counts it. LCP is the last 'largest-contentful-paint' entry's time from navigation
 * start (no input happens, so none is cut short), with the element it painted. Every request
 * of the page waits a round trip more: BENCH_RTT ms (default 150, devtools network emulation,
 * bandwidth unlimited). CPU throttling: BENCH_CPU (default 1, no throttling); the load average
 * before and after is printed, the machine being shared.
 *
 * Prints CLS and LCP per screen and viewport with PASS / FAIL against 0.02 and 1 500 ms (any
 * FAIL sets the exit code to 1) and, for every screen that shifts, its largest sources: the element, the sum of the
 * shift scores it took part in, and how it moved (previous → current rectangle).
 *
 * CLS_SCREENS (optional, comma-separated words, e.g. `CLS_SCREENS=risk,member,search`) measures only
 * the screens whose path contains one of the words; without it, every screen.
 *
 * CLS_CHAIN=1 also prints, for each screen and viewport, its request chain: every request the page
 * made until the LCP (and those open then), by start, with start and end in ms from the
 * document's request, the request it waited for (the last one that finished before it started)
 * and the depth of the longest chain of sequential requests ending in it.
 *
 * First, the guest pages at the first input (issue #30, bench/support/first-input-shifts.ts): the
 * whole stylesheet replacing the critical part must move nothing: the sum of the shifts after the
 * first input ≤ 0.01 at 390 px and 1280 px, in English and Arabic (ar.localhost), CPU 4×, the
 * issue's network; median of FIRST_INPUT_RUNS runs (default 5), each printed. FIRST_INPUT_PAGES
 * (comma-separated paths, default /user/login) picks the pages; CLS_FIRST_INPUT_ONLY=1 stops
 * after them (the signed-in screens take minutes).
 */
import os from 'node:os';
import { chromium, type Browser, type Request } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { trackNetwork, waitForNetworkQuiet } from '../e2e/support/network-quiet';
import { StorageKey } from '../src-domain/consent/storage-keys.rules';
import { tokensOf, type SignInTokens } from './support/in-process-sign-in';
import { loadAverage, signInContext } from './support/browser-bench';
import { startDemoServer } from './support/demo-server';
import { largestSources, observeShifts, sessionCls, type Paint, type Shift } from './support/layout-shifts';
import { requestLabel, type Timed } from './support/request-timing';
import { shiftsAtFirstInput, type FirstInputRun } from './support/first-input-shifts';
import { median } from './support/key-frames';

const BUDGET = 0.02;
/** #30: the shift the whole stylesheet's arrival at the first input may cause. */
const FIRST_INPUT_BUDGET = 0.01;
const FIRST_INPUT_RUNS = Number(process.env.FIRST_INPUT_RUNS ?? 5);
const FIRST_INPUT_PAGES = (process.env.FIRST_INPUT_PAGES ?? '/user/login')
  .split(',')
  .map((page) => page.trim())
  .filter(Boolean);
const LCP_BUDGET_MS = 1500;
const RTT_MS = Number(process.env.BENCH_RTT ?? 150);
const SETTLE_MS = 1500;
const CPU_RATE = Number(process.env.BENCH_CPU ?? 1);
const FIRST_VISIT = process.env.BENCH_FIRST_VISIT === '1';
const PRINT_CHAIN = process.env.CLS_CHAIN === '1';
/** The consent library's cookie as it stores a "necessary only" choice. */
const CONSENT_CHOICE = {
  name: StorageKey.storagePolicyBanner,
  value: encodeURIComponent(
    JSON.stringify({
      categories: ['necessary'],
      revision: 0,
      data: null,
      consentTimestamp: new Date().toISOString(),
      consentId: 'bench',
      services: { necessary: [] },
      lastConsentTimestamp: new Date().toISOString(),
      expirationTime: Date.now() + 30 * 86_400_000,
    }),
  ),
};
const SCREEN_FILTER = (process.env.CLS_SCREENS ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter((word) => word.length > 0);
const wanted = (screen: string) =>
  SCREEN_FILTER.length === 0 || SCREEN_FILTER.some((word) => screen.includes(word));

/** The signed-in screens each demo account reaches (the dashboards and the main list screens). */
const SCREENS: readonly { readonly account: string; readonly paths: readonly string[] }[] = [
  { account: 'owner', paths: ['/access-portal/main'] },
  {
    account: 'dashboards',
    paths: [
      '/enterprise-dashboards/engagement-dashboard',
      '/enterprise-dashboards/risk-dashboard',
      '/enterprise-dashboards/parent-main-dashboard',
    ],
  },
  {
    account: 'manager',
    paths: ['/dashboard/hiring', '/hiring/applications', '/hiring/job-ads', '/global-search-result/Portland'],
  },
  { account: 'scheduler', paths: ['/schedule'] },
  { account: 'tts', paths: ['/dashboard/tts'] },
  { account: 'candidate', paths: ['/dashboard/member', '/dashboard/member/talent-pools', '/profile'] },
];

const VIEWPORTS = [
  { name: '390', width: 390, height: 844 },
  { name: '1280', width: 1280, height: 800 },
] as const;

interface Measurement {
  readonly cls: number;
  readonly total: number;
  readonly shifts: readonly Shift[];
  readonly lcp: Paint;
  /** Every request of the page (CLS_CHAIN=1 only), by start. */
  readonly requests: readonly Timed[];
}

const UNSETTLED: Measurement = {
  cls: Number.POSITIVE_INFINITY,
  total: Number.POSITIVE_INFINITY,
  shifts: [],
  lcp: { time: Number.POSITIVE_INFINITY, element: '(did not settle)' },
  requests: [],
};

async function measure(
  browser: Browser,
  base: string,
  clientId: string,
  tokens: SignInTokens,
  screen: string,
  viewport: (typeof VIEWPORTS)[number],
): Promise<Measurement> {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  await signInContext(context, clientId, tokens);
  if (!FIRST_VISIT) await context.addCookies([{ ...CONSENT_CHOICE, url: base }]);
  // tsx names the script's inner functions with a helper (__name) the page does not have.
  await context.addInitScript({ content: `var __name = (fn) => fn; (${observeShifts.toString()})();` });
  const page = await context.newPage();
  trackNetwork(page);
  const seen: { request: Request; seenAt: number }[] = [];
  if (PRINT_CHAIN) page.on('request', (request) => seen.push({ request, seenAt: performance.now() }));
  try {
    const cdp = await context.newCDPSession(page);
    if (CPU_RATE > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    if (RTT_MS > 0) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: RTT_MS,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    await page.goto(`${base}${screen}`, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="skeleton-row"], .screen-loading').length === 0,
      undefined,
      { timeout: 30_000 },
    );
    // Playwright's networkidle never comes on a signed-in page: the live event stream stays open.
    await waitForNetworkQuiet(page);
    await page.waitForTimeout(SETTLE_MS);
    const { shifts, lcp } = await page.evaluate(() => {
      const kept = window as unknown as { __shifts: Shift[]; __lcp: Paint };
      return { shifts: kept.__shifts, lcp: kept.__lcp };
    });
    return {
      cls: sessionCls(shifts),
      total: shifts.reduce((sum, shift) => sum + shift.value, 0),
      shifts,
      lcp,
      requests: PRINT_CHAIN ? timedRequests(seen, base) : [],
    };
  } finally {
    await context.close();
  }
}

/**
 * The page's requests timed by the browser (Resource Timing through Playwright: start as epoch ms,
 * end relative to it), from the document's start. A request with no timing (still open when the
 * page settled) is placed by when the bench saw it start (`seenAt`, performance.now()), shifted by
 * the document's difference between the two clocks.
 */
/** The page's requests, by start: ms from the document request's start (end: Infinity while open). */
function timedRequests(seen: readonly { request: Request; seenAt: number }[], base: string): Timed[] {
  const timed = seen.map(({ request, seenAt }) => {
    const timing = request.timing();
    return {
      label: requestLabel(request, base, 80),
      at: timing.startTime > 0 ? timing.startTime : undefined,
      seenAt,
      length: timing.startTime > 0 && timing.responseEnd >= 0 ? timing.responseEnd : Number.POSITIVE_INFINITY,
    };
  });
  const document = timed.find((request) => request.at !== undefined);
  if (!document) return [];
  const origin = document.at!;
  const clockShift = document.at! - document.seenAt;
  return timed
    .map(({ label, at, seenAt, length }) => {
      const start = (at ?? seenAt + clockShift) - origin;
      return { label, start, end: start + length };
    })
    .sort((a, b) => a.start - b.start);
}

/**
 * Prints the requests that started before the LCP: each with the request it waited for (the last
 * that finished before it started) and the depth of the longest sequential chain ending in it.
 */
function printChain(label: string, requests: readonly Timed[], lcp: Paint): void {
  const before = requests.filter((request) => request.start <= lcp.time);
  const depths: number[] = [];
  const rows = before.map((request, index) => {
    let depth = 1;
    let waited: Timed | undefined;
    for (let earlier = 0; earlier < index; earlier++) {
      const other = before[earlier]!;
      if (other.end <= request.start) {
        depth = Math.max(depth, depths[earlier]! + 1);
        if (!waited || other.end > waited.end) waited = other;
      }
    }
    depths.push(depth);
    return {
      request: request.label,
      'start ms': Math.round(request.start),
      'end ms': Number.isFinite(request.end) ? Math.round(request.end) : 'open',
      depth,
      'after (last finished before it)': waited ? waited.label.slice(0, 60) : '—',
    };
  });
  console.log(`Requests until the LCP (${Math.round(lcp.time)} ms, ${lcp.element.slice(0, 60)}), ${label}:`);
  console.table(rows);
}

/** #30: each guest page at each width and language, FIRST_INPUT_RUNS runs; false when one fails. */
async function measureFirstInput(browser: Browser, base: string): Promise<boolean> {
  console.log(
    `First input on guest pages (whole stylesheet replacing the critical part): CPU 4×, 150 ms RTT / 1.6 Mbps, ` +
      `${FIRST_INPUT_RUNS} runs each; load average before: ${loadAverage()}`,
  );
  const verdicts: string[] = [];
  let allPass = true;
  for (const pagePath of FIRST_INPUT_PAGES)
    for (const language of ['en', 'ar'])
      for (const viewport of VIEWPORTS) {
        const origin = language === 'en' ? base : base.replace('://localhost', `://${language}.localhost`);
        const runs: FirstInputRun[] = [];
        for (let index = 0; index < FIRST_INPUT_RUNS; index++)
          runs.push(await shiftsAtFirstInput(browser, `${origin}${pagePath}`, viewport.width));
        const total = median(runs.map((one) => one.total));
        const pass = total <= FIRST_INPUT_BUDGET;
        allPass &&= pass;
        console.log(
          `${pagePath} ${language} ${viewport.name}px: shift after the first input per run ${runs.map((one) => one.total.toFixed(3)).join(' ')}; ` +
            `critical part gone ${runs.map((one) => one.swappedAfterMs.toFixed(0)).join(' ')} ms after the input; ` +
            `(not judged) shift during the load, before the input ${runs.map((one) => one.beforeInput.toFixed(3)).join(' ')}   (load average ${loadAverage()})`,
        );
        for (const shift of runs.flatMap((one) => one.shifts).slice(0, 5))
          console.log(
            `  shift ${shift.value.toFixed(4)}${shift.hadRecentInput ? ' (recent input)' : ''}: ${shift.sources.join(', ')}`,
          );
        verdicts.push(
          `${pass ? 'PASS' : 'FAIL'}  shift at the first input ${pagePath} ${language} ${viewport.name}px, CPU 4×: median of ${runs.length} ${total.toFixed(3)} (budget ≤ ${FIRST_INPUT_BUDGET})`,
        );
      }
  for (const verdict of verdicts) console.log(verdict);
  return allPass;
}

export async function run(): Promise<void> {
  const server = await startDemoServer('cls');
  const { app, config, base } = server;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    // One unmeasured request: the server loads its page renderer on the first one.
    await fetch(`${base}/user/login`).then((response) => response.text());
    if (!(await measureFirstInput(browser, base))) process.exitCode = 1;
    if (process.env.CLS_FIRST_INPUT_ONLY === '1') return;
    console.log(
      `Hard load of each screen, fresh context, ${FIRST_VISIT ? 'first visit (consent banner)' : 'consent choice stored'}, CPU ${CPU_RATE}×, ${RTT_MS} ms RTT, ` +
        `settled + ${SETTLE_MS} ms; ` +
        `load average before: ${loadAverage()} (${os.cpus().length} cores)`,
    );
    const rows: Record<string, string>[] = [];
    const details: { label: string; sources: ReturnType<typeof largestSources> }[] = [];
    for (const { account, paths: allPaths } of SCREENS) {
      const paths = allPaths.filter(wanted);
      if (paths.length === 0) continue;
      const tokens = await tokensOf(app, config.clientId, `${account}@demo.brigade.test`);
      for (const screen of paths) {
        for (const viewport of VIEWPORTS) {
          const result = await measure(browser, base, config.clientId, tokens, screen, viewport).catch(
            (error: unknown) => {
              console.error(
                `${screen} at ${viewport.name}px did not settle: ${String(error).split('\n')[0]}`,
              );
              return UNSETTLED;
            },
          );
          const pass = result.cls <= BUDGET;
          const lcpPass = result.lcp.time <= LCP_BUDGET_MS;
          if (!pass || !lcpPass) process.exitCode = 1;
          rows.push({
            screen,
            account,
            width: viewport.name,
            CLS: result.cls.toFixed(3),
            'all shifts': result.total.toFixed(3),
            shifts: String(result.shifts.length),
            verdict: pass ? 'PASS' : 'FAIL',
            'LCP ms': String(Math.round(result.lcp.time)),
            'LCP verdict': lcpPass ? 'PASS' : 'FAIL',
            'LCP element': result.lcp.element.slice(0, 60),
          });
          if (PRINT_CHAIN) printChain(`${screen} at ${viewport.name}px`, result.requests, result.lcp);
          if (result.total > 0)
            details.push({
              label: `${screen} at ${viewport.name}px`,
              sources: largestSources(result.shifts, 5),
            });
        }
      }
    }
    console.table(rows);
    for (const { label, sources } of details) {
      console.log(`Largest shifting elements, ${label}:`);
      console.table(sources);
    }
    console.log(`load average after: ${loadAverage()}`);
    for (const row of rows) {
      console.log(
        `${row['verdict']}  CLS ${row['CLS']} ${row['screen']} at ${row['width']}px (budget ≤ ${BUDGET})`,
      );
      console.log(
        `${row['LCP verdict']}  LCP ${row['LCP ms']} ms ${row['screen']} at ${row['width']}px, ` +
          `${RTT_MS} ms RTT (budget ≤ ${LCP_BUDGET_MS} ms)`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
}
