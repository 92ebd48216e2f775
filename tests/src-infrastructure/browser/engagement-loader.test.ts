import { JSDOM } from 'jsdom';
import {
  ENGAGEMENT_LOADER_SCRIPT,
  ENGAGEMENT_READY_EVENT,
  PAGE_START_ELEMENT_ID,
  type PageStartPlan,
} from '../../../src-infrastructure/browser/engagement-loader.script';

const PLAN: PageStartPlan = {
  scripts: ['/assets/react.js', '/assets/vendors.js', '/assets/main.js'],
  prefetch: ['/assets/react.js', '/assets/vendors.js', '/assets/main.js', '/locales/en.json'],
};

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

const prefetchLinks = (document: Document) =>
  [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));

describe('the engagement loader (issue #20: a guest page is HTML until the visitor engages)', () => {
  it('requests no script at load, and prefetches the plan a second after the load event once idle', async () => {
    const { window, document } = guestPage();
    expect(insertedScripts(document)).toEqual([]);
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
    await new Promise((resolve) => window.setTimeout(resolve, 500));
    expect(prefetchLinks(document)).toEqual([]);
    await new Promise((resolve) => window.setTimeout(resolve, 1000));
    expect(prefetchLinks(document)).toEqual(PLAN.prefetch);
    expect(insertedScripts(document)).toEqual([]);
  });

  it('prefetches one file per idle callback, in order, and stops once the app has started', async () => {
    const idle: (() => void)[] = [];
    const { window, document } = guestPage(false, '', (window) => {
      (window as unknown as { requestIdleCallback: (callback: () => void) => void }).requestIdleCallback = (
        callback,
      ) => idle.push(callback);
    });
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
    await new Promise((resolve) => window.setTimeout(resolve, 1100));
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
  ])('inserts the scripts in order, once, at the first %s', (_name, event) => {
    const { window, document } = guestPage();
    document.querySelector('input')!.dispatchEvent(event(window));
    document.body.dispatchEvent(new window.KeyboardEvent('keydown', { bubbles: true, key: 'b' }));
    expect(insertedScripts(document)).toEqual(PLAN.scripts.map((src) => ({ src, async: false })));
  });

  it('holds a submission until the app is ready, unseen by the page, then replays it once', () => {
    const { window, document } = guestPage();
    const seen: string[] = [];
    // Stands for React's listener on the root: it must not see the submission before the app is ready.
    document.getElementById('root')!.addEventListener('submit', (event) => {
      event.preventDefault();
      seen.push((event as SubmitEvent).submitter?.id ?? 'no submitter');
    });
    (document.getElementById('go') as HTMLButtonElement).click();
    expect(seen).toEqual([]);
    expect(insertedScripts(document)).toHaveLength(PLAN.scripts.length);

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
    const { window, document } = guestPage(true);
    // The storage is read outside the loader's own task (the parser's, during the page load).
    expect(insertedScripts(document)).toEqual([]);
    await new Promise((resolve) => window.setTimeout(resolve, 0));
    expect(insertedScripts(document)).toHaveLength(PLAN.scripts.length);
  });

  it('puts a stylesheet the page carries in part in at the start, at its place, and drops the part once it loaded', () => {
    const { window, document } = guestPage(false, CRITICAL_HEAD);
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
    document.body.dispatchEvent(new window.Event('pointerdown', { bubbles: true }));
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

  it('starts when the page comes back after being hidden', () => {
    const { window, document } = guestPage();
    let state: DocumentVisibilityState = 'hidden';
    Object.defineProperty(document, 'visibilityState', { get: () => state, configurable: true });
    document.dispatchEvent(new window.Event('visibilitychange'));
    expect(insertedScripts(document)).toEqual([]);
    state = 'visible';
    document.dispatchEvent(new window.Event('visibilitychange'));
    expect(insertedScripts(document)).toHaveLength(PLAN.scripts.length);
  });
});
