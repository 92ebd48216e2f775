import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLiveView } from '../live/use-live-view';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { inboxLink } from '../../src-domain/dashboards/inbox-link.rules';
import { BrandContextStore } from '../brands/brand-context.store';
import { useInjection } from '../injection/use-injection';
import { HiringDashboardStore } from './hiring-dashboard.store';
import { LinkedFigures, useFigureFormat } from './LinkedFigures';
import { ApplicationsFilters } from './ApplicationsFilters';
import { DashboardFrame } from './DashboardFrame';
import { PagedTable } from './PagedTable';
import { Funnel } from './Funnel';
import './hiring-dashboards.css';

/**
 * /dashboard/hiring: the context brand's hiring at a glance (issue #13) — open positions, unread
 * messages, time to first reply, the pipeline funnel, open positions and reply times per
 * location (slowest first), and the recent applications filtered by position and status (the
 * choice kept for the next visit). Every figure opens the inbox filtered to what it counts.
 */
const HiringDashboard = observer(function HiringDashboard() {
  const { t, i18n } = useTranslation();
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const store = useInjection(HiringDashboardStore);
  const brands = useInjection(BrandContextStore);
  const format = useFigureFormat();
  const brandId = brands.context?.brand_id;
  useEffect(() => {
    void store.load();
  }, [store, brandId]);
  useLiveView({ kind: 'unread' }, () => void store.refreshFigures());
  const figures = store.figures.kind === 'ready' ? store.figures.value : undefined;
  return (
    <DashboardFrame
      title={t('dashboard.hiring.title')}
      brand={brands.activeBrand?.name}
      meta={
        <p className="dashboard__period">
          <span className="dashboard__period-range">{figures && format.period(figures.period)}</span>
          <Link to="/hiring/report">{t('hiringDashboards.report.open')}</Link>
        </p>
      }
      failed={store.figures.kind === 'failed'}
      onRetry={() => void store.load()}
      figures={
        <LinkedFigures
          items={[
            {
              label: t('hiringDashboards.figures.openPositions'),
              value: figures && format.count(figures.openPositions),
              to: inboxLink(),
            },
            {
              label: t('hiringDashboards.figures.unread'),
              value: figures && format.count(figures.unreadMessages),
              to: inboxLink({ unread: true }),
            },
            {
              label: t('hiringDashboards.figures.medianReply'),
              value: figures && format.hours(figures.firstReply.medianHours),
              to: inboxLink(),
            },
            {
              label: t('hiringDashboards.figures.p90Reply'),
              value: figures && format.hours(figures.firstReply.p90Hours),
              to: inboxLink(),
            },
          ]}
        />
      }
    >
      <Funnel
        steps={figures?.applicationsByStatus}
        failed={store.figures.kind === 'failed'}
        onRetry={() => void store.load()}
      />
      <PagedTable
        id="hiring-recent-applications"
        title={t('hiringDashboards.sections.recentApplications')}
        list={store.applications}
        rowKey={(row) => row.id}
        controls={<ApplicationsFilters store={store} />}
        columns={[
          {
            key: 'candidate',
            header: t('dashboard.columns.candidate'),
            cell: (row) =>
              row.candidate ? `${row.candidate.firstName} ${row.candidate.lastName}`.trim() : '',
          },
          { key: 'position', header: t('dashboard.columns.position'), cell: (row) => row.position.title },
          { key: 'location', header: t('dashboard.columns.location'), cell: (row) => row.location.name },
          {
            key: 'status',
            header: t('dashboard.columns.status'),
            cell: (row) => t(`hiring.status.${row.status}`, { defaultValue: row.status }),
          },
          {
            key: 'applied',
            header: t('dashboard.columns.applied'),
            cell: (row) => dates.format(new Date(row.createdAt)),
          },
        ]}
      />
      <PagedTable
        id="hiring-reply-times"
        title={t('hiringDashboards.sections.replyTimes')}
        list={store.replyTimes}
        rowKey={(row) => row.id}
        columns={[
          {
            key: 'location',
            header: t('dashboard.columns.location'),
            cell: (row) => <Link to={inboxLink({ location: row.id })}>{row.name}</Link>,
          },
          {
            key: 'median',
            header: t('hiringDashboards.columns.medianReply'),
            cell: (row) => format.hours(row.medianHours),
          },
          {
            key: 'p90',
            header: t('hiringDashboards.columns.p90Reply'),
            cell: (row) => format.hours(row.p90Hours),
          },
          {
            key: 'replied',
            header: t('hiringDashboards.columns.replied'),
            cell: (row) => t('hiringDashboards.ofTotal', { replied: row.replied, total: row.applications }),
          },
        ]}
      />
      <PagedTable
        id="hiring-open-positions"
        title={t('hiringDashboards.sections.openPositions')}
        list={store.openPositions}
        rowKey={(row) => row.id}
        columns={[
          {
            key: 'location',
            header: t('dashboard.columns.location'),
            cell: (row) => <Link to={inboxLink({ location: row.id })}>{row.name}</Link>,
          },
          {
            key: 'open',
            header: t('hiringDashboards.columns.openPositions'),
            cell: (row) => format.count(row.openPositions),
          },
          {
            key: 'applications',
            header: t('dashboard.columns.applications'),
            cell: (row) => <Link to={inboxLink({ location: row.id })}>{format.count(row.applications)}</Link>,
          },
        ]}
      />
    </DashboardFrame>
  );
});
export default HiringDashboard;
