/**
 * The service worker (/sw.js, built by workbox-webpack-plugin InjectManifest): the hashed scripts,
 * styles and translation files of this build are precached, pages are network-first (3 s) with
 * the last copy kept, so the app shell opens offline; a page never visited falls back to the
 * signup page's shell. API, identity and dev paths are never cached. Background Sync (issue
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
    type: 'sync',
    listener: (event: { readonly tag: string; waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
  skipWaiting(): Promise<void>;
  readonly clients: { matchAll(options: { type: 'window' }): Promise<readonly unknown[]> };
}
declare const self: ServiceWorkerScope;

const PAGES_CACHE = 'pages';
/** The page served for a navigation while offline when that page was never visited. */
const OFFLINE_SHELL = '/user/signup';

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  new NavigationRoute(new NetworkFirst({ cacheName: PAGES_CACHE, networkTimeoutSeconds: 3 }), {
    denylist: [/^\/api\//, /^\/idp/, /^\/auth\//, /^\/dev\//, /^\/legacy/, /^\/corporate/],
  }),
);

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

self.addEventListener('sync', (event) => {
  if (event.tag !== PUNCH_SYNC_TAG) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then(async (pages) => {
      if (pages.length > 0) return;
      const done = await sendQueuedPunches(new PunchQueueDatabase(), fetch, DEFAULT_CORE_BASE_URL);
      if (!done) throw new Error('Punches left unsent: the browser tries again later');
    }),
  );
});
