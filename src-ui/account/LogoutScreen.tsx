import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useInjection } from '../injection/use-injection';
import { SessionExitStore } from './session-exit.store';
import { useOnce, WorkingScreen } from './WorkingScreen';

/** /user/logout?ref&brand&redirectAfterLogout (spec 000 §2); the router has decoded the values. */
export default function LogoutScreen() {
  const store = useInjection(SessionExitStore);
  const { t } = useTranslation();
  const [params] = useSearchParams();
  useOnce(() => {
    const value = (name: string) => params.get(name) ?? undefined;
    void store.logout({
      ref: value('ref'),
      brand: value('brand'),
      redirectAfterLogout: value('redirectAfterLogout'),
    });
  });
  return <WorkingScreen text={t('logout.progress')} />;
}
