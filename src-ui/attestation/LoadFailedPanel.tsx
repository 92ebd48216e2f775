import { useTranslation } from 'react-i18next';
import { Button } from '../widgets/button/Button';

/** The error panel of a failed read, with a button that reads again. */
export function LoadFailedPanel({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="attestation-panel attestation-panel--error" role="alert">
      <p>{t('attestation.loadFailed')}</p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t('attestation.retry')}
      </Button>
    </div>
  );
}
