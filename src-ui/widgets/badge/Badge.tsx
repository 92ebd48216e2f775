import type { ReactNode } from 'react';

/** Badge tiers (spec 001 §2) and the ten colours. */
export const BADGE_TIERS = ['xxs', 'xs', 'sm', 'md', 'lg', 'xl'] as const;
export type BadgeTier = (typeof BADGE_TIERS)[number];
export const BADGE_COLOURS = [
  'primary',
  'secondary',
  'tertiary',
  'danger',
  'success',
  'warning',
  'alert',
  'info',
  'accent',
  'light',
] as const;
export type BadgeColour = (typeof BADGE_COLOURS)[number];

/**
 * A short status label; every colour keeps text contrast of at least 4.5:1. `className` places it
 * (a margin in a row); `testId` names it for tests.
 */
export function Badge({
  tier = 'md',
  colour = 'primary',
  className,
  testId,
  children,
}: {
  readonly tier?: BadgeTier;
  readonly colour?: BadgeColour;
  readonly className?: string;
  readonly testId?: string;
  readonly children: ReactNode;
}) {
  const classes = `badge badge--${tier} badge--${colour}${className ? ` ${className}` : ''}`;
  return (
    <span className={classes} data-testid={testId}>
      {children}
    </span>
  );
}
