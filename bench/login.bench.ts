/**
 * The login page and the way to a dashboard, against this repository's own server (a seeded
 * temporary database, a free port, one unmeasured request first so the page renderer is
 * loaded; builds first when dist/ is missing), in Debian's Chromium (CHROMIUM_PATH, default
 * /usr/bin/chromium). Run with `npm run bench -- login`; not part of `npm test`.
 *
 * 1. Lighthouse 12 (13 needs Node 22), performance category only, its mobile defaults: moto g
 *    power emulation, simulated throttling (150 ms round trip, 1.6 Mbps down, CPU 4×), a fresh
 *    headless Chromium for each of 3 runs (a run whose trace Lighthouse fails to record is
 *    repeated once). Figures: the median performance score, FCP, LCP, TBT, Speed Index and
 *    CLS; from the run with the median score, what occupies the main thread (bootup-time by
 *    script, mainthread-work-breakdown, long tasks), and that run's report as JSON in the
 *    temporary directory printed.
 * 2. Initial JS: what the page's HTML itself requests at load: its `<script src>` files and its
 *    inline scripts, gzip -9. The login page is complete HTML until the visitor engages with it
 *    (issue #20): it requests no app script, only carries the inline engagement loader. Printed
 *    beside it: the JS the first engagement starts (the loader's plan: entry and the route's
 *    chunk group, as `npm run bench -- bundle` counts them).
 * 3. Playwright in the same Chromium, mobile viewport, CPU 4× through the DevTools protocol,
 *    network unthrottled, median of 3: the JavaScript fetched before any interaction (until
 *    the network is idle, then 2 s more; gzip -9 of each `.js` file, prefetched ones included),
 *    how many of the app's scripts the first engagement (the email field's focus) then took
 *    from the HTTP cache, the time from that engagement to the hydrated app, and from the sign-in click to
 *    an interactive dashboard the requests made and how many of them had to follow one another
 *    (sequential round trips: the longest chain of requests each started after the previous
 *    one finished).
 *
 * Budgets (issue #20) are checked here and printed as PASS / FAIL lines (any FAIL sets the exit
 * code to 1): performance score 100, LCP ≤ 1 000 ms, TBT ≤ 100 ms, initial JS ≤ 140 KB gzip,
 * JS fetched before any interaction ≤ 170 KB gzip. The journey also records, with a
 * PerformanceObserver, what the browser took as the largest contentful paint and when.
 *
 * Issue #30 ("measure what a person waits for") restates the budgets; the figures above are kept
 * and printed as the old definition (#20), not judged. Judged now, each the median of 5 runs with
 * every run printed, in Debian's Chromium with a cold cache, no service worker, nothing prefetched
 * before, CPU 4× and the network at 150 ms RTT / 1.6 Mbit/s down / 750 kbit/s up (CDP; see
 * support/slow-phone.ts), each tap 300 ms after the load event (support/first-tap-journey.ts):
 * - JS fetched before the page is hydrated and acts on a tap: every script requested before the
 *   app's ready event, bytes on the wire as served (Network.loadingFinished's encodedDataLength;
 *   the bench checks they came brotli-compressed) ≤ 100 KB;
 * - a tap on the e-mail field → hydrated (the ready event), focus and typed text kept ≤ 1.2 s;
 * - a tap on "Log in" with the fields autofilled → the frame showing the button busy ≤ 100 ms;
 * - the app's entry fails to load (aborted) → the error with Reload shown ≤ 5 s; printed and
 *   judged beside it, the entry loads but throws → the error ≤ 5 s from its load;
 * - INP: the 75th percentile of the durations (Event Timing, durationThreshold 16 ms) of the
 *   bench's real taps (those journeys' taps) ≤ 200 ms;
 * - Lighthouse on login (median of 5): score 100, LCP ≤ 800 ms, TBT ≤ 50 ms.
 * The load average is printed with every verdict: on a shared 2-core machine the figures move
 * with it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type Request, type Response } from '@playwright/test';
import { DEMO_PASSWORD } from '../server/seed/demo-accounts.seed';
import { pageAssets } from '../src/ssr/asset-manifest';
import { findScreenRoute } from '../src-ui/routing/routes';
import { readClientManifest, sizeOf } from './support/client-build';
import { startDemoServer } from './support/demo-server';
import { CHROMIUM_ARGS as CHROMIUM_FLAGS, CHROMIUM_PATH as CHROMIUM } from '../e2e/support/chromium';
import { lighthouseWithRetry, printDiagnostics, type LighthouseFigures } from './support/lighthouse-run';
import { median, sequentialDepth } from './support/request-timing';
import { loadAverage, percentile } from './support/in-process-sampler';
import { failedFirstTap, firstTapOnce, type FirstTap, type FirstTapRun } from './support/first-tap-journey';
import { SLOW_PHONE } from './support/slow-phone';

/** Runs of the #20 journey (old definition, kept as it was measured). */
const RUNS = 3;
/** Runs of each #30 figure, Lighthouse's included (LOGIN_RUNS overrides; #30 wants 5). */
const RUNS_30 = Number(process.env['LOGIN_RUNS'] ?? 5);
const ACCOUNT = 'manager@demo.brigade.test';
const KB = 1024;

