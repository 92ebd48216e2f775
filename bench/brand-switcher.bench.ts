/**
 * The brand switcher with 20 000 locations (`npm run bench -- brand-switcher`, issue #20): keystroke
 * → filtered list painted, measured in Debian's Chromium (CHROMIUM_PATH) against this repository's
 * server (a temporary database with the 20 000-location seed; builds first when dist/ is missing).
 *
 * The large owner is signed in with tokens in localStorage (as e2e's signInWithTokens does), the
 * switcher is opened, and keys are pressed one at a time in its search field. In the page, a
 * keydown listener keeps the event's timeStamp (keys are pressed at any point of a frame, not
 * just after one began: KEY_PACING_POLL_MS); a MutationObserver on the switcher's count line
 * (rendered in the same commit as the filtered list) sees the list change; the time is taken in a
 * task after the next animation frame, i.e. after that frame was painted. Every key changes the
 * filtered list. CPU throttling: BENCH_CPU (default 1). Prints p50 / p95 / max with PASS / FAIL
 * of p95 against 16 ms, and the load average (the machine is shared). BENCH_CPU_PROF=<file> writes
 * the page's JavaScript CPU profile over the keystrokes (Chromium's profiler; open it in devtools or
 * sum self time by function) to see where a keystroke's time goes. BENCH_TRACE=<file> writes
 * Chromium's performance trace over the keystrokes and prints, per key, figures that do not depend
 * on the machine's load: React commits, style recalculations and the elements they restyled,
 * layouts and their dirty objects, and the main thread's CPU (thread) time. After the measured
 * keys, Shift (which changes nothing) is pressed to print the measurement's floor: the wait for
 * the next frame that any keystroke pays.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { LARGE_OWNER_EMAIL, seedLarge } from '../server/seed/large.seed';
import { freePort, loadAverage, signInContext } from './support/browser-bench';
import { tokensOf } from './support/in-process-sign-in';
import { sumRenderWork, type TraceEvent } from './support/render-trace';

const BUDGET_MS = 16;
/** Keys that change nothing, pressed after the measured ones to show the measurement's floor. */
const FLOOR_KEYS = 10;
const CPU_RATE = Number(process.env.BENCH_CPU ?? 1);
/**
 * How often the bench checks whether the last key's sample is in before it presses the next (ms).
 * Not Playwright's default, which polls in requestAnimationFrame: every next key was then pressed
 * just as a frame began, so each one waited a whole frame (16.7 ms) for the next paint however
 * little work it took. A person's keys arrive at any point of a frame; a 37 ms interval (prime to
 * the frame interval) spreads them so.
 */
const KEY_PACING_POLL_MS = 37;
/** Keys pressed in order; each one changes the filtered list (names are "Atlas b-r-l"). */
const KEYS = [
  ...['1', '-', '2', '-', '3'],
  ...Array.from({ length: 5 }, () => 'Backspace'),
  ...['7', '-', '5', '-', '4', '2'],
  ...Array.from({ length: 6 }, () => 'Backspace'),
];

/** Runs in the page: records keystroke → painted list times in window.__switcherSamples. */
function observeSwitcher(): void {
  const samples: number[] = [];
  (window as unknown as { __switcherSamples: number[] }).__switcherSamples = samples;
  const input = document.querySelector<HTMLInputElement>('.brand-switcher__search')!;
  const count = document.querySelector('.brand-switcher__count')!;
  let keyAt: number | undefined;
  input.addEventListener('keydown', (event) => (keyAt = event.timeStamp), true);
  new MutationObserver(() => {
    if (keyAt === undefined) return;
    const started = keyAt;
    keyAt = undefined;
    requestAnimationFrame(() => setTimeout(() => samples.push(performance.now() - started), 0));
  }).observe(count, { childList: true, characterData: true, subtree: true });
}

/**
 * Runs in the page: records, for keys that change nothing (Shift), keydown → the next frame
 * painted, measured as the keystrokes are, in window.__floorSamples. That is this measurement's
 * floor: the wait for the next frame, which a keystroke pays even with no work at all.
 */
function observeFloor(): void {
  const samples: number[] = [];
  (window as unknown as { __floorSamples: number[] }).__floorSamples = samples;
  document.querySelector<HTMLInputElement>('.brand-switcher__search')!.addEventListener(
    'keydown',
    (event) => {
      const started = event.timeStamp;
      requestAnimationFrame(() => setTimeout(() => samples.push(performance.now() - started), 0));
    },
    true,
  );
}

/** Runs in the page: the counters it keeps (window.__reactCommits and any other `__` number). */
function readCounters(): Record<string, number> {
  return Object.fromEntries(
    Object.entries(window).filter(([name, value]) => name.startsWith('__') && typeof value === 'number'),
  ) as unknown as Record<string, number>;
}

