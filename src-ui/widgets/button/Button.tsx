import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './Spinner';

/** Button sizes (spec 001 §2). */
export const BUTTON_SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly size?: ButtonSize;
  readonly variant?: ButtonVariant;
  /** While true the button shows a spinner, is disabled and says it is busy (aria-busy). */
  readonly busy?: boolean;
  readonly children: ReactNode;
}

/** The product's button: sizes xs–xl (default md), busy state with spinner and disabled. */
export function Button({
  size = 'md',
  variant = 'primary',
  busy = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={['button', `button--${size}`, `button--${variant}`, className].filter(Boolean).join(' ')}
      disabled={disabled === true || busy}
      aria-busy={busy || undefined}
    >
      {busy && <Spinner />}
      <span className="button__label">{children}</span>
    </button>
  );
}
