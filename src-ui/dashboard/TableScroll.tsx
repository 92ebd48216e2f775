import type { ReactNode } from 'react';

/**
 * The horizontal scroll container of a table that may be wider than a phone's screen: the table
 * keeps its columns (the first one stays in view, app-layout.css) and the container takes focus,
 * so the keyboard scrolls it too. Named by the element `labelledBy` names, or by `label`.
 */
export function TableScroll({
  labelledBy,
  label,
  children,
}: {
  readonly labelledBy?: string;
  readonly label?: string;
  readonly children: ReactNode;
}) {
  return (
    // A scrolling region must be reachable by keyboard (WCAG 2.1.1), so it is a tab stop.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-labelledby={labelledBy} aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
