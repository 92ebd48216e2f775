/**
 * One journey of the way-in bench (bench/way-in.bench.ts) and its tables: a fresh mobile context
 * signs in as ACCOUNT on the login page and waits for an interactive hiring dashboard, recording
 * every request, the identity pair apart, and the longest chain after it. What the bench
 * measures is described there; the knobs (WAY_IN_COMMITS, WAY_IN_NO_WORKER,
 * WAY_IN_PLAYWRIGHT_WAIT, WAY_IN_TYPING_MS) are read here, where they act.
 */
import type { Browser, Request } from '@playwright/test';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.seed';
import { startProfile, type MainThreadProfile } from './main-thread-profile';
import { longestChain, requestLabel, type Timed } from './request-timing';

/**
 * An init script counting React's commits, with their times (performance.now()), in
 * `window.wayInCommits` ({ commits, at }), through a minimal DevTools hook: what renders, how often,
 * in numbers the machine's load does not change. The hook costs a call per commit, so the timed
 * figures of a run with it are not the budget's. A string: a function would be serialised with
 * the TypeScript runner's helpers (`__name`), which the page lacks.
 */
export const REACT_COMMITS = `(() => {
  const counts = { commits: 0, at: [] };
  const nothing = () => undefined;
  window.wayInCommits = counts;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: nothing,
    onScheduleFiberRoot: nothing,
    onCommitFiberRoot: () => void (counts.commits += 1, counts.at.push(performance.now())),
    onCommitFiberUnmount: nothing,
    onPostCommitFiberRoot: nothing,
  };
})();`;

/** The account that signs in: a hiring manager whose home is the hiring dashboard. */
export const ACCOUNT = 'manager@demo.brigade.test';

/** The mark the identity adapter sets once the sign-in is prepared (SIGN_IN_PREPARED_MARK). */
const PREPARED_MARK = 'brigade:sign-in-prepared';
/** No request in flight for this long counts as the preparation's loads being over (ms). */
const QUIET_MS = 300;
/** The longest wait for the preparation after hydration, a few seconds of typing (ms). */
const PREPARED_WAIT_MS = 15_000;
/**
 * The shortest time from the first engagement (focus in the email field) to a prepared click
 * (ms; WAY_IN_TYPING_MS overrides): typing an email address and a password takes a person longer,
 * and the page's idle-time work after the first input (prefetches of the links in view, which
 * wait for PREFETCH_TYPING_QUIET_MS = 1 s without a key, then for idle at most
 * PREFETCH_VIEW_IDLE_TIMEOUT_MS = 3 s; the bench fills the fields, which presses no key) is over by
 * then, as it would be.
 */
const TYPING_MS = Number(process.env['WAY_IN_TYPING_MS'] ?? 3000);

/**
 * Installed in the page before the click: `window.wayInInteractive` resolves with the page's
 * times (performance.now) when the hiring dashboard's heading first showed and when it was
 * interactive (its h1, no skeleton row left), checked once a frame. A string: a function would be
 * serialised with the TypeScript runner's helpers (`__name`), which the page lacks.
 */
const WATCH_INTERACTIVE = `
  window.wayInInteractive = new Promise((resolve, reject) => {
    let heading;
    const giveUp = setTimeout(() => reject(new Error('no interactive hiring dashboard within 60 s')), 60000);
    const check = () => {
      const titled = [...document.querySelectorAll('h1')].some((h1) => h1.textContent.trim() === 'Hiring dashboard');
      if (location.pathname === '/dashboard/hiring' && titled) {
        heading ??= performance.now();
        if (!document.querySelector('[data-testid="skeleton-row"]')) {
          clearTimeout(giveUp);
          resolve({ heading, interactive: performance.now() });
          return;
        }
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  undefined; // evaluated as an expression: not the promise, which the install would wait for
`;

/** When the bench clicks: right at hydration, or once the sign-in is prepared. */
export type ClickMoment = 'hydrated' | 'prepared';