/** Issue #30's budgets (judged). */
const BUDGETS_30 = {
  score: 100,
  lcpMs: 800,
  tbtMs: 50,
  jsBeforeReadyBytes: 100 * KB,
  emailTapToReadyMs: 1200,
  clickToBusyMs: 100,
  failureToErrorMs: 5000,
  inpMs: 200,
};

/** Issue #20's budgets: printed beside, as the old definition, not judged. */
const BUDGETS = {
  score: 100,
  lcpMs: 1000,
  tbtMs: 100,
  initialJsGzipBytes: 140 * KB,
  fetchedJsGzipBytes: 170 * KB,
};

interface JourneyFigures {
  /** The last largest-contentful-paint entry before any interaction: element and start time. */
  lcpElement: string;
  lcpStartMs: number;
  fetchedJsGzipBytes: number;
  fetchedScripts: number;
  /** The app's scripts the first engagement inserted, and how many of them came from the HTTP cache. */
  engagedScripts: number;
  engagedScriptsFromCache: number;
  /** From the first engagement (focus in the email field) to the hydrated app (ms, in the page). */
  engagementToReadyMs: number;
  requestsToDashboard: number;
  sequentialRoundTrips: number;
  signInToDashboardMs: number;
}

/** The script files a page's HTML requests at load, and the text of its inline scripts (not JSON blocks). */
function initialScriptsOf(html: string): { files: string[]; inline: string[] } {
  const files: string[] = [];
  const inline: string[] = [];
  for (const match of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    const src = /\ssrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) files.push(src);
    else if (!/type="application\/json"/.test(attributes)) inline.push(match[2] ?? '');
  }
  return { files, inline };
}

