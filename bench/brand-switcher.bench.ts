/**
 * The brand switcher with 20 000 locations (`npm run bench -- switcher`).
 *
 * Judged (issue #30): keys from 1 s after the load event, CPU 4× (BENCH_CPU), the network at
 * 150 ms RTT / 1.6 Mbps down / 750 kbps up, a cold cache (a fresh context per run), RUNS runs.
 * The switcher is opened as soon as it can be; the keys start 1 s after the load event, or once
 * its list is in when that is later (each run prints when they started). A key is pressed every
 * KEY_INTERVAL_MS (a person typing); for each key (bench/support/key-frames.ts):
 *   - frames missed: display frames (60 Hz) without an animation frame from the key until the
 *     next key (a rAF loop kept in the page from its start);
 *   - main-thread time: the renderer main thread's tasks in the same window (a Chromium trace;
 *     wall time under the throttling, the thread's CPU time printed beside).
 * Per run: p95 of each over the keys; judged on the median of the runs' p95s: frames missed
 * p95 = 0 and main-thread time p95 ≤ 8 ms. Shift keys pressed after them the same way (they change
 * nothing) show the floor: what the page and the machine cost a key that does nothing. Also
 * printed, not judged: the instrument's own floor, the same keys, frame loop and trace on a blank
 * page holding one field (no page measures below it).
 *
 * The old definition (#20), printed beside and not judged: one run with the keys after the page
 * has settled (SETTLE_MS after the switcher's brand shows, then network idle), no network
 * emulation, keys paced by a poll; keystroke → filtered list painted, the page's own time p95
 * ≤ 16 ms. It is described below. */
