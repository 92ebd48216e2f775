import { useTranslation } from 'react-i18next';
import { SkeletonRows } from '../widgets/table/SkeletonRows';
import type { ApplicationSummaryPage } from '../../src-domain/messaging/messaging.model';
import type { Loadable } from './dashboard.model';
import { TableScroll } from './TableScroll';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';
import { ListPager } from './ListPager';

/**
 * Applications as a table: position, place, status, date and unread messages, with the
 * candidate's name for employers. Skeleton rows while loading; a retry when the read failed;
 * "1–10 of 42" and previous / next under it.
 */
export function ApplicationsTable({
  data,
  showCandidate,
  caption,
  offset,
  pageSize,
  onShow,
  onRetry,
}: {
  readonly data: Loadable<ApplicationSummaryPage>;
  readonly showCandidate: boolean;
  readonly caption: string;
  /** Where the shown page starts, and how many rows a page holds. */
  readonly offset: number;
  readonly pageSize: number;
  /** Shows the page at this offset. */
  readonly onShow: (offset: number) => void;
  readonly onRetry: () => void;
}) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const columns = showCandidate ? 6 : 5;
  if (data.kind === 'failed') {
    return <ReadFailure message={t('dashboard.loadFailed')} onRetry={onRetry} />;
  }
  if (data.kind === 'ready' && data.value.total === 0) {
    return <p>{t('dashboard.noApplications')}</p>;
  }
  return (
    <>
      <TableScroll label={caption}>
        <table className="dashboard-table" aria-busy={data.kind === 'loading'}>
          <caption className="visually-hidden-text">{caption}</caption>
          <thead>
            <tr>
              {showCandidate && <th scope="col">{t('dashboard.columns.candidate')}</th>}
              <th scope="col">{t('dashboard.columns.position')}</th>
              <th scope="col">{t('dashboard.columns.location')}</th>
              <th scope="col">{t('dashboard.columns.status')}</th>
              <th scope="col">{t('dashboard.columns.applied')}</th>
              <th scope="col">{t('dashboard.columns.unread')}</th>
            </tr>
          </thead>
          <tbody>
            {data.kind === 'loading' ? (
              <SkeletonRows columns={columns} />
            ) : (
              data.value.applications.map((application) => (
                <tr key={application.id}>
                  {showCandidate && (
                    <td>
                      {application.candidate
                        ? `${application.candidate.firstName} ${application.candidate.lastName}`.trim()
                        : ''}
                    </td>
                  )}
                  <td>{application.position.title}</td>
                  <td>{application.location.name}</td>
                  <td>{t(`dashboard.status.${application.status}`, { defaultValue: application.status })}</td>
                  <td>{date.format(new Date(application.createdAt))}</td>
                  <td>{application.unread}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableScroll>
      {data.kind === 'ready' && (
        <ListPager
          offset={offset}
          shown={data.value.applications.length}
          total={data.value.total}
          pageSize={pageSize}
          onShow={onShow}
        />
      )}
    </>
  );
}
