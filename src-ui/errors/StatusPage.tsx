import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Routes } from '../../src-domain/navigation/routes.model';
import { BrigadeLogo } from '../widgets/brigade-logo/BrigadeLogo';
import '../widgets/widgets.css';
import './status-page.css';

const CODES = ['404', '403', '405'] as const;
type StatusCode = (typeof CODES)[number];

/**
 * The routing status pages (spec 000 §8): /404, /403 and /405 in the product's look — the logo
 * leading home, the code, what it means, and two ways on (home, or back where the user came
 * from). Public and unframed: it stands without the signed-in shell.
 */
export default function StatusPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const code: StatusCode = CODES.find((candidate) => pathname.endsWith(candidate)) ?? '404';
  return (
    <div className="status-page">
      <header className="status-page__header">
        <Link to={Routes.dashboard} className="status-page__home">
          <BrigadeLogo label={t('shell.home')} />
        </Link>
      </header>
      <main className="status-page__card" id="main" aria-labelledby="status-title">
        <p className="status-page__code" aria-hidden="true">
          {code}
        </p>
        <h1 id="status-title">{t(`errors.status.${code}.title`)}</h1>
        <p className="status-page__message">{t(`errors.status.${code}.message`)}</p>
        <div className="status-page__actions">
          <a className="button button--md button--primary" href={Routes.dashboard}>
            {t('errors.generic.home')}
          </a>
          <button type="button" className="button button--md button--secondary" onClick={() => navigate(-1)}>
            {t('errors.status.back')}
          </button>
        </div>
      </main>
    </div>
  );
}
