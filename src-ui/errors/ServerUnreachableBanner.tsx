import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../injection/use-injection';
import { ServerReachabilityStore } from './server-reachability.store';
import './server-unreachable.css';

/**
 * 'We can't reach the server. Retrying…' with a Retry button, on every screen, while the
 * gateway's calls fail (ServerReachabilityPort). An alert, so it is heard when it appears; it
 * leaves by itself when a retry succeeds. Nothing is rendered while the server answers, so the
 * server's HTML and the first render agree.
 */
export const ServerUnreachableBanner = observer(function ServerUnreachableBanner() {
  const { t } = useTranslation();
  const store = useInjection(ServerReachabilityStore);
  useEffect(() => store.watch(), [store]);
  if (store.reachable) return null;
  return (
    <div role="alert" className="server-unreachable">
      <span>{t('errors.serverUnreachable.message')}</span>
      <button type="button" className="server-unreachable__retry" onClick={() => store.retry()}>
        {t('errors.serverUnreachable.retry')}
      </button>
    </div>
  );
});
