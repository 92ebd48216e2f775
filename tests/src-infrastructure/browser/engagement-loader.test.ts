import { waitFor } from '@testing-library/react';
import { JSDOM } from 'jsdom';
import {
  ENGAGEMENT_LOADER_SCRIPT,
  ENGAGEMENT_READY_EVENT,
  HELD_BUTTON_CLASS,
  PAGE_START_ELEMENT_ID,
  READY_AFTER_LOAD_MS,
  SCRIPTS_ARRIVE_MS,
  SCRIPTS_AT_LATEST_MS,
  START_ERROR_ELEMENT_ID,
  type PageStartPlan,
} from '../../../src-infrastructure/browser/engagement-loader.script';

const PLAN: PageStartPlan = {
  scripts: ['/assets/react.js', '/assets/vendors.js', '/assets/main.js'],
  prefetch: ['/assets/react.js', '/assets/vendors.js', '/assets/main.js', '/locales/en.json'],
  messages: { failed: 'تعذّر إكمال تحميل هذه الصفحة.', reload: 'إعادة التحميل' },
};

/** What the app's listener on the root sees: one 'submitted' per submission that reaches it. */
function submissionsSeen(document: Document): string[] {
  const seen: string[] = [];
  document.getElementById('root')!.addEventListener('submit', (event) => {
    event.preventDefault();
    seen.push('submitted');
  });
  return seen;
}

/**
 * A server-rendered guest page in a fresh window of its own (the loader's listeners never leak
 * from one test to the next), with the loader run as the page runs it: its exact text.
 */
const CRITICAL_HEAD =
  '<style data-critical="/assets/main.css">.auth-form{margin:0}</style>' +
  '<style data-href="/assets/route-login.css">.auth-screen{margin:0}</style>';

function guestPage(
  storedSession = false,
  head = '',
  beforeLoader?: (window: JSDOM['window']) => void,
): { window: JSDOM['window']; document: Document } {
  const dom = new JSDOM(
    `<!doctype html><html><head>${head}</head><body>` +
      `<aside id="consent-banner"><button type="button" data-consent="all">Allow all</button></aside>` +
      `<div id="root"><form id="login" noValidate><input name="username" value="">` +
      `<button type="button" id="show">Show</button><button type="submit" id="go">Log in</button></form>` +
      `<a id="forgot" href="/forgot-password">Forgot?</a></div>` +
      `<script id="${PAGE_START_ELEMENT_ID}" type="application/json">${JSON.stringify(PLAN)}</script>` +
      `</body></html>`,
    { runScripts: 'outside-only', url: 'http://localhost/user/login', pretendToBeVisual: true },
  );
  if (storedSession)
    dom.window.localStorage.setItem('CognitoIdentityServiceProvider.client-1.LastAuthUser', 'user-1');
  beforeLoader?.(dom.window);
  dom.window.eval(ENGAGEMENT_LOADER_SCRIPT);
  return { window: dom.window, document: dom.window.document };
}

const insertedScripts = (document: Document) =>
  [...document.head.querySelectorAll('script')].map((script) => ({
    src: script.getAttribute('src'),
    async: script.async,
  }));

/** Waits for the scripts the engagement starts: they go in after the next frame (waited for, not timed). */
const scriptsInserted = (document: Document) =>
  waitFor(() => expect(insertedScripts(document)).toHaveLength(PLAN.scripts.length), { timeout: 10_000 });

const prefetchLinks = (document: Document) =>
  [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));

