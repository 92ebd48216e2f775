import { useTranslation } from 'react-i18next';
import { Routes } from '../../src-domain/navigation/routes.model';
import { NavigationPort } from '../../src-domain/navigation/navigation.port';
import { useInjection } from '../injection/use-injection';

/** The generic error screen (spec 000 §2): 'Reload Page' and 'Go to Home Page'. */
export function ErrorScreen({ onRetry }: { readonly onRetry?: () => void }) {
  const { t } = useTranslation();
  const navigation = useInjection(NavigationPort);
  return (
    <section className="error-screen" aria-labelledby="error-screen-title">
      <h1 id="error-screen-title">{t('errors.generic.title')}</h1>
      <p>{t('errors.generic.message')}</p>
      <div className="error-screen__actions">
        <button
          type="button"
          className="button button--md button--primary"
          onClick={() => (onRetry ? onRetry() : navigation.reload())}
        >
          {t('errors.generic.reload')}
        </button>
        <button
          type="button"
          className="button button--md button--secondary"
          onClick={() => navigation.redirect(Routes.dashboard)}
        >
          {t('errors.generic.home')}
        </button>
      </div>
    </section>
  );
}
