import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/** What the phone field holds, as a form needs to judge it. */
export interface PhoneValidity {
  /** The number in E.164 ('+442071838750'); undefined unless `valid`. */
  readonly e164: string | undefined;
  /** A possible, valid number for the country (libphonenumber-js metadata). */
  readonly valid: boolean;
  /** Nothing but spaces typed: an optional phone left out, not a wrong one. */
  readonly empty: boolean;
  readonly country: CountryCode;
}

/** Judges the typed text (national or international format) for `country`. Never throws. */
export function phoneValidity(text: string, country: CountryCode): PhoneValidity {
  const empty = text.trim() === '';
  const parsed = empty ? undefined : parsePhoneNumberFromString(text, country);
  const valid = parsed?.isValid() === true;
  return { e164: valid ? parsed?.number : undefined, valid, empty, country };
}