export interface WayInRun {
  readonly roundTrips: number;
  readonly requests: number;
  readonly ms: number;
  /** From the first engagement (filling the email field) to the hydrated app. */
  readonly appStartMs: number;
  /** From the hydrated app to the click ('prepared' runs: the wait for the preparation). */
  readonly preparedWaitMs: number;
  /** React commits from the click to the interactive dashboard (WAY_IN_COMMITS=1 runs; else 0). */
  readonly commits: number;
  /** When each commit of the page happened, ms after the click event (WAY_IN_COMMITS=1 runs). */
  readonly commitTimes: readonly number[];
  /**
   * The same journey timed inside the page: from the click event to the moment the page answered
   * that the dashboard was interactive (Playwright's locator and actionability work before the
   * click, at CPU 4× on a loaded machine, is left out). Printed, not budgeted.
   */
  readonly inPageMs: number;
  /** When the click event reached the page, after the bench asked for the click (ms). */
  readonly clickDispatchMs: number;
  readonly chain: readonly Timed[];
  /** Every request after the identity pair, by start. */
  readonly all: readonly Timed[];
  /** Where the main thread went from the click to the interactive dashboard (profiled runs only). */
  readonly profile?: MainThreadProfile;
  /** How long before the click the profile started (ms). */
  readonly profileLead?: number;
  /** The identity pair's requests (click-relative). */
  readonly identity: readonly Timed[];
}

const isIdentityCall = (url: string) => new URL(url).pathname.startsWith('/idp');

