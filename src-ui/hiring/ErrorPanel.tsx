import { useTranslation } from 'react-i18next';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';

/**
 * A failed hiring read: the shared read-failure panel, saying what happened (translated from the
 * server's code when known) with its retry.
 */
export function ErrorPanel({ code, onRetry }: { readonly code?: string; readonly onRetry: () => void }) {
  const { t } = useTranslation();
  const message = code
    ? t(`hiring.errors.${code}`, { defaultValue: t('hiring.loadFailed') })
    : t('hiring.loadFailed');
  return <ReadFailure message={message} onRetry={onRetry} />;
}