/*
 * (#20) Keystroke
 * → filtered list painted, measured in Debian's Chromium (CHROMIUM_PATH) against this repository's
 * server (a temporary database with the 20 000-location seed; builds first when dist/ is missing).
 *
 * The large owner is signed in with tokens in localStorage (as e2e's signInWithTokens does), the
 * page is left to settle (SETTLE_MS), the switcher is opened, and keys are pressed one at a time in
 * its search field. In the page, a keydown listener keeps the event's timeStamp (keys are pressed
 * at any point of a frame, not just after one began: KEY_PACING_POLL_MS); a MutationObserver on
 * the switcher's count line (rendered in the same commit as the filtered list) sees the list
 * change; the time is taken in a task after the next animation frame, i.e. after that frame was
 * painted. Every key changes the filtered list. CPU throttling: BENCH_OLD_CPU (default 1, as it
 * was; #30's judged runs use BENCH_CPU, default 4).
 *
 * What #20 judged. A change made in a key's task is painted in the display's next frame (60 Hz), so
 * keydown → painted includes a wait of 0–16.7 ms for that frame, whatever the page does: keys that
 * change nothing (Shift, measured the same way after the measured keys: "floor") show a p95 of
 * 13–17 ms on this machine. The budget "keystroke → filtered list painted ≤ 16 ms" (#20) is
 * therefore judged on the page's own time: keydown → painted less the wait between the list's
 * change in the DOM and the start of the frame that paints it (its requestAnimationFrame callback).
 * That is input delay, the handler, React's render and commit, then the frame's style, layout and
 * paint (and the bench's own task after it): p95 ≤ 16 ms means the key's work fits in one frame,
 * and its list is painted in the first frame after it. Printed now as the old definition, not
 * judged, with #30's frames missed and main-thread time computed on that run too.
 *
 * Where a key's time goes: BENCH_PROFILE=1 prints, for the first judged run, the main thread over
 * its keys by source file (bench/support/main-thread-profile.ts). BENCH_RUNS sets the run count.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { trackNetwork, waitForNetworkQuiet } from '../e2e/support/network-quiet';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { LARGE_OWNER_EMAIL, seedLarge } from '../server/seed/large.seed';
import { freePort, loadAverage, signInContext } from './support/browser-bench';
import { tokensOf } from './support/in-process-sign-in';
import type { TraceEvent } from './support/render-trace';
import { printProfile, startProfile } from './support/main-thread-profile';
import {
  framesMissed,
  median,
  percentile,
  recordFramesAndKeys,
  workPerKey,
  type KeyWork,
} from './support/key-frames';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { SignInTokens } from './support/in-process-sign-in';

/** #20's budget (old definition): keydown → painted less the wait for the frame, p95 (ms). */
const BUDGET_MS = 16;
/** #30's budgets: frames missed after a key, p95; main-thread time per key, p95 (ms). */
const FRAMES_MISSED_BUDGET = 0;
const MAIN_THREAD_BUDGET_MS = 8;
/** Runs of the judged definition (the median of their p95s is judged). */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** The keys start this long after the load event (#30), or once the list is in when later. */
const KEYS_AFTER_LOAD_MS = 1_000;
/** A key every KEY_INTERVAL_MS: its window for frames and main-thread time. */
const KEY_INTERVAL_MS = 200;
/** Floor keys (Shift) of a judged run. */
const EARLY_FLOOR_KEYS = 10;
/** #30's network: 150 ms RTT, 1.6 Mbps down, 750 kbps up (DevTools emulation, bytes per second). */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_RATE = Number(process.env.BENCH_CPU ?? 4);
/** The old definition's (#20) CPU throttling, kept as it was: BENCH_OLD_CPU, default 1 (none). */
const OLD_CPU_RATE = Number(process.env.BENCH_OLD_CPU ?? 1);
/**
 * How often the bench checks whether the last key's sample is in before it presses the next (ms).
 * Not Playwright's default, which polls in requestAnimationFrame: every next key was then pressed
 * just as a frame began, so each one waited a whole frame (16.7 ms) for the next paint however
 * little work it took. A person's keys arrive at any point of a frame; a 37 ms interval (prime to
 * the frame interval) spreads them so.
 */
const KEY_PACING_POLL_MS = 37;
/** How long after the switcher's brand shows the bench waits for the page to settle (ms). */
const SETTLE_MS = 4_000;
/** Keys pressed in order; each one changes the filtered list (names are "Atlas b-r-l"). */
const KEYS = [
  ...['1', '-', '2', '-', '3'],
  ...Array.from({ length: 5 }, () => 'Backspace'),
  ...['7', '-', '5', '-', '4', '2'],
  ...Array.from({ length: 6 }, () => 'Backspace'),
];

/** One key's figures (ms), from the key's event timeStamp. */
interface KeySample {
  /** keydown → the frame that shows the change painted (a task after that frame's animation frame). */
  readonly painted: number;
  /** keydown → the change in the DOM: input delay, the handler, React's render and commit. */
  readonly handled: number;
  /**
   * The change in the DOM → the start of the frame that paints it (its requestAnimationFrame
   * callback runs): the renderer waits for the display's next frame (60 Hz). The page has no work
   * of its own for the key then; the bench's own tasks (the key's keyup, its polls) may run.
   */
  readonly frameWait: number;
}

/**
 * Runs in the page: calls `record` with a key's figures once the frame that shows what the key
 * changed is painted. `changedAt` is when the key's change reached the DOM.
 */
function afterNextFrame(started: number, changedAt: number, record: (sample: KeySample) => void): void {
  requestAnimationFrame(() => {
    const frameAt = performance.now();
    setTimeout(() =>
      record({
        painted: performance.now() - started,
        handled: changedAt - started,
        frameWait: frameAt - changedAt,
      }),
    );
  });
}

/**
 * Runs in the page: records each keystroke's figures (KeySample) in window.__switcherSamples. A
 * MutationObserver on the switcher's count line (rendered in the same commit as the filtered list)
 * sees the change.
 */
function observeSwitcher(): void {
  const samples: KeySample[] = [];
  (window as unknown as { __switcherSamples: KeySample[] }).__switcherSamples = samples;
  const input = document.querySelector<HTMLInputElement>('.brand-switcher__search')!;
  const count = document.querySelector('.brand-switcher__count')!;
  let keyAt: number | undefined;
  input.addEventListener('keydown', (event) => (keyAt = event.timeStamp), true);
  new MutationObserver(() => {
    if (keyAt === undefined) return;
    const started = keyAt;
    keyAt = undefined;
    afterNextFrame(started, performance.now(), (sample) => samples.push(sample));
  }).observe(count, { childList: true, characterData: true, subtree: true });
}

/** One judged run's figures (#30). */
interface EarlyRun {
  /** When the first key was pressed, ms after the load event. */
  readonly keysAfterLoadMs: number;
  readonly missed: readonly number[];
  readonly work: readonly KeyWork[];
  readonly floorMissed: readonly number[];
  readonly floorWork: readonly KeyWork[];
  /** keydown → filtered list painted, per key (ms). */
  readonly painted: readonly number[];
}

/** Opens the switcher, waits for its list, and installs the per-key sampler (observeSwitcher). */
async function openSwitcher(page: Page): Promise<void> {
  const toggle = page.locator('.brand-switcher__toggle');
  await toggle.waitFor({ timeout: 120_000 });
  await page.waitForFunction(
    () => !/^\s*$/.test(document.querySelector('.brand-switcher__name')?.textContent ?? ''),
    undefined,
    { timeout: 120_000 },
  );
  await toggle.click();
  await page.locator('.brand-switcher__search').waitFor();
  await page.getByRole('listbox').getByRole('option').first().waitFor({ timeout: 60_000 });
}

/** A fresh context (cold cache) signed in as the large owner, CPU throttled, #30's network. */
async function freshPage(
  browser: Browser,
  clientId: string,
  tokens: SignInTokens,
  network: boolean,
  cpuRate = CPU_RATE,
) {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signInContext(context, clientId, tokens);
  await context.addInitScript(`var __name = (fn) => fn; (${recordFramesAndKeys.toString()})();`);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
  }
  return { context, page, cdp };
}

