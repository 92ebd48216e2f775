import { useTranslation } from 'react-i18next';
import { Routes } from '../../src-domain/navigation/routes.model';
import { HoldingScreen } from './HoldingScreen';

/**
 * /maintenance (spec 000 §2, §4): shown while the product is IN_MAINTENANCE. 'Try again' loads
 * the dashboard afresh, which checks the maintenance state again.
 */
export default function MaintenanceScreen() {
  const { t } = useTranslation();
  return (
    <HoldingScreen
      title={t('holding.maintenance.title')}
      actions={
        <a className="auth-button" href={Routes.dashboard}>
          {t('holding.maintenance.retry')}
        </a>
      }
    >
      <p className="auth-screen__lead">{t('holding.maintenance.body')}</p>
    </HoldingScreen>
  );
}
