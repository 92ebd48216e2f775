import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Routes } from '../../src-domain/navigation/routes.model';

const CODES = ['404', '403', '405'] as const;
type StatusCode = (typeof CODES)[number];

/** The routing status pages (spec 000 §8): /404, /403 and /405, each with a way home. */
export default function StatusPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const code: StatusCode = CODES.find((candidate) => pathname.endsWith(candidate)) ?? '404';
  return (
    <main className="status-page" id="main">
      <p className="status-page__code">{code}</p>
      <h1>{t(`errors.status.${code}.title`)}</h1>
      <p>{t(`errors.status.${code}.message`)}</p>
      <a className="button button--md button--primary" href={Routes.dashboard}>
        {t('errors.generic.home')}
      </a>
    </main>
  );
}
