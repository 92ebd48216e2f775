import type { ReactNode } from 'react';

/**
 * A message about the whole form (failed sign-in, server refusal) or its success, announced to
 * screen readers (role alert for errors, status otherwise) and focusable so it can take focus.
 */
export function FormAlert({
  tone,
  children,
  id,
}: {
  readonly tone: 'error' | 'success' | 'info';
  readonly children: ReactNode;
  readonly id?: string;
}) {
  return (
    <div
      id={id}
      className={`form-alert form-alert--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={-1}
    >
      {children}
    </div>
  );
}
