/**
 * The way in as issue #30 defines it (bench/way-in.bench.ts judges it): on the login page, under
 * the slow phone's conditions (support/slow-phone.ts: cold cache, no service worker, CPU 4×,
 * 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up), the fields filled as a password manager does and
 * the e-mail field focused (the first engagement: the app starts), the sign-in is clicked as soon
 * as the app's ready event fires (in the task after it, so the loader has stopped holding clicks;
 * no quiet period), and the figure is the time from that click to an interactive hiring dashboard
 * (its heading shown, no skeleton row left), measured inside the page, checked once a frame.
 */
import type { Browser, Request } from '@playwright/test';
import { printPhases, printProfile, startProfile, type MainThreadProfile } from './main-thread-profile';
import { AUTOFILL, slowPhonePage } from './slow-phone';
import { REACT_COMMITS } from './way-in-journey';

/** Installed before the page's scripts: clicks "Log in" right after the ready event, and watches for the dashboard. */
const CLICK_AT_READY = `(() => {
  const m = (window.__wayIn = {});
  document.addEventListener('brigade:app-ready', () => {
    m.readyAt = performance.now();
    setTimeout(() => {
      const button = document.querySelector('form button[type="submit"]');
      m.clickAt = performance.now();
      button.click();
      const check = () => {
        const titled = [...document.querySelectorAll('h1')].some((h1) => h1.textContent.trim() === 'Hiring dashboard');
        if (location.pathname === '/dashboard/hiring' && titled) {
          if (m.headingAt === undefined) m.headingAt = performance.now();
          if (!document.querySelector('[data-testid="skeleton-row"]')) {
            m.interactiveAt = performance.now();
            return;
          }
        }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, 0);
  }, { once: true });
})();`;

/** What a traced run saw after the click (every time in ms after the click). */
export interface WayInAtReadyTrace {
  /** The main thread, sampled from before the page loaded; `lead`: the click's time in it. */
  readonly profile: MainThreadProfile;
  readonly lead: number;
  /** Every request sent after the click: method and path, when sent, when its last byte came. */
  readonly requests: readonly { readonly label: string; readonly start: number; readonly end: number }[];
  /** React's commits. */
  readonly commits: readonly number[];
}

export interface WayInAtReadyRun {
  /** The click (at the ready event) → the interactive dashboard (ms, in the page). */
  readonly ms: number;
  /** The click → the dashboard's heading shown (ms). */
  readonly headingMs: number;
  /** The focus (first engagement) → the ready event (ms, wall clock of the bench). */
  readonly engagementToReadyMs: number;
  /** With `trace`: where the time went. */
  readonly trace?: WayInAtReadyTrace;
}

/** A request the page made: when sent and when its last byte came (ms since the epoch). */
interface SentRequest {
  readonly label: string;
  readonly sentAt: number;
  readonly finishedAt: number | undefined;
}

/**
 * One journey; rejects when the dashboard is not interactive within a minute. With `trace`, the
 * main thread is sampled and the requests and React's commits are recorded (not a judged run).
 */
