/**
 * The way in (issue #20): from the sign-in click to an interactive hiring dashboard, against this
 * repository's own server (a seeded temporary database on a free port; builds first when dist/ is
 * missing), in Debian's Chromium through Playwright, mobile viewport, CPU 4× through the DevTools
 * protocol. Run with `npm run bench -- way-in`; not part of `npm test`.
 *
 * Every request from the click until the dashboard is interactive (its heading shown, no skeleton
 * row left; the page itself checks once a frame, WATCH_INTERACTIVE, as Playwright's role locator
 * polled on the measured main thread; WAY_IN_PLAYWRIGHT_WAIT=1 waits the former way) is recorded with its start and end; scripts and styles asked for after the heading
 * showed (prefetches of the next screens) are left out, as nothing shown waited for them. The identity pair (the calls to the identity
 * endpoint that sign in) is set apart; of the requests started after it, the longest chain where
 * each started after the one before had finished is the figure "sequential round trips". The
 * chain is printed with each request's predecessor (the last request that finished before it
 * started), so what waits for what can be read.
 *
 * When the click comes: the login page starts its app at the first engagement and, as focus is in
 * the form, prepares the sign-in (the identity code, the SRP client pair in its worker, the chunks
 * of the page after it). A person types the password for seconds meanwhile; the bench fills both
 * fields at once. So the budgeted figures click once the page is prepared: the adapter's User
 * Timing mark `brigade:sign-in-prepared` is set, no request has been in flight for QUIET_MS, and
 * TYPING_MS (3 s) have passed since the first engagement (at most PREPARED_WAIT_MS after
 * hydration; the wait is printed). The same journeys
 * clicked right at hydration (what the bench measured before, where the click competes with the
 * preparation) are printed beside them, not budgeted.
 *
 * Two network settings, 3 runs each per click moment (medians): unthrottled, and 150 ms round trip
 * (DevTools network emulation, latency added to every request). Budgets (PASS / FAIL; a FAIL sets
 * the exit code), on the prepared click: ≤ 3 sequential round trips, ≤ 1.5 s unthrottled,
 * ≤ 2.5 s with 150 ms RTT.
 * Also printed: the in-page time from the click event (without Playwright's work before the click).
 * WAY_IN_NO_WORKER=1 measures the same build with the SRP worker's script refused (main thread).
 * WAY_IN_30_TRACE=1 adds one traced journey of #30's definition (not judged): its requests after
 * the click, the SRP worker's included, React's commits, and the main thread between them.
 *
 * One journey and its tables are in support/way-in-journey.ts; this file runs them and judges.
 *
 * Issue #30 restates the figure: the sign-in clicked at hydration (as soon as the app's ready
 * event fires, no quiet period) → interactive dashboard, in a cold page with no service worker,
 * CPU 4×, 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, median of 5 (support/way-in-at-ready.ts):
 * ≤ 1.5 s, judged. The figures above are printed beside it as the old definition (#20), their
 * budgets shown but not judged.
 */
import { chromium } from '@playwright/test';
import { startDemoServer } from './support/demo-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { loadAverage } from './support/in-process-sampler';
import { printPhases, printProfile } from './support/main-thread-profile';
import { median } from './support/request-timing';
import { DEMO_PASSWORD } from '../server/seed/demo-accounts.seed';
import { printAtReadyTrace, wayInAtReadyOnce, type WayInAtReadyRun } from './support/way-in-at-ready';
import {
  ACCOUNT,
  printChain,
  printRequests,
  wayInOnce,
  type ClickMoment,
  type WayInRun,
} from './support/way-in-journey';

/** Runs per setting (WAY_IN_RUNS overrides; the budgets want medians of at least 3). */
const RUNS = Number(process.env['WAY_IN_RUNS'] ?? 3);
const BUDGETS = { roundTrips: 3, unthrottledMs: 1500, rtt150Ms: 2500 };
const RTT_MS = 150;
/** Runs of issue #30's figure (WAY_IN_RUNS_30 overrides; #30 wants 5), and its budget. */
const RUNS_30 = Number(process.env['WAY_IN_RUNS_30'] ?? 5);
const BUDGET_30_MS = 1500;

