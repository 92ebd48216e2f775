import { useTranslation } from 'react-i18next';
import { useInjection } from '../injection/use-injection';
import { SessionExitStore } from './session-exit.store';
import { useOnce, WorkingScreen } from './WorkingScreen';

/** /user/shadow-logout (spec 000 §2). */
export default function ShadowLogoutScreen() {
  const store = useInjection(SessionExitStore);
  const { t } = useTranslation();
  useOnce(() => void store.shadowLogout());
  return <WorkingScreen text={t('logout.progress')} />;
}
