import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useInjection } from '../injection/use-injection';
import { SessionExitStore } from './session-exit.store';
import { useOnce, WorkingScreen } from './WorkingScreen';

/** /user/refresh?path=… (spec 000 §2): `path` (or `ref`) is where to go afterwards, default '/'. */
export default function RefreshScreen() {
  const store = useInjection(SessionExitStore);
  const { t } = useTranslation();
  const [params] = useSearchParams();
  useOnce(() => void store.refresh(params.get('path') ?? params.get('ref') ?? undefined));
  return <WorkingScreen text={t('logout.refreshing')} />;
}
