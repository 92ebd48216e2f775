import { useTranslation } from 'react-i18next';
import { Spinner } from '../button/Spinner';

/** The 'Loading more...' indicator under a list that is fetching its next page (a polite status). */
export function LoadingMore() {
  const { t } = useTranslation();
  return (
    <div className="loading-more" role="status">
      <Spinner />
      <span>{t('widgets.loadingMore')}</span>
    </div>
  );
}
