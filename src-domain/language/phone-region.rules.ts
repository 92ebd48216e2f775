/** The region a language's phone numbers are most likely from, for the product's eight languages. */
const LANGUAGE_REGIONS: Readonly<Record<string, string>> = {
  en: 'US',
  es: 'ES',
  fr: 'FR',
  de: 'DE',
  ru: 'RU',
  pl: 'PL',
  tr: 'TR',
  ar: 'SA',
};

/** The region of a BCP 47 tag ('en-GB' → 'GB', 'es-419' → undefined: not a country), upper-case. */
function regionOf(tag: string): string | undefined {
  const region = tag.split(/[-_]/).find((part, index) => index > 0 && /^[A-Za-z]{2}$/.test(part));
  return region?.toUpperCase();
}

/**
 * The country a phone field starts on (spec 001 §5 phone input): the region of the first of the
 * browser's preferred languages that shares the page's language ('en' page, browser 'en-GB' →
 * GB), else the region the page's own tag names, else the language's usual region (ar → SA),
 * else US. `isKnown` says which regions the phone library can take.
 */
export function defaultPhoneRegion(
  pageLanguage: string,
  preferredLanguages: readonly string[],
  isKnown: (region: string) => boolean,
): string {
  const language = pageLanguage.split(/[-_]/)[0]?.toLowerCase() ?? '';
  const candidates = [
    ...preferredLanguages.filter((tag) => tag.split(/[-_]/)[0]?.toLowerCase() === language).map(regionOf),
    regionOf(pageLanguage),
    LANGUAGE_REGIONS[language],
  ];
  return candidates.find((region): region is string => region !== undefined && isKnown(region)) ?? 'US';
}
