import 'reflect-metadata/lite';
import type { ResourceLanguage } from 'i18next';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { AppConfig } from '../src-domain/configuration/app-config.model';
import { installChunkLoadRecovery } from '../src-infrastructure/browser/chunk-load-recovery';
import { VanillaCookieConsent } from '../src-infrastructure/consent/vanilla-cookie-consent.adapter';
import { createBrowserI18n } from '../src-infrastructure/i18n/i18next.factory';
import { WebVitalsTelemetry } from '../src-infrastructure/telemetry/web-vitals-telemetry.adapter';
import { findScreenRoute } from '../src-ui/routing/routes';
import '../src-ui/styles/app.css';
import { AppRoot } from './app/AppRoot';
import { BOOT_ELEMENT_ID, type BootData } from './boot-data';
import { createAppContainer } from './container';
import english from './locales/en.json';

async function readBootData(): Promise<BootData> {
  const element = document.getElementById(BOOT_ELEMENT_ID);
  if (element?.textContent) return JSON.parse(element.textContent) as BootData;
  const response = await fetch('/config.json');
  return { config: (await response.json()) as AppConfig, language: 'en' };
}

/** Hydrates the server-rendered page when the root holds content, renders fresh otherwise. */
async function start(): Promise<void> {
  installChunkLoadRecovery();
  const boot = await readBootData();
  const i18n = await createBrowserI18n({
    english,
    preloaded: boot.resources
      ? { language: boot.language, resources: boot.resources as ResourceLanguage }
      : undefined,
    localesUrl: boot.config.cdnLocalesUrl,
  });
  const container = createAppContainer({ config: boot.config, i18n, platform: { kind: 'browser' } });
  // The screen's chunk is in before the first render, so hydration meets no suspended boundary.
  await findScreenRoute(window.location.pathname)?.screen.preload();

  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const app = (
    <AppRoot
      container={container}
      i18n={i18n}
      router={(children) => <BrowserRouter>{children}</BrowserRouter>}
    />
  );
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);

  // After the first render, each on demand in its own chunk: consent banner, monitoring,
  // service worker, and link prefetch of the screens' chunks.
  setTimeout(() => {
    void container.get(VanillaCookieConsent).start();
    void container.get(WebVitalsTelemetry).start();
    void import('../src-infrastructure/browser/service-worker.registration').then((worker) =>
      worker.registerServiceWorker(),
    );
    void import('../src-infrastructure/browser/link-prefetch').then((links) =>
      links.installLinkPrefetch(
        (pathname) =>
          void findScreenRoute(pathname)
            ?.screen.preload()
            .catch(() => undefined),
      ),
    );
  }, 0);
}

void start();
