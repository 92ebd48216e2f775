import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../injection/use-injection';
import { ConnectivityStore } from './connectivity.store';

/** 'No internet connection, connecting...' while the browser is offline (spec 000 §2). */
export const OfflineBanner = observer(function OfflineBanner() {
  const { t } = useTranslation();
  const connectivity = useInjection(ConnectivityStore);
  useEffect(() => connectivity.watch(), [connectivity]);
  return (
    <div role="status" className={connectivity.online ? 'offline-banner is-hidden' : 'offline-banner'}>
      {connectivity.online ? null : t('errors.offline')}
    </div>
  );
});
