/**
 * The service worker (/sw.js, built by workbox-webpack-plugin InjectManifest): the hashed scripts,
 * styles and translation files of this build are precached, pages are network-first (3 s) with
 * the last copy kept, so the app shell opens offline; a page never visited falls back to the
 * signup page's shell. API, identity and dev paths are never cached.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

interface ServiceWorkerScope {
  readonly __WB_MANIFEST: { url: string; revision: string | null }[];
  addEventListener(
    type: 'install',
    listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
  skipWaiting(): Promise<void>;
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
