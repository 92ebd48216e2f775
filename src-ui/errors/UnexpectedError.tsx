import { useTranslation } from 'react-i18next';
import '../widgets/widgets.css';
import './status-page.css';

/**
 * The last resort when rendering failed outside any product screen (spec 001 §2): the spec's
 * 'Unexpected Application Error!' in the look of the status pages, with a way to reload (a plain
 * link: nothing of the app is assumed to work here). With `onRetry`, a 'Reload Page' button
 * shows the page again.
 */
export function UnexpectedError({ onRetry }: { readonly onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="status-page">
      <main className="status-page__card" id="main" aria-labelledby="unexpected-title">
        <h1 id="unexpected-title">{t('errors.unexpected')}</h1>
        <div className="status-page__actions">
          {onRetry && (
            <button type="button" className="button button--md button--primary" onClick={onRetry}>
              {t('errors.generic.reload')}
            </button>
          )}
          <a className={`button button--md ${onRetry ? 'button--secondary' : 'button--primary'}`} href="/">
            {t('errors.generic.home')}
          </a>
        </div>
      </main>
    </div>
  );
}
