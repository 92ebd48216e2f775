import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Routes } from '../../src-domain/navigation/routes.model';
import { useInjection } from '../injection/use-injection';
import { SessionExitStore } from './session-exit.store';
import { WorkingScreen } from './WorkingScreen';

/** sso_client/{clientId} (spec 000 §2): remembers the client id, then goes to /dashboard. */
export default function SsoClientScreen() {
  const store = useInjection(SessionExitStore);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { clientId = '' } = useParams();
  useEffect(() => {
    store.rememberClient(clientId);
    void navigate(Routes.dashboard, { replace: true });
  }, [store, clientId, navigate]);
  return <WorkingScreen text={t('logout.sso')} />;
}