/** Presses `keys` one every KEY_INTERVAL_MS. */
async function typeEvenly(page: Page, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    const next = performance.now() + KEY_INTERVAL_MS;
    await page.keyboard.press(key);
    const rest = next - performance.now();
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  }
}

/** One judged run (#30): keys from 1 s after the load event. */
async function measureEarly(
  browser: Browser,
  base: string,
  clientId: string,
  tokens: SignInTokens,
  profile: boolean,
): Promise<EarlyRun> {
  const { context, page, cdp } = await freshPage(browser, clientId, tokens, true);
  try {
    await page.goto(`${base}/access-portal/main`, { waitUntil: 'load' });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await openSwitcher(page);
    const loadEnd = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    );
    const wait = loadEnd + KEYS_AFTER_LOAD_MS - (await page.evaluate(() => performance.now()));
    if (wait > 0) await page.waitForTimeout(wait);
    await page.evaluate(
      `var __name = (fn) => fn; ${afterNextFrame.toString()}; (${observeSwitcher.toString()})();`,
    );
    const profiler = profile ? await startProfile(cdp) : undefined;
    await typeEvenly(page, KEYS);
    if (profiler)
      printProfile(`where the keys' main thread went (${KEYS.length} keys)`, await profiler.stop(), 5);
    await typeEvenly(
      page,
      Array.from({ length: EARLY_FLOOR_KEYS }, () => 'Shift'),
    );
    await page.waitForTimeout(KEY_INTERVAL_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const kept = await page.evaluate(() => {
      const page = window as unknown as {
        __frames: number[];
        __keydowns: number[];
        __switcherSamples: KeySample[];
      };
      return { frames: page.__frames, keydowns: page.__keydowns, samples: page.__switcherSamples };
    });
    const { frames, keydowns } = kept;
    const all = KEYS.length + EARLY_FLOOR_KEYS;
    if (keydowns.length !== all) throw new Error(`${keydowns.length} keydowns seen of ${all}`);
    const missed = keydowns.map((at, index) =>
      framesMissed(frames, at, Math.min(KEY_INTERVAL_MS, (keydowns[index + 1] ?? Infinity) - at)),
    );
    const work = workPerKey(trace.traceEvents, all, KEY_INTERVAL_MS);
    if (work.length !== all) throw new Error(`${work.length} keydowns in the trace of ${all}`);
    return {
      keysAfterLoadMs: keydowns[0]! - loadEnd,
      missed: missed.slice(0, KEYS.length),
      work: work.slice(0, KEYS.length),
      floorMissed: missed.slice(KEYS.length),
      floorWork: work.slice(KEYS.length),
      painted: kept.samples.map((sample) => sample.painted),
    };
  } finally {
    await context.close();
  }
}

const fixed = (values: readonly number[], digits = 0) =>
  values.map((value) => value.toFixed(digits)).join(' ');

