/**
 * The service worker (/sw.js, built by workbox-webpack-plugin InjectManifest): the hashed scripts,
 * styles and translation files of this build are precached, pages are network-first (3 s) with
 * the last copy kept, so the app shell opens offline; the pages already open when the worker
 * activates (loaded before it existed, so never through it) are copied then, so the page of a
 * first visit opens offline too (issue #33: /time-clock after one online visit); a page never
 * visited falls back to the signup page's shell. API, identity and dev paths are never cached. Background Sync (issue
 * #33): on the `time-clock-punches` tag, when no page of the app is open, the queued punches are
 * sent from here (an open page sends them itself); what stays unsent rejects the event, so the
 * browser tries again later.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { DEFAULT_CORE_BASE_URL } from '../src-infrastructure/gateway/gateway.options';
import { PunchQueueDatabase } from '../src-infrastructure/time-clock/punch-queue.database';
import {
  PUNCH_SYNC_TAG,
  sendQueuedPunches,
} from '../src-infrastructure/time-clock/service-worker-punch-sender';

interface ServiceWorkerScope {
  readonly __WB_MANIFEST: { url: string; revision: string | null }[];
  addEventListener(
    type: 'install',
    listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
  addEventListener(
    type: 'activate',
    listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
  addEventListener(
    type: 'sync',
    listener: (event: { readonly tag: string; waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
  skipWaiting(): Promise<void>;
  readonly clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly { readonly url: string }[]>;
  };
  readonly location: { readonly origin: string };
}
declare const self: ServiceWorkerScope;

const PAGES_CACHE = 'pages';
/** The page served for a navigation while offline when that page was never visited. */
const OFFLINE_SHELL = '/user/signup';

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/** Paths whose pages are never cached (the API, identity, dev and legacy stand-ins). */
const NOT_PAGES = [/^\/api\//, /^\/idp/, /^\/auth\//, /^\/dev\//, /^\/legacy/, /^\/corporate/];

registerRoute(
  new NavigationRoute(new NetworkFirst({ cacheName: PAGES_CACHE, networkTimeoutSeconds: 3 }), {
    denylist: NOT_PAGES,
  }),
);

/** Copies the app's open pages not cached yet into PAGES_CACHE; a page that fails to load is skipped. */
async function cacheOpenPages(): Promise<void> {
  const cache = await caches.open(PAGES_CACHE);
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  await Promise.all(
    pages.map(async ({ url }) => {
      const page = new URL(url);
      if (page.origin !== self.location.origin || NOT_PAGES.some((path) => path.test(page.pathname))) return;
      page.hash = '';
      if (await cache.match(page.href)) return;
      await cache.add(page.href).catch(() => undefined);
    }),
  );
}

setCatchHandler(async ({ request }) => {
  if (request.destination !== 'document') return Response.error();
  const shell = await caches.match(OFFLINE_SHELL, { cacheName: PAGES_CACHE });
  return shell ?? Response.error();
});

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PAGES_CACHE)
      .then((cache) => cache.add(OFFLINE_SHELL))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(cacheOpenPages().catch(() => undefined));
});

self.addEventListener('sync', (event) => {
  if (event.tag !== PUNCH_SYNC_TAG) return;
  event.waitUntil(
    // A page opened before this worker existed is not controlled by it, and it sends too.
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (pages) => {
      if (pages.length > 0) return;
      const done = await sendQueuedPunches(new PunchQueueDatabase(), fetch, DEFAULT_CORE_BASE_URL);
      if (!done) throw new Error('Punches left unsent: the browser tries again later');
    }),
  );
});
