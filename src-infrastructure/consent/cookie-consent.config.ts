import type { CookieConsentConfig, Translation } from 'vanilla-cookieconsent';
import { CONSENT_BANNER_DAYS, NO_CONSENT } from '../../src-domain/consent/consent.rules';
import type { ConsentState } from '../../src-domain/consent/consent.model';
import { StorageKey } from '../../src-domain/consent/storage-keys.rules';
import { SUPPORTED_LANGUAGES, type Language } from '../../src-domain/language/language.rules';

/** The banner's cookie: the consent given and, by existing, the 30-day "banner seen" flag. */
export const CONSENT_COOKIE = StorageKey.storagePolicyBanner;

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
 * vanilla-cookieconsent 3 as STACK.md says: the cookie kept 30 days, necessary read-only,
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
    autoShow: true,
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

/** The consent state of the banner's categories (unknown names ignored, necessary always on). */
export function consentFromCategories(categories: readonly string[]): ConsentState {
  return {
    ...NO_CONSENT,
    preferences: categories.includes('preferences'),
    analytics: categories.includes('analytics'),
    marketing: categories.includes('marketing'),
  };
}

/**
 * The consent recorded in the banner's cookie, read without loading the library (storage
 * decisions are right from the first line of the page); NO_CONSENT when absent or unreadable.
 */
export function consentFromCookie(cookieHeader: string): ConsentState {
  const pair = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  if (!pair) return NO_CONSENT;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(pair.slice(CONSENT_COOKIE.length + 1)));
    const categories = (parsed as { categories?: unknown }).categories;
    return Array.isArray(categories)
      ? consentFromCategories(categories.filter((name): name is string => typeof name === 'string'))
      : NO_CONSENT;
  } catch {
    return NO_CONSENT;
  }
}
