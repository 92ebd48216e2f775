import type { i18n } from 'i18next';
import { inject, injectable } from 'inversify';
import type * as CookieConsentLibrary from 'vanilla-cookieconsent';
import type { Unsubscribe } from '../../src-domain/connectivity/connectivity.port';
import type { ConsentState } from '../../src-domain/consent/consent.model';
import type { ConsentPort } from '../../src-domain/consent/consent.port';
import { consentChange, type ConsentChange } from '../../src-domain/consent/consent.rules';
import { FALLBACK_LANGUAGE, sanitizeLanguage } from '../../src-domain/language/language.rules';
import { I18nextInstance } from '../i18n/i18next-instance.token';
import { consentFromCategories, consentFromCookie } from './consent-cookie';

/**
 * ConsentPort over vanilla-cookieconsent 3. The state is read from the banner's cookie at once;
 * the library (and its stylesheet) load on `start()`, after the page is interactive, so it is
 * not in any route's first scripts. The banner's texts come from i18next and follow its language.
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

  /** Loads the library and shows the banner when no valid choice is stored; once per page. */
  start(): Promise<void> {
    this.starting ??= this.run();
    return this.starting;
  }

  /** Applies a new set of granted categories (the library's callbacks; also for tests). */
  apply(categories: readonly string[]): void {
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
    this.i18n.on('languageChanged', (next: string) => {
      void library.setLanguage(sanitizeLanguage(next) ?? FALLBACK_LANGUAGE, true);
    });
  }
}
