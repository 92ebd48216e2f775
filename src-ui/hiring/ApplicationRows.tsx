import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ApplicationSummary } from '../../src-domain/messaging/messaging.model';
import { InfiniteScroll } from '../widgets/table/InfiniteScroll';
import { SkeletonRows } from '../widgets/table/SkeletonRows';
import type { ApplicationList } from './application-list';
import { ErrorPanel } from './ErrorPanel';
import { formatDate } from './format';
import { UnreadBadge } from './UnreadBadge';

const nameOf = (application: ApplicationSummary) =>
  application.candidate ? `${application.candidate.firstName} ${application.candidate.lastName}`.trim() : '';

/**
 * A paged list of applications, each a link to its thread (`hrefOf`): cards on a phone, a table
 * on a wide screen; "10 of 57" above; the next ten load when the end scrolls into view
 * ("Loading more..."), or with the button under the list. Skeletons while the first page loads;
 * an error panel with a retry when it failed.
 */
export const ApplicationRows = observer(function ApplicationRows({
  list,
  narrow,
  showCandidate,
  label,
  hrefOf,
  onRetry,
}: {
  readonly list: ApplicationList;
  readonly narrow: boolean;
  readonly showCandidate: boolean;
  readonly label: string;
  readonly hrefOf: (id: number) => string;
  readonly onRetry: () => void;
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
  const body = narrow ? (
    <ul className="hiring-cards" aria-busy={loading}>
      {loading
        ? Array.from({ length: 4 }, (_unused, index) => (
            <li key={index} className="hiring-skeleton" aria-hidden="true" data-testid="skeleton-row" />
          ))
        : list.items.map((application) => (
            <li key={application.id}>
              <Link className="hiring-card" to={hrefOf(application.id)}>
                <span className="hiring-card__title">{linkText(application)}</span>
                <UnreadBadge count={application.unread} />
                <span className="hiring-card__meta">
                  {[
                    showCandidate ? application.position.title : undefined,
                    application.location.name,
                    status(application),
                    formatDate(application.createdAt, i18n.language),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
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
          <SkeletonRows columns={showCandidate ? 6 : 5} />
        ) : (
          list.items.map((application) => (
            <tr key={application.id}>
              <td>
                <Link to={hrefOf(application.id)}>{linkText(application)}</Link>
              </td>
              {showCandidate && <td>{application.position.title}</td>}
              <td>{application.location.name}</td>
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
