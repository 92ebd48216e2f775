import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../injection/use-injection';
import { LiveUpdatesStore } from './live-updates.store';
import './live.css';

/**
 * "Live updates paused, reconnecting…" while a stream that was live on this page stays down
 * (issue #32); a status region, so screen readers hear it once, fixed at the bottom so nothing
 * on the page moves when it shows.
 */
export const LivePausedNotice = observer(function LivePausedNotice() {
  const { t } = useTranslation();
  const live = useInjection(LiveUpdatesStore);
  return (
    <div role="status" className={live.paused ? 'live-paused' : 'live-paused is-hidden'}>
      {live.paused ? t('errors.livePaused') : null}
    </div>
  );
});
