/**
 * "A server-rendered guest page is complete HTML until the visitor engages with it" (issue #20).
 *
 * The text of the one inline script such a page carries instead of its app scripts. It reads the
 * page's start plan (the JSON block `#page-start`: `{ scripts: string[], prefetch: string[] }`)
 * and then:
 * - a second after the load event, on idle, it adds `<link rel="prefetch">` for every script and
 *   file of the plan: they come into the HTTP cache without running. (Not sooner: a request
 *   started before the page's largest paint counts in Lighthouse's simulated LCP.) One link per
 *   idle callback, in the plan's order: starting a request costs about a millisecond of the main
 *   thread, so seven in one task made a long one on a slow phone. It stops once the app starts.
 * - at the first engagement (pointerdown, keydown, focusin, touchstart, or the page coming back
 *   after being hidden), or in the task after the loader's own when the identity library's
 *   session is stored (a signed-in visitor, whom the app sends on from a guest page; the storage
 *   is read outside the parser's task, which it would lengthen by its synchronous IPC), it:
 *   - puts each stylesheet the page carries only in part (`<style data-critical="href">`, the
 *     rules its markup uses) in as `<link rel="stylesheet">` right after that element, which it
 *     removes once the file has loaded (the file holds the same rules in the same order, so
 *     nothing the page shows changes);
 *   - inserts the scripts in order (async = false: they run in document order, as the deferred
 *     scripts they replace did), and the app starts and hydrates;
 * - until the app says it is ready (the ENGAGEMENT_READY_EVENT on document, once it has
 *   hydrated), a form submission is prevented (the form never submits natively) and a click on a
 *   button is held; both are replayed then, in order: `form.requestSubmit(submitter)` and
 *   `button.click()`. Held events stop at the document (capture phase), so neither a half-hydrated
 *   React root nor another listener sees them twice. Links and everything else keep their
 *   native behaviour.
 *
 * It is written as ES2017 text, not compiled: its exact text is hashed into the page's CSP
 * (ENGAGEMENT_LOADER_HASH is computed by the server renderer from this constant), so no
 * 'unsafe-inline' is needed. Keep it small: it is in every guest page.
 */
export const ENGAGEMENT_LOADER_SCRIPT = `(function () {
  var d = document, w = window;
  var plan = JSON.parse(d.getElementById('page-start').textContent);
  var started = false, ready = false, held = [];
  var ENGAGE = ['pointerdown', 'keydown', 'focusin', 'touchstart'];
  function start() {
    if (started) return;
    started = true;
    ENGAGE.forEach(function (type) { d.removeEventListener(type, start, true); });
    d.removeEventListener('visibilitychange', onVisible);
    [].forEach.call(d.querySelectorAll('style[data-critical]'), function (part) {
      var link = d.createElement('link');
      link.rel = 'stylesheet';
      link.href = part.getAttribute('data-critical');
      link.addEventListener('load', function () { part.remove(); }, { once: true });
      part.after(link);
    });
    plan.scripts.forEach(function (src) {
      var script = d.createElement('script');
      script.src = src;
      script.async = false;
      d.head.appendChild(script);
    });
  }
  var wasHidden = d.visibilityState === 'hidden';
  function onVisible() {
    if (d.visibilityState === 'hidden') wasHidden = true;
    else if (wasHidden) start();
  }
  ENGAGE.forEach(function (type) { d.addEventListener(type, start, true); });
  d.addEventListener('visibilitychange', onVisible);
  function hold(event) {
    if (ready) return;
    if (event.type === 'submit') {
      event.preventDefault();
      event.stopPropagation();
      held.push({ form: event.target, submitter: event.submitter || null });
      start();
      return;
    }
    var button = event.target && event.target.closest ? event.target.closest('button') : null;
    if (!button || button.disabled || (button.form && button.type === 'submit')) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ button: button });
    start();
  }
  d.addEventListener('submit', hold, true);
  d.addEventListener('click', hold, true);
  d.addEventListener('brigade:app-ready', function () {
    if (ready) return;
    ready = true;
    d.removeEventListener('submit', hold, true);
    d.removeEventListener('click', hold, true);
    held.splice(0).forEach(function (action) {
      if (action.button) action.button.click();
      else if (action.form.isConnected) action.form.requestSubmit(action.submitter && action.submitter.form === action.form ? action.submitter : undefined);
    });
  });
  function signedIn() {
    try {
      return [w.localStorage, w.sessionStorage].some(function (area) {
        for (var index = 0; index < area.length; index++) {
          var key = area.key(index) || '';
          if (key.indexOf('CognitoIdentityServiceProvider.') === 0 && /\\.LastAuthUser$/.test(key)) return true;
        }
        return false;
      });
    } catch (error) {
      return false;
    }
  }
  setTimeout(function () { if (signedIn()) start(); }, 0);
  var queue = plan.prefetch.slice();
  function later(next) {
    if (w.requestIdleCallback) w.requestIdleCallback(next, { timeout: 2000 });
    else setTimeout(next, 0);
  }
  function prefetch() {
    if (started || !queue.length) return;
    var link = d.createElement('link');
    link.rel = 'prefetch';
    link.href = queue.shift();
    d.head.appendChild(link);
    later(prefetch);
  }
  function onLoad() {
    setTimeout(function () { later(prefetch); }, 1000);
  }
  if (d.readyState === 'complete') onLoad();
  else w.addEventListener('load', onLoad, { once: true });
})();`;

/** The event the app dispatches on document once it has hydrated: held actions replay then. */
export const ENGAGEMENT_READY_EVENT = 'brigade:app-ready';

/** The id of the JSON block with the page's start plan. */
export const PAGE_START_ELEMENT_ID = 'page-start';

/** What the loader reads from `#page-start`. */
export interface PageStartPlan {
  /** The app's scripts, in the order they run. */
  readonly scripts: readonly string[];
  /** Fetched into the HTTP cache on idle after load: the scripts and the files they fetch at start. */
  readonly prefetch: readonly string[];
}
