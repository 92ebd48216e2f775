import type { ReactNode } from 'react';

export interface BoxSkeletonProps {
  /** The class that gives the block the size of what it stands for. */
  readonly className: string;
  /** What is loading, in the user's language: said once as a status, never shown. */
  readonly label: string;
  /** Grey bars inside the block, if any (hidden from assistive technology by their owner). */
  readonly children?: ReactNode;
  readonly testId?: string;
}

/**
 * A block that stands in for a screen's or panel's content while it loads: busy, with a hidden
 * status whose text a screen reader says (a live region is heard by its text, not by a name; and
 * ARIA allows no name on a bare div: axe's aria-prohibited-attr).
 */
export function BoxSkeleton({ className, label, children, testId }: BoxSkeletonProps) {
  return (
    <div className={className} aria-busy="true" data-testid={testId}>
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {children}
    </div>
  );
}
