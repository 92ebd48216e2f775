import { AsYouType, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { useId, useMemo, useState } from 'react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../date-picker/use-locale';
import { countryOptions } from './countries';

export interface PhoneInputProps {
  readonly label: string;
  readonly country?: CountryCode;
  /** The number in E.164 ('+442071838750') when valid for the country, undefined otherwise. */
  readonly onChange: (value: string | undefined, country: CountryCode) => void;
}

/**
 * A phone number field (spec 001 §5): a country combobox (react-aria ComboBox, names in the
 * active language with dial codes, type to filter) and the number, formatted as typed in the
 * country's national format (libphonenumber-js AsYouType) and validated on leaving the field.
 */
export function PhoneInput({ label, country: initialCountry = 'US', onChange }: PhoneInputProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = useId();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const [country, setCountry] = useState<CountryCode>(initialCountry);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const selected = countries.find((option) => option.code === country);

  const validate = (value: string, code: CountryCode) => {
    const parsed = parsePhoneNumberFromString(value, code);
    const valid = parsed?.isValid() === true;
    setInvalid(value.trim() !== '' && !valid);
    onChange(valid ? parsed!.number : undefined, code);
  };

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
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
            onChange={(event) => {
              // Formats while digits are added; a deletion keeps the text as the user edited it.
              const raw = event.target.value;
              const formatted = raw.length < text.length ? raw : new AsYouType(country).input(raw);
              setText(formatted);
              setInvalid(false);
            }}
            onBlur={(event) => validate(event.target.value, country)}
          />
        </div>
        {invalid && (
          <p className="field__error" id={`${id}-error`}>
            {t('widgets.phone.invalid', { country: selected?.name ?? country })}
          </p>
        )}
      </div>
    </fieldset>
  );
}
