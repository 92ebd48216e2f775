import { useTranslation } from 'react-i18next';
import type { PasswordEvaluation } from '../../src-domain/password/password.rules';
import { PasswordMeter } from '../account/PasswordMeter';
import { PasswordField } from '../widgets/password-field/PasswordField';
import { TextField } from '../account/TextField';

/** First name (required) and last name side by side, as every sign-up form asks them. */
export function NameFields({
  firstName,
  lastName,
  firstNameError,
  onChange,
}: {
  readonly firstName: string;
  readonly lastName: string;
  /** The first name's message, already in the user's language. */
  readonly firstNameError?: string;
  readonly onChange: (field: 'firstName' | 'lastName', value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="auth-form__row">
      <TextField
        label={t('registration.firstName')}
        autoComplete="given-name"
        value={firstName}
        onChange={(event) => onChange('firstName', event.target.value)}
        error={firstNameError}
      />
      <TextField
        label={t('registration.lastName')}
        autoComplete="family-name"
        value={lastName}
        onChange={(event) => onChange('lastName', event.target.value)}
      />
    </div>
  );
}

/** A new account's password with its strength meter (spec 000 §4). */
export function NewPasswordField({
  value,
  evaluation,
  error,
  onChange,
}: {
  readonly value: string;
  readonly evaluation: PasswordEvaluation;
  /** The message, already in the user's language. */
  readonly error?: string;
  readonly onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <PasswordField
      label={t('registration.password')}
      autoComplete="new-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      description={<PasswordMeter evaluation={evaluation} />}
    />
  );
}
