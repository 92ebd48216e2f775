import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { inboxQueryOf } from '../../src-domain/messaging/inbox-filters.rules';
import { Routes } from '../../src-domain/navigation/routes.model';
import { APPLICATIONS_PAGE_SIZE } from '../../src-domain/dashboards/dashboard.model';
import { BrandContextStore } from '../brands/brand-context.store';
import { useInjection } from '../injection/use-injection';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';
import { SkeletonRows } from '../widgets/table/SkeletonRows';
import { ApplicationsTable } from './ApplicationsTable';
import { BrandDashboardStore } from './brand-dashboard.store';
import { brandDashboardVariant, type BrandDashboardVariant } from './brand-dashboard.variants';
import { Figures } from './Figures';
import { TableScroll } from './TableScroll';

/** The employer inbox filtered to one position's applications. */
function positionApplicationsPath(positionId: number): string {
  return `${Routes.hiringApplications}?${new URLSearchParams(inboxQueryOf({ positionId })).toString()}`;
}

const BrandDashboardContent = observer(function BrandDashboardContent({
  variant,
}: {
  readonly variant: BrandDashboardVariant;
}) {
  const { t } = useTranslation();
  const store = useInjection(BrandDashboardStore);
  const brands = useInjection(BrandContextStore);
  const brandId = brands.context?.brand_id;
  useEffect(() => {
    void store.load({ withApplications: variant.applications });
  }, [store, variant, brandId]);
  const summary = store.summary.kind === 'ready' ? store.summary.value : undefined;
  const loading = store.summary.kind === 'loading';
  // Positions lead to their applications for those who may open the hiring inbox.
  const canOpenApplications = brands.opens('HIRING');
  return (
    <section className="dashboard" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="dashboard__title">
        {t(variant.titleKey)}
      </h1>
      <p className="dashboard__brand">{brands.activeBrand?.name}</p>
      {store.summary.kind === 'failed' && (
        <ReadFailure
          message={t('dashboard.loadFailed')}
          onRetry={() => void store.load({ withApplications: variant.applications })}
        />
      )}
      <Figures
        items={variant.figures.map((figure) => ({
          labelKey: `dashboard.figures.${figure}`,
          value: summary?.[figure],
        }))}
      />
      {variant.statuses && (
        <section className="panel panel--stacked" aria-labelledby="dashboard-statuses">
          <h2 id="dashboard-statuses">{t('dashboard.sections.statuses')}</h2>
          <TableScroll labelledBy="dashboard-statuses">
            <table className="dashboard-table" aria-busy={loading}>
              <thead>
                <tr>
                  <th scope="col">{t('dashboard.columns.status')}</th>
                  <th scope="col">{t('dashboard.columns.count')}</th>
                </tr>
              </thead>
              <tbody>
                {loading ? (
                  <SkeletonRows columns={2} />
                ) : (
                  summary?.applications_by_status.map((row) => (
                    <tr key={row.status}>
                      <td>{t(`dashboard.status.${row.status}`, { defaultValue: row.status })}</td>
                      <td>{row.count}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </TableScroll>
          <p className="dashboard__table-count" aria-live="polite">
            {summary
              ? t('appShell.tables.shown', {
                  shown: summary.applications_by_status.length,
                  total: summary.applications_by_status.length,
                })
              : '\u00a0'}
          </p>
        </section>
      )}
      {variant.positions && (
        <section className="panel panel--stacked" aria-labelledby="dashboard-positions">
          <h2 id="dashboard-positions">{t('dashboard.sections.positions')}</h2>
          <TableScroll labelledBy="dashboard-positions">
            <table className="dashboard-table" aria-busy={loading}>
              <thead>
                <tr>
                  <th scope="col">{t('dashboard.columns.position')}</th>
                  <th scope="col">{t('dashboard.columns.category')}</th>
                  <th scope="col">{t('dashboard.columns.location')}</th>
                  <th scope="col">{t('dashboard.columns.applications')}</th>
                </tr>
              </thead>
              <tbody>
                {loading ? (
                  <SkeletonRows columns={4} />
                ) : (
                  summary?.positions.map((position) => (
                    <tr key={position.id}>
                      <td>
                        {canOpenApplications ? (
                          <Link to={positionApplicationsPath(position.id)}>{position.title}</Link>
                        ) : (
                          position.title
                        )}
                      </td>
                      <td>{position.category}</td>
                      <td>{position.brand_name}</td>
                      <td>{position.applications}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </TableScroll>
          <p className="dashboard__table-count" aria-live="polite">
            {summary
              ? t('appShell.tables.shown', { shown: summary.positions.length, total: summary.open_positions })
              : '\u00a0'}
          </p>
        </section>
      )}
      {variant.applications && (
        <section className="panel panel--stacked" aria-labelledby="dashboard-applications">
          <h2 id="dashboard-applications">{t('dashboard.sections.applications')}</h2>
          <ApplicationsTable
            data={store.applications}
            showCandidate
            caption={t('dashboard.sections.applications')}
            offset={store.applicationsOffset}
            pageSize={APPLICATIONS_PAGE_SIZE}
            onShow={(offset) => void store.showApplications(offset)}
            onRetry={() =>
              store.brandId === undefined
                ? void store.load({ withApplications: true })
                : void store.showApplications(store.applicationsOffset)
            }
          />
        </section>
      )}
    </section>
  );
});

/**
 * The employer dashboards (schedule, Halo, risk, engagement): the context brand's
 * figures from the server (each route declares the need its page access guard checks).
 */
const BrandDashboard = observer(function BrandDashboard() {
  const { pathname } = useLocation();
  const variant = brandDashboardVariant(pathname) ?? brandDashboardVariant(Routes.schedule)!;
  return <BrandDashboardContent variant={variant} />;
});
export default BrandDashboard;
