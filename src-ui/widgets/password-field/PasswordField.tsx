import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import './password-field.css';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  readonly label: string;
  /** Shown under the field and tied to it (aria-describedby); the field is marked invalid. */
  readonly error?: string;
  /** Extra content tied to the field (the strength meter, guidance), rendered under it. */
  readonly description?: ReactNode;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/**
 * The one password input of the product (sign-in, sign-up, reset, design system): a labelled
 * field with a Show / Hide button (aria-pressed, its visible text is its name), its description
 * and its error.
 */
export function PasswordField({
  label,
  error,
  description,
  inputRef,
  className,
  ...rest
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const id = useId();
  const describedBy = [description ? `${id}-description` : undefined, error ? `${id}-error` : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <div className="password-field">
        <input
          {...rest}
          ref={inputRef}
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        <button
          type="button"
          className="password-field__toggle"
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? t('password.hide') : t('password.show')}
        </button>
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
      {description && <div id={`${id}-description`}>{description}</div>}
    </div>
  );
}