describe('the engagement loader (issue #20: a guest page is HTML until the visitor engages)', () => {
  it('requests no script at load, and prefetches the plan once the page has painted (not in its own task)', async () => {
    const { document } = guestPage();
    expect(insertedScripts(document)).toEqual([]);
    expect(prefetchLinks(document)).toEqual([]);
    // pretendToBeVisual: a frame every 16 ms; the links come after the first one, one an idle
    // callback (waited for, not timed: a loaded machine's frames come late).
    await waitFor(() => expect(prefetchLinks(document)).toEqual(PLAN.prefetch), { timeout: 10_000 });
    expect(insertedScripts(document)).toEqual([]);
  });

  it('prefetches one file per idle callback, in order, and stops once the app has started', async () => {
    const idle: (() => void)[] = [];
    const { window, document } = guestPage(false, '', (window) => {
      (window as unknown as { requestIdleCallback: (callback: () => void) => void }).requestIdleCallback = (
        callback,
      ) => idle.push(callback);
    });
    // The first idle request follows the first frame (16 ms when idle): waited for, not timed,
    // so a loaded machine's late frame does not fail the test.
    await waitFor(() => expect(idle.length).toBeGreaterThan(0), { timeout: 10_000 });
    expect(prefetchLinks(document)).toEqual([]);
    idle.shift()!();
    expect(prefetchLinks(document)).toEqual(PLAN.prefetch.slice(0, 1));
    idle.shift()!();
    expect(prefetchLinks(document)).toEqual(PLAN.prefetch.slice(0, 2));
    document.body.dispatchEvent(new window.Event('pointerdown', { bubbles: true }));
    idle.splice(0).forEach((callback) => callback());
    expect(prefetchLinks(document)).toEqual(PLAN.prefetch.slice(0, 2));
  });

  it.each([
    ['pointerdown', (window: JSDOM['window']) => new window.Event('pointerdown', { bubbles: true })],
    [
      'keydown',
      (window: JSDOM['window']) => new window.KeyboardEvent('keydown', { bubbles: true, key: 'a' }),
    ],
    ['focusin', (window: JSDOM['window']) => new window.FocusEvent('focusin', { bubbles: true })],
    ['touchstart', (window: JSDOM['window']) => new window.Event('touchstart', { bubbles: true })],
  ])(
    'inserts the scripts in order, once, after the first %s (in the task after the next frame)',
    async (_name, event) => {
      const { window, document } = guestPage();
      document.querySelector('input')!.dispatchEvent(event(window));
      document.body.dispatchEvent(new window.KeyboardEvent('keydown', { bubbles: true, key: 'b' }));
      expect(insertedScripts(document)).toEqual([]);
      await scriptsInserted(document);
      document.body.dispatchEvent(new window.KeyboardEvent('keydown', { bubbles: true, key: 'c' }));
      await new Promise((resolve) => window.setTimeout(resolve, SCRIPTS_AT_LATEST_MS + 20));
      expect(insertedScripts(document)).toEqual(PLAN.scripts.map((src) => ({ src, async: false })));
    },
  );

  it('draws a held button busy before it puts anything in: a tap’s pointerdown and click insert nothing', async () => {
    const { window, document } = guestPage(false, CRITICAL_HEAD);
    const go = document.getElementById('go') as HTMLButtonElement;
    go.dispatchEvent(new window.Event('pointerdown', { bubbles: true }));
    go.click();
    expect(go.getAttribute('aria-busy')).toBe('true');
    expect(insertedScripts(document)).toEqual([]);
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
    await scriptsInserted(document);
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
  });

  it('holds a submission until the app is ready, unseen by the page, then replays it once', async () => {
    const { window, document } = guestPage();
    const seen: string[] = [];
    // Stands for React's listener on the root: it must not see the submission before the app is ready.
    document.getElementById('root')!.addEventListener('submit', (event) => {
      event.preventDefault();
      seen.push((event as SubmitEvent).submitter?.id ?? 'no submitter');
    });
    (document.getElementById('go') as HTMLButtonElement).click();
    expect(seen).toEqual([]);
    await scriptsInserted(document);
    expect(seen).toEqual([]);

    document.dispatchEvent(new window.Event(ENGAGEMENT_READY_EVENT));
    expect(seen).toEqual(['go']);
    // Once ready, the page's own handlers take everything directly.
    (document.getElementById('go') as HTMLButtonElement).click();
    expect(seen).toEqual(['go', 'go']);
  });

  it('never lets the form submit natively before the app is ready', () => {
    const { window, document } = guestPage();
    const form = document.getElementById('login') as HTMLFormElement;
    const submission = new window.Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submission);
    expect(submission.defaultPrevented).toBe(true);
  });

  it('holds button clicks (the consent banner, a toggle) and replays them in order; links stay native', () => {
    const { window, document } = guestPage();
    const clicks: string[] = [];
    document.body.addEventListener('click', (event) => clicks.push((event.target as Element).id || 'banner'));
    (document.querySelector('[data-consent]') as HTMLButtonElement).click();
    (document.getElementById('show') as HTMLButtonElement).click();
    const link = new window.MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('forgot')!.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    expect(clicks).toEqual(['forgot']);

    document.dispatchEvent(new window.Event(ENGAGEMENT_READY_EVENT));
    expect(clicks).toEqual(['forgot', 'banner', 'show']);
  });

  it('starts for a visitor whose session is stored (the app sends them on), in the task after its own', async () => {
    const { document } = guestPage(true);
    // The storage is read outside the loader's own task (the parser's, during the page load).
    expect(insertedScripts(document)).toEqual([]);
    await scriptsInserted(document);
  });

  it('puts a stylesheet the page carries in part in at the start, at its place, and drops the part once it loaded', async () => {
    const { window, document } = guestPage(false, CRITICAL_HEAD);
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
    document.body.dispatchEvent(new window.Event('pointerdown', { bubbles: true }));
    await scriptsInserted(document);
    const order = () =>
      [...document.head.children].map(
        (element) =>
          `${element.tagName.toLowerCase()} ${element.getAttribute('data-critical') ?? element.getAttribute('data-href') ?? element.getAttribute('href') ?? element.getAttribute('src')}`,
      );
    expect(order()).toEqual([
      'style /assets/main.css',
      'link /assets/main.css',
      'style /assets/route-login.css',
      ...PLAN.scripts.map((src) => `script ${src}`),
    ]);
    document.head.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new window.Event('load'));
    expect(order()).toEqual([
      'link /assets/main.css',
      'style /assets/route-login.css',
      ...PLAN.scripts.map((src) => `script ${src}`),
    ]);
  });

  it('starts when the page comes back after being hidden', async () => {
    const { window, document } = guestPage();
    let state: DocumentVisibilityState = 'hidden';
    Object.defineProperty(document, 'visibilityState', { get: () => state, configurable: true });
    document.dispatchEvent(new window.Event('visibilitychange'));
    expect(insertedScripts(document)).toEqual([]);
    state = 'visible';
    document.dispatchEvent(new window.Event('visibilitychange'));
    await scriptsInserted(document);
  });
});

