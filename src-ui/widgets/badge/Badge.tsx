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

/** A short status label; every colour keeps text contrast of at least 4.5:1. */
export function Badge({
  tier = 'md',
  colour = 'primary',
  children,
}: {
  readonly tier?: BadgeTier;
  readonly colour?: BadgeColour;
  readonly children: ReactNode;
}) {
  return <span className={`badge badge--${tier} badge--${colour}`}>{children}</span>;
}
