/**
 * The login page and the way to a dashboard, measured in Debian's Chromium (Lighthouse 13 needs
 * Node 22, so this measures what it would with Playwright and Chromium's own performance APIs):
 * mobile emulation (412×823, DPR 2.6), CPU throttled 4× and Lighthouse's mobile network
 * (150 ms round trip, 1.6 Mbps down) through the DevTools protocol, median of 3 runs.
 * Figures: LCP, TBT (long tasks after first paint, each beyond 50 ms), the JavaScript the
 * page loads before any interaction (gzip -9 of each script), and from the sign-in click to an
 * interactive dashboard the requests made and how many of them had to follow one another
 * (sequential round trips: the longest chain of requests each started after the previous one
 * finished). Builds first when dist/ is missing.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import net from 'node:net';
import { chromium, type Browser, type Request, type Response } from '@playwright/test';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { DEMO_PASSWORD } from '../server/seed/demo-accounts.seed';
import { seedDemo } from '../server/seed/demo.seed';

const RUNS = 3;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ACCOUNT = 'manager@demo.brigade.test';

interface RunFigures {
  lcpMs: number;
  tbtMs: number;
  initialJsGzipBytes: number;
  requestsToDashboard: number;
  sequentialRoundTrips: number;
  signInToDashboardMs: number;
}

declare global {
  interface Window {
    __perf: { lcp: number; fcp: number; longTasks: { start: number; duration: number }[] };
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The longest chain of requests where each started after the one before had finished. */
function sequentialDepth(timings: readonly { start: number; end: number }[]): number {
  const sorted = [...timings].sort((a, b) => a.start - b.start);
  const depth: number[] = [];
  sorted.forEach((request, index) => {
    let best = 0;
    for (let before = 0; before < index; before++) {
      if (sorted[before]!.end <= request.start) best = Math.max(best, depth[before]!);
    }
    depth.push(best + 1);
  });
  return Math.max(0, ...depth);
}

async function measureOnce(browser: Browser, base: string): Promise<RunFigures> {
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
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.addInitScript(() => {
    window.__perf = { lcp: 0, fcp: 0, longTasks: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__perf.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'first-contentful-paint') window.__perf.fcp = entry.startTime;
      }
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__perf.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });

  const scripts: Promise<number>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(
        response.body().then(
          (body) => zlib.gzipSync(body, { level: 9 }).length,
          () => 0,
        ),
      );
    }
  };
  page.on('response', onResponse);
  await page.goto(`${base}/user/login`, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  page.off('response', onResponse);
  const initialJsGzipBytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  const perf = await page.evaluate(() => window.__perf);
  const tbtMs = perf.longTasks
    .filter((task) => task.start >= perf.fcp)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);

  // From the sign-in click to an interactive dashboard, without throttling the network.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
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
  const done = [...timings.values()].filter((timing) => Number.isFinite(timing.end));
  await context.close();
  return {
    lcpMs: perf.lcp,
    tbtMs,
    initialJsGzipBytes,
    requestsToDashboard: done.length,
    sequentialRoundTrips: sequentialDepth(done),
    signInToDashboardMs,
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function run(): Promise<void> {
  if (!fs.existsSync(path.join('dist', 'ssr', 'ssr.js')))
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-bench-login-'));
  // The page's configuration names the server's own origin (identity endpoint included).
  const port = await freePort();
  const config = readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: String(port) });
  const db = openDatabase(config.databaseFile);
  await migrateToLatest(db);
  const app = await buildApp({ config, db });
  await seedDemo({ config, db });
  await app.listen({ port, host: '127.0.0.1' });
  const base = `http://localhost:${port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const runs: RunFigures[] = [];
    for (let index = 0; index < RUNS; index++) runs.push(await measureOnce(browser, base));
    const figure = (key: keyof RunFigures) => median(runs.map((figures) => figures[key]));
    console.log(`/user/login, mobile, CPU 4×, 150 ms RTT / 1.6 Mbps, median of ${RUNS}`);
    console.log(`  LCP                                   ${figure('lcpMs').toFixed(0)} ms`);
    console.log(`  TBT                                   ${figure('tbtMs').toFixed(0)} ms`);
    console.log(
      `  initial JS (gzip -9)                  ${(figure('initialJsGzipBytes') / 1024).toFixed(1)} KB`,
    );
    console.log(`sign-in click → interactive hiring dashboard (${ACCOUNT}, CPU 4×, network unthrottled)`);
    console.log(`  requests                              ${figure('requestsToDashboard')}`);
    console.log(`  sequential round trips                ${figure('sequentialRoundTrips')}`);
    console.log(`  time                                  ${figure('signInToDashboardMs')} ms`);
  } finally {
    await browser.close();
    await app.close();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
