/** The languages of the product (spec 000 §9, 001 §9); English is the fallback. */
export const SUPPORTED_LANGUAGES = ['en', 'es', 'fr', 'de', 'ru', 'pl', 'tr', 'ar'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** Right-to-left languages among the supported ones. */
const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set<Language>(['ar']);

/** The name of the cookie, storage key and query parameter that carry a language choice. */
export const LANGUAGE_COOKIE = 'i18nextLng';
export const LANGUAGE_QUERY_PARAMETER = 'lng';

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * A detected value is only ever one of the supported codes; anything else — including
 * values that look like script injection (`<script>`, quotes, `javascript:`) — is dropped and
 * `undefined` returned, so a caller falls back rather than echoing it.
 */
export function sanitizeLanguage(value: string | undefined): Language | undefined {
  if (value === undefined) return undefined;
  const normalized = value.trim().toLowerCase();
  return isSupportedLanguage(normalized) ? normalized : undefined;
}

/**
 * The active language from the first label of the host name (`es.brigade.example` → 'es');
 * a port and trailing dot are ignored; unknown labels, IP addresses and empty hosts give 'en'.
 */
export function languageFromHost(hostname: string): Language {
  const host = hostname.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const firstLabel = host.split('.')[0];
  return sanitizeLanguage(firstLabel) ?? FALLBACK_LANGUAGE;
}

/** Text direction of a language: Arabic is right to left, the others left to right. */
export function directionOf(language: Language): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}
