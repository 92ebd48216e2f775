import { AsYouType, type CountryCode } from 'libphonenumber-js';
import { useId, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions, type CountryOption } from '../widgets/phone-input/countries';
import { phoneValidity, type PhoneValidity } from '../widgets/phone-input/phone-validity';

export interface CareersPhoneFieldProps {
  readonly label: string;
  /** The country it starts on (from the page's language, so server and browser agree). */
  readonly country: CountryCode;
  /** On every edit, on leaving the number and on a country change (see PhoneInput). */
  readonly onValidityChange: (validity: PhoneValidity) => void;
  /** The form's own message about the number; shown instead of the field's, and marks it invalid. */
  readonly error?: string;
}

/**
 * The careers form's phone number (issue #38): the shared PhoneInput's rules (names of countries
 * in the page's language with dial codes, the national format as typed, validity on leaving the
 * field) on a native `<select>` instead of the react-aria ComboBox, so the public pages' script
 * carries no react-aria. On a phone the system's own picker opens; typing a name's first letters
 * picks it on a keyboard. Before the page's script has run the select offers the starting country
 * only (see below).
 */
const noChange = () => () => undefined;
const inBrowser = () => true;
/** Also the snapshot of hydration: React renders again with inBrowser() once hydrated. */
const onServer = () => false;

export function CareersPhoneField({
  label,
  country: initialCountry,
  onValidityChange,
  error,
}: CareersPhoneFieldProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const countries = useMemo(() => countryOptions(i18n.language || 'en'), [i18n.language]);
  const [country, setCountry] = useState<CountryCode>(initialCountry);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const selected = countries.find((option) => option.code === country);

  const validate = (value: string, code: CountryCode) => {
    const validity = phoneValidity(value, code);
    setInvalid(!validity.empty && !validity.valid);
    onValidityChange(validity);
  };
  const message =
    error ?? (invalid ? t('widgets.phone.invalid', { country: selected?.name ?? country }) : undefined);

  return (
    <fieldset className="phone-input">
      <legend>{label}</legend>
      <div className="field phone-input__country">
        <label htmlFor={`${id}-country`}>{t('widgets.phone.country')}</label>
        <CountrySelect
          id={`${id}-country`}
          country={country}
          countries={countries}
          onChange={(code) => {
            setCountry(code);
            if (text) validate(text, code);
          }}
        />
      </div>
      <div className="field">
        <label htmlFor={id}>{t('widgets.phone.number')}</label>
        <div className="phone-input__number">
          <span className="phone-input__dial" aria-hidden="true">
            {selected?.dialCode}
          </span>
          <input
            id={id}
            type="tel"
            dir="ltr"
            autoComplete="tel-national"
            value={text}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-error` : undefined}
            onChange={(event) => {
              // Formats while digits are added; a deletion keeps the text as the visitor edited it.
              const raw = event.target.value;
              const formatted = raw.length < text.length ? raw : new AsYouType(country).input(raw);
              setText(formatted);
              setInvalid(false);
              onValidityChange(phoneValidity(formatted, country));
            }}
            onBlur={(event) => validate(event.target.value, country)}
          />
        </div>
        {message && (
          <p className="field__error" id={`${id}-error`}>
            {message}
          </p>
        )}
      </div>
    </fieldset>
  );
}

/**
 * The country select. The server and the first render in the browser list the starting country
 * alone: country names and their order come from each side's ICU and may differ, and a hydrated
 * option whose value differs is not corrected. The whole list comes in once hydrated, in a render
 * of this select alone: a render of the number field then would set it back to its (empty) state
 * before the hydration handover has passed on what the visitor typed.
 */
function CountrySelect({
  id,
  country,
  countries,
  onChange,
}: {
  readonly id: string;
  readonly country: CountryCode;
  readonly countries: readonly CountryOption[];
  readonly onChange: (code: CountryCode) => void;
}) {
  const listed = useSyncExternalStore(noChange, inBrowser, onServer);
  const shown = listed ? countries : countries.filter((option) => option.code === country);
  return (
    <select
      id={id}
      value={country}
      autoComplete="tel-country-code"
      onChange={(event) => onChange(event.target.value as CountryCode)}
    >
      {shown.map((option) => (
        // Its name may differ between the server's ICU and the browser's: patched, not an error.
        <option key={option.code} value={option.code} suppressHydrationWarning>
          {`${option.name} (${option.dialCode})`}
        </option>
      ))}
    </select>
  );
}
