import i18next, { type i18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  sanitizeLanguage,
  SUPPORTED_LANGUAGES,
} from '../../src-domain/language/language.rules';

/**
 * An i18next with its texts in memory, initialised synchronously (no loading, no detection):
 * for pages that carry the few texts they need (the careers pages, issue #38), on the server and
 * in the browser alike. `translated` is ignored for English.
 */
export function createInMemoryI18n(
  language: string,
  english: ResourceLanguage,
  translated?: ResourceLanguage,
): i18n {
  const active = sanitizeLanguage(language) ?? FALLBACK_LANGUAGE;
  const instance = i18next.createInstance();
  const resources: Resource = { [FALLBACK_LANGUAGE]: { translation: english } };
  if (translated && active !== FALLBACK_LANGUAGE) resources[active] = { translation: translated };
  void instance.use(initReactI18next).init({
    resources,
    lng: active,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: SUPPORTED_LANGUAGES,
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}
