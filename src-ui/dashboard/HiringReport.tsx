import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  REPORT_SORTS,
  type HiringReportRow,
  type ReportSort,
} from '../../src-domain/dashboards/hiring-dashboard.model';
import { inboxLink } from '../../src-domain/dashboards/inbox-link.rules';
import { BrandContextStore } from '../brands/brand-context.store';
import { useInjection } from '../injection/use-injection';
import { DatePicker } from '../widgets/date-picker/DatePicker';
import { HiringReportStore, REPORT_CSV_COLUMNS, type ReportCsvColumn } from './hiring-report.store';
import { useFigureFormat } from './LinkedFigures';
import { PagedTable, type PagedColumn } from './PagedTable';
import './hiring-dashboards.css';

/** Saves `text` as a file named `fileName` through a temporary link. */
function download(fileName: string, text: string): void {
  // A byte-order mark so spreadsheet programs read the file as UTF-8 (names in any language).
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * /hiring/report: the brand's hiring funnel per position and location over a chosen period,
 * with the time to first reply ("which locations are slow to reply"), sortable, paged, and
 * exported as CSV.
 */
const HiringReport = observer(function HiringReport() {
  const { t } = useTranslation();
  const store = useInjection(HiringReportStore);
  const brands = useInjection(BrandContextStore);
  const format = useFigureFormat();
  const brandId = brands.context?.brand_id;
  useEffect(() => {
    void store.load();
  }, [store, brandId]);

  const sortable = (
    sort: ReportSort,
    header: string,
    cell: (row: HiringReportRow) => React.ReactNode,
  ): PagedColumn<HiringReportRow> => ({ key: sort, header, cell, sortable: true });
  const count = (
    status: string,
    key: 'applied' | 'screening' | 'interview' | 'offered' | 'hired' | 'rejected',
  ) =>
    ({
      key,
      header: t(`hiring.status.${status}`),
      cell: (row: HiringReportRow) => (
        <Link to={inboxLink({ position: row.positionId, status })}>{format.count(row[key])}</Link>
      ),
    }) satisfies PagedColumn<HiringReportRow>;

  const exportCsv = async () => {
    const headers = Object.fromEntries(
      REPORT_CSV_COLUMNS.map((column) => [column, t(`hiringDashboards.csv.${column}`)]),
    ) as Record<ReportCsvColumn, string>;
    const file = await store.exportCsv(headers);
    if (file) download(file.fileName, file.text);
  };
  const problem = store.periodProblem;
  return (
    <section className="dashboard" aria-labelledby="report-title">
      <h1 id="report-title" className="dashboard__title">
        {t('hiringDashboards.report.title')}
      </h1>
      <p className="dashboard__brand">{brands.activeBrand?.name}</p>
      <p>{t('hiringDashboards.report.intro')}</p>
      <div className="report-controls">
        <DatePicker
          label={t('hiringDashboards.report.from')}
          value={store.period.from}
          max={store.period.to}
          onChange={(from) => from && void store.setPeriod({ ...store.period, from })}
        />
        <DatePicker
          label={t('hiringDashboards.report.to')}
          value={store.period.to}
          min={store.period.from}
          onChange={(to) => to && void store.setPeriod({ ...store.period, to })}
        />
        <button
          type="button"
          className="button button--md button--primary"
          disabled={store.exporting === 'running' || problem !== undefined}
          onClick={() => void exportCsv()}
        >
          {store.exporting === 'running'
            ? t('hiringDashboards.report.exporting')
            : t('hiringDashboards.report.export')}
        </button>
      </div>
      {problem && <p role="alert">{t(`hiringDashboards.report.period.${problem}`)}</p>}
      {store.exporting === 'failed' && (
        <p role="alert">
          {t('hiringDashboards.report.exportFailed')}{' '}
          <button type="button" className="button button--sm button--link" onClick={() => void exportCsv()}>
            {t('dashboard.retry')}
          </button>
        </p>
      )}
      <PagedTable
        id="report-rows"
        title={format.period(store.period)}
        list={store.rows}
        rowKey={(row) => row.positionId}
        sort={{ key: store.sort, direction: store.direction === 'desc' ? 'descending' : 'ascending' }}
        onSort={(key) => {
          const sort = REPORT_SORTS.find((known) => known === key);
          if (sort) void store.sortBy(sort);
        }}
        columns={[
          sortable('location', t('dashboard.columns.location'), (row) => (
            <Link to={inboxLink({ location: row.locationId })}>{row.location}</Link>
          )),
          sortable('position', t('dashboard.columns.position'), (row) => (
            <Link to={inboxLink({ position: row.positionId })}>{row.position}</Link>
          )),
          sortable('median_reply_hours', t('hiringDashboards.columns.medianReply'), (row) =>
            format.hours(row.medianHours),
          ),
          {
            key: 'p90',
            header: t('hiringDashboards.columns.p90Reply'),
            cell: (row) => format.hours(row.p90Hours),
          },
          sortable('applications', t('dashboard.columns.applications'), (row) => (
            <Link to={inboxLink({ position: row.positionId })}>{format.count(row.applications)}</Link>
          )),
          count('APPLIED', 'applied'),
          count('SCREENING', 'screening'),
          count('INTERVIEW', 'interview'),
          count('OFFERED', 'offered'),
          {
            ...count('HIRED', 'hired'),
            ...sortable('hired', t('hiring.status.HIRED'), count('HIRED', 'hired').cell),
          },
          count('REJECTED', 'rejected'),
        ]}
      />
    </section>
  );
});
export default HiringReport;