export async function run(): Promise<void> {
  const server = await startDemoServer('way-in');
  const { base } = server;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    // Issue #30's definition first, judged and printed before the old definition's journeys, whose
    // timeouts on a loaded machine end the bench; one unmeasured request loads the page renderer.
    await fetch(`${base}/user/login`).then((response) => response.text());
    const atReady: WayInAtReadyRun[] = [];
    for (let index = 0; index < RUNS_30; index++)
      atReady.push(
        await wayInAtReadyOnce(browser, base, { email: ACCOUNT, password: DEMO_PASSWORD }).catch(
          (error: unknown) => {
            console.log(`#30 run ${index + 1} failed: ${String(error).split('\n')[0]}`);
            return { ms: Number.NaN, headingMs: Number.NaN, engagementToReadyMs: Number.NaN };
          },
        ),
      );
    const loadAfter30 = loadAverage();
    console.log(
      `Issue #30: sign-in clicked at the ready event → interactive dashboard; cold page, no service worker, ` +
        `CPU 4×, 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up (load average after these runs ${loadAfter30})`,
    );
    const row30 = (label: string, pick: (run: WayInAtReadyRun) => number) => ({
      figure: label,
      ...Object.fromEntries(atReady.map((run, index) => [`run ${index + 1}`, `${Math.round(pick(run))} ms`])),
      median: `${Math.round(median(atReady.map(pick)))} ms`,
    });
    console.table([
      row30('click at the ready event → interactive dashboard', (run) => run.ms),
      row30("… → the dashboard's heading shown", (run) => run.headingMs),
      row30('(before the click) focus → ready event', (run) => run.engagementToReadyMs),
    ]);
    const value30 = median(atReady.map((run) => run.ms));
    const pass30 = value30 <= BUDGET_30_MS;
    if (!pass30) process.exitCode = 1;
    console.log(
      `${pass30 ? 'PASS' : 'FAIL'}  sign-in click at hydration → dashboard interactive (#30, median of ${atReady.length}) ` +
        `${Math.round(value30)} ms (budget ≤ ${BUDGET_30_MS} ms; load average ${loadAfter30})`,
    );
    // WAY_IN_30_TRACE=1: one more journey of #30's definition, not judged, with the main thread
    // sampled and the requests and React's commits recorded: where the wait after the click goes.
    if (process.env['WAY_IN_30_TRACE'] === '1') {
      const traced = await wayInAtReadyOnce(
        browser,
        base,
        { email: ACCOUNT, password: DEMO_PASSWORD },
        { trace: true },
      );
      printAtReadyTrace(traced);
    }
    // One unmeasured journey: the server loads its page renderer and warms its statements.
    await wayInOnce(browser, base, 0);
    // WAY_IN_PROFILE=1: one more journey (unthrottled network, prepared click; WAY_IN_PROFILE_CLICK
    // =hydrated clicks at hydration) with the main thread sampled.
    if (process.env['WAY_IN_PROFILE'] === '1') {
      const click: ClickMoment = process.env['WAY_IN_PROFILE_CLICK'] === 'hydrated' ? 'hydrated' : 'prepared';
      const profiled = await wayInOnce(browser, base, 0, { profile: true, click });
      printChain(`Profiled run (${Math.round(profiled.ms)} ms)`, profiled);
      console.log(
        `(the profile starts ${Math.round(profiled.profileLead ?? 0)} ms before the click is asked, ` +
          `${Math.round((profiled.profileLead ?? 0) + profiled.clickDispatchMs)} ms before its event)`,
      );
      if (process.env['WAY_IN_COMMITS'] === '1') {
        const times = profiled.commitTimes.filter((at) => at >= 0).map(Math.round);
        console.log(`Profiled run: React commits at (ms after the click event) ${times.join(', ')}`);
      }
      printRequests('Profiled run', profiled);
      if (profiled.profile) {
        printProfile('Profiled run, click → interactive dashboard', profiled.profile);
        // Phases: until each request of the run started, and until the dashboard was interactive.
        printPhases(profiled.profile, profiled.profileLead ?? 0, [
          ...profiled.identity.flatMap((timing) => [
            { label: `${timing.label} starts`, at: timing.start },
            { label: `${timing.label} ends`, at: timing.end },
          ]),
          ...profiled.all.map((timing) => ({ label: `${timing.label} starts`, at: timing.start })),
          { label: 'interactive dashboard', at: profiled.ms },
        ]);
      }
    }
    const unthrottled: WayInRun[] = [];
    const throttled: WayInRun[] = [];
    const unthrottledAtHydration: WayInRun[] = [];
    const throttledAtHydration: WayInRun[] = [];
    // Alternating click moments, so a change of the machine's load touches both alike.
    for (let index = 0; index < RUNS; index++) {
      unthrottled.push(await wayInOnce(browser, base, 0, { click: 'prepared' }));
      unthrottledAtHydration.push(await wayInOnce(browser, base, 0, { click: 'hydrated' }));
    }
    for (let index = 0; index < RUNS; index++) {
      throttled.push(await wayInOnce(browser, base, RTT_MS, { click: 'prepared' }));
      throttledAtHydration.push(await wayInOnce(browser, base, RTT_MS, { click: 'hydrated' }));
    }
    console.log(`Sign-in as ${ACCOUNT} → interactive /dashboard/hiring; Playwright, mobile viewport, CPU 4×`);
    console.log(
      'Budgeted: the click once the sign-in is prepared; "at hydration": the click as the app hydrated',
    );
    console.log(`load average at the end: ${loadAverage()}`);
    const row = (label: string, runs: readonly WayInRun[], pick: (run: WayInRun) => number, unit = '') => ({
      figure: label,
      ...Object.fromEntries(
        runs.map((run, index) => [`run ${index + 1}`, `${Math.round(pick(run))}${unit}`]),
      ),
      median: `${Math.round(median(runs.map(pick)))}${unit}`,
    });
    console.table([
      row(
        'sequential round trips after the identity pair, unthrottled',
        unthrottled,
        (run) => run.roundTrips,
      ),
      row('requests after the identity pair, unthrottled', unthrottled, (run) => run.requests),
      row('time, unthrottled', unthrottled, (run) => run.ms, ' ms'),
      row(
        '(before the click) first engagement → app hydrated, unthrottled',
        unthrottled,
        (run) => run.appStartMs,
        ' ms',
      ),
      row(
        '(before the click) app hydrated → sign-in prepared, unthrottled',
        unthrottled,
        (run) => run.preparedWaitMs,
        ' ms',
      ),
      row(`sequential round trips, ${RTT_MS} ms RTT`, throttled, (run) => run.roundTrips),
      row(`time, ${RTT_MS} ms RTT`, throttled, (run) => run.ms, ' ms'),
      row('in page: click event → interactive, unthrottled', unthrottled, (run) => run.inPageMs, ' ms'),
      row(`in page: click event → interactive, ${RTT_MS} ms RTT`, throttled, (run) => run.inPageMs, ' ms'),
      row('click asked → click event in page, unthrottled', unthrottled, (run) => run.clickDispatchMs, ' ms'),
      ...(process.env['WAY_IN_COMMITS'] === '1'
        ? [row('React commits, click → interactive, unthrottled', unthrottled, (run) => run.commits)]
        : []),
      row('at hydration: time, unthrottled', unthrottledAtHydration, (run) => run.ms, ' ms'),
      row(
        'at hydration: in page, click event → interactive, unthrottled',
        unthrottledAtHydration,
        (run) => run.inPageMs,
        ' ms',
      ),
      row(`at hydration: time, ${RTT_MS} ms RTT`, throttledAtHydration, (run) => run.ms, ' ms'),
      row(
        `at hydration: sequential round trips, ${RTT_MS} ms RTT`,
        throttledAtHydration,
        (run) => run.roundTrips,
      ),
    ]);
    const medianRun = (runs: readonly WayInRun[]) =>
      [...runs].sort((a, b) => a.roundTrips - b.roundTrips)[Math.floor(runs.length / 2)]!;
    printChain('Unthrottled, median run', medianRun(unthrottled));
    if (process.env['WAY_IN_COMMITS'] === '1') {
      const times = medianRun(unthrottled).commitTimes.filter((at) => at >= 0);
      console.log(
        `Unthrottled, median run: React commits at (ms after the click) ${times.map(Math.round).join(', ')}`,
      );
    }
    printChain(`${RTT_MS} ms RTT, median run`, medianRun(throttled));
    printRequests(`${RTT_MS} ms RTT, median run`, medianRun(throttled));
    const checks = [
      {
        name: 'sequential round trips after the identity pair (150 ms RTT, median)',
        value: median(throttled.map((run) => run.roundTrips)),
        budget: BUDGETS.roundTrips,
        unit: '',
      },
      {
        name: 'sign-in → interactive dashboard, CPU 4×, unthrottled (median)',
        value: median(unthrottled.map((run) => run.ms)),
        budget: BUDGETS.unthrottledMs,
        unit: ' ms',
      },
      {
        name: `sign-in → interactive dashboard, CPU 4×, ${RTT_MS} ms RTT (median)`,
        value: median(throttled.map((run) => run.ms)),
        budget: BUDGETS.rtt150Ms,
        unit: ' ms',
      },
    ];
    console.log('Old definition (#20), printed beside, not judged:');
    for (const check of checks)
      console.log(
        `  (old #20) ${check.name} ${Math.round(check.value)}${check.unit} ` +
          `(#20 budget ≤ ${check.budget}${check.unit}: ${check.value <= check.budget ? 'within' : 'over'})`,
      );
  } finally {
    await browser.close();
    await server.close();
  }
}
