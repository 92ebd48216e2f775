/**
 * The login page's first taps as issue #30 measures them (bench/login.bench.ts runs and judges
 * them), each in a fresh page under the slow phone's conditions (support/slow-phone.ts), the tap
 * 300 ms after the load event:
 * - 'email': a tap on the e-mail field, then typing at once; the figures: the tap → the app's
 *   ready event (`brigade:app-ready`, dispatched once React has hydrated and handed over what was
 *   typed), whether focus and the typed text were still there two frames later, and the scripts
 *   fetched until then (bytes on the wire, Content-Encoding);
 * - 'log-in': the fields filled as a password manager does (values set, input and change events,
 *   no focus), a tap on "Log in"; the figure: the click → the frame showing the button busy
 *   (`aria-busy="true"` seen by a MutationObserver, then the task after the next animation
 *   frame, i.e. after that frame was produced), and whether the held click was replayed (the
 *   sign-in's first identity call went out);
 * - 'entry-aborts': the app's entry script (main.*.js) fails at the network; the figure: the
 *   script's `error` event → the frame showing the error with Reload (role=alert, a button);
 * - 'entry-throws': the entry arrives but throws instead of starting the app; the figure: its
 *   `load` event → the frame showing that error.
 * Every journey also records the Event Timing API's interactions (durationThreshold 16 ms):
 * their durations are what INP is made of.
 */
import type { Browser } from '@playwright/test';
import { AUTOFILL, slowPhonePage, type WireScript } from './slow-phone';

export type FirstTap = 'email' | 'log-in' | 'entry-aborts' | 'entry-throws';

