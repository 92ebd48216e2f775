import { useTranslation } from 'react-i18next';

/** The last resort when rendering failed outside any product screen (spec 001 §2). */
export function UnexpectedError() {
  const { t } = useTranslation();
  return (
    <main className="status-page" id="main">
      <h1>{t('errors.unexpected')}</h1>
    </main>
  );
}
