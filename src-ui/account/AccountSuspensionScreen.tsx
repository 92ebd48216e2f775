import { useTranslation } from 'react-i18next';
import { Routes } from '../../src-domain/navigation/routes.model';
import { HoldingScreen } from './HoldingScreen';

/** /account-suspension (spec 000 §2, §4): where a suspended account is sent; the user can log out. */
export default function AccountSuspensionScreen() {
  const { t } = useTranslation();
  return (
    <HoldingScreen
      title={t('holding.suspension.title')}
      actions={
        <a className="auth-button" href={Routes.logout}>
          {t('holding.suspension.logout')}
        </a>
      }
    >
      <p className="auth-screen__lead">{t('holding.suspension.body')}</p>
    </HoldingScreen>
  );
}
