import 'reflect-metadata';
import type { ResourceLanguage } from 'i18next';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { AppConfig } from '../src-domain/configuration/app-config.model';
import { createBrowserI18n } from '../src-infrastructure/i18n/i18next.factory';
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
}

void start();
