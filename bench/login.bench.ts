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

const RUNS = 3;
const ACCOUNT = 'manager@demo.brigade.test';
const KB = 1024;

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
    for (let index = 0; index < RUNS; index++) audits.push(await lighthouseWithRetry(`${base}/user/login`));
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] });
    const journeys: JourneyFigures[] = [];
    try {
      for (let index = 0; index < RUNS; index++) journeys.push(await journeyOnce(browser, base));
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

    const checks = [
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
    for (const check of checks) {
      const pass = check.higher ? check.value >= check.budget : check.value <= check.budget;
      if (!pass) process.exitCode = 1;
      console.log(
        `${pass ? 'PASS' : 'FAIL'}  ${check.name} ${check.show(check.value)} ` +
          `(budget ${check.higher ? '≥' : '≤'} ${check.show(check.budget)})`,
      );
    }
  } finally {
    await server.close();
  }
}
