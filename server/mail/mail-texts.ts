import i18next, { type TFunction } from 'i18next';
import { SUPPORTED_LANGUAGES, type Language } from '../../src-domain';
import ar from './locales/ar.json';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import pl from './locales/pl.json';
import ru from './locales/ru.json';
import tr from './locales/tr.json';

const RESOURCES: Readonly<Record<Language, typeof en>> = { en, es, fr, de, ru, pl, tr, ar };

/**
 * The texts of mail and SMS in the eight languages (server/mail/locales, the same keys in each;
 * tests/server/mail checks it). One i18next instance, initialised synchronously with every
 * language in memory; English fills a missing key. Values are not HTML-escaped here: React
 * escapes them in the HTML part and the text part is plain text.
 */
const mailI18n = i18next.createInstance();
void mailI18n.init({
  initAsync: false,
  fallbackLng: 'en',
  supportedLngs: [...SUPPORTED_LANGUAGES],
  resources: Object.fromEntries(
    Object.entries(RESOURCES).map(([language, texts]) => [language, { translation: texts }]),
  ),
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The translator of `language`. */
export function mailTexts(language: Language): TFunction {
  return mailI18n.getFixedT(language);
}

/** The key sets of every language, for the completeness test. */
export const MAIL_TEXT_RESOURCES = RESOURCES;
