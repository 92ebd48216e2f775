/**
 * The conditions issue #30 fixes for every figure of a person's wait: Debian's Chromium (the
 * browser the bench launched), a fresh context (cold HTTP cache, nothing prefetched before), no
 * service worker (`serviceWorkers: 'block'`), a phone's viewport with touch, the CPU throttled 4×
 * (CDP Emulation.setCPUThrottlingRate) and the network at 150 ms round trip, 1.6 Mbit/s down and
 * 750 kbit/s up (CDP Network.emulateNetworkConditions), both set before the navigation.
 *
 * The page's scripts are counted on the wire: every `.js` response, its bytes as received
 * (Network.loadingFinished's encodedDataLength: compressed body and headers), its
 * Content-Encoding, and when its request was sent (wall clock, ms since the epoch, comparable with
 * the page's `performance.timeOrigin + performance.now()`).
 */
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';

export const SLOW_PHONE = {
  cpuSlowdown: 4,
  rttMs: 150,
  downKbps: 1600,
  upKbps: 750,
} as const;

/** One script response as it came over the wire. */
export interface WireScript {
  readonly path: string;
  /** When the request was sent (ms since the epoch). */
  readonly sentAt: number;
  /** Bytes received (encodedDataLength), once finished; undefined while in flight or failed. */
  bytes?: number;
  /** The response's Content-Encoding ('' when none). */
  encoding?: string;
}

export interface SlowPhonePage {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly cdp: CDPSession;
  /** Every `.js` request of the page so far, in the order sent. */
  readonly scripts: WireScript[];
}

/** A fresh context and page under SLOW_PHONE, with its scripts recorded; `init` runs in every document first. */
export async function slowPhonePage(browser: Browser, init?: string): Promise<SlowPhonePage> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  if (init) await page.addInitScript(init);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.rttMs,
    downloadThroughput: (SLOW_PHONE.downKbps * 1000) / 8,
    uploadThroughput: (SLOW_PHONE.upKbps * 1000) / 8,
  });
  const scripts: WireScript[] = [];
  const byId = new Map<string, WireScript>();
  cdp.on('Network.requestWillBeSent', (event) => {
    const path = new URL(event.request.url).pathname;
    if (!path.endsWith('.js')) return;
    const script: WireScript = { path, sentAt: event.wallTime * 1000 };
    byId.set(event.requestId, script);
    scripts.push(script);
  });
  cdp.on('Network.responseReceived', (event) => {
    const script = byId.get(event.requestId);
    if (!script) return;
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    script.encoding = headers['content-encoding'] ?? '';
  });
  cdp.on('Network.loadingFinished', (event) => {
    const script = byId.get(event.requestId);
    if (script) script.bytes = event.encodedDataLength;
  });
  // A dedicated worker's script (the SRP worker) is requested in the page's Network domain, but its
  // response is reported in the worker's own target only: the page session never sees its bytes or
  // encoding. Playwright's response event does (headers: Content-Encoding, and Content-Length, the
  // body on the wire, plus the header bytes encodedDataLength counts). The page session's figures,
  // when they come, replace these.
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    const script = scripts.find((entry) => entry.path === path && entry.encoding === undefined);
    if (!script) return;
    const headers = response.headers();
    script.encoding = headers['content-encoding'] ?? '';
    void response
      .request()
      .sizes()
      .then(
        (sizes) => {
          script.bytes ??=
            Number(headers['content-length'] ?? sizes.responseBodySize) + sizes.responseHeadersSize;
        },
        () => undefined,
      );
  });
  return { context, page, cdp, scripts };
}

/**
 * Sets the login fields as a password manager's autofill does: no focus, no key. (No inner
 * function: the TypeScript runner would name it with a helper the page lacks.)
 */
export const AUTOFILL = (values: { email: string; password: string }) => {
  for (const [name, value] of [
    ['username', values.email],
    ['password', values.password],
  ] as const) {
    const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }
};
