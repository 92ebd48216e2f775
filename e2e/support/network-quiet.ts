import { expect, type Page, type Request } from '@playwright/test';

/**
 * Playwright's `networkidle` waits for no request in flight for 500 ms; the live event stream
 * (GET /api/core/v1/events, issue #32) stays in flight as long as the page is open, so a
 * signed-in page with live views never reaches it. These wait for the same quiet, the stream
 * left out.
 */
const EVENT_STREAM = /\/api\/core\/v1\/events(\?|$)/;
const QUIET_MS = 500;

interface Tracker {
  readonly inflight: Set<Request>;
  lastChange: number;
}

const trackers = new WeakMap<Page, Tracker>();

/** Starts following `page`'s requests (before it loads, for an exact wait later); idempotent. */
export function trackNetwork(page: Page): Tracker {
  const known = trackers.get(page);
  if (known) return known;
  const tracker: Tracker = { inflight: new Set(), lastChange: Date.now() };
  page.on('request', (request) => {
    if (EVENT_STREAM.test(request.url())) return;
    tracker.inflight.add(request);
    tracker.lastChange = Date.now();
  });
  const done = (request: Request) => {
    tracker.inflight.delete(request);
    tracker.lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  trackers.set(page, tracker);
  return tracker;
}

/**
 * Resolves once no request but the event stream has been in flight for 500 ms, as `networkidle`
 * would. On a page not tracked from its start, requests already in flight when this is first
 * called are seen only when they end.
 */
export async function waitForNetworkQuiet(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  const tracker = trackNetwork(page);
  await expect
    .poll(() => tracker.inflight.size === 0 && Date.now() - tracker.lastChange >= QUIET_MS, {
      intervals: [100],
      timeout: 30_000,
    })
    .toBe(true);
}