/** Installed before the page's own scripts: the page's times, on `window.__firstTap`. */
const RECORD = `(() => {
  const m = (window.__firstTap = { scriptLoads: [], interactions: {} });
  const first = (key) => (event) => { if (m[key] === undefined) m[key] = event.timeStamp; };
  document.addEventListener('pointerdown', first('pressAt'), true);
  document.addEventListener('click', first('clickAt'), true);
  document.addEventListener('brigade:app-ready', () => { if (m.readyAt === undefined) m.readyAt = performance.now(); });
  const isScript = (event) => event.target && event.target.tagName === 'SCRIPT' && event.target.src;
  document.addEventListener('load', (event) => { if (isScript(event)) m.scriptLoads.push(performance.now()); }, true);
  document.addEventListener('error', (event) => {
    if (isScript(event) && m.failedAt === undefined) m.failedAt = performance.now();
  }, true);
  const shown = (key) => {
    if (m[key] !== undefined) return;
    m[key] = -1;
    requestAnimationFrame(() => setTimeout(() => { m[key] = performance.now(); }, 0));
  };
  new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target;
      if (record.type === 'attributes' && target.tagName === 'BUTTON' && target.getAttribute('aria-busy') === 'true') shown('busyShownAt');
      if (record.type === 'childList')
        for (const node of record.addedNodes)
          if (node.nodeType === 1 && node.getAttribute('role') === 'alert' && node.querySelector('button')) shown('alertShownAt');
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const seen = m.interactions[entry.interactionId] || { duration: 0, tap: false };
      m.interactions[entry.interactionId] = {
        duration: Math.max(seen.duration, entry.duration),
        tap: seen.tap || /^(pointer|click|touch)/.test(entry.name),
      };
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

interface PageTimes {
  pressAt?: number;
  clickAt?: number;
  readyAt?: number;
  failedAt?: number;
  busyShownAt?: number;
  alertShownAt?: number;
  scriptLoads: number[];
  interactions: Record<string, { duration: number; tap: boolean }>;
}

export interface FirstTapRun {
  readonly kind: FirstTap;
  /** The tap (pointerdown) → the app's ready event (ms); NaN when it never came. */
  readonly tapToReadyMs: number;
  /** The last script's load event → the app's ready event (ms). */
  readonly lastScriptToReadyMs: number;
  /** 'email': focus still in the e-mail field and the typed text still in it after hydration. */
  readonly focusKept: boolean;
  readonly textKept: boolean;
  /** The click → the frame showing the button busy (ms); NaN when it never showed (within the wait). */
  readonly clickToBusyMs: number;
  /** 'log-in': the held click was replayed (the sign-in's identity call went out after hydration). */
  readonly replayed: boolean;
  /** The failure (the script's error event; 'entry-throws': its load event) → the error shown (ms). */
  readonly failureToErrorMs: number;
  /** The tap → the error shown (ms). */
  readonly tapToErrorMs: number;
  /** The error's text and its button's label, as shown. */
  readonly errorText: string;
  /** Scripts whose request was sent before the ready event: bytes on the wire, and their encodings. */
  readonly scriptsBeforeReady: number;
  readonly scriptBytesBeforeReady: number;
  readonly encodings: readonly string[];
  /** Every interaction's longest event duration (ms), and whether it was a tap. */
  readonly interactions: readonly { readonly duration: number; readonly tap: boolean }[];
}

const TYPED = 'someone@example.test';
const ENTRY = /\/assets\/main\.[0-9a-f]+\.js$/;
/** The longest wait for what a journey waits for (ms): what never comes is NaN, not a hang. */
const WAIT_MS = 20_000;

/** One journey of `kind` on `${base}/user/login`. */
export async function firstTapOnce(
  browser: Browser,
  base: string,
  kind: FirstTap,
  account: { email: string; password: string },
): Promise<FirstTapRun> {
  const { context, page, scripts } = await slowPhonePage(browser, RECORD);
  try {
    if (kind === 'entry-aborts') await page.route(ENTRY, (route) => route.abort());
    if (kind === 'entry-throws')
      await page.route(ENTRY, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/javascript',
          body: 'throw new Error("bench: the entry does not start the app");',
        }),
      );
    await page.goto(`${base}/user/login`, { waitUntil: 'load', timeout: 120_000 });
    if (kind === 'log-in') await page.evaluate(AUTOFILL, account);
    await page.waitForTimeout(300);
    let identityCall: Promise<boolean> | undefined;
    if (kind === 'log-in') {
      identityCall = page
        .waitForRequest((request) => new URL(request.url()).pathname.startsWith('/idp'), { timeout: 60_000 })
        .then(
          () => true,
          () => false,
        );
      await page.getByRole('button', { name: 'Log in', exact: true }).tap();
    } else {
      await page.getByLabel('Email', { exact: true }).tap();
      if (kind === 'email') await page.keyboard.type(TYPED);
    }
    const key: keyof PageTimes =
      kind === 'email' ? 'readyAt' : kind === 'log-in' ? 'busyShownAt' : 'alertShownAt';
    await page
      .waitForFunction(
        (name) => ((window as unknown as { __firstTap: Record<string, number> }).__firstTap[name] ?? -1) > 0,
        key,
        { timeout: WAIT_MS, polling: 50 },
      )
      .catch(() => undefined);
    if (kind !== 'log-in') {
      // Two frames more: a render after the ready event that would drop focus or text has happened.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
    }
    // The last interactions' entries are reported after their next paint. ('log-in': read before
    // the replayed sign-in takes the page to the dashboard; the replay is checked after.)
    await page.waitForTimeout(300);
    const seen = await page.evaluate(() => {
      const email = document.querySelector<HTMLInputElement>('input[name="username"]');
      const error = document.querySelector('[role="alert"]');
      return {
        times: (window as unknown as { __firstTap: PageTimes }).__firstTap,
        origin: performance.timeOrigin,
        focusKept: document.activeElement === email,
        value: email?.value ?? '',
        errorText: error
          ? `${error.querySelector('p')?.textContent ?? ''} [${error.querySelector('button')?.textContent ?? ''}]`
          : '',
      };
    });
    const replayed = identityCall ? await identityCall : false;
    const times = seen.times;
    const at = (value: number | undefined) => (value !== undefined && value > 0 ? value : Number.NaN);
    const readyAt = at(times.readyAt);
    const lastLoad = Math.max(...times.scriptLoads.filter((load) => !(load > readyAt)));
    const readyWall = seen.origin + (Number.isFinite(readyAt) ? readyAt : Number.POSITIVE_INFINITY);
    const before: WireScript[] = scripts.filter((script) => script.sentAt <= readyWall);
    return {
      kind,
      tapToReadyMs: readyAt - at(times.pressAt),
      lastScriptToReadyMs: readyAt - lastLoad,
      focusKept: seen.focusKept,
      textKept: seen.value === TYPED,
      clickToBusyMs: at(times.busyShownAt) - at(times.clickAt),
      replayed,
      failureToErrorMs:
        at(times.alertShownAt) -
        (kind === 'entry-throws' ? Math.max(...times.scriptLoads) : at(times.failedAt)),
      tapToErrorMs: at(times.alertShownAt) - at(times.pressAt),
      errorText: seen.errorText,
      scriptsBeforeReady: before.length,
      scriptBytesBeforeReady: before.reduce((sum, script) => sum + (script.bytes ?? 0), 0),
      encodings: [...new Set(before.map((script) => script.encoding ?? '(none)'))],
      interactions: Object.values(times.interactions),
    };
  } finally {
    await context.close();
  }
}

/** A journey that did not finish (a timeout on a loaded machine): every figure NaN, which fails its budget. */
export function failedFirstTap(kind: FirstTap): FirstTapRun {
  return {
    kind,
    tapToReadyMs: Number.NaN,
    lastScriptToReadyMs: Number.NaN,
    focusKept: false,
    textKept: false,
    clickToBusyMs: Number.NaN,
    replayed: false,
    failureToErrorMs: Number.NaN,
    tapToErrorMs: Number.NaN,
    errorText: '',
    scriptsBeforeReady: Number.NaN,
    scriptBytesBeforeReady: Number.NaN,
    encodings: [],
    interactions: [],
  };
}
