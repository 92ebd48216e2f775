import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { inboxFiltersFromQuery, inboxQueryOf } from '../../src-domain/messaging/inbox-filters.rules';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type InboxFilters,
  type MessageBoard,
} from '../../src-domain/messaging/messaging.model';
import { Routes } from '../../src-domain/navigation/routes.model';
import { BrandContextStore } from '../brands/brand-context.store';
import { useInjection } from '../injection/use-injection';
import { useLiveView } from '../live/use-live-view';
import { useNarrowScreen } from '../widgets/narrow-screen/use-narrow-screen';
import { ApplicationRows } from './ApplicationRows';
import { ErrorPanel } from './ErrorPanel';
import { InboxFiltersForm } from './InboxFilters';
import { InboxStore } from './inbox.store';
import { BulkTagBar } from './tags/BulkTagBar';
import { InboxTaggingStore } from './tags/inbox-tagging.store';
import type { Loadable } from './loadable';
import { UnreadBadge } from './UnreadBadge';
import './hiring.css';

/** The path of an application of the employer inbox. */
export const inboxApplicationPath = (id: number) =>
  Routes.hiringApplication.replace(':applicationId', String(id));

/** The message board: applications and unread messages by status, each a link filtering the inbox. */
function Board({
  board,
  filters,
  onRetry,
}: {
  readonly board: Loadable<MessageBoard>;
  readonly filters: InboxFilters;
  readonly onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (board.kind === 'failed') return <ErrorPanel code={board.code} onRetry={onRetry} />;
  const hrefFor = (status: string | undefined) => {
    const query = new URLSearchParams(
      inboxQueryOf({ ...filters, status: status as ApplicationStatus | undefined }),
    ).toString();
    return query ? `?${query}` : '?';
  };
  return (
    <section className="panel" aria-labelledby="hiring-board-title" aria-busy={board.kind === 'loading'}>
      <h2 id="hiring-board-title">{t('hiring.board.title')}</h2>
      {board.kind === 'loading' ? (
        // The board's final size: the same chips (every status is always listed), counts to come.
        <ul className="hiring-board" aria-hidden="true">
          <li>
            <span className="hiring-board__placeholder">{t('hiring.board.all', { count: '–' })}</span>
          </li>
          {APPLICATION_STATUSES.map((status) => (
            <li key={status}>
              <span className="hiring-board__placeholder">
                {t('hiring.board.status', { status: t(`hiring.status.${status}`), count: '–' })}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="hiring-board">
          <li>
            <Link to={hrefFor(undefined)} aria-current={filters.status === undefined}>
              {t('hiring.board.all', { count: board.value.totalApplications })}
              <UnreadBadge count={board.value.unreadMessages} />
            </Link>
          </li>
          {board.value.statuses.map((entry) => (
            <li key={entry.status}>
              <Link to={hrefFor(entry.status)} aria-current={filters.status === entry.status}>
                {t('hiring.board.status', {
                  status: t(`hiring.status.${entry.status}`, { defaultValue: entry.status }),
                  count: entry.applications,
                })}
                <UnreadBadge count={entry.unread} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** How many of the inbox filters are on. */
function activeFilters(filters: InboxFilters): number {
  return [
    filters.positionId !== undefined,
    filters.locationId !== undefined,
    filters.status !== undefined,
    filters.unreadOnly === true,
    filters.includeArchived === true,
  ].filter(Boolean).length;
}

/**
 * /hiring/applications: the employer inbox of the context brand and below (issue #13). The
 * filters live in the URL query (`position`, `location`, `status`, `unread=1`, `archived=1`), so
 * the hiring dashboard links straight into a filtered inbox and the back button undoes a filter.
 */
const InboxScreen = observer(function InboxScreen() {
  const { t } = useTranslation();
  const store = useInjection(InboxStore);
  const tagging = useInjection(InboxTaggingStore);
  const brands = useInjection(BrandContextStore);
  const narrow = useNarrowScreen();
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = useMemo(
    () => inboxFiltersFromQuery((name) => new URLSearchParams(query).get(name)),
    [query],
  );
  const brandId = brands.context?.brand_id;
  useEffect(() => {
    if (brandId !== undefined) void store.show(brandId, filters);
  }, [store, brandId, filters]);
  useEffect(() => {
    if (brandId !== undefined) void tagging.open(brandId);
  }, [tagging, brandId]);
  useLiveView(brandId === undefined ? undefined : { kind: 'applications' }, () => void store.refresh());
  const change = (next: InboxFilters) => setParams(new URLSearchParams(inboxQueryOf(next)));
  return (
    <section className="hiring" aria-labelledby="hiring-inbox-title">
      <h1 id="hiring-inbox-title" className="hiring__title">
        {t('hiring.inbox.title')}
      </h1>
      <Board board={store.board} filters={filters} onRetry={() => void store.retry()} />
      <section className="panel" aria-labelledby="hiring-list-title">
        <h2 id="hiring-list-title">{t('hiring.inbox.applications')}</h2>
        {narrow ? (
          // On a phone the list comes first: the filters fold under one line that says how many
          // are on (the board above already filters by status in one tap).
          <details className="hiring-filters-fold">
            <summary>
              {t('hiring.inbox.filters')}
              {activeFilters(filters) > 0 && (
                <span className="hiring-filters-fold__count">
                  {t('hiring.inbox.filtersActive', { count: activeFilters(filters) })}
                </span>
              )}
            </summary>
            <InboxFiltersForm filters={filters} options={store.options} onChange={change} />
          </details>
        ) : (
          <InboxFiltersForm filters={filters} options={store.options} onChange={change} />
        )}
        {store.options.kind === 'failed' && (
          <p className="hiring-error" role="alert">
            {t('hiring.inbox.optionsFailed')}{' '}
            <button
              type="button"
              className="button button--sm button--link"
              onClick={() => void store.retry()}
            >
              {t('hiring.retry')}
            </button>
          </p>
        )}
        {/* On a phone the bulk bar shows once a row is selected (or a bulk write has news). */}
        {(!narrow || tagging.bulk.selected.size > 0 || tagging.bulk.outcome || tagging.bulk.failureKey) && (
          <BulkTagBar
            bulk={tagging.bulk}
            tags={tagging.tags}
            onApply={(tagId, assign) => void tagging.apply(tagId, assign)}
            onRetryTags={() => brandId !== undefined && void tagging.open(brandId)}
          />
        )}
        <div style={{ marginBlockStart: '1rem' }}>
          <ApplicationRows
            selection={tagging}
            list={store.list}
            narrow={narrow}
            showCandidate
            label={t('hiring.inbox.applications')}
            hrefOf={inboxApplicationPath}
            onRetry={() => void store.retry()}
          />
        </div>
      </section>
    </section>
  );
});
export default InboxScreen;
