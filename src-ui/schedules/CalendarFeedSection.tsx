import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { CalendarFeedStore } from './calendar-feed.store';
import { useScheduleError } from './ScheduleFailure';

/**
 * "Add to calendar" on My shifts (issue #34): makes the person's secret calendar link and shows
 * it this once — subscribe (webcal://), the https address, a copy button — or, when a link
 * exists, when it was made, with "make a new link" (the old one stops) and "revoke".
 */
export const CalendarFeedSection = observer(function CalendarFeedSection() {
  const { t, i18n } = useTranslation();
  const store = useInjection(CalendarFeedStore);
  const message = useScheduleError();
  const fieldId = useId();
  const [copied, setCopied] = useState<'COPIED' | 'FAILED' | undefined>();
  useEffect(() => void store.load(), [store]);
  const state = store.issuedAt;
  const busy = store.write.kind === 'saving';
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('COPIED');
    } catch {
      setCopied('FAILED');
    }
  };
  const issue = async () => {
    setCopied(undefined);
    await store.issue();
  };
  return (
    <section
      className="calendar-feed"
      aria-labelledby="calendar-feed-title"
      aria-busy={state.kind === 'loading'}
    >
      <h2 id="calendar-feed-title">{t('schedules.feed.title')}</h2>
      <p>{t('schedules.feed.intro')}</p>
      {store.write.kind === 'failed' || state.kind === 'failed' ? (
        <p className="schedule__error" role="alert">
          {message(store.write.kind === 'failed' ? store.write.code : undefined)}
        </p>
      ) : null}
      {store.issued ? (
        <div className="calendar-feed__link">
          <label htmlFor={fieldId}>{t('schedules.feed.linkLabel')}</label>
          <input
            id={fieldId}
            className="calendar-feed__url"
            readOnly
            dir="ltr"
            value={store.issued.url}
            onFocus={(event) => event.currentTarget.select()}
          />
          <p className="calendar-feed__hint">{t('schedules.feed.shownOnce')}</p>
          <div className="calendar-feed__actions">
            <a className="calendar-feed__subscribe" href={store.issued.webcalUrl}>
              {t('schedules.feed.subscribe')}
            </a>
            <a href={store.issued.url} rel="noreferrer" target="_blank">
              {t('schedules.feed.https')}
            </a>
            <Button size="sm" variant="secondary" onClick={() => void copy(store.issued!.url)}>
              {t('schedules.feed.copy')}
            </Button>
          </div>
          {copied ? <p role="status">{t(`schedules.feed.copied.${copied}`)}</p> : null}
        </div>
      ) : state.kind === 'ready' && state.value ? (
        <p>
          {t('schedules.feed.active', {
            date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
              new Date(state.value),
            ),
          })}
        </p>
      ) : null}
      {state.kind === 'ready' ? (
        <div className="calendar-feed__actions">
          <Button size="sm" busy={busy} onClick={() => void issue()}>
            {state.value ? t('schedules.feed.rotate') : t('schedules.feed.create')}
          </Button>
          {state.value ? (
            <Button size="sm" variant="secondary" busy={busy} onClick={() => void store.revoke()}>
              {t('schedules.feed.revoke')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
});
