import { AsYouType, isSupportedCountry, type CountryCode } from 'libphonenumber-js';
import { useId, useMemo, useState } from 'react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { defaultPhoneRegion } from '../../../src-domain/language/phone-region.rules';
import { useLocale } from '../date-picker/use-locale';
import { countryOptions } from './countries';
import { phoneValidity, type PhoneValidity } from './phone-validity';

export type { PhoneValidity } from './phone-validity';

export interface PhoneInputProps {
  readonly label: string;
  /** The country it starts on; by default the one the page language and the browser suggest. */
  readonly country?: CountryCode;
  /**
   * On leaving the field (and on a country change): the number in E.164 ('+442071838750') when
   * valid for the country, undefined otherwise — also when something wrong was typed.
   */
  readonly onChange?: (value: string | undefined, country: CountryCode) => void;
  /**
   * On every edit, on leaving the field and on a country change: whether the text is empty,
   * valid (with its E.164) or typed but wrong, so a form can refuse a wrong number instead of
   * taking it for no number.
   */
  readonly onValidityChange?: (validity: PhoneValidity) => void;
  /** The form's own message about the number; shown instead of the widget's, and marks it invalid. */
  readonly error?: string;
}

/**
 * A phone number field (spec 001 §5): a country combobox (react-aria ComboBox, names in the
 * active language with dial codes, type to filter) and the number, formatted as typed in the
 * country's national format (libphonenumber-js AsYouType) and validated on leaving the field.
 */
export function PhoneInput({
  label,
  country: initialCountry,
  onChange,
  onValidityChange,
  error,
}: PhoneInputProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = useId();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const [country, setCountry] = useState<CountryCode>(
    () =>
      initialCountry ??
      (defaultPhoneRegion(
        locale,
        typeof navigator === 'undefined' ? [] : navigator.languages,
        isSupportedCountry,
      ) as CountryCode),
  );
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const selected = countries.find((option) => option.code === country);

  const validate = (value: string, code: CountryCode) => {
    const validity = phoneValidity(value, code);
    setInvalid(!validity.empty && !validity.valid);
    onValidityChange?.(validity);
    onChange?.(validity.e164, code);
  };
  const message =
    error ?? (invalid ? t('widgets.phone.invalid', { country: selected?.name ?? country }) : undefined);

  return (
    <fieldset className="phone-input">
      <legend>{label}</legend>
      <ComboBox
        className="phone-input__country"
        selectedKey={country}
        onSelectionChange={(key) => {
          if (key === null) return;
          const code = key as CountryCode;
          setCountry(code);
          if (text) validate(text, code);
        }}
        defaultItems={countries.map((option) => ({ id: option.code, ...option }))}
      >
        <Label>{t('widgets.phone.country')}</Label>
        <div className="combo">
          <Input className="combo__input" />
          <Button className="combo__button" aria-label={t('widgets.phone.showCountries')}>
            <span aria-hidden="true">▾</span>
          </Button>
        </div>
        <Popover className="combo__popover" offset={5}>
          <ListBox className="combo__list">
            {(item: { id: CountryCode; name: string; dialCode: string }) => (
              <ListBoxItem id={item.id} textValue={item.name} className="combo__option">
                {item.name} <span className="combo__dial">{item.dialCode}</span>
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
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
              // Formats while digits are added; a deletion keeps the text as the user edited it.
              const raw = event.target.value;
              const formatted = raw.length < text.length ? raw : new AsYouType(country).input(raw);
              setText(formatted);
              setInvalid(false);
              // The form learns at once (a submit by Enter comes before any blur); the widget's
              // own message waits for the user to leave the field.
              onValidityChange?.(phoneValidity(formatted, country));
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
