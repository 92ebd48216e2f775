import type { ButtonHTMLAttributes, ReactNode } from 'react';

/** Icon sizes of round icon buttons (spec 001 §2). */
export const ICON_SIZES = ['xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] as const;
export type IconSize = (typeof ICON_SIZES)[number];

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  readonly label: string;
  readonly size?: IconSize;
  /** A decorative icon (svg or glyph); it is hidden from assistive technology. */
  readonly icon: ReactNode;
}

/** A round button showing only an icon, icon sizes xxs–xxxl (default md). */
export function IconButton({
  label,
  size = 'md',
  icon,
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      className={['icon-button', `icon-button--${size}`, className].filter(Boolean).join(' ')}
    >
      <span className="icon-button__icon" aria-hidden="true">
        {icon}
      </span>
    </button>
  );
}
