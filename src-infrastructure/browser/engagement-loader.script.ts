/**
 * "A server-rendered guest page is complete HTML until the visitor engages with it" (issue #20).
 *
 * The text of the one inline script such a page carries instead of its app scripts. It reads the
 * page's start plan (the JSON block `#page-start`, PageStartPlan) and then:
 * - once the page has painted (the task after its first animation frame), it adds
 *   `<link rel="prefetch">` for every script and file of the plan: they come into the HTTP cache
 *   without running (issue #30: what a person needs is not delayed for a Lighthouse-only timing).
 *   One link per idle callback, in the plan's order: starting a request costs about a millisecond
 *   of the main thread, so seven in one task made a long one on a slow phone. It stops once the
 *   app starts.
 * - at the first engagement (pointerdown, keydown, focusin, touchstart, or the page coming back
 *   after being hidden), or in the task after the loader's own when the identity library's
 *   session is stored (a signed-in visitor, whom the app sends on from a guest page; the storage
 *   is read outside the parser's task, which it would lengthen by its synchronous IPC), it, in
 *   the task after the next frame (SCRIPTS_AT_LATEST_MS at the latest), so that frame answers
 *   the engagement first:
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
 * - the button a held click or submission came from (the submitter, else the form's submit
 *   button) shows at once that it is busy (issue #30): `aria-busy="true"`, `aria-disabled="true"`
 *   and HELD_BUTTON_CLASS, which ENGAGEMENT_LOADER_STYLE draws as the app's busy button (dimmed,
 *   a spinner before the label); only attributes and a class, so the markup React hydrates is
 *   unchanged. The loader takes all three off as the app is ready, in the task that replays the
 *   click, so the app's own busy state follows in the same frame.
 * - when the app cannot start (a script's `error` event; the scripts all loaded but no ready
 *   event within READY_AFTER_LOAD_MS; the scripts not all arrived within SCRIPTS_ARRIVE_MS of
 *   their insertion), and the plan carries `messages`, it shows an error (role=alert, focusable,
 *   START_ERROR_ELEMENT_ID, the plan's text in the page's language) with a Reload button, outside
 *   the root. When a script failed (the app will not start), the held actions are dropped, with
 *   the error on screen, and focus goes to Reload when one was waiting; a later click or
 *   submission is still prevented and moves focus there. When only the time ran out (a slow
 *   phone or link), the held actions stay held: should the app become ready after all, the
 *   error goes away and they are replayed as usual.
 *
 * It is written as ES2017 text, not compiled: its exact text is hashed into the page's CSP
 * (ENGAGEMENT_LOADER_HASH is computed by the server renderer from this constant), so no
 * 'unsafe-inline' is needed. Keep it small: it is in every guest page.
 */
/**
 * How long the loader waits for the app to say it is ready once every script it inserted has
 * loaded (ms): longer, and the app threw while it started. The app runs and hydrates in about a
 * second from there on a phone at CPU 4× (`npm run bench -- login` prints "last script loaded →
 * app ready"); four seconds is four times that, and keeps the error within the five seconds of the
 * failure issue #30 allows.
 */
export const READY_AFTER_LOAD_MS = 4000;

/**
 * How long the scripts may take to arrive before the loader gives up on them (ms, from their
 * insertion): a request that neither loads nor fails (a stalled connection). The plan's scripts,
 * about 150 KB as served, take 12 s at 100 kbit/s, a poor mobile link; fifteen seconds leaves
 * that room before it calls the page broken.
 */
export const SCRIPTS_ARRIVE_MS = 15000;

/** The class the loader gives a button whose click or submission it holds (ENGAGEMENT_LOADER_STYLE). */
export const HELD_BUTTON_CLASS = 'page-start-held';

/** The id of the error the loader shows when the app cannot start (ENGAGEMENT_LOADER_STYLE). */
export const START_ERROR_ELEMENT_ID = 'page-start-error';