export async function run(): Promise<void> {
  if (!fs.existsSync(path.join('dist', 'ssr', 'ssr.js')))
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-bench-switcher-'));
  // BENCH_SEEDED_DIR: a data folder already holding the seed (see bench/support/gateway-process.ts).
  if (process.env.BENCH_SEEDED_DIR) fs.cpSync(process.env.BENCH_SEEDED_DIR, dataDir, { recursive: true });
  const port = await freePort();
  const config = readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: String(port) });
  const db = openDatabase(config.databaseFile);
  await migrateToLatest(db);
  const app = await buildApp({ config, db });
  const seeded = await seedLarge({ config, db });
  await app.listen({ port, host: '127.0.0.1' });
  const base = `http://localhost:${port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const tokens = await tokensOf(app, config.clientId, LARGE_OWNER_EMAIL);
    console.log(
      `${seeded.locations} locations; Chromium, CPU ${CPU_RATE}×, 150 ms RTT / 1.6 Mbps / 750 kbps, cold cache; ` +
        `keys from ${KEYS_AFTER_LOAD_MS} ms after load, one every ${KEY_INTERVAL_MS} ms; ${os.cpus().length} cores`,
    );
    const runs: EarlyRun[] = [];
    for (let index = 0; index < RUNS; index++) {
      const before = loadAverage();
      // BENCH_PROFILE=1: the first run also prints where the keys' main thread went (source files).
      const result = await measureEarly(
        browser,
        base,
        config.clientId,
        tokens,
        index === 0 && process.env.BENCH_PROFILE === '1',
      );
      runs.push(result);
      const wall = result.work.map((work) => work.wallMs);
      const cpu = result.work.map((work) => work.cpuMs);
      console.log(
        `run ${index + 1}: keys from ${result.keysAfterLoadMs.toFixed(0)} ms after load; frames missed per key: ${fixed(result.missed)} (p95 ${percentile(result.missed, 0.95)}); ` +
          `main-thread ms per key: ${fixed(wall, 1)} (p95 ${percentile(wall, 0.95).toFixed(1)} wall, CPU p95 ${percentile(cpu, 0.95).toFixed(1)}); ` +
          `painted p95 ${percentile(result.painted, 0.95).toFixed(0)} ms; ` +
          `floor (Shift): missed p95 ${percentile(result.floorMissed, 0.95)}, main thread p95 ${percentile(
            result.floorWork.map((work) => work.wallMs),
            0.95,
          ).toFixed(1)} ms   (load average ${before} → ${loadAverage()})`,
      );
    }
    const missedP95 = median(runs.map((run) => percentile(run.missed, 0.95)));
    const wallP95 = median(
      runs.map((run) =>
        percentile(
          run.work.map((work) => work.wallMs),
          0.95,
        ),
      ),
    );
    const cpuP95 = median(
      runs.map((run) =>
        percentile(
          run.work.map((work) => work.cpuMs),
          0.95,
        ),
      ),
    );
    const missedPass = missedP95 <= FRAMES_MISSED_BUDGET;
    const wallPass = wallP95 <= MAIN_THREAD_BUDGET_MS;

    const settled = await measureSettled(browser, base, config.clientId, tokens);
    console.log(
      `old definition, not judged (#20: keys after a ${SETTLE_MS} ms settle, no network emulation, CPU ${OLD_CPU_RATE}×, one run): ` +
        `the page's own time p95 ${settled.ownP95.toFixed(1)} ms (budget ≤ ${BUDGET_MS}), painted p95 ${settled.paintedP95.toFixed(1)} ms; ` +
        `with #30's figures: frames missed p95 ${settled.missedP95}, main-thread p95 ${settled.wallP95.toFixed(1)} ms`,
    );
    const floor = await measureInstrumentFloor(browser);
    console.log(
      `the instrument's own floor, not judged: a blank page holding one field, the same frame loop, trace and CPU ${CPU_RATE}×, ` +
        `${FLOOR_PAGE_KEYS} Shift keys one every ${KEY_INTERVAL_MS} ms: main-thread time per key p50 ${percentile(floor, 0.5).toFixed(1)}, ` +
        `p95 ${percentile(floor, 0.95).toFixed(1)} ms (no page measures below it)`,
    );
    if (!missedPass || !wallPass) process.exitCode = 1;
    console.log(
      `${missedPass ? 'PASS' : 'FAIL'}  brand switcher, 20 000 locations, keys from 1 s after load: frames missed after a key p95 = ${FRAMES_MISSED_BUDGET} (median of ${runs.length} runs: ${missedP95}; runs ${fixed(runs.map((run) => percentile(run.missed, 0.95)))})`,
    );
    console.log(
      `${wallPass ? 'PASS' : 'FAIL'}  brand switcher, 20 000 locations, keys from 1 s after load: main-thread time per key p95 ≤ ${MAIN_THREAD_BUDGET_MS} ms (median of ${runs.length} runs: ${wallP95.toFixed(1)} ms; runs ${fixed(
        runs.map((run) =>
          percentile(
            run.work.map((work) => work.wallMs),
            0.95,
          ),
        ),
        1,
      )}; CPU time p95 ${cpuP95.toFixed(1)} ms)   (load average ${loadAverage()})`,
    );
  } finally {
    await browser.close();
    await app.close();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Keys pressed on the blank page of measureInstrumentFloor. */
const FLOOR_PAGE_KEYS = 20;

/**
 * What the judged figure's instrument costs with no page behind it: a blank page holding one
 * focused field, the frame loop (recordFramesAndKeys), the same trace categories and CPU
 * throttling, FLOOR_PAGE_KEYS Shift keys one every KEY_INTERVAL_MS; main-thread wall time per key
 * window (workPerKey), ms.
 */
async function measureInstrumentFloor(browser: Browser): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(`var __name = (fn) => fn; (${recordFramesAndKeys.toString()})();`);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (CPU_RATE > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await page.setContent('<!doctype html><html lang="en"><body><input aria-label="field"></body></html>');
    await page.focus('input');
    await page.waitForTimeout(KEYS_AFTER_LOAD_MS);
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await typeEvenly(
      page,
      Array.from({ length: FLOOR_PAGE_KEYS }, () => 'Shift'),
    );
    await page.waitForTimeout(KEY_INTERVAL_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return workPerKey(trace.traceEvents, FLOOR_PAGE_KEYS, KEY_INTERVAL_MS).map((work) => work.wallMs);
  } finally {
    await context.close();
  }
}

/** The old definition's run (#20), with #30's per-key figures computed on it too. */
async function measureSettled(browser: Browser, base: string, clientId: string, tokens: SignInTokens) {
  const { context, page } = await freshPage(browser, clientId, tokens, false, OLD_CPU_RATE);
  trackNetwork(page);
  try {
    await page.goto(`${base}/access-portal/main`, { waitUntil: 'load' });
    const toggle = page.locator('.brand-switcher__toggle');
    await toggle.waitFor({ timeout: 120_000 });
    await page.waitForFunction(
      () => !/^\s*$/.test(document.querySelector('.brand-switcher__name')?.textContent ?? ''),
      undefined,
      { timeout: 120_000 },
    );
    // The keys start once the page has settled: the work the app defers until then (src/client.tsx,
    // afterPageSettles: a second after the load event, then at idle within 2 s; with a stored
    // consent choice, the consent library's script and styles) would otherwise land among them.
    await page.waitForTimeout(SETTLE_MS);
    // Playwright's networkidle never comes on a signed-in page: the live event stream stays open.
    await waitForNetworkQuiet(page);
    await openSwitcher(page);
    // tsx names the script's inner functions with a helper (__name) the page does not have.
    await page.evaluate(
      `var __name = (fn) => fn; ${afterNextFrame.toString()}; (${observeSwitcher.toString()})();`,
    );
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    for (const [index, key] of KEYS.entries()) {
      await page.keyboard.press(key);
      await page.waitForFunction(
        (expected) =>
          (window as unknown as { __switcherSamples: KeySample[] }).__switcherSamples.length >= expected,
        index + 1,
        { timeout: 30_000, polling: KEY_PACING_POLL_MS },
      );
    }
    await page.waitForTimeout(KEY_INTERVAL_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const { samples, frames, keydowns } = await page.evaluate(() => {
      const page = window as unknown as {
        __frames: number[];
        __keydowns: number[];
        __switcherSamples: KeySample[];
      };
      return { samples: page.__switcherSamples, frames: page.__frames, keydowns: page.__keydowns };
    });
    const missed = keydowns.map((at, index) =>
      framesMissed(frames, at, Math.min(KEY_INTERVAL_MS, (keydowns[index + 1] ?? Infinity) - at)),
    );
    const work = workPerKey(trace.traceEvents, KEYS.length, KEY_INTERVAL_MS);
    return {
      ownP95: percentile(
        samples.map((sample) => sample.painted - sample.frameWait),
        0.95,
      ),
      paintedP95: percentile(
        samples.map((sample) => sample.painted),
        0.95,
      ),
      missedP95: percentile(missed, 0.95),
      wallP95: percentile(
        work.map((key) => key.wallMs),
        0.95,
      ),
    };
  } finally {
    await context.close();
  }
}