/** Runs in the page before React: counts React's commits in window.__reactCommits. */
function countReactCommits(): void {
  const counted = window as unknown as { __reactCommits: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
  counted.__reactCommits = 0;
  counted.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onCommitFiberRoot: () => (counted.__reactCommits += 1),
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
  };
}

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
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await signInContext(context, config.clientId, tokens);
    // With BENCH_TRACE, React's commits are counted through the hook its devtools use (production builds call it too).
    if (process.env.BENCH_TRACE)
      await context.addInitScript(`var __name = (fn) => fn; (${countReactCommits.toString()})();`);
    const page = await context.newPage();
    if (CPU_RATE > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    }
    await page.goto(`${base}/access-portal/main`, { waitUntil: 'load' });
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
    // tsx names the script's inner functions with a helper (__name) the page does not have.
    await page.evaluate(`var __name = (fn) => fn; (${observeSwitcher.toString()})();`);
    console.log(
      `${seeded.locations} locations; Chromium, CPU ${CPU_RATE}×; load average before: ${loadAverage()} (${os.cpus().length} cores)`,
    );
    const traceFile = process.env.BENCH_TRACE;
    const countersBefore = traceFile ? await page.evaluate(readCounters) : {};
    if (traceFile)
      await browser.startTracing(page, {
        path: traceFile,
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
      });
    const profileFile = process.env.BENCH_CPU_PROF;
    const profiler = profileFile ? await context.newCDPSession(page) : undefined;
    if (profiler) {
      await profiler.send('Profiler.enable');
      await profiler.send('Profiler.setSamplingInterval', { interval: 100 });
      await profiler.send('Profiler.start');
    }
    for (const [index, key] of KEYS.entries()) {
      await page.keyboard.press(key);
      await page.waitForFunction(
        (expected) =>
          (window as unknown as { __switcherSamples: number[] }).__switcherSamples.length >= expected,
        index + 1,
        { timeout: 30_000, polling: KEY_PACING_POLL_MS },
      );
    }
    if (traceFile) {
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      const work = sumRenderWork(trace.traceEvents);
      const per = (value: number) => (value / KEYS.length).toFixed(1);
      const countersAfter = await page.evaluate(readCounters);
      console.log(
        `per key: ${Object.entries(countersAfter)
          .map(([name, value]) => `${name} ${per(value - (countersBefore[name] ?? 0))}`)
          .join(', ')}`,
      );
      console.log(
        `per key (trace ${traceFile}): main-thread CPU ${per(work.mainThreadCpuMs)} ms; ${per(work.styleRecalcs)} style recalcs restyling ${per(work.styledElements)} elements (${per(work.styleMs)} ms); ` +
          `${per(work.layouts)} layouts of ${per(work.dirtyObjects)} dirty objects (tree ${work.totalObjects}; ${per(work.layoutMs)} ms); ` +
          `paint ${per(work.paintMs)} ms; script ${per(work.scriptMs)} ms`,
      );
    }
    if (profiler && profileFile) {
      const { profile } = await profiler.send('Profiler.stop');
      fs.writeFileSync(profileFile, JSON.stringify(profile));
      console.log(`page CPU profile over the keystrokes: ${profileFile}`);
    }
    const samples = await page.evaluate(
      () => (window as unknown as { __switcherSamples: number[] }).__switcherSamples,
    );
    await page.evaluate(`var __name = (fn) => fn; (${observeFloor.toString()})();`);
    for (let index = 0; index < FLOOR_KEYS; index++) {
      await page.keyboard.press('Shift');
      await page.waitForFunction(
        (expected) => (window as unknown as { __floorSamples: number[] }).__floorSamples.length >= expected,
        index + 1,
        { polling: KEY_PACING_POLL_MS },
      );
    }
    const floor = (
      await page.evaluate(() => (window as unknown as { __floorSamples: number[] }).__floorSamples)
    ).sort((a, b) => a - b);
    await context.close();
    const sorted = [...samples].sort((a, b) => a - b);
    const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
    console.log(
      `keystroke → filtered list painted, ${samples.length} keys: ${samples.map((ms) => ms.toFixed(0)).join(' ')} ms`,
    );
    console.log(
      `p50 ${at(0.5).toFixed(1)} ms   p95 ${at(0.95).toFixed(1)} ms   max ${sorted.at(-1)!.toFixed(1)} ms   (load average after: ${loadAverage()})`,
    );
    console.log(
      `floor (Shift, nothing changes; keydown → next frame painted), ${FLOOR_KEYS} keys: p50 ${floor[Math.ceil(floor.length / 2) - 1]!.toFixed(1)} ms   max ${floor.at(-1)!.toFixed(1)} ms`,
    );
    const pass = at(0.95) <= BUDGET_MS;
    if (!pass) process.exitCode = 1;
    console.log(
      `${pass ? 'PASS' : 'FAIL'}  brand switcher, 20 000 locations: keystroke → painted p95 ≤ ${BUDGET_MS} ms (${at(0.95).toFixed(1)} ms)`,
    );
  } finally {
    await browser.close();
    await app.close();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
