import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CsvWriterPort } from '../../src-domain/dashboards/csv-writer.port';
import { csvFileName, type CsvCell } from '../../src-domain/dashboards/csv.rules';
import { DashboardsApiPort } from '../../src-domain/dashboards/dashboards-api.port';
import {
  REPORT_EXPORT_PAGE_SIZE,
  REPORT_PAGE_SIZE,
  type DatePeriod,
  type HiringReportRow,
  type ReportSort,
  type SortDirection,
} from '../../src-domain/dashboards/hiring-dashboard.model';
import { defaultPeriod, periodProblem } from '../../src-domain/dashboards/report-period.rules';
import { ClockPort } from '../../src-domain/time/clock.port';
import { BrandContextStore } from '../brands/brand-context.store';
import { contextBrand } from './hiring-dashboard.store';
import { PagedList } from './paged-list';

/** The report's columns in the CSV, in order, with a header each (the view names them). */
export const REPORT_CSV_COLUMNS = [
  'location',
  'position',
  'applications',
  'applied',
  'screening',
  'interview',
  'offered',
  'hired',
  'rejected',
  'replied',
  'medianHours',
  'p90Hours',
] as const satisfies readonly (keyof HiringReportRow)[];
export type ReportCsvColumn = (typeof REPORT_CSV_COLUMNS)[number];

/** A CSV export: its file name and text. */
export interface ReportExport {
  readonly fileName: string;
  readonly text: string;
}

/**
 * The hiring report of the context brand: a period (default the last 30 days), an order
 * (default: slowest to reply first), paged rows, and the CSV export of every row.
 */
@injectable()
export class HiringReportStore {
  period: DatePeriod;
  sort: ReportSort = 'median_reply_hours';
  direction: SortDirection = 'desc';
  readonly rows = new PagedList<HiringReportRow>(REPORT_PAGE_SIZE);
  exporting: 'idle' | 'running' | 'failed' = 'idle';

  constructor(
    @inject(DashboardsApiPort) private readonly api: DashboardsApiPort,
    @inject(BrandContextStore) private readonly brands: BrandContextStore,
    @inject(ClockPort) clock: ClockPort,
    @inject(CsvWriterPort) private readonly csv: CsvWriterPort,
  ) {
    this.period = defaultPeriod(clock.now());
    makeAutoObservable<HiringReportStore, 'api' | 'brands' | 'csv'>(this, {
      api: false,
      brands: false,
      csv: false,
    });
  }

  /** Why the chosen period cannot be read (nothing is read then), or undefined. */
  get periodProblem() {
    return periodProblem(this.period);
  }

  /** Reads the first page for the context brand; never rejects. */
  async load(): Promise<void> {
    if (this.periodProblem) return;
    const brandId = await contextBrand(this.brands);
    if (brandId === undefined) return this.rows.fail();
    const query = { period: this.period, sort: this.sort, direction: this.direction };
    await this.rows.reset((page) => this.api.hiringReport(brandId, query, page));
  }

  /** Chooses the period's first or last day and reads again from the first page. */
  setPeriod(period: DatePeriod): Promise<void> {
    this.period = period;
    return this.load();
  }

  /** Orders by `sort`: a new column starts descending, the same column flips. */
  sortBy(sort: ReportSort): Promise<void> {
    this.direction = this.sort === sort && this.direction === 'desc' ? 'asc' : 'desc';
    this.sort = sort;
    return this.load();
  }

  /**
   * Every row of the report in the shown order, as CSV under `headers`; undefined when a read
   * failed (`exporting` says so). Never rejects.
   */
  async exportCsv(headers: Readonly<Record<ReportCsvColumn, string>>): Promise<ReportExport | undefined> {
    const brandId = await contextBrand(this.brands);
    if (brandId === undefined || this.periodProblem) return undefined;
    this.exporting = 'running';
    const query = { period: this.period, sort: this.sort, direction: this.direction };
    const rows: HiringReportRow[] = [];
    try {
      for (let offset = 0; ; offset += REPORT_EXPORT_PAGE_SIZE) {
        const page = await this.api.hiringReport(brandId, query, { offset, limit: REPORT_EXPORT_PAGE_SIZE });
        rows.push(...page.rows);
        if (page.rows.length === 0 || rows.length >= page.total) break;
      }
    } catch {
      runInAction(() => (this.exporting = 'failed'));
      return undefined;
    }
    const lines: CsvCell[][] = [
      REPORT_CSV_COLUMNS.map((column) => headers[column]),
      ...rows.map((row) => REPORT_CSV_COLUMNS.map((column) => row[column])),
    ];
    let text: string;
    try {
      text = await this.csv.write(lines);
    } catch {
      runInAction(() => (this.exporting = 'failed'));
      return undefined;
    }
    runInAction(() => (this.exporting = 'idle'));
    const brandName = this.brands.activeBrand?.name ?? 'brand';
    return {
      fileName: csvFileName(`hiring-report-${brandName}`, query.period.from, query.period.to),
      text,
    };
  }
}
