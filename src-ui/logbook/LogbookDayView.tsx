import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isLogbookEntryType } from '../../src-domain/logbook/logbook.model';
import { Routes } from '../../src-domain/navigation/routes.model';
import { useInjection } from '../injection/use-injection';
import { useLiveView } from '../live/use-live-view';
import { Button } from '../widgets/button/Button';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';
import { BoxSkeleton } from '../widgets/skeleton/BoxSkeleton';
import { TablePager } from '../widgets/table/TablePager';
import { LogbookEntryCard } from './LogbookEntryCard';
import { LogbookEntryForm } from './LogbookEntryForm';
import { LogbookHistoryDialog } from './LogbookHistoryDialog';
import { LogbookDayStore } from './logbook-day.store';
import { formatLogbookDate } from './logbook-format';
import { useLogbookError } from './use-logbook-error';

/**
 * The day view of one location: previous / next day, filters, carried-over items (all of them, on
 * every page), then one page of the day's entries with how many there are and previous / next page
 * (the heading of the entries takes the focus when a page is shown).
 */
export const LogbookDayView = observer(function LogbookDayView({
  locationId,
  date,
}: {
  readonly locationId: number;
  readonly date: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const store = useInjection(LogbookDayStore);
  const message = useLogbookError();
  const id = useId();
  const entriesHeading = useRef<HTMLHeadingElement>(null);
  const showPage = (offset: number) =>
    void store.showPage(offset).then(() => entriesHeading.current?.focus());
  useEffect(() => {
    void store.open(locationId, date);
  }, [store, locationId, date]);
  // A mention or an assignment here (live event logbook.notice) shows at once.
  useLiveView({ kind: 'logbook', locationId }, () => void store.refresh());
  const day = store.day;
  const link = (target: string) => `${Routes.logbook}?location=${locationId}&date=${target}`;
  return (
    <section className="logbook-day" aria-labelledby={`${id}-day`}>
      <nav className="logbook-day__nav" aria-label={t('logbook.day.navigation')}>
        <Link className="button button--sm button--secondary" to={link(store.dateAfter(-1))}>
          {t('logbook.day.previous')}
        </Link>
        <h2 id={`${id}-day`}>{store.date ? formatLogbookDate(store.date, i18n.language) : ''}</h2>
        <Link className="button button--sm button--secondary" to={link(store.dateAfter(1))}>
          {t('logbook.day.next')}
        </Link>
      </nav>
      {day.kind === 'loading' && (
        <BoxSkeleton className="logbook-loading" label={t('logbook.loading')} testId="logbook-skeleton">
          <div className="logbook-skeleton" />
          <div className="logbook-skeleton" />
        </BoxSkeleton>
      )}
      {day.kind === 'failed' && <ReadFailure message={message(day.code)} onRetry={() => void store.load()} />}
      {day.kind === 'ready' && (
        <>
          <div className="logbook-filters">
            <label htmlFor={`${id}-type`}>{t('logbook.filters.type')}</label>
            <select
              id={`${id}-type`}
              value={store.filter.type ?? ''}
              onChange={(event) =>
                void store.setTypeFilter(
                  isLogbookEntryType(event.target.value) ? event.target.value : undefined,
                )
              }
            >
              <option value="">{t('logbook.filters.allTypes')}</option>
              {day.value.readableTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`logbook.types.${type}`)}
                </option>
              ))}
            </select>
            <label htmlFor={`${id}-author`}>{t('logbook.filters.author')}</label>
            <select
              id={`${id}-author`}
              value={store.filter.authorId ?? ''}
              onChange={(event) =>
                void store.setAuthorFilter(event.target.value === '' ? undefined : event.target.value)
              }
            >
              <option value="">{t('logbook.filters.allAuthors')}</option>
              {day.value.team.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </select>
            {day.value.writableTypes.length > 0 && !store.form && (
              <Button size="sm" onClick={() => store.startNew()}>
                {t('logbook.newEntry')}
              </Button>
            )}
          </div>
          <LogbookEntryForm store={store} />
          <LogbookHistoryDialog store={store} />
          {store.shownCarriedOver.length > 0 && (
            <section className="logbook-carried-over" aria-labelledby={`${id}-carried`}>
              <h3 id={`${id}-carried`}>
                {t('logbook.carriedOver', { count: store.shownCarriedOver.length })}
              </h3>
              {store.shownCarriedOver.map((entry) => (
                <LogbookEntryCard
                  key={entry.id}
                  entry={entry}
                  store={store}
                  carried
                  team={day.value.team}
                  writable={day.value.writableTypes.includes(entry.type)}
                />
              ))}
            </section>
          )}
          <section aria-labelledby={`${id}-entries`} aria-busy={store.paging}>
            <h3 id={`${id}-entries`} ref={entriesHeading} tabIndex={-1}>
              {t('logbook.entries', { count: day.value.total })}
            </h3>
            {store.shownEntries.length === 0 && <p className="logbook-empty">{t('logbook.empty')}</p>}
            {store.shownEntries.map((entry) => (
              <LogbookEntryCard
                key={entry.id}
                entry={entry}
                store={store}
                carried={false}
                team={day.value.team}
                writable={day.value.writableTypes.includes(entry.type)}
              />
            ))}
            <TablePager
              id={`${id}-pager`}
              offset={day.value.offset}
              shown={day.value.entries.length}
              total={day.value.total}
              pageSize={day.value.limit}
              onPage={showPage}
              onRefresh={() => void store.load()}
            />
          </section>
        </>
      )}
    </section>
  );
});