/**
 * How long after the engagement the loader puts the app's stylesheet and scripts in at the latest
 * (ms). It does so in the task after the next frame, so the frame that answers the engagement (a
 * held button's busy state, a focused field) is drawn first: on a phone at CPU 4× inserting them
 * took 20–60 ms of the pointerdown's task, and the prefetched stylesheet's parse and style
 * recalculation landed in the busy state's frame (issue #30, "tap on Log in → busy state"). A page
 * that draws no frame (hidden) starts after this time instead.
 */
export const SCRIPTS_AT_LATEST_MS = 100;

export const ENGAGEMENT_LOADER_SCRIPT = `(function () {
  var d = document, w = window;
  var plan = JSON.parse(d.getElementById('page-start').textContent);
  var started = false, ready = false, failed = false, held = [], marked = [], timers = [], error = null;
  var ENGAGE = ['pointerdown', 'keydown', 'focusin', 'touchstart'];
  function start() {
    if (started) return;
    started = true;
    ENGAGE.forEach(function (type) { d.removeEventListener(type, start, true); });
    d.removeEventListener('visibilitychange', onVisible);
    (w.requestAnimationFrame || setTimeout)(function () { setTimeout(begin, 0); });
    setTimeout(begin, ${SCRIPTS_AT_LATEST_MS});
  }
  var begun = false;
  function begin() {
    if (begun) return;
    begun = true;
    [].forEach.call(d.querySelectorAll('style[data-critical]'), function (part) {
      var link = d.createElement('link');
      link.rel = 'stylesheet';
      link.href = part.getAttribute('data-critical');
      link.addEventListener('load', function () { part.remove(); }, { once: true });
      part.after(link);
    });
    var waiting = plan.scripts.length;
    plan.scripts.forEach(function (src) {
      var script = d.createElement('script');
      script.src = src;
      script.async = false;
      script.addEventListener('error', fail);
      script.addEventListener('load', function () {
        if (--waiting === 0) timers.push(setTimeout(fail, ${READY_AFTER_LOAD_MS}));
      });
      d.head.appendChild(script);
    });
    timers.push(setTimeout(function () { if (waiting > 0) fail(); }, ${SCRIPTS_ARRIVE_MS}));
  }
  var wasHidden = d.visibilityState === 'hidden';
  function onVisible() {
    if (d.visibilityState === 'hidden') wasHidden = true;
    else if (wasHidden) start();
  }
  ENGAGE.forEach(function (type) { d.addEventListener(type, start, true); });
  d.addEventListener('visibilitychange', onVisible);
  function mark(button) {
    if (!button || marked.indexOf(button) >= 0) return;
    marked.push(button);
    button.classList.add('${HELD_BUTTON_CLASS}');
    button.setAttribute('aria-busy', 'true');
    button.setAttribute('aria-disabled', 'true');
  }
  function unmark() {
    marked.splice(0).forEach(function (button) {
      button.classList.remove('${HELD_BUTTON_CLASS}');
      button.removeAttribute('aria-busy');
      button.removeAttribute('aria-disabled');
    });
  }
  function hold(event) {
    if (ready || (error && error.contains(event.target))) return;
    var submit = event.type === 'submit';
    var button = submit ? null : event.target && event.target.closest ? event.target.closest('button') : null;
    if (!submit && (!button || button.disabled || (button.form && button.type === 'submit'))) return;
    event.preventDefault();
    event.stopPropagation();
    if (failed) return error.querySelector('button').focus();
    if (submit) {
      var submitter = event.submitter || null;
      held.push({ form: event.target, submitter: submitter });
      mark(submitter || event.target.querySelector('button[type="submit"], button:not([type])'));
    } else {
      held.push({ button: button });
      mark(button);
    }
    start();
  }
  d.addEventListener('submit', hold, true);
  d.addEventListener('click', hold, true);
  function fail(event) {
    if (ready || failed || !plan.messages) return;
    var waited = false;
    if (event) {
      failed = true;
      waited = held.splice(0).length > 0;
      unmark();
    }
    if (error) return waited && error.querySelector('button').focus();
    error = d.createElement('div');
    error.id = '${START_ERROR_ELEMENT_ID}';
    error.setAttribute('role', 'alert');
    error.tabIndex = -1;
    var text = d.createElement('p');
    text.textContent = plan.messages.failed;
    var reload = d.createElement('button');
    reload.type = 'button';
    reload.textContent = plan.messages.reload;
    reload.addEventListener('click', function () { w.location.reload(); });
    error.append(text, reload);
    d.body.appendChild(error);
    if (waited) reload.focus();
  }
  d.addEventListener('brigade:app-ready', function () {
    if (ready) return;
    ready = true;
    timers.forEach(clearTimeout);
    d.removeEventListener('submit', hold, true);
    d.removeEventListener('click', hold, true);
    if (error) error.remove();
    unmark();
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
    if (w.requestIdleCallback) w.requestIdleCallback(next, { timeout: 500 });
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
  (w.requestAnimationFrame || setTimeout)(function () { setTimeout(function () { later(prefetch); }, 0); });
})();`;

