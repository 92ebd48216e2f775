import type { ReactNode } from 'react';

export interface BoxSkeletonProps {
  /** The class that gives the block the size of what it stands for. */
  readonly className: string;
  /** What is loading, in the user's language: the status's name (never shown). */
  readonly label: string;
  /** Grey bars inside the block, if any. */
  readonly children?: ReactNode;
}

/**
 * A block that stands in for a screen's or panel's content while it loads: a busy status named
 * `label`. (ARIA allows a name on a status, not on a bare div: axe's aria-prohibited-attr.)
 */
export function BoxSkeleton({ className, label, children }: BoxSkeletonProps) {
  return (
    <div className={className} role="status" aria-busy="true" aria-label={label}>
      {children}
    </div>
  );
}
