import type { i18n } from 'i18next';
import { inject, injectable } from 'inversify';
import type * as CookieConsentLibrary from 'vanilla-cookieconsent';
import type { Unsubscribe } from '../../src-domain/connectivity/connectivity.port';
import type { ConsentState } from '../../src-domain/consent/consent.model';
import type { ConsentPort } from '../../src-domain/consent/consent.port';
import { consentChange, type ConsentChange } from '../../src-domain/consent/consent.rules';
import { FALLBACK_LANGUAGE, sanitizeLanguage } from '../../src-domain/language/language.rules';
import { I18nextInstance } from '../i18n/i18next-instance.token';
import {
  CONSENT_BANNER_ID,
  CONSENT_BANNER_KEYS,
  type ConsentBannerAction,
  type ConsentBannerTexts,
} from './consent-banner.markup';
import { consentFromCategories, consentFromCookie } from './consent-cookie';

/**
 * Crawlers and automated browsers (navigator.webdriver) get no banner, as the library's
 * `hideFromBots` decided before the banner was server-rendered. Called first thing on start.
 */
export function removeConsentBannerForBots(): void {
  if (typeof navigator !== 'undefined' && navigator.webdriver)
    document.getElementById(CONSENT_BANNER_ID)?.remove();
}

/**
 * ConsentPort over vanilla-cookieconsent 3. The state is read from the banner's cookie at once;
 * the banner is the server-rendered one (consent-banner.markup.ts, painted with the page); the
 * library (and its stylesheet) load on `start()`, after the page is interactive, so it is not in
 * any route's first scripts. A click on the banner before the library is in waits for it. The
 * banner's texts come from i18next and follow its language.
 */
@injectable()
export class VanillaCookieConsent implements ConsentPort {
  private state: ConsentState;
  private readonly listeners = new Set<(change: ConsentChange) => void>();
  private library: typeof CookieConsentLibrary | undefined;
  private starting: Promise<void> | undefined;

  constructor(@inject(I18nextInstance) private readonly i18n: i18n) {
    this.state = consentFromCookie(typeof document === 'undefined' ? '' : document.cookie);
  }

  current(): ConsentState {
    return this.state;
  }

  onChange(listener: (change: ConsentChange) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  showPreferences(): void {
    this.library?.showPreferences();
  }

  /**
   * Wires the server-rendered banner's buttons and loads the library (once per page); the
   * banner is removed when a valid choice is stored or as soon as one is made.
   */
  start(): Promise<void> {
    if (!this.starting) {
      this.wireBanner();
      this.starting = this.run();
    }
    return this.starting;
  }

  /** Applies a new set of granted categories (the library's callbacks; also for tests). */
  apply(categories: readonly string[]): void {
    this.banner()?.remove();
    const change = consentChange(this.state, consentFromCategories(categories));
    this.state = change.next;
    if (!change.reload && change.newlyEnabled.length === 0) return;
    this.listeners.forEach((listener) => listener(change));
  }

  private async run(): Promise<void> {
    const [library, { cookieConsentConfig }] = await Promise.all([
      import(/* webpackChunkName: "cookie-consent" */ 'vanilla-cookieconsent'),
      import(/* webpackChunkName: "cookie-consent" */ './cookie-consent.config'),
      import(/* webpackChunkName: "cookie-consent" */ './cookie-consent.styles'),
    ]);
    this.library = library;
    const language = sanitizeLanguage(this.i18n.resolvedLanguage) ?? FALLBACK_LANGUAGE;
    await library.run(
      cookieConsentConfig({
        language,
        texts: (lng) => this.i18n.getFixedT(lng),
        onConsent: (categories) => this.apply(categories),
        onChange: (categories) => this.apply(categories),
      }),
    );
    if (library.validConsent()) this.banner()?.remove();
    this.i18n.on('languageChanged', (next: string) => {
      void library.setLanguage(sanitizeLanguage(next) ?? FALLBACK_LANGUAGE, true);
      this.translateBanner();
    });
  }

  private banner(): HTMLElement | null {
    return typeof document === 'undefined' ? null : document.getElementById(CONSENT_BANNER_ID);
  }

  private wireBanner(): void {
    const banner = this.banner();
    banner?.addEventListener('click', (event) => {
      const action = (event.target as Element | null)
        ?.closest('[data-consent]')
        ?.getAttribute('data-consent') as ConsentBannerAction | null | undefined;
      if (action)
        void this.start()
          .then(() => this.act(action))
          .catch(() => undefined);
    });
  }

  private act(action: ConsentBannerAction): void {
    const library = this.library;
    if (!library) return;
    if (action === 'choose') library.showPreferences();
    else library.acceptCategory(action === 'all' ? 'all' : []);
  }

  /** The banner's texts in i18next's current language (after a language change). */
  private translateBanner(): void {
    this.banner()
      ?.querySelectorAll<HTMLElement>('[data-text]')
      .forEach((element) => {
        const key = element.dataset['text'] as keyof ConsentBannerTexts | undefined;
        if (key && key in CONSENT_BANNER_KEYS) element.textContent = this.i18n.t(CONSENT_BANNER_KEYS[key]);
      });
  }
}
