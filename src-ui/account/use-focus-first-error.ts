import { useEffect, type RefObject } from 'react';

/**
 * After a refused submission (`attempt` changes while `hasErrors`), moves focus to the first
 * invalid field of the form (`aria-invalid`, or `data-invalid` where ARIA does not allow it,
 * as on radios), or to its alert when only the form as a whole failed.
 */
export function useFocusFirstError(
  formRef: RefObject<HTMLFormElement | null>,
  attempt: number,
  hasErrors: boolean,
): void {
  useEffect(() => {
    if (attempt === 0 || !hasErrors) return;
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]') ??
      form?.querySelector<HTMLElement>('.form-alert--error');
    target?.focus();
    // Only a new attempt moves focus; typing that changes `hasErrors` must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
}
