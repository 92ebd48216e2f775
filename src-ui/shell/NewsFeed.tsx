import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../injection/use-injection';
import { useLiveView } from '../live/use-live-view';
import { NewsFeedStore } from '../rewards/news-feed.store';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';
import { useDismiss } from '../widgets/popup/use-dismiss';
import { ShellStore } from './shell.store';
import './news-feed.css';
import { IconButton } from '../widgets/button/IconButton';

/**
 * The 'News feed' button and its popover (spec 000 §2; content ours, issue #17): recognitions and
 * managers' announcements of the brands the user may see, newest first, read when it opens, with
 * "Show more" for the next page.
 */
export const NewsFeed = observer(function NewsFeed() {
  const { t, i18n } = useTranslation();
  const shell = useInjection(ShellStore);
  const feed = useInjection(NewsFeedStore);
  const rootRef = useRef<HTMLDivElement>(null);
  useDismiss(shell.newsOpen, [rootRef], () => shell.closeNews());
  useEffect(() => {
    if (shell.newsOpen) void feed.load();
  }, [shell.newsOpen, feed]);
  useLiveView(shell.newsOpen ? { kind: 'news' } : undefined, () => void feed.refresh());
  // Built when the language changes only: Intl's constructor costs more than the header's render.
  const when = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );
  return (
    <div className="news-feed" ref={rootRef}>
      <IconButton
        variant="plain"
        label={t('shell.newsFeed')}
        aria-expanded={shell.newsOpen}
        onClick={() => shell.toggleNews()}
        icon={
          <svg width="20" height="20" viewBox="0 0 24 24">
            <path
              fill="currentColor"
              d="M4 4h13v16H6a2 2 0 0 1-2-2zm15 4h1v10a2 2 0 0 1-2 2h-1zM7 7v3h7V7zm0 5v1.5h7V12zm0 3.5V17h7v-1.5z"
            />
          </svg>
        }
      />
      {shell.newsOpen && (
        <section
          className="news-feed__popover"
          aria-label={t('shell.newsFeed')}
          // The popover scrolls when the feed is long: a scrolling region must take focus (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-busy={feed.status === 'loading'}
        >
          <h2>{t('shell.newsFeed')}</h2>
          {feed.status === 'failed' && <ReadFailure onRetry={() => void feed.load()} />}
          {(feed.status === 'loading' || feed.status === 'idle') && (
            <ul className="news-feed__list" aria-hidden="true">
              {[0, 1, 2].map((index) => (
                <li key={index} className="news-feed__item news-feed__item--skeleton" />
              ))}
            </ul>
          )}
          {feed.status === 'ready' && feed.items.length === 0 && <p>{t('shell.newsEmpty')}</p>}
          {feed.status === 'ready' && feed.items.length > 0 && (
            <>
              <ul className="news-feed__list">
                {feed.items.map((item) => (
                  <li key={`${item.kind}-${item.id}`} className="news-feed__item">
                    <p className="news-feed__headline">
                      {item.kind === 'RECOGNITION'
                        ? t('rewards.news.recognition', {
                            giver: `${item.giver.firstName} ${item.giver.lastName}`,
                            recipient: `${item.recipient.firstName} ${item.recipient.lastName}`,
                            points: item.points,
                          })
                        : t('rewards.news.announcement', {
                            author: `${item.author.firstName} ${item.author.lastName}`,
                          })}
                    </p>
                    <p className="news-feed__message">{item.message}</p>
                    <p className="news-feed__meta">
                      {item.brand.name} ·{' '}
                      <time dateTime={item.createdAt}>{when.format(new Date(item.createdAt))}</time>
                    </p>
                  </li>
                ))}
              </ul>
              <p className="news-feed__count">
                {t('rewards.news.count', { shown: feed.items.length, total: feed.total })}
              </p>
              {feed.moreFailed && <ReadFailure onRetry={() => void feed.loadMore()} />}
              {feed.hasMore && !feed.moreFailed && (
                <button
                  type="button"
                  className="rewards-link-button"
                  disabled={feed.loadingMore}
                  onClick={() => void feed.loadMore()}
                >
                  {t('rewards.news.more')}
                </button>
              )}
            </>
          )}
        </section>
      )}
    </div>
  );
});