async function journeyOnce(browser: Browser, base: string): Promise<JourneyFigures> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  // Every script fetched from navigation until the page has been idle for a while, prefetched
  // ones (resource type 'other') included.
  const scripts: Promise<number>[] = [];
  const onResponse = (response: Response) => {
    if (new URL(response.url()).pathname.endsWith('.js') && response.status() === 200) {
      scripts.push(
        response.body().then(
          (body) => zlib.gzipSync(body, { level: 9 }).length,
          () => 0,
        ),
      );
    }
  };
  page.on('response', onResponse);
  // What the browser takes as the largest contentful paint (the last entry before input).
  await page.addInitScript(() => {
    // When the visitor first engaged (focus, press, key) and when the app said it was ready.
    const marks = window as unknown as { __engagedAt?: number; __readyAt?: number };
    for (const type of ['pointerdown', 'keydown', 'focusin', 'touchstart'])
      document.addEventListener(type, () => (marks.__engagedAt ??= performance.now()), { capture: true });
    document.addEventListener('brigade:app-ready', () => (marks.__readyAt ??= performance.now()));
    const record = window as unknown as { __lcp?: { element: string; startTime: number } };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
        const element = entry.element;
        const name = element
          ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}` +
            `${element.className && typeof element.className === 'string' ? `.${element.className.split(' ').join('.')}` : ''}` +
            ` "${(element.textContent ?? '').trim().slice(0, 40)}"`
          : '(removed element)';
        record.__lcp = { element: name, startTime: entry.startTime };
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`${base}/user/login`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2000);
  page.off('response', onResponse);
  const lcp = await page.evaluate(
    () => (window as unknown as { __lcp?: { element: string; startTime: number } }).__lcp,
  );
  const scriptSizes = await Promise.all(scripts);
  const fetchedJsGzipBytes = scriptSizes.reduce((sum, size) => sum + size, 0);

  // The app's scripts as the first engagement inserts them: from the HTTP cache or the network.
  await cdp.send('Network.enable');
  const plan = await page.evaluate(
    () =>
      (
        JSON.parse(document.getElementById('page-start')?.textContent ?? '{"scripts":[]}') as {
          scripts: string[];
        }
      ).scripts,
  );
  const servedFromCache = new Set<string>();
  const fromNetwork = new Set<string>();
  const urls = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Script') urls.set(event.requestId, new URL(event.request.url).pathname);
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const url = urls.get(event.requestId);
    if (url) servedFromCache.add(url);
  });
  cdp.on('Network.responseReceived', (event) => {
    if (event.type !== 'Script') return;
    const url = new URL(event.response.url).pathname;
    if (event.response.fromDiskCache || event.response.fromPrefetchCache) servedFromCache.add(url);
    else fromNetwork.add(url);
  });

  const timings = new Map<Request, { start: number; end: number }>();
  const started = (request: Request) =>
    timings.set(request, { start: Date.now(), end: Number.POSITIVE_INFINITY });
  const finished = (request: Request) => {
    const timing = timings.get(request);
    if (timing) timing.end = Date.now();
  };
  await page.getByLabel('Email', { exact: true }).fill(ACCOUNT);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  // The click comes at once: when the app is still starting, the page holds it and replays it.
  page.on('request', started);
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  const clickedAt = Date.now();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/dashboard\/hiring$/, { timeout: 60_000, waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1, name: 'Hiring dashboard' }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="skeleton-row"]').length === 0);
  const signInToDashboardMs = Date.now() - clickedAt;
  page.off('request', started);
  const marks = await page.evaluate(() => {
    const record = window as unknown as { __engagedAt?: number; __readyAt?: number };
    return { engagedAt: record.__engagedAt ?? Number.NaN, readyAt: record.__readyAt ?? Number.NaN };
  });
  const done = [...timings.values()].filter((timing) => Number.isFinite(timing.end));
  await context.close();
  return {
    lcpElement: lcp?.element ?? '(none)',
    lcpStartMs: lcp?.startTime ?? Number.NaN,
    fetchedJsGzipBytes,
    fetchedScripts: scriptSizes.length,
    engagedScripts: plan.length,
    engagedScriptsFromCache: plan.filter((url) => servedFromCache.has(url) && !fromNetwork.has(url)).length,
    engagementToReadyMs: marks.readyAt - marks.engagedAt,
    requestsToDashboard: done.length,
    sequentialRoundTrips: sequentialDepth(done),
    signInToDashboardMs,
  };
}

const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export async function run(): Promise<void> {
  const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-lighthouse-'));
  // The page's configuration names the server's own origin (identity endpoint included).
  const server = await startDemoServer('login');
  const { base } = server;
  try {
    // The app's scripts as the server lists them (what `npm run bench -- bundle` counts): what
    // the first engagement starts.
    const loginScripts = pageAssets(readClientManifest(), findScreenRoute('/user/login')?.chunk).scripts;
    const engagementJsGzipBytes = sizeOf(loginScripts).gzip;
    // One unmeasured request: the server loads its page renderer on the first one. Its HTML
    // says what the page requests at load: `<script src>` files and inline scripts.
    const html = await fetch(`${base}/user/login`).then((response) => response.text());
    const initial = initialScriptsOf(html);
    const initialJsGzipBytes =
      sizeOf(initial.files).gzip +
      initial.inline.reduce((sum, text) => sum + zlib.gzipSync(text, { level: 9 }).length, 0);

    const audits: LighthouseFigures[] = [];
    for (let index = 0; index < RUNS_30; index++)
      audits.push(await lighthouseWithRetry(`${base}/user/login`));
    const loadAfterLighthouse = loadAverage();
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] });
    const journeys: JourneyFigures[] = [];
    const firstTaps: Record<FirstTap, FirstTapRun[]> = {
      email: [],
      'log-in': [],
      'entry-aborts': [],
      'entry-throws': [],
    };
    try {
      // A journey that times out on a loaded machine is reported, not the end of the bench.
      for (let index = 0; index < RUNS; index++)
        await journeyOnce(browser, base).then(
          (figures) => journeys.push(figures),
          (error: unknown) =>
            console.log(`(old #20) journey run ${index + 1} failed: ${String(error).split('\n')[0]}`),
        );
      // Issue #30's journeys, the kinds alternating, so a change of the machine's load touches all alike.
      for (let index = 0; index < RUNS_30; index++)
        for (const kind of FIRST_TAPS)
          firstTaps[kind].push(
            await firstTapOnce(browser, base, kind, { email: ACCOUNT, password: DEMO_PASSWORD }).catch(
              (error: unknown) => {
                console.log(`${kind} run ${index + 1} failed: ${String(error).split('\n')[0]}`);
                return failedFirstTap(kind);
              },
            ),
          );
    } finally {
      await browser.close();
    }

    const lh = (key: Exclude<keyof LighthouseFigures, 'lhr'>) => audits.map((figures) => figures[key]);
    const journey = (key: Exclude<keyof JourneyFigures, 'lcpElement'>) =>
      journeys.map((figures) => figures[key]);
    const row = (label: string, values: number[], format: (value: number) => string, budget = '') => ({
      figure: label,
      ...Object.fromEntries(values.map((value, index) => [`run ${index + 1}`, format(value)])),
      median: format(median(values)),
      budget,
    });
    const settings = audits[0]!.lhr.configSettings;
    console.log(
      `/user/login — Lighthouse ${audits[0]!.lhr.lighthouseVersion}, ${settings.formFactor}, simulated ` +
        `throttling (${settings.throttling.rttMs} ms RTT, ` +
        `${(settings.throttling.throughputKbps / 1024).toFixed(1)} Mbps, ` +
        `CPU ${settings.throttling.cpuSlowdownMultiplier}×); benchmark index ` +
        audits.map((figures) => Math.round(figures.lhr.environment.benchmarkIndex)).join(' / '),
    );
    console.log(`Journey — Playwright, mobile viewport, CPU 4×, network unthrottled, sign-in as ${ACCOUNT}`);
    console.table([
      row('performance score', lh('score'), String, `≥ ${BUDGETS.score}`),
      row('FCP', lh('fcpMs'), ms),
      row('LCP', lh('lcpMs'), ms, `≤ ${ms(BUDGETS.lcpMs)}`),
      row('TBT', lh('tbtMs'), ms, `≤ ${ms(BUDGETS.tbtMs)}`),
      row('Speed Index', lh('speedIndexMs'), ms),
      row('CLS', lh('cls'), (value) => value.toFixed(3)),
      row(
        `initial JS, gzip -9 (what the HTML requests: ${initial.files.length} files, ${initial.inline.length} inline)`,
        [initialJsGzipBytes],
        kb,
        `≤ ${kb(BUDGETS.initialJsGzipBytes)}`,
      ),
      row(
        `JS the first engagement starts, gzip -9 (${loginScripts.length} scripts)`,
        [engagementJsGzipBytes],
        kb,
      ),
      row(
        'JS fetched before any interaction, gzip -9',
        journey('fetchedJsGzipBytes'),
        kb,
        `≤ ${kb(BUDGETS.fetchedJsGzipBytes)}`,
      ),
      row('LCP in the browser (PerformanceObserver, CPU 4×)', journey('lcpStartMs'), ms),
      row('scripts fetched before any interaction', journey('fetchedScripts'), String),
      row('app scripts the engagement inserted', journey('engagedScripts'), String),
      row('… of them from the HTTP cache (prefetched)', journey('engagedScriptsFromCache'), String),
      row('first engagement → app hydrated (CPU 4×)', journey('engagementToReadyMs'), ms),
      row('requests, sign-in → dashboard', journey('requestsToDashboard'), String),
      row('sequential round trips, sign-in → dashboard', journey('sequentialRoundTrips'), String),
      row('time, sign-in → interactive dashboard', journey('signInToDashboardMs'), ms),
    ]);

    journeys.forEach((figures, index) =>
      console.log(
        `LCP element, journey run ${index + 1}: ${figures.lcpElement} at ${ms(figures.lcpStartMs)}`,
      ),
    );
    const medianScore = median(lh('score'));
    const medianRun = audits.find((figures) => figures.score === medianScore)!;
    printDiagnostics(medianRun.lhr, base);
    const reportFile = path.join(reportDir, 'login.lighthouse.json');
    fs.writeFileSync(reportFile, JSON.stringify(medianRun.lhr));
    console.log(`Lighthouse report of the median run: ${reportFile}`);

    console.log('Old definition (#20), printed beside, not judged:');
    const oldChecks = [
      { name: 'performance score', value: medianScore, budget: BUDGETS.score, higher: true, show: String },
      { name: 'LCP', value: median(lh('lcpMs')), budget: BUDGETS.lcpMs, higher: false, show: ms },
      { name: 'TBT', value: median(lh('tbtMs')), budget: BUDGETS.tbtMs, higher: false, show: ms },
      {
        name: 'initial JS gzip',
        value: initialJsGzipBytes,
        budget: BUDGETS.initialJsGzipBytes,
        higher: false,
        show: kb,
      },
      {
        name: 'JS fetched before any interaction gzip',
        value: median(journey('fetchedJsGzipBytes')),
        budget: BUDGETS.fetchedJsGzipBytes,
        higher: false,
        show: kb,
      },
    ];
    for (const check of oldChecks) {
      const within = check.higher ? check.value >= check.budget : check.value <= check.budget;
      console.log(
        `  (old #20) ${check.name} ${check.show(check.value)} ` +
          `(#20 budget ${check.higher ? '≥' : '≤'} ${check.show(check.budget)}: ${within ? 'within' : 'over'})`,
      );
    }

    printFirstTaps(firstTaps);
    const taps = Object.values(firstTaps)
      .flat()
      .flatMap((run) => run.interactions.filter((interaction) => interaction.tap))
      .map((interaction) => interaction.duration)
      .sort((a, b) => a - b);
    const email = firstTaps.email;
    const encodings = [...new Set(email.flatMap((run) => run.encodings))];
    const checks = [
      {
        name: 'Lighthouse performance score (login)',
        value: medianScore,
        budget: BUDGETS_30.score,
        higher: true,
        show: String,
        load: loadAfterLighthouse,
      },
      {
        name: 'Lighthouse LCP (login)',
        value: median(lh('lcpMs')),
        budget: BUDGETS_30.lcpMs,
        higher: false,
        show: ms,
        load: loadAfterLighthouse,
      },
      {
        name: 'Lighthouse TBT (login)',
        value: median(lh('tbtMs')),
        budget: BUDGETS_30.tbtMs,
        higher: false,
        show: ms,
        load: loadAfterLighthouse,
      },
      {
        name: 'JS fetched before the page is hydrated and acts on a tap, bytes on the wire',
        value: median(email.map((run) => run.scriptBytesBeforeReady)),
        budget: BUDGETS_30.jsBeforeReadyBytes,
        higher: false,
        show: kb,
      },
      {
        name: 'tap on the e-mail field 300 ms after load → hydrated',
        value: median(email.map((run) => run.tapToReadyMs)),
        budget: BUDGETS_30.emailTapToReadyMs,
        higher: false,
        show: ms,
      },
      {
        name: '… runs where focus and the typed text were kept',
        value: email.filter((run) => run.focusKept && run.textKept).length,
        budget: email.length,
        higher: true,
        show: String,
      },
      {
        name: 'tap on "Log in" 300 ms after load (autofilled) → busy state on screen',
        value: median(firstTaps['log-in'].map((run) => run.clickToBusyMs)),
        budget: BUDGETS_30.clickToBusyMs,
        higher: false,
        show: ms,
      },
      {
        name: '… runs where the held click was replayed (the sign-in went out)',
        value: firstTaps['log-in'].filter((run) => run.replayed).length,
        budget: firstTaps['log-in'].length,
        higher: true,
        show: String,
      },
      {
        name: "the app's entry fails to load → the error with Reload on screen",
        value: median(firstTaps['entry-aborts'].map((run) => run.failureToErrorMs)),
        budget: BUDGETS_30.failureToErrorMs,
        higher: false,
        show: ms,
      },
      {
        name: "the app's entry loads but does not start → the error with Reload on screen",
        value: median(firstTaps['entry-throws'].map((run) => run.failureToErrorMs)),
        budget: BUDGETS_30.failureToErrorMs,
        higher: false,
        show: ms,
      },
      {
        name: `INP on login, p75 of the bench's ${taps.length} real taps`,
        value: percentile(taps, 75),
        budget: BUDGETS_30.inpMs,
        higher: false,
        show: ms,
      },
      {
        name: `scripts served brotli-compressed (encodings seen: ${encodings.join(', ') || 'none'})`,
        value: encodings.length === 1 && encodings[0] === 'br' ? 1 : 0,
        budget: 1,
        higher: true,
        show: (value: number) => (value === 1 ? 'yes' : 'no'),
      },
    ];
    const loadNow = loadAverage();
    console.log(`Issue #30's budgets, judged (load average now ${loadNow}):`);
    for (const check of checks) {
      // NaN (a state that never showed within the wait) fails.
      const pass = check.higher ? check.value >= check.budget : check.value <= check.budget;
      if (!pass) process.exitCode = 1;
      console.log(
        `${pass ? 'PASS' : 'FAIL'}  ${check.name} ${check.show(check.value)} ` +
          `(budget ${check.higher ? '≥' : '≤'} ${check.show(check.budget)}; load average ${'load' in check ? check.load : loadNow})`,
      );
    }
  } finally {
    await server.close();
  }
}

