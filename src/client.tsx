import 'reflect-metadata/lite';
import type { ResourceLanguage } from 'i18next';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { AppConfig } from '../src-domain/configuration/app-config.model';
import { installChunkLoadRecovery } from '../src-infrastructure/browser/chunk-load-recovery';
import { afterFirstInput } from '../src-infrastructure/browser/first-input';
import { afterHydration, startedByEngagement } from '../src-infrastructure/browser/hydration-handover';
import { trackTyping, whenIdleAfterTyping } from '../src-infrastructure/browser/typing-quiet';
import {
  removeConsentBannerForBots,
  VanillaCookieConsent,
} from '../src-infrastructure/consent/vanilla-cookie-consent.adapter';
import { CONSENT_BANNER_ID } from '../src-infrastructure/consent/consent-banner.markup';
import { completeBrowserTexts, createBrowserI18n } from '../src-infrastructure/i18n/i18next.factory';
import { retryableOnce } from '../src-domain/shared/retryable-once';
import { infrastructureModule } from '../src-infrastructure/infrastructure.module';
import { WebVitalsTelemetry } from '../src-infrastructure/telemetry/web-vitals-telemetry.adapter';
import { preloadAppLayout } from '../src-ui/routing/AppRoutes';
import { findScreenRoute, needsAreaApis } from '../src-ui/routing/routes';
import '../src-ui/styles/app.css';
import { AppRoot } from './app/AppRoot';
import { BOOT_ELEMENT_ID, type BootData } from './boot-data';
import { createAppContainer } from './container';
import { GUEST_TEXTS_FOLDER } from './guest-texts';
import { AreaModulesPort } from '../src-ui/injection/area-modules.port';
import { SessionStore } from '../src-ui/session/session.store';

async function readBootData(): Promise<BootData> {
  const element = document.getElementById(BOOT_ELEMENT_ID);
  if (element?.textContent) return JSON.parse(element.textContent) as BootData;
  const response = await fetch('/config.json');
  return { config: (await response.json()) as AppConfig, language: 'en' };
}

/**
 * Ends the current task, so the browser can paint and answer input between the start-up steps
 * (each then stays a short task instead of one long one).
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * How long work that nobody sees waits after the load event (ms), so it does not share the
 * network and the main thread with what the page shows first (the consent banner).
 */
const SETTLE_AFTER_LOAD_MS = 1000;
/**
 * How long that work also waits after the last key pressed (ms): a person typing (the brand
 * switcher's filter, a search) does not have a chunk evaluated among their keys (issue #30).
 */
const SETTLE_AFTER_TYPING_MS = 1000;

/** The page's keys, from the start: what `afterPageSettles` waits out. */
const typing = trackTyping(document);

/**
 * Runs each piece of work in a task of its own once the page has loaded, a second has passed,
 * no key has been pressed for a second, and the main thread is idle (2 s more at most). When a
 * sign-in is under way then (`session.opening`), the work waits for it to end and then for all
 * of that again: the way in (identity calls, the signed-in screen's chunks, its first reads) has
 * the line and the main thread first (issue #30: the consent library, 14 KB and 100 ms of main
 * thread at CPU 4×, came in the middle of it; the service worker's precache would have too).
 */