/** One sign-in journey, clicked at `click` (default hydrated), at `rttMs` of added round trip. */
export async function wayInOnce(
  browser: Browser,
  base: string,
  rttMs: number,
  options: { profile?: boolean; click?: ClickMoment } = {},
): Promise<WayInRun> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  // WAY_IN_COMMITS=1: React's commits are counted (the timed figures of such a run are not the budget's).
  if (process.env['WAY_IN_COMMITS'] === '1') await page.addInitScript(REACT_COMMITS);
  // WAY_IN_NO_WORKER=1: the SRP worker's script does not load, so the sign-in computes on the main
  // thread (the fallback): the same build, measured with and without the worker. The route is set
  // in both cases, so both pay the same request interception.
  const noWorker = process.env['WAY_IN_NO_WORKER'] === '1';
  await page.route(/\/assets\/brigade-srp\./, (route) => (noWorker ? route.abort() : route.continue()));
  // Requests in flight and when the last one settled, for the wait for the preparation.
  const inFlight = new Set<Request>();
  let settledAt = performance.now();
  page.on('request', (request) => inFlight.add(request));
  const settled = (request: Request) => {
    inFlight.delete(request);
    settledAt = performance.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // A loaded shared machine can take longer than Playwright's default 30 s to settle the page.
  await page.goto(`${base}/user/login`, { waitUntil: 'networkidle', timeout: 120_000 });
  if (rttMs > 0) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: rttMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  const timings = new Map<Request, { label: string; identity: boolean; start: number; end: number }>();
  const started = (request: Request) =>
    timings.set(request, {
      label: requestLabel(request, base, 90),
      identity: isIdentityCall(request.url()),
      start: performance.now(),
      end: Number.POSITIVE_INFINITY,
    });
  const finished = (request: Request) => {
    const timing = timings.get(request);
    if (timing) timing.end = performance.now();
  };
  // The login page starts its app at the first engagement (issue #20): here the email field's
  // focus. A person types for seconds; the click is measured once the app is up (as before the
  // change, when the app started at load), and the wait for it is printed apart.
  const engagedAt = performance.now();
  await page.getByLabel('Email', { exact: true }).fill(ACCOUNT);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
    timeout: 60_000,
  });
  const appStartMs = performance.now() - engagedAt;
  const hydratedAt = performance.now();
  if (options.click === 'prepared') {
    await page
      .waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, PREPARED_MARK, {
        timeout: PREPARED_WAIT_MS,
      })
      .catch(() => console.warn(`no ${PREPARED_MARK} within ${PREPARED_WAIT_MS} ms; clicking anyway`));
    while (
      (inFlight.size > 0 ||
        performance.now() - settledAt < QUIET_MS ||
        performance.now() - engagedAt < TYPING_MS) &&
      performance.now() - hydratedAt < PREPARED_WAIT_MS
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const preparedWaitMs = performance.now() - hydratedAt;
  page.on('request', started);
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  const profiler = options.profile ? await startProfile(cdp) : undefined;
  const profiledFrom = performance.now();
  await page.evaluate(() =>
    document.addEventListener(
      'click',
      (event) => ((window as unknown as { wayInClick?: number }).wayInClick = event.timeStamp),
      { capture: true, once: true },
    ),
  );
  const commitsBefore = await page.evaluate(
    () => (window as unknown as { wayInCommits?: { commits: number } }).wayInCommits?.commits ?? 0,
  );
  const playwrightWait = process.env['WAY_IN_PLAYWRIGHT_WAIT'] === '1';
  if (!playwrightWait) await page.evaluate(WATCH_INTERACTIVE);
  const clickedAt = performance.now();
  const pageAtClickCall = await page.evaluate(() => performance.now());
  let headingAt: number;
  let interactiveInPage: number;
  if (playwrightWait) {
    // The former detection, for comparison: Playwright's locators, polling from the page.
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/dashboard\/hiring$/, { timeout: 60_000, waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Hiring dashboard' }).waitFor({ timeout: 60_000 });
    headingAt = performance.now();
    interactiveInPage = (await (
      await page.waitForFunction(() =>
        document.querySelectorAll('[data-testid="skeleton-row"]').length === 0 ? performance.now() : false,
      )
    ).jsonValue()) as number;
  } else {
    // The page watches for the dashboard itself (WATCH_INTERACTIVE, installed above), once a
    // frame, with two cheap queries: Playwright's heading-by-role wait computes accessible names
    // over the whole page on every poll, on the same main thread at CPU 4×, and held the journey
    // it measured back.
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const seen = (await page.evaluate('window.wayInInteractive', undefined)) as {
      heading: number;
      interactive: number;
    };
    interactiveInPage = seen.interactive;
    headingAt = clickedAt + (seen.heading - pageAtClickCall);
  }
  const ms = performance.now() - clickedAt;
  const pageClick = await page.evaluate(() => (window as unknown as { wayInClick?: number }).wayInClick ?? 0);
  const inPageMs = interactiveInPage - pageClick;
  const clickDispatchMs = pageClick - pageAtClickCall;
  const commitTimes = await page.evaluate(
    (from) =>
      (window as unknown as { wayInCommits?: { at: number[] } }).wayInCommits?.at.map((at) => at - from) ??
      [],
    pageClick,
  );
  const commits = commitTimes.length - commitsBefore;
  const profile = await profiler?.stop();
  page.off('request', started);
  await context.close();
  const all = [...timings.values()].filter((timing) => timing.start <= clickedAt + ms);
  const identityEnd = Math.max(
    clickedAt,
    ...all.filter((timing) => timing.identity).map((timing) => timing.end),
  );
  // After the identity pair: what the app asks once it holds tokens, up to the interactive dashboard
  // (a request still open then did not hold the dashboard back). A script or style asked for
  // after the dashboard's heading showed (a prefetch of the next screens) did not either.
  const after = all
    .filter((timing) => !timing.identity && timing.start >= identityEnd && Number.isFinite(timing.end))
    .filter((timing) => timing.start <= headingAt || !/\[(script|stylesheet)\]$/.test(timing.label))
    .map(({ label, start, end }) => ({ label, start: start - clickedAt, end: end - clickedAt }));
  const chain = longestChain(after);
  return {
    roundTrips: chain.length,
    requests: after.length,
    ms,
    appStartMs,
    preparedWaitMs,
    commits,
    commitTimes,
    inPageMs,
    clickDispatchMs,
    chain,
    all: after.sort((a, b) => a.start - b.start),
    profile,
    profileLead: clickedAt - profiledFrom,
    identity: all
      .filter((timing) => timing.identity)
      .map(({ label, start, end }) => ({ label, start: start - clickedAt, end: end - clickedAt })),
  };
}

/** Every request of `run` with the depth of the longest chain ending in it (1: started as tokens came). */
export function printRequests(title: string, run: WayInRun): void {
  console.log(`${title}: every request after the identity pair`);
  console.table(
    run.all.map((timing) => ({
      request: timing.label,
      depth: longestChain(
        run.all.filter((other) => other.start <= timing.start && other !== timing).concat(timing),
      ).length,
      'start ms': Math.round(timing.start),
      'end ms': Math.round(timing.end),
    })),
  );
}

/** The longest chain of `run`, step by step. */
export function printChain(title: string, run: WayInRun): void {
  console.log(
    `${title}: the longest chain of ${run.chain.length} (of ${run.requests} requests after the identity pair)`,
  );
  console.table(
    run.chain.map((timing, index) => ({
      step: index + 1,
      request: timing.label,
      'start ms': Math.round(timing.start),
      'end ms': Math.round(timing.end),
    })),
  );
}