/** The event the app dispatches on document once it has hydrated: held actions replay then. */
export const ENGAGEMENT_READY_EVENT = 'brigade:app-ready';

/** The id of the JSON block with the page's start plan. */
export const PAGE_START_ELEMENT_ID = 'page-start';

/** What the loader reads from `#page-start`. */
export interface PageStartPlan {
  /** The app's scripts, in the order they run. */
  readonly scripts: readonly string[];
  /** Fetched into the HTTP cache once the page has painted: the scripts and the files they fetch at start. */
  readonly prefetch: readonly string[];
  /**
   * The error shown when the app cannot start, in the page's language: its sentence and its
   * button's label. Absent: no error is shown (the held actions wait, as before issue #30).
   */
  readonly messages?: { readonly failed: string; readonly reload: string };
}

/**
 * The styles of what the loader draws (a page that carries the loader carries these in its
 * head): a held button (HELD_BUTTON_CLASS) looks as the app's busy button does (BusyButton:
 * `.auth-button:disabled` dimmed, the `.auth-spinner` before its label, the same size and gap,
 * so the app's own spinner takes its place without a move), and the start error is a bar fixed
 * at the bottom of the viewport (it moves nothing), in logical properties for right-to-left pages.
 */
export const ENGAGEMENT_LOADER_STYLE =
  `.${HELD_BUTTON_CLASS}{opacity:.7;cursor:not-allowed}` +
  `.${HELD_BUTTON_CLASS}::before{content:"";flex:none;inline-size:1em;block-size:1em;border:2px solid currentColor;` +
  `border-inline-end-color:transparent;border-radius:50%;animation:page-start-spin .8s linear infinite}` +
  `@keyframes page-start-spin{to{transform:rotate(360deg)}}` +
  `@media (prefers-reduced-motion:reduce){.${HELD_BUTTON_CLASS}::before{animation-duration:3s}}` +
  `#${START_ERROR_ELEMENT_ID}{position:fixed;inset-inline:0;inset-block-end:0;z-index:2147483647;display:flex;` +
  `flex-wrap:wrap;align-items:center;justify-content:center;gap:8px 16px;padding:12px 16px;` +
  `background:#8c1d18;color:#fff;font:inherit;box-shadow:0 -2px 8px rgba(0,0,0,.3)}` +
  `#${START_ERROR_ELEMENT_ID} p{margin:0}` +
  `#${START_ERROR_ELEMENT_ID} button{min-block-size:44px;padding:10px 18px;border:0;border-radius:8px;` +
  `background:#fff;color:#8c1d18;font:inherit;font-weight:600;cursor:pointer}` +
  `#${START_ERROR_ELEMENT_ID} button:focus-visible{outline:3px solid #fff;outline-offset:2px}`;
