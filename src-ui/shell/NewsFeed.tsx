import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../injection/use-injection';
import { useDismiss } from '../widgets/popup/use-dismiss';
import { ShellStore } from './shell.store';

/** The 'News feed' button and its popover (spec 000 §2; its content is "not shown"). */
export const NewsFeed = observer(function NewsFeed() {
  const { t } = useTranslation();
  const shell = useInjection(ShellStore);
  const rootRef = useRef<HTMLDivElement>(null);
  useDismiss(shell.newsOpen, [rootRef], () => shell.closeNews());
  return (
    <div className="news-feed" ref={rootRef}>
      <button
        type="button"
        className="icon-button-plain"
        aria-expanded={shell.newsOpen}
        onClick={() => shell.toggleNews()}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
          <path
            fill="currentColor"
            d="M4 4h13v16H6a2 2 0 0 1-2-2zm15 4h1v10a2 2 0 0 1-2 2h-1zM7 7v3h7V7zm0 5v1.5h7V12zm0 3.5V17h7v-1.5z"
          />
        </svg>
        <span className="visually-hidden-text">{t('shell.newsFeed')}</span>
      </button>
      {shell.newsOpen && (
        <section className="news-feed__popover" aria-label={t('shell.newsFeed')}>
          <h2>{t('shell.newsFeed')}</h2>
          <p>{t('shell.newsEmpty')}</p>
        </section>
      )}
    </div>
  );
});
