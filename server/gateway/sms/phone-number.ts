import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * `input` as an E.164 number (`+14155550123`), read in `defaultCountry` when it has no +country
 * code; undefined when it is not a valid number (too short, unknown area, letters).
 */
export function toE164(input: string, defaultCountry: string): string | undefined {
  const parsed = parsePhoneNumberFromString(input.trim(), defaultCountry as CountryCode);
  if (!parsed || !parsed.isValid()) return undefined;
  return parsed.number;
}