const FIRST_TAPS: readonly FirstTap[] = ['email', 'log-in', 'entry-aborts', 'entry-throws'];

/** Every run of issue #30's journeys, and their medians. */
function printFirstTaps(runs: Record<FirstTap, FirstTapRun[]>): void {
  console.log(
    `Issue #30's journeys — Playwright, Debian's Chromium, mobile viewport, cold cache, no service worker, ` +
      `CPU ${SLOW_PHONE.cpuSlowdown}×, ${SLOW_PHONE.rttMs} ms RTT, ${SLOW_PHONE.downKbps / 1000} Mbit/s down, ` +
      `${SLOW_PHONE.upKbps} kbit/s up; each tap 300 ms after load (load average ${loadAverage()})`,
  );
  const row = (label: string, values: readonly number[], format: (value: number) => string) => ({
    figure: label,
    ...Object.fromEntries(values.map((value, index) => [`run ${index + 1}`, format(value)])),
    median: format(median(values)),
  });
  const flag = (value: number) => (value === 1 ? 'yes' : 'no');
  const email = runs.email;
  const logIn = runs['log-in'];
  console.table([
    row(
      'e-mail tap → hydrated (ready event)',
      email.map((run) => run.tapToReadyMs),
      ms,
    ),
    row(
      '… last script loaded → ready',
      email.map((run) => run.lastScriptToReadyMs),
      ms,
    ),
    row(
      '… focus kept',
      email.map((run) => Number(run.focusKept)),
      flag,
    ),
    row(
      '… typed text kept',
      email.map((run) => Number(run.textKept)),
      flag,
    ),
    row(
      'JS before ready, bytes on the wire',
      email.map((run) => run.scriptBytesBeforeReady),
      kb,
    ),
    row(
      '… scripts requested before ready',
      email.map((run) => run.scriptsBeforeReady),
      String,
    ),
    row(
      '"Log in" tap → busy state on screen',
      logIn.map((run) => run.clickToBusyMs),
      ms,
    ),
    row(
      '… held click replayed (sign-in sent)',
      logIn.map((run) => Number(run.replayed)),
      flag,
    ),
    row(
      'entry aborted: failure → error on screen',
      runs['entry-aborts'].map((run) => run.failureToErrorMs),
      ms,
    ),
    row(
      '… tap → error on screen',
      runs['entry-aborts'].map((run) => run.tapToErrorMs),
      ms,
    ),
    row(
      'entry throws: its load → error on screen',
      runs['entry-throws'].map((run) => run.failureToErrorMs),
      ms,
    ),
    row(
      '… tap → error on screen',
      runs['entry-throws'].map((run) => run.tapToErrorMs),
      ms,
    ),
    ...FIRST_TAPS.map((kind) =>
      row(
        `${kind}: INP of the visit (longest interaction)`,
        runs[kind].map((run) => Math.max(0, ...run.interactions.map((interaction) => interaction.duration))),
        ms,
      ),
    ),
  ]);
  const shown = runs['entry-aborts'].find((run) => run.errorText)?.errorText;
  console.log(`The error as shown: ${shown ?? '(none)'}`);
}
