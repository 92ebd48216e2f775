import type { CookieConsentConfig, Translation } from 'vanilla-cookieconsent';
import { CONSENT_BANNER_DAYS } from '../../src-domain/consent/consent.rules';
import { SUPPORTED_LANGUAGES, type Language } from '../../src-domain/language/language.rules';
import { CONSENT_COOKIE } from './consent-cookie';

/** Translates a `consent.*` key of src/locales in one language. */
export type ConsentTexts = (key: string) => string;

/** The banner and preferences texts, every string from the `consent` keys of the locale files. */
export function consentTranslation(t: ConsentTexts): Translation {
  const section = (category: 'necessary' | 'preferences' | 'analytics' | 'marketing') => ({
    title: t(`consent.categories.${category}.title`),
    description: t(`consent.categories.${category}.description`),
    linkedCategory: category,
  });
  return {
    consentModal: {
      title: t('consent.banner.title'),
      description: t('consent.banner.description'),
      acceptAllBtn: t('consent.actions.allowAll'),
      acceptNecessaryBtn: t('consent.actions.deny'),
      showPreferencesBtn: t('consent.actions.choose'),
      closeIconLabel: t('consent.actions.close'),
    },
    preferencesModal: {
      title: t('consent.preferences.title'),
      acceptAllBtn: t('consent.actions.allowAll'),
      acceptNecessaryBtn: t('consent.actions.deny'),
      savePreferencesBtn: t('consent.actions.save'),
      closeIconLabel: t('consent.actions.close'),
      sections: [
        { description: t('consent.preferences.description') },
        section('necessary'),
        section('preferences'),
        section('analytics'),
        section('marketing'),
      ],
    },
  };
}

/**
 * vanilla-cookieconsent 3 as STACK.md says (its own banner never shown: the server renders the
 * page's banner, consent-banner.markup.ts, and the adapter calls the library from its buttons): the cookie kept 30 days, necessary read-only,
 * every other category reloading the page when withdrawn (`autoClear.reloadPage`), script tags
 * `type="text/plain" data-category=…` run once their category is granted. `texts(language)`
 * gives the translator of a language (called when the banner needs it).
 */
export function cookieConsentConfig(input: {
  readonly language: Language;
  readonly texts: (language: Language) => ConsentTexts;
  readonly onConsent: (categories: readonly string[]) => void;
  readonly onChange: (categories: readonly string[]) => void;
}): CookieConsentConfig {
  const withdrawable = (cookies: RegExp) => ({
    autoClear: { cookies: [{ name: cookies }], reloadPage: true },
  });
  return {
    mode: 'opt-in',
    autoShow: false,
    manageScriptTags: true,
    autoClearCookies: true,
    hideFromBots: true,
    cookie: {
      name: CONSENT_COOKIE,
      expiresAfterDays: CONSENT_BANNER_DAYS,
      sameSite: 'Lax',
      secure: typeof location !== 'undefined' && location.protocol === 'https:',
    },
    guiOptions: { consentModal: { layout: 'box', position: 'bottom left' } },
    categories: {
      necessary: { enabled: true, readOnly: true },
      preferences: withdrawable(/^h_map_/),
      analytics: withdrawable(/^_ga/),
      marketing: withdrawable(/^_gcl/),
    },
    language: {
      default: input.language,
      rtl: 'ar',
      translations: Object.fromEntries(
        SUPPORTED_LANGUAGES.map((language) => [language, () => consentTranslation(input.texts(language))]),
      ),
    },
    onConsent: ({ cookie }) => input.onConsent(cookie.categories),
    onChange: ({ cookie }) => input.onChange(cookie.categories),
  };
}
