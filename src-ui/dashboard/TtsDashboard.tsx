import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { inboxLink } from '../../src-domain/dashboards/inbox-link.rules';
import { BrandContextStore } from '../brands/brand-context.store';
import { useInjection } from '../injection/use-injection';
import { DashboardFrame } from './DashboardFrame';
import { LinkedFigures, useFigureFormat } from './LinkedFigures';
import { PagedTable } from './PagedTable';
import { TtsDashboardStore } from './tts-dashboard.store';
import './hiring-dashboards.css';

/**
 * /dashboard/tts: the total talent solution's onboarding view (issue #13; the spec shows none):
 * who was hired in the last 30 days, offers still open, people to onboard, how long hiring takes,
 * and the same per location. Every figure opens the inbox filtered to what it counts.
 */
const TtsDashboard = observer(function TtsDashboard() {
  const { t } = useTranslation();
  const store = useInjection(TtsDashboardStore);
  const brands = useInjection(BrandContextStore);
  const format = useFigureFormat();
  const brandId = brands.context?.brand_id;
  useEffect(() => {
    void store.load();
  }, [store, brandId]);
  const figures = store.figures.kind === 'ready' ? store.figures.value : undefined;
  return (
    <DashboardFrame
      title={t('dashboard.tts.title')}
      brand={brands.activeBrand?.name}
      meta={<p className="dashboard__period">{figures ? format.period(figures.period) : ' '}</p>}
      failed={store.figures.kind === 'failed'}
      onRetry={() => void store.load()}
      figures={
        <LinkedFigures
          items={[
            {
              label: t('hiringDashboards.figures.hires'),
              value: figures && format.count(figures.hires),
              to: inboxLink({ status: 'HIRED' }),
            },
            {
              label: t('hiringDashboards.figures.offered'),
              value: figures && format.count(figures.offered),
              to: inboxLink({ status: 'OFFERED' }),
            },
            {
              label: t('hiringDashboards.figures.toOnboard'),
              value: figures && format.count(figures.toOnboard),
              to: inboxLink({ status: 'HIRED' }),
            },
            {
              label: t('hiringDashboards.figures.medianHire'),
              value: figures && format.days(figures.timeToHire.medianHours),
              to: inboxLink({ status: 'HIRED' }),
            },
          ]}
        />
      }
    >
      <PagedTable
        id="tts-locations"
        title={t('hiringDashboards.sections.onboardingByLocation')}
        list={store.locations}
        rowKey={(row) => row.id}
        columns={[
          {
            key: 'location',
            header: t('dashboard.columns.location'),
            cell: (row) => <Link to={inboxLink({ location: row.id })}>{row.name}</Link>,
          },
          {
            key: 'hires',
            header: t('hiringDashboards.columns.hires'),
            cell: (row) => (
              <Link to={inboxLink({ location: row.id, status: 'HIRED' })}>{format.count(row.hires)}</Link>
            ),
          },
          {
            key: 'offered',
            header: t('hiringDashboards.columns.offered'),
            cell: (row) => (
              <Link to={inboxLink({ location: row.id, status: 'OFFERED' })}>{format.count(row.offered)}</Link>
            ),
          },
          {
            key: 'median',
            header: t('hiringDashboards.columns.medianHire'),
            cell: (row) => format.days(row.medianHours),
          },
          {
            key: 'p90',
            header: t('hiringDashboards.columns.p90Hire'),
            cell: (row) => format.days(row.p90Hours),
          },
        ]}
      />
    </DashboardFrame>
  );
});
export default TtsDashboard;
