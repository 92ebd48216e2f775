import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface SecretFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  readonly label: string;
  readonly error?: string;
  /** Extra content tied to the field (the strength meter, guidance), rendered under it. */
  readonly description?: ReactNode;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/** A password input with a show / hide button (aria-pressed), its description and its error. */
export function SecretField({ label, error, description, inputRef, ...rest }: SecretFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const id = useId();
  const describedBy = [description ? `${id}-description` : undefined, error ? `${id}-error` : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="auth-secret">
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
          className="auth-secret__toggle"
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
