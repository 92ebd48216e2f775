import type { ComponentPropsWithRef, ReactNode } from 'react';

/** Icon sizes of round icon buttons (spec 001 §2). */
export const ICON_SIZES = ['xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] as const;
export type IconSize = (typeof ICON_SIZES)[number];

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label'> {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  readonly label: string;
  readonly size?: IconSize;
  /**
   * 'round' (default): the spec's round button of `size`; 'plain': no border or fill, a 44 × 44
   * target in the colour around it (the signed-in header's buttons).
   */
  readonly variant?: 'round' | 'plain';
  /** A decorative icon (svg or glyph); it is hidden from assistive technology. */
  readonly icon: ReactNode;
}

/** A button showing only an icon: round in icon sizes xxs–xxxl (default md), or plain. */
export function IconButton({
  label,
  size = 'md',
  variant = 'round',
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
      className={(variant === 'plain' ? ['icon-button-plain'] : ['icon-button', `icon-button--${size}`])
        .concat(className ? [className] : [])
        .join(' ')}
    >
      <span className="icon-button__icon" aria-hidden="true">
        {icon}
      </span>
    </button>
  );
}