export async function wayInAtReadyOnce(
  browser: Browser,
  base: string,
  account: { email: string; password: string },
  options: { trace?: boolean } = {},
): Promise<WayInAtReadyRun> {
  const { context, page, cdp } = await slowPhonePage(
    browser,
    options.trace ? `${REACT_COMMITS}\n${CLICK_AT_READY}` : CLICK_AT_READY,
  );
  // Every request, the SRP worker's too (Playwright reports a dedicated worker's on its page; the
  // page's Network domain does not): sent and done on the wall clock (ms since the epoch).
  const sent: SentRequest[] = [];
  // The profile's clock is the Network domain's (monotonic); its wall time of a request maps it.
  let monotonicToEpoch: number | undefined;
  if (options.trace) {
    cdp.on('Network.requestWillBeSent', (event) => {
      monotonicToEpoch ??= event.wallTime * 1000 - event.timestamp * 1000;
    });
    const done = (request: Request) => {
      const timing = request.timing();
      const url = new URL(request.url());
      sent.push({
        label: `${request.method()} ${url.pathname}${url.search}`,
        sentAt: timing.startTime,
        finishedAt: timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd : undefined,
      });
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }
  const profiler = options.trace ? await startProfile(cdp) : undefined;
  try {
    await page.goto(`${base}/user/login`, { waitUntil: 'load', timeout: 120_000 });
    await page.evaluate(AUTOFILL, account);
    const engagedAt = performance.now();
    await page.getByLabel('Email', { exact: true }).focus();
    await page.waitForFunction(
      () => (window as unknown as { __wayIn: { readyAt?: number } }).__wayIn.readyAt !== undefined,
      undefined,
      { timeout: 60_000, polling: 50 },
    );
    const engagementToReadyMs = performance.now() - engagedAt;
    const times = (await (
      await page.waitForFunction(
        () => {
          const m = (
            window as unknown as {
              __wayIn: { clickAt?: number; headingAt?: number; interactiveAt?: number };
            }
          ).__wayIn;
          return m.interactiveAt === undefined ? false : m;
        },
        undefined,
        { timeout: 60_000, polling: 100 },
      )
    ).jsonValue()) as { clickAt: number; headingAt: number; interactiveAt: number };
    const run = {
      ms: times.interactiveAt - times.clickAt,
      headingMs: times.headingAt - times.clickAt,
      engagementToReadyMs,
    };
    if (!profiler) return run;
    const profile = await profiler.stop();
    const inPage = (await page.evaluate(
      '({ origin: performance.timeOrigin, commits: window.wayInCommits.at })',
    )) as { origin: number; commits: number[] };
    const clickEpoch = inPage.origin + times.clickAt;
    return {
      ...run,
      trace: {
        profile,
        lead: clickEpoch - (monotonicToEpoch ?? 0) - profile.startMs,
        requests: sent
          .filter((request) => request.sentAt >= clickEpoch)
          .sort((a, b) => a.sentAt - b.sentAt)
          .map((request) => ({
            label: request.label,
            start: request.sentAt - clickEpoch,
            end: (request.finishedAt ?? Number.NaN) - clickEpoch,
          })),
        commits: inPage.commits.map((at) => at - times.clickAt),
      },
    };
  } finally {
    await context.close();
  }
}

/** Prints a traced run: its requests and commits after the click, and the main thread between them. */
export function printAtReadyTrace(run: WayInAtReadyRun): void {
  const { trace } = run;
  if (!trace) return;
  console.log(
    `Traced #30 journey (not judged; the commit hook costs a call per commit): interactive ${Math.round(run.ms)} ms, ` +
      `heading ${Math.round(run.headingMs)} ms after the click`,
  );
  console.table(
    trace.requests.map((request) => ({
      request: request.label.slice(0, 90),
      'start ms': Math.round(request.start),
      'end ms': Math.round(request.end),
    })),
  );
  console.log(`React commits at (ms after the click) ${trace.commits.map(Math.round).join(', ')}`);
  const after = {
    ...trace.profile,
    samples: trace.profile.samples.filter((sample) => sample.at >= trace.lead),
  };
  const byPlace = new Map<string, number>();
  for (const sample of after.samples) byPlace.set(sample.place, (byPlace.get(sample.place) ?? 0) + sample.ms);
  printProfile('Traced #30 journey, click → interactive', {
    ...after,
    totalMs: after.samples.reduce((sum, sample) => sum + sample.ms, 0),
    places: [...byPlace].map(([place, ms]) => ({ place, ms })).sort((a, b) => b.ms - a.ms),
  });
  printPhases(trace.profile, trace.lead, [
    ...trace.requests.flatMap((request) => [
      { label: `${request.label.slice(0, 60)} sent`, at: request.start },
      { label: `${request.label.slice(0, 60)} done`, at: request.end },
    ]),
    ...trace.commits.map((at) => ({ label: 'React commit', at })),
    { label: 'heading shown', at: run.headingMs },
    { label: 'interactive dashboard', at: run.ms },
  ]);
}
