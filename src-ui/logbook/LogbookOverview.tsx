import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { logbookWeekOf, shiftLogbookDate } from '../../src-domain/logbook/logbook-day.rules';
import { Routes } from '../../src-domain/navigation/routes.model';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';
import { TablePager } from '../widgets/table/TablePager';
import { formatLogbookDate } from './logbook-format';
import { LogbookOverviewStore } from './logbook-overview.store';
import { useLogbookError } from './use-logbook-error';

const dayLink = (locationId: number, date: string) => `${Routes.logbook}?location=${locationId}&date=${date}`;

/**
 * Search over the brand's subtree: the box, how many entries match, and one page of them (each a
 * link to its day) with previous / next page; the count takes the focus when a page is shown.
 */
export const LogbookSearch = observer(function LogbookSearch({ brandId }: { readonly brandId: number }) {
  const { t, i18n } = useTranslation();
  const store = useInjection(LogbookOverviewStore);
  const message = useLogbookError();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.search(brandId);
  };
  const results = store.results;
  const count = useRef<HTMLParagraphElement>(null);
  const showPage = (offset: number) => void store.showPage(offset).then(() => count.current?.focus());
  return (
    <div className="logbook-search">
      <form role="search" aria-labelledby={`${id}-label`} onSubmit={submit} className="logbook-search__form">
        <label id={`${id}-label`} htmlFor={`${id}-query`}>
          {t('logbook.search.label')}
        </label>
        <input
          id={`${id}-query`}
          type="search"
          value={store.query}
          maxLength={100}
          onChange={(event) => store.setQuery(event.target.value)}
        />
        <Button size="sm" type="submit">
          {t('logbook.search.submit')}
        </Button>
        {results && (
          <Button size="sm" variant="secondary" onClick={() => store.clearSearch()}>
            {t('logbook.search.clear')}
          </Button>
        )}
      </form>
      {results?.kind === 'loading' && <div className="logbook-skeleton" aria-busy="true" />}
      {results?.kind === 'failed' &&
        (results.code === 'LOGBOOK.SEARCH_EMPTY' ? (
          <p className="logbook-error" role="alert">
            {message(results.code)}
          </p>
        ) : (
          <ReadFailure message={message(results.code)} onRetry={() => void store.showPage(store.offset)} />
        ))}
      {results?.kind === 'ready' && (
        <div aria-live="polite">
          <p ref={count} tabIndex={-1}>
            {t('logbook.search.results', { count: results.value.total })}
          </p>
          {results.value.total === 0 && <p className="logbook-empty">{t('logbook.search.none')}</p>}
          <ul className="logbook-search__results">
            {results.value.items.map((entry) => (
              <li key={entry.id}>
                <Link to={dayLink(entry.locationId, entry.date)}>{entry.title}</Link>
                <span className="logbook-entry__meta">
                  {` · ${t(`logbook.types.${entry.type}`)} · ${entry.locationName} · ${formatLogbookDate(entry.date, i18n.language)}`}
                </span>
              </li>
            ))}
          </ul>
          <TablePager
            id={`${id}-pager`}
            offset={results.value.offset}
            shown={results.value.items.length}
            total={results.value.total}
            pageSize={results.value.limit}
            onPage={showPage}
            onRefresh={() => void store.showPage(store.offset)}
          />
        </div>
      )}
    </div>
  );
});

/** The week overview for area managers: entries per location and day, by type, each a link to that day. */
export const LogbookWeekView = observer(function LogbookWeekView({
  brandId,
  date,
  onDate,
}: {
  readonly brandId: number;
  readonly date: string | undefined;
  readonly onDate: (date: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const store = useInjection(LogbookOverviewStore);
  const message = useLogbookError();
  const id = useId();
  useEffect(() => {
    void store.openWeek(brandId, date);
  }, [store, brandId, date]);
  const week = store.week;
  const days = store.date ? logbookWeekOf(store.date).days : [];
  return (
    <section className="logbook-week" aria-labelledby={`${id}-week`}>
      <nav className="logbook-day__nav" aria-label={t('logbook.week.navigation')}>
        <Button size="sm" variant="secondary" onClick={() => onDate(shiftLogbookDate(store.date, -7))}>
          {t('logbook.week.previous')}
        </Button>
        <h2 id={`${id}-week`}>
          {days[0] ? t('logbook.week.title', { from: formatLogbookDate(days[0], i18n.language) }) : ''}
        </h2>
        <Button size="sm" variant="secondary" onClick={() => onDate(shiftLogbookDate(store.date, 7))}>
          {t('logbook.week.next')}
        </Button>
      </nav>
      {week.kind === 'loading' && (
        <div className="logbook-skeleton" aria-busy="true" data-testid="skeleton-row" />
      )}
      {week.kind === 'failed' && (
        <ReadFailure message={message(week.code)} onRetry={() => void store.loadWeek()} />
      )}
      {week.kind === 'ready' && (
        <div className="logbook-week__scroll">
          <table className="logbook-week__table">
            <caption>{t('logbook.week.locations', { count: week.value.locations.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('logbook.week.location')}</th>
                {days.map((day) => (
                  <th scope="col" key={day}>
                    {formatLogbookDate(day, i18n.language, true)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {week.value.locations.map((location) => (
                <tr key={location.id}>
                  <th scope="row">{location.name}</th>
                  {days.map((day) => {
                    const cells = week.value.cells.filter(
                      (cell) => cell.locationId === location.id && cell.date === day,
                    );
                    const total = cells.reduce((sum, cell) => sum + cell.count, 0);
                    return (
                      <td key={day}>
                        {total === 0 ? (
                          <span className="logbook-week__zero">0</span>
                        ) : (
                          <Link to={dayLink(location.id, day)}>
                            {cells
                              .map((cell) => `${t(`logbook.typeShort.${cell.type}`)} ${cell.count}`)
                              .join(' · ')}
                            <span className="visually-hidden">
                              {` ${t('logbook.week.cell', { location: location.name, date: day, count: total })}`}
                            </span>
                          </Link>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
});
