/**
 * The brand switcher with 20 000 locations (`npm run bench -- brand-switcher`, issue #20): keystroke
 * → filtered list painted, measured in Debian's Chromium (CHROMIUM_PATH) against this repository's
 * server (a temporary database with the 20 000-location seed; builds first when dist/ is missing).
 *
 * The large owner is signed in with tokens in localStorage (as e2e's signInWithTokens does), the
 * page is left to settle (SETTLE_MS), the switcher is opened, and keys are pressed one at a time in
 * its search field. In the page, a keydown listener keeps the event's timeStamp (keys are pressed
 * at any point of a frame, not just after one began: KEY_PACING_POLL_MS); a MutationObserver on
 * the switcher's count line (rendered in the same commit as the filtered list) sees the list
 * change; the time is taken in a task after the next animation frame, i.e. after that frame was
 * painted. Every key changes the filtered list. CPU throttling: BENCH_CPU (default 1).
 *
 * What is judged. A change made in a key's task is painted in the display's next frame (60 Hz), so
 * keydown → painted includes a wait of 0–16.7 ms for that frame, whatever the page does: keys that
 * change nothing (Shift, measured the same way after the measured keys: "floor") show a p95 of
 * 13–17 ms on this machine. The budget "keystroke → filtered list painted ≤ 16 ms" (#20) is
 * therefore judged on the page's own time: keydown → painted less the wait between the list's
 * change in the DOM and the start of the frame that paints it (its requestAnimationFrame callback).
 * That is input delay, the handler, React's render and commit, then the frame's style, layout and
 * paint (and the bench's own task after it): p95 ≤ 16 ms means the key's work fits in one frame,
 * and its list is painted in the first frame after it. The wall-clock figures (painted) and the
 * floor are printed beside it, with the load average (the machine is shared).
 *
 * BENCH_CPU_PROF=<file> writes the page's JavaScript CPU profile over the keystrokes (Chromium's
 * profiler; open it in devtools or sum self time by function) to see where a keystroke's time
 * goes. BENCH_TRACE=<file> writes Chromium's performance trace over the keystrokes and prints, per
 * key, figures that do not depend on the machine's load: React commits, style recalculations and
 * the elements they restyled, layouts and their dirty objects, and the main thread's CPU (thread)
 * time.
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
const FLOOR_KEYS = 22;
const CPU_RATE = Number(process.env.BENCH_CPU ?? 1);
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

/**
 * Runs in the page: records, for keys that change nothing (Shift), the same figures in
 * window.__floorSamples (the keydown listener stands for the change). That is this measurement's
 * floor: what a keystroke pays with no work at all.
 */
function observeFloor(): void {
  const samples: KeySample[] = [];
  (window as unknown as { __floorSamples: KeySample[] }).__floorSamples = samples;
  document
    .querySelector<HTMLInputElement>('.brand-switcher__search')!
    .addEventListener(
      'keydown',
      (event) => afterNextFrame(event.timeStamp, performance.now(), (sample) => samples.push(sample)),
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
    // The keys start once the page has settled: the work the app defers until then (src/client.tsx,
    // afterPageSettles: a second after the load event, then at idle within 2 s; with a stored
    // consent choice, the consent library's script and styles) would otherwise land among them.
    await page.waitForTimeout(SETTLE_MS);
    await page.waitForLoadState('networkidle');
    await toggle.click();
    await page.locator('.brand-switcher__search').waitFor();
    await page.getByRole('listbox').getByRole('option').first().waitFor({ timeout: 60_000 });
    // tsx names the script's inner functions with a helper (__name) the page does not have.
    await page.evaluate(
      `var __name = (fn) => fn; ${afterNextFrame.toString()}; (${observeSwitcher.toString()})();`,
    );
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
          (window as unknown as { __switcherSamples: KeySample[] }).__switcherSamples.length >= expected,
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
      () => (window as unknown as { __switcherSamples: KeySample[] }).__switcherSamples,
    );
    await page.evaluate(
      `var __name = (fn) => fn; ${afterNextFrame.toString()}; (${observeFloor.toString()})();`,
    );
    for (let index = 0; index < FLOOR_KEYS; index++) {
      await page.keyboard.press('Shift');
      await page.waitForFunction(
        (expected) =>
          (window as unknown as { __floorSamples: KeySample[] }).__floorSamples.length >= expected,
        index + 1,
        { polling: KEY_PACING_POLL_MS },
      );
    }
    const floor = await page.evaluate(
      () => (window as unknown as { __floorSamples: KeySample[] }).__floorSamples,
    );
    await context.close();
    const painted = samples.map((sample) => sample.painted);
    const own = samples.map((sample) => sample.painted - sample.frameWait);
    console.log(`${samples.length} keys, keystroke → filtered list painted: ${listed(painted)} ms`);
    console.log(`  of which the page's own time (less the idle wait for the next frame): ${listed(own)} ms`);
    console.log(`painted     ${percentiles(painted)}`);
    console.log(`page's own  ${percentiles(own)}`);
    console.log(
      `  handled   ${percentiles(samples.map((sample) => sample.handled))} (keydown → the list changed in the DOM)`,
    );
    console.log(
      `floor: ${FLOOR_KEYS} keys that change nothing (Shift): painted ${percentiles(floor.map((sample) => sample.painted))}; ` +
        `page's own ${percentiles(floor.map((sample) => sample.painted - sample.frameWait))}   (load average after: ${loadAverage()})`,
    );
    const ownP95 = percentile(own, 0.95);
    const pass = ownP95 <= BUDGET_MS;
    if (!pass) process.exitCode = 1;
    console.log(
      `${pass ? 'PASS' : 'FAIL'}  brand switcher, 20 000 locations: keystroke → painted in the next frame, the page's own time p95 ≤ ${BUDGET_MS} ms (${ownP95.toFixed(1)} ms; painted p95 ${percentile(painted, 0.95).toFixed(1)} ms with the wait for the frame)`,
    );
  } finally {
    await browser.close();
    await app.close();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The nearest-rank percentile `share` (0–1] of `values`. */
function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

function percentiles(values: readonly number[]): string {
  return `p50 ${percentile(values, 0.5).toFixed(1)}  p95 ${percentile(values, 0.95).toFixed(1)}  max ${Math.max(...values).toFixed(1)} ms`;
}

function listed(values: readonly number[]): string {
  return values.map((ms) => ms.toFixed(0)).join(' ');
}
