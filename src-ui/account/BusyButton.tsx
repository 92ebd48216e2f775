import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** While true the button shows a spinner, is disabled and says it is busy (aria-busy). */
  readonly busy?: boolean;
  readonly variant?: 'primary' | 'secondary' | 'link';
  readonly children: ReactNode;
}

/** The buttons of the authentication screens: disabled with a spinner while their action runs. */
export function BusyButton({
  busy = false,
  variant = 'primary',
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: BusyButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={['auth-button', `auth-button--${variant}`, className].filter(Boolean).join(' ')}
      disabled={disabled === true || busy}
      aria-busy={busy || undefined}
    >
      {busy && <span className="auth-spinner" aria-hidden="true" />}
      <span>{children}</span>
    </button>
  );
}
