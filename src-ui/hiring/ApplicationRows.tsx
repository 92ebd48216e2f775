import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ApplicationSummary } from '../../src-domain/messaging/messaging.model';
import { InfiniteScroll } from '../widgets/table/InfiniteScroll';
import { SkeletonRows } from '../widgets/table/SkeletonRows';
import type { ApplicationList } from './application-list';
import { ErrorPanel } from './ErrorPanel';
import { formatDate } from './format';
import { SmsSourceBadge } from './SmsSourceBadge';
import { UnreadBadge } from './UnreadBadge';

/** Row checkboxes of a list whose rows can be selected (the inbox's bulk tagging). */
export interface RowSelection {
  isSelected(applicationId: number): boolean;
  toggle(application: ApplicationSummary, on: boolean): void;
  toggleAll(applications: readonly ApplicationSummary[], on: boolean): void;
}

const nameOf = (application: ApplicationSummary) =>
  application.candidate ? `${application.candidate.firstName} ${application.candidate.lastName}`.trim() : '';

/**
 * A paged list of applications, each a link to its thread (`hrefOf`): cards on a phone, a table
 * on a wide screen; "10 of 57" above; the next ten load when the end scrolls into view
 * ("Loading more..."), or with the button under the list. Skeletons while the first page loads;
 * an error panel with a retry when it failed. With `selection`, every row has a checkbox (and
 * the table's header one for all rows shown).
 */
export const ApplicationRows = observer(function ApplicationRows({
  list,
  narrow,
  showCandidate,
  label,
  hrefOf,
  onRetry,
  selection,
}: {
  readonly list: ApplicationList;
  readonly narrow: boolean;
  readonly showCandidate: boolean;
  readonly label: string;
  readonly hrefOf: (id: number) => string;
  readonly onRetry: () => void;
  readonly selection?: RowSelection;
}) {
  const { t, i18n } = useTranslation();
  if (list.status === 'failed') return <ErrorPanel onRetry={onRetry} />;
  const loading = list.status === 'loading';
  if (!loading && list.items.length === 0) return <p>{t('hiring.noApplications')}</p>;
  const status = (application: ApplicationSummary) =>
    t(`hiring.status.${application.status}`, { defaultValue: application.status }) +
    (application.archived ? ` · ${t('hiring.archived')}` : '');
  const linkText = (application: ApplicationSummary) =>
    showCandidate ? nameOf(application) || t('hiring.unnamed') : application.position.title;
  const checkbox = (application: ApplicationSummary) =>
    selection && (
      <input
        type="checkbox"
        className="hiring-select"
        aria-label={t('tags.bulk.selectRow', {
          name: linkText(application),
          position: application.position.title,
        })}
        checked={selection.isSelected(application.id)}
        onChange={(event) => selection.toggle(application, event.target.checked)}
      />
    );
  const allSelected =
    list.items.length > 0 && list.items.every((application) => selection?.isSelected(application.id));
  const body = narrow ? (
    <ul className="hiring-cards" aria-busy={loading}>
      {loading
        ? Array.from({ length: 3 }, (_unused, index) => (
            // A real card's frame (title line, meta line) with grey bars: as tall as a loaded card.
            // Keyed apart from the applications' ids: a card never takes over a skeleton's element
            // (which would count as that element moving).
            <li key={`skeleton-${index}`} aria-hidden="true" data-testid="skeleton-row">
              <span className="hiring-card hiring-card--skeleton">
                <span className="hiring-card__title">
                  <span className="skeleton-row__bar" />
                </span>
                <span className="hiring-card__meta">
                  <span className="skeleton-row__bar" />
                </span>
              </span>
            </li>
          ))
        : list.items.map((application) => (
            <li key={application.id} className={selection ? 'hiring-card-row' : undefined}>
              {checkbox(application)}
              <Link className="hiring-card" to={hrefOf(application.id)}>
                <span className="hiring-card__title">
                  <bdi>{linkText(application)}</bdi>
                  <SmsSourceBadge fromSms={application.fromSms} />
                </span>
                <UnreadBadge count={application.unread} />
                <span className="hiring-card__meta">
                  {showCandidate && (
                    <>
                      <bdi>{application.position.title}</bdi>
                      {' · '}
                    </>
                  )}
                  <bdi>{application.location.name}</bdi>
                  {` · ${status(application)} · ${formatDate(application.createdAt, i18n.language)}`}
                </span>
              </Link>
            </li>
          ))}
    </ul>
  ) : (
    <table className="dashboard-table" aria-busy={loading}>
      <caption className="visually-hidden-text">{label}</caption>
      <thead>
        <tr>
          {selection && (
            <th scope="col">
              <input
                type="checkbox"
                className="hiring-select"
                aria-label={t('tags.bulk.selectAll')}
                checked={allSelected}
                disabled={loading}
                onChange={(event) => selection.toggleAll(list.items, event.target.checked)}
              />
            </th>
          )}
          <th scope="col">{showCandidate ? t('hiring.columns.candidate') : t('hiring.columns.position')}</th>
          {showCandidate && <th scope="col">{t('hiring.columns.position')}</th>}
          <th scope="col">{t('hiring.columns.location')}</th>
          <th scope="col">{t('hiring.columns.status')}</th>
          <th scope="col">{t('hiring.columns.applied')}</th>
          <th scope="col">{t('hiring.columns.unread')}</th>
        </tr>
      </thead>
      <tbody>
        {loading ? (
          <SkeletonRows columns={(showCandidate ? 6 : 5) + (selection ? 1 : 0)} />
        ) : (
          list.items.map((application) => (
            <tr key={application.id}>
              {selection && <td>{checkbox(application)}</td>}
              <td>
                <Link to={hrefOf(application.id)}>
                  <bdi>{linkText(application)}</bdi>
                </Link>
                <SmsSourceBadge fromSms={application.fromSms} />
              </td>
              {showCandidate && (
                <td>
                  <bdi>{application.position.title}</bdi>
                </td>
              )}
              <td>
                <bdi>{application.location.name}</bdi>
              </td>
              <td>{status(application)}</td>
              <td>{formatDate(application.createdAt, i18n.language)}</td>
              <td>
                <UnreadBadge count={application.unread} />
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
  return (
    <>
      <p className="hiring-count" aria-live="polite">
        {loading ? '\u00a0' : t('hiring.countOf', { shown: list.items.length, total: list.total })}
      </p>
      <InfiniteScroll
        label={label}
        hasMore={list.hasMore && !list.moreFailed}
        loading={list.loadingMore}
        onLoadMore={() => void list.loadMore()}
        maxBlockSize="36rem"
      >
        {body}
      </InfiniteScroll>
      {list.moreFailed && (
        <p role="alert" className="hiring-error">
          {t('hiring.moreFailed')}{' '}
          <button
            type="button"
            className="button button--sm button--link"
            onClick={() => void list.loadMore()}
          >
            {t('hiring.retry')}
          </button>
        </p>
      )}
      {list.hasMore && !list.loadingMore && !list.moreFailed && (
        <button
          type="button"
          className="button button--md button--secondary"
          onClick={() => void list.loadMore()}
        >
          {t('hiring.showMore')}
        </button>
      )}
    </>
  );
});
