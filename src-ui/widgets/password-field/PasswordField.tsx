import { useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  readonly label: string;
  /** Shown under the field and tied to it (aria-describedby); the field is marked invalid. */
  readonly error?: string;
}

/** A labelled password input with a 'Toggle password visibility' button (aria-pressed). */
export function PasswordField({ label, error, className, ...rest }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const id = useId();
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <div className="password-field">
        <input
          {...rest}
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button
          type="button"
          className="password-field__toggle"
          aria-label={t('widgets.password.toggle')}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          <span aria-hidden="true">{visible ? '🙈' : '👁'}</span>
        </button>
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
