import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NameVerdict } from './tag-manager.store';

/** Milliseconds of typing pause before the live name check asks the server. */
const CHECK_DELAY_MS = 300;

/**
 * A tag name input with the live name check (trimmed; local rules, then the server): says
 * "available", the clashing tag, or what is wrong, in a polite live region.
 */
export function TagNameField({
  label,
  value,
  onChange,
  check,
  maxLength,
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly check: (name: string) => Promise<NameVerdict>;
  readonly maxLength: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  // The answer for the value it was asked about: a newer value shows "checking" until answered.
  const [answered, setAnswered] = useState<{ value: string; verdict: NameVerdict }>({
    value: '',
    verdict: { kind: 'idle' },
  });
  useEffect(() => {
    if (value === '') return undefined;
    let current = true;
    const timer = setTimeout(() => {
      void check(value).then((verdict) => {
        if (current) setAnswered({ value, verdict });
      });
    }, CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [value, check]);
  const verdict: NameVerdict =
    value === '' ? { kind: 'idle' } : answered.value === value ? answered.verdict : { kind: 'checking' };
  const message =
    verdict.kind === 'available'
      ? t('tags.name.available')
      : verdict.kind === 'taken'
        ? t('tags.name.taken', { name: verdict.clashName })
        : verdict.kind === 'problem'
          ? t(`tags.errors.${verdict.code.slice('TAGS.'.length)}`, { max: maxLength })
          : verdict.kind === 'checking'
            ? t('tags.name.checking')
            : '';
  return (
    <div className="field tag-name-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        value={value}
        aria-describedby={`${id}-check`}
        aria-invalid={verdict.kind === 'taken' || verdict.kind === 'problem'}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-check`} className={`tag-name-field__check is-${verdict.kind}`} aria-live="polite">
        {message}
      </p>
    </div>
  );
}
