import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';

export interface CountryOption {
  readonly code: CountryCode;
  /** The country's name in `locale`. */
  readonly name: string;
  /** '+44' */
  readonly dialCode: string;
}

/** Every country libphonenumber knows, named in `locale` (Intl.DisplayNames) and sorted by name. */
export function countryOptions(locale: string): CountryOption[] {
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, dialCode: `+${getCountryCallingCode(code)}` }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
