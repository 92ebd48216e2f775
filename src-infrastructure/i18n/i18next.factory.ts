import i18next, { type i18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  languageFromHost,
  sanitizeLanguage,
  SUPPORTED_LANGUAGES,
} from '../../src-domain/language/language.rules';
import { TRANSLATION_PARALLEL_READS, TRANSLATION_RETRY } from '../../src-domain/schedules/retry.rules';
import { FetchTranslationsBackend } from './fetch-translations.backend';

export interface BrowserI18nOptions {
  /**
   * The English texts when the caller has them in memory (tests); otherwise English, the
   * fallback language, is fetched like any other (`{localesUrl}/en.json`, which the server's page
   * preloads), so no page's scripts carry it.
   */
  readonly english?: ResourceLanguage;
  /** Texts of the active language already sent by the server, so hydration needs no fetch. */
  readonly preloaded?: { readonly language: string; readonly resources: ResourceLanguage };
  /** Base of the translation files: `${localesUrl}/{lng}.json`. */
  readonly localesUrl: string;
}

/**
 * The browser's i18next: language from the host (spec 000 §9; the domain rule applied directly,
 * so no detector library is shipped), the texts the server sent in the page, every other
 * language (English, the fallback, included) from `{localesUrl}/{lng}.json` through
 * FetchTranslationsBackend with the library's loading defaults (10 parallel reads, 5 retries from
 * 350 ms doubling). Resolves once the active language's texts are in.
 */
export async function createBrowserI18n(options: BrowserI18nOptions): Promise<i18n> {
  const instance = i18next.createInstance();
  const resources: Resource = options.english
    ? { [FALLBACK_LANGUAGE]: { translation: options.english } }
    : {};
  const preloaded = sanitizeLanguage(options.preloaded?.language);
  if (preloaded && options.preloaded) resources[preloaded] = { translation: options.preloaded.resources };

  await instance
    .use(new FetchTranslationsBackend())
    .use(initReactI18next)
    .init({
      // The host decides; nothing is remembered that could contradict it on the next visit.
      lng: languageFromHost(window.location.hostname),
      resources,
      partialBundledLanguages: true,
      supportedLngs: SUPPORTED_LANGUAGES,
      fallbackLng: FALLBACK_LANGUAGE,
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      backend: { loadPath: `${options.localesUrl.replace(/\/$/, '')}/{{lng}}.json` },
      // The library's defaults, stated: 10 parallel reads, 5 retries from 350 ms doubling.
      maxParallelReads: TRANSLATION_PARALLEL_READS,
      maxRetries: TRANSLATION_RETRY.retries,
      retryTimeout: TRANSLATION_RETRY.delayMs,
      react: { useSuspense: false },
    });
  return instance;
}

/**
 * The server's i18next for one rendered page: the given language only, resources in memory,
 * initialised synchronously.
 */
export function createServerI18n(
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

/**
 * Brings in the whole texts of the page's languages (the active one and its fallback) from
 * `{localesUrl}/{lng}.json`, merged over those the page started with (the guests-only pages start
 * with a part of them: issue #30). Resolves once both are in; rejects when a file cannot be read
 * (no retry here: the caller calls again).
 */
export async function completeBrowserTexts(instance: i18n, localesUrl: string): Promise<void> {
  const backend = new FetchTranslationsBackend();
  backend.init(undefined, { loadPath: `${localesUrl.replace(/\/$/, '')}/{{lng}}.json` });
  await Promise.all(
    instance.languages.map(
      (language) =>
        new Promise<void>((resolve, reject) =>
          backend.read(language, 'translation', (error, texts) => {
            if (error !== null || !texts) {
              reject(new Error(`The texts of ${language} could not load: ${String(error)}`));
              return;
            }
            instance.addResourceBundle(language, 'translation', texts, true, true);
            resolve();
          }),
        ),
    ),
  );
}
