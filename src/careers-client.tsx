import type { ResourceLanguage } from 'i18next';
import { hydrateRoot } from 'react-dom/client';
import { afterHydration } from '../src-infrastructure/browser/hydration-handover';
import { browserPosition } from '../src-infrastructure/careers/browser-geolocation';
import { FetchCareersApplication } from '../src-infrastructure/careers/fetch-careers-application.adapter';
import { createInMemoryI18n } from '../src-infrastructure/i18n/in-memory-i18n.factory';
import { CareersRoot } from '../src-ui/careers/CareersRoot';
import '../src-ui/widgets/widgets.css';
import '../src-ui/careers/careers.css';
import { CAREERS_BOOT_ELEMENT_ID, type CareersBoot } from './careers-boot';

/**
 * The careers pages' own entry (issue #38): hydrates the server-rendered page with the data and
 * texts it carries. The page's engagement loader runs it at the visitor's first engagement; what
 * was typed or chosen by then is handed over to the form once hydrated, and a submit or button
 * press the loader held is replayed after that (afterHydration). It holds none of the signed-in
 * app (no router, session, container or HTTP client) and no react-aria (the phone field is a
 * native select, CareersPhoneField): a visitor downloads only the page, its form and phone rules.
 */
function start(): void {
  const element = document.getElementById(CAREERS_BOOT_ELEMENT_ID);
  const root = document.getElementById('root');
  if (!element?.textContent || !root) return;
  const boot = JSON.parse(element.textContent) as CareersBoot;
  const i18n = createInMemoryI18n(
    boot.language,
    boot.english as ResourceLanguage,
    boot.translated as ResourceLanguage | undefined,
  );
  hydrateRoot(
    root,
    <CareersRoot
      i18n={i18n}
      page={boot.page}
      applications={new FetchCareersApplication()}
      locate={browserPosition}
      recaptchaSiteKey={boot.recaptchaSiteKey ?? ''}
      // The same mark the app sets (e2e waits for it).
      onHydrated={() => (document.documentElement.dataset.hydrated = 'true')}
    />,
  );
  afterHydration(root);
}

start();
