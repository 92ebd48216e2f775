import { SUPPORTED_LANGUAGES, type Language } from '../language/language.rules';

/**
 * The language of a text-to-apply conversation (issue #38). Brigade stores no language for a
 * brand or location, and the sender has no account yet, so it is taken, in this order, from:
 * 1. a language the candidate adds after the code ("PATIO ES", "patio ar");
 * 2. the country calling code of their number (+34 → Spanish, +48 → Polish, +966 → Arabic…);
 * 3. English.
 */

/** Calling codes whose country's usual language is one of ours (longest match wins). */
const CALLING_CODE_LANGUAGES: Readonly<Record<string, Language>> = {
  '1': 'en',
  '44': 'en',
  '61': 'en',
  '64': 'en',
  '353': 'en',
  '34': 'es',
  '52': 'es',
  '54': 'es',
  '56': 'es',
  '57': 'es',
  '51': 'es',
  '58': 'es',
  '33': 'fr',
  '49': 'de',
  '43': 'de',
  '7': 'ru',
  '375': 'ru',
  '48': 'pl',
  '90': 'tr',
  '20': 'ar',
  '212': 'ar',
  '213': 'ar',
  '216': 'ar',
  '961': 'ar',
  '962': 'ar',
  '965': 'ar',
  '966': 'ar',
  '968': 'ar',
  '971': 'ar',
  '973': 'ar',
  '974': 'ar',
};

/** The language of an E.164 number's country; undefined for others and for a malformed number. */
export function languageOfPhone(phone: string): Language | undefined {
  const digits = /^\+(\d{4,15})$/.exec(phone)?.[1];
  if (!digits) return undefined;
  for (let length = 3; length >= 1; length -= 1) {
    const language = CALLING_CODE_LANGUAGES[digits.slice(0, length)];
    if (language) return language;
  }
  return undefined;
}

/**
 * A first text split into the code it carries and the language asked for after it: "PATIO ES"
 * → {code: "PATIO ES" minus the tag, language: es}. Without a trailing language tag the body is
 * the code as it came and the language is undefined.
 */
export function splitLanguageTag(body: string): {
  readonly code: string;
  readonly language: Language | undefined;
} {
  const words = body.trim().split(/\s+/);
  const last = (words[words.length - 1] ?? '').toLowerCase();
  if (words.length >= 2 && (SUPPORTED_LANGUAGES as readonly string[]).includes(last))
    return { code: words.slice(0, -1).join(' '), language: last as Language };
  return { code: body, language: undefined };
}

/** The conversation's language: the tag asked for, else the number's country, else English. */
export function textToApplyLanguage(tag: Language | undefined, phone: string): Language {
  return tag ?? languageOfPhone(phone) ?? 'en';
}
