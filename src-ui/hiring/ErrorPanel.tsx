import { useTranslation } from 'react-i18next';

/** A failed read: what happened (translated from the server's code when known) and a retry. */
export function ErrorPanel({ code, onRetry }: { readonly code?: string; readonly onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="hiring-panel" role="alert">
      <p className="hiring-error">
        {code ? t(`hiring.errors.${code}`, { defaultValue: t('hiring.loadFailed') }) : t('hiring.loadFailed')}
      </p>
      <button type="button" className="button button--md button--primary" onClick={onRetry}>
        {t('hiring.retry')}
      </button>
    </div>
  );
}
