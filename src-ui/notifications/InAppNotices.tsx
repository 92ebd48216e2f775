import { observer } from 'mobx-react-lite';
import { useEffect, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { InAppNotice } from '../../src-domain/notifications/in-app-notice.rules';
import { useInjection } from '../injection/use-injection';
import { InAppNoticesStore } from './in-app-notices.store';
import './in-app-notices.css';

/**
 * The in-app notices (issue #35) in a polite status region that exists before any notice comes
 * (so screen readers announce each once). A notice stays until its link is followed, its Dismiss
 * button is pressed, or Escape is pressed on either: it is not timed, so nobody has to be quick.
 * Fixed at the top end corner with logical insets (mirrors in Arabic), no wider than the screen.
 */
export const InAppNotices = observer(function InAppNotices() {
  const { t } = useTranslation();
  const store = useInjection(InAppNoticesStore);
  useEffect(() => {
    const stop = store.listen();
    return () => {
      stop();
      store.clear();
    };
  }, [store]);

  const textOf = (notice: InAppNotice): string => {
    switch (notice.kind) {
      case 'MESSAGE':
        return t('inAppNotices.message');
      case 'STATUS':
        return t('inAppNotices.status', {
          status: t(`hiring.status.${notice.status ?? ''}`, { defaultValue: notice.status ?? '' }),
        });
      case 'INTERVIEW':
        return t('inAppNotices.interview');
    }
  };
  const onKeyDown = (key: string) => (event: KeyboardEvent) => {
    if (event.key === 'Escape') store.dismiss(key);
  };

  return (
    <section className="in-app-notices" aria-label={t('inAppNotices.region')}>
      <div role="status" aria-live="polite" className="in-app-notices__list">
        {store.notices.map((notice) => (
          <div key={notice.key} className="in-app-notice" data-testid="in-app-notice" data-kind={notice.kind}>
            <Link
              className="in-app-notice__link"
              to={notice.path}
              onClick={() => store.dismiss(notice.key)}
              onKeyDown={onKeyDown(notice.key)}
            >
              {textOf(notice)}
            </Link>
            <button
              type="button"
              className="in-app-notice__dismiss"
              aria-label={t('inAppNotices.dismiss')}
              onClick={() => store.dismiss(notice.key)}
              onKeyDown={onKeyDown(notice.key)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ))}
      </div>
    </section>
  );
});