describe('the engagement loader while the app starts (issue #30: the first tap)', () => {
  const held = (button: Element) => ({
    busy: button.getAttribute('aria-busy'),
    disabled: button.getAttribute('aria-disabled'),
    marked: button.classList.contains(HELD_BUTTON_CLASS),
  });
  const NOT_HELD = { busy: null, disabled: null, marked: false };
  const HELD = { busy: 'true', disabled: 'true', marked: true };

  it('shows a held submission busy on its submitter at once, and takes that off as the app replays it', () => {
    const { window, document } = guestPage();
    const go = document.getElementById('go') as HTMLButtonElement;
    const seen: string[] = [];
    document.getElementById('root')!.addEventListener('submit', (event) => {
      event.preventDefault();
      // The app's handler runs in the replay: the loader's busy state is already off.
      seen.push(`${(event as SubmitEvent).submitter?.id ?? 'none'} ${JSON.stringify(held(go))}`);
    });
    go.click();
    expect(held(go)).toEqual(HELD);
    expect(seen).toEqual([]);

    document.dispatchEvent(new window.Event(ENGAGEMENT_READY_EVENT));
    expect(seen).toEqual([`go ${JSON.stringify(NOT_HELD)}`]);
    expect(held(go)).toEqual(NOT_HELD);
  });

  it('marks the form’s submit button for a submission without a submitter (Enter in a field), and a held button', () => {
    const { window, document } = guestPage();
    const form = document.getElementById('login') as HTMLFormElement;
    // The app's handler, which keeps the replayed submission in the page.
    document.getElementById('root')!.addEventListener('submit', (event) => event.preventDefault());
    form.dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true }));
    expect(held(document.getElementById('go')!)).toEqual(HELD);
    (document.getElementById('show') as HTMLButtonElement).click();
    expect(held(document.getElementById('show')!)).toEqual(HELD);
    document.dispatchEvent(new window.Event(ENGAGEMENT_READY_EVENT));
    expect(held(document.getElementById('go')!)).toEqual(NOT_HELD);
    expect(held(document.getElementById('show')!)).toEqual(NOT_HELD);
  });

  const startError = (document: Document) => {
    const error = document.getElementById(START_ERROR_ELEMENT_ID);
    return error
      ? {
          role: error.getAttribute('role'),
          text: error.querySelector('p')?.textContent,
          button: error.querySelector('button')?.textContent,
          inRoot: document.getElementById('root')!.contains(error),
        }
      : undefined;
  };

  it('shows the error with Reload when a script fails to load, and drops the held click with it', async () => {
    const { window, document } = guestPage();
    const seen = submissionsSeen(document);
    const go = document.getElementById('go') as HTMLButtonElement;
    go.click();
    await scriptsInserted(document);
    expect(startError(document)).toBeUndefined();
    document.head.querySelector('script[src="/assets/main.js"]')!.dispatchEvent(new window.Event('error'));

    expect(startError(document)).toEqual({
      role: 'alert',
      text: PLAN.messages!.failed,
      button: PLAN.messages!.reload,
      inRoot: false,
    });
    // The person was waiting on the click: focus goes to Reload; the button is no longer busy.
    expect(document.activeElement).toBe(document.querySelector(`#${START_ERROR_ELEMENT_ID} button`));
    expect(held(go)).toEqual(NOT_HELD);
    // Another press is not held for an app that will not come; it goes to Reload.
    go.focus();
    go.click();
    expect(held(go)).toEqual(NOT_HELD);
    expect(document.activeElement).toBe(document.querySelector(`#${START_ERROR_ELEMENT_ID} button`));
    // Should the app come after all, the error goes and nothing dropped is replayed.
    document.dispatchEvent(new window.Event(ENGAGEMENT_READY_EVENT));
    expect(startError(document)).toBeUndefined();
    expect(seen).toEqual([]);
  });

  /** A guest page whose timers the test runs itself: [delay, callback] in the order set. */
  function withTimers() {
    const timers: { delay: number; run: () => void; cleared: boolean }[] = [];
    const page = guestPage(false, '', (window) => {
      const set = (run: () => void, delay = 0) => timers.push({ delay, run, cleared: false });
      (window as unknown as { setTimeout: typeof set }).setTimeout = set;
      (window as unknown as { clearTimeout: (id: number) => void }).clearTimeout = (id) => {
        const timer = timers[id - 1];
        if (timer) timer.cleared = true;
      };
    });
    const fire = (delay: number) =>
      timers.filter((timer) => timer.delay === delay && !timer.cleared).forEach((timer) => timer.run());
    return { ...page, timers, fire };
  }

  it('shows the error when the scripts loaded but the app did not say it was ready within READY_AFTER_LOAD_MS', () => {
    const { window, document, timers, fire } = withTimers();
    document.body.dispatchEvent(new window.Event('pointerdown', { bubbles: true }));
    fire(SCRIPTS_AT_LATEST_MS);
    const scripts = [...document.head.querySelectorAll('script')];
    scripts.slice(0, -1).forEach((script) => script.dispatchEvent(new window.Event('load')));
    // The bound starts once every script has arrived.
    expect(timers.some((timer) => timer.delay === READY_AFTER_LOAD_MS)).toBe(false);
    scripts.at(-1)!.dispatchEvent(new window.Event('load'));
    fire(SCRIPTS_ARRIVE_MS);
    expect(startError(document)).toBeUndefined();
    fire(READY_AFTER_LOAD_MS);
    expect(startError(document)?.role).toBe('alert');
  });

  it('keeps a held submission when only the time ran out, and replays it once the app is ready after all (a slow phone)', () => {
    const { window, document, fire } = withTimers();
    const seen = submissionsSeen(document);
    const go = document.getElementById('go') as HTMLButtonElement;
    go.click();
    fire(SCRIPTS_AT_LATEST_MS);
    fire(SCRIPTS_ARRIVE_MS);
    expect(startError(document)?.role).toBe('alert');
    expect(held(go)).not.toEqual(NOT_HELD);
    // A second press while the error shows is held too, not sent to Reload.
    go.click();
    document.dispatchEvent(new window.Event(ENGAGEMENT_READY_EVENT));
    expect(startError(document)).toBeUndefined();
    expect(seen).toEqual(['submitted', 'submitted']);
  });

  it('shows the error when the scripts have not all arrived within SCRIPTS_ARRIVE_MS; never once the app is ready', () => {
    const stalled = withTimers();
    stalled.document.body.dispatchEvent(new stalled.window.Event('pointerdown', { bubbles: true }));
    stalled.fire(SCRIPTS_AT_LATEST_MS);
    stalled.fire(SCRIPTS_ARRIVE_MS);
    expect(startError(stalled.document)?.role).toBe('alert');

    const started = withTimers();
    started.document.body.dispatchEvent(new started.window.Event('pointerdown', { bubbles: true }));
    started.fire(SCRIPTS_AT_LATEST_MS);
    started.document.dispatchEvent(new started.window.Event(ENGAGEMENT_READY_EVENT));
    started.fire(SCRIPTS_ARRIVE_MS);
    started.fire(READY_AFTER_LOAD_MS);
    expect(startError(started.document)).toBeUndefined();
  });
});