function afterPageSettles(session: SessionStore, ...work: (() => void)[]): void {
  const schedule = (task: () => void): void =>
    void setTimeout(
      () =>
        whenIdleAfterTyping(
          () => (session.opening ? void session.whenNotOpening().then(() => schedule(task)) : task()),
          typing.lastKeyAt,
          SETTLE_AFTER_TYPING_MS,
          2000,
        ),
      SETTLE_AFTER_LOAD_MS,
    );
  const run = () => work.forEach(schedule);
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/** Hydrates the server-rendered page when the root holds content, renders fresh otherwise. */
async function start(): Promise<void> {
  removeConsentBannerForBots();
  installChunkLoadRecovery();
  const boot = await readBootData();
  const localesUrl = boot.config.cdnLocalesUrl.replace(/\/$/, '');
  const i18n = await createBrowserI18n({
    preloaded: boot.resources
      ? { language: boot.language, resources: boot.resources as ResourceLanguage }
      : undefined,
    localesUrl: boot.guestTexts ? `${localesUrl}/${GUEST_TEXTS_FOLDER}` : localesUrl,
  });
  // A guests-only page started with its own texts: the whole files come once it hydrates (below),
  // and the signed-in areas' bindings wait for them.
  const completeTexts = boot.guestTexts
    ? retryableOnce(() => completeBrowserTexts(i18n, localesUrl))
    : undefined;
  await yieldToBrowser();
  const container = createAppContainer({
    config: boot.config,
    adapters: infrastructureModule({ i18n, answeredReads: boot.answeredReads }),
    // In the areas' chunk: a guest page's scripts do not carry them (issue #30).
    areaAdapters: () =>
      import(/* webpackChunkName: "area-apis" */ '../src-infrastructure/browser-area.module').then(
        (module) => module.browserAreaModule,
      ),
    areaTexts: completeTexts,
  });
  const route = findScreenRoute(window.location.pathname);
  // A guests-only page (login, sign-up) fetches only what it shows until the visitor does
  // something: its monitoring (RUM settings through the gateway, web-vitals) starts at the first
  // input, and its links in view are prefetched from then on (hover and focus at once).
  // A page the engagement loader started has had its first input already.
  const guestPage = route?.access === 'guest' && !startedByEngagement();
  const session = container.get(SessionStore);
  const startTelemetry = () => void container.get(WebVitalsTelemetry).start();
  // The consent library, in its own chunk: fetched while the screen hydrates; the banner itself
  // came with the page (server-rendered, outside the root) and its buttons work once the library
  // is in. Monitoring, the
  // service worker and link prefetch of the screens' chunks, each on demand in its own chunk,
  // wait until the banner is up and the page has settled.
  // With a choice stored the server rendered no banner (the consent state is read from the
  // cookie at once): the library, a script and a stylesheet, then waits until the page has
  // settled instead of taking two of the browser's 6 connections to the origin while a hard
  // load's own scripts and reads come in (issue #20).
  const startConsent = () =>
    container
      .get(VanillaCookieConsent)
      .start()
      .catch((error: unknown) => console.error('The consent banner could not start', error));
  const consentStarted = document.getElementById(CONSENT_BANNER_ID)
    ? startConsent()
    : new Promise<void>((resolve) => afterPageSettles(session, () => void startConsent().finally(resolve)));
  void consentStarted.finally(() =>
    afterPageSettles(
      session,
      () => (guestPage ? afterFirstInput(startTelemetry) : startTelemetry()),
      () =>
        void import('../src-infrastructure/browser/service-worker.registration').then((worker) =>
          worker.registerServiceWorker(),
        ),
      () =>
        void import('../src-infrastructure/browser/link-prefetch').then((links) =>
          links.installLinkPrefetch(
            (pathname) => {
              const target = findScreenRoute(pathname);
              // Once a session is being opened (the sign-in click), the user is leaving the
              // guest pages: their chunks would only compete with the signed-in screen's.
              if (target?.access === 'guest' && (session.opening || session.checking || session.isSignedIn))
                return;
              void target?.screen.preload().catch(() => undefined);
            },
            document,
            guestPage ? 'after-first-input' : 'at-once',
          ),
        ),
    ),
  );
  // The screen's chunk is in before the first render, so hydration meets no suspended boundary;
  // a screen that needs the signed-in areas' bindings has them in the same round trip.
  // A signed-in screen's first read (the session bootstrap) goes out now, alongside its chunks,
  // not once the screen has rendered; the screen's gate then shares it. Its failure is the gate's
  // to handle (it reads again).
  if (route?.access === 'authenticated') void session.restore().catch(() => undefined);
  await Promise.all([
    route?.screen.preload(),
    route && needsAreaApis(route) ? container.get<AreaModulesPort>(AreaModulesPort).load() : undefined,
    // The signed-in layout too: the first render then does not suspend on it (AppRoutes).
    route?.layout === 'app' ? preloadAppLayout().catch(() => undefined) : undefined,
  ]);
  // A signed-in screen that can read on the stored session (the week grid, issue #34) starts its
  // reads now, beside the session bootstrap, not once the layout has rendered.
  if (route?.access === 'authenticated') void route.screen.prepareOnStoredSession(container);
  // A server-rendered screen's first render is the server's: its stores take the answers the
  // server read for it (the boot data's answered reads) before hydration (issue #30).
  if (route?.serverRendered)
    await route.screen.prepareFirstRender(container, window.location.pathname + window.location.search);
  await yieldToBrowser();

  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const app = (
    <AppRoot
      container={container}
      i18n={i18n}
      router={(children) => <BrowserRouter>{children}</BrowserRouter>}
    />
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread until the whole page is hydrated; a click or key press on a part not yet
  // hydrated makes React hydrate it at once and then handle the event.
  // A signed-in screen's frame from the server (ShellFrame) is not hydrated but rendered over:
  // the client's first render is the same frame, so nothing moves (issue #20).
  const serverFrame = root.firstElementChild?.hasAttribute('data-shell-frame') === true;
  if (root.hasChildNodes() && !serverFrame) {
    startTransition(() => void hydrateRoot(root, app));
    // Text typed and actions taken before the app started (the engagement loader held them)
    // are handed over once it has hydrated.
    afterHydration(root);
  } else createRoot(root).render(app);
  // The page's scripts are in and it hydrates on the main thread: the whole texts travel now, on
  // a line the page no longer uses, rather than beside the scripts before hydration or beside
  // the signed-in screen's chunks after a sign-in (issue #30). A failure is retried by the areas.
  void completeTexts?.().catch(() => undefined);
}

void start();
