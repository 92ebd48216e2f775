import type { ApplicationsFilter } from '../../src-domain/dashboards/applications-filter.rules';
import type {
  ApplicationsPage,
  BrandSummary,
  DashboardApplication,
} from '../../src-domain/dashboards/dashboard.model';
import type { DashboardsApiPort, PageRequest } from '../../src-domain/dashboards/dashboards-api.port';
import type { HomePagePreference } from '../../src-domain/home-page/home-page.rules';
import type {
  DatePeriod,
  HiringFigures,
  HiringReportQuery,
  HiringReportRow,
  LocationOnboarding,
  LocationOpenPositions,
  LocationReplyTimes,
  OnboardingFigures,
  Paged,
} from '../../src-domain/dashboards/hiring-dashboard.model';
import { apiFailure } from './api-failure';

/**
 * In-memory DashboardsApiPort: a saved preference, summaries per brand (404 BRAND.NOT_FOUND for
 * others), applications per brand (filtered by position and status) and the candidate's own, paged by offset and limit like the
 * server, and an unread count.
 */
export class FakeDashboardsApi implements DashboardsApiPort {
  readonly calls: string[] = [];
  preference: string | undefined;
  readonly summaries = new Map<number, BrandSummary>();
  readonly employerApplicationsByBrand = new Map<number, DashboardApplication[]>();
  candidateApplicationList: DashboardApplication[] = [];
  unread = 0;
  /** Hiring and onboarding figures per brand (404 BRAND.NOT_FOUND for others). */
  readonly hiring = new Map<number, HiringFigures>();
  readonly onboarding = new Map<number, OnboardingFigures>();
  openPositionRows: LocationOpenPositions[] = [];
  replyTimeRows: LocationReplyTimes[] = [];
  onboardingRows: LocationOnboarding[] = [];
  /** The report's rows in the server's order for any query (the fake does not sort). */
  reportRows: HiringReportRow[] = [];
  /** Reads that fail (503) while set, by method name. */
  readonly failing = new Set<string>();

  async homePagePreference(): Promise<string | undefined> {
    this.calls.push('homePagePreference');
    return this.preference;
  }

  async saveHomePagePreference(preference: HomePagePreference | undefined): Promise<void> {
    this.calls.push(`saveHomePagePreference:${preference ?? 'none'}`);
    this.preference = preference;
  }

  async brandSummary(brandId: number): Promise<BrandSummary> {
    this.calls.push(`brandSummary:${brandId}`);
    const summary = this.summaries.get(brandId);
    if (!summary) throw apiFailure(404, 'BRAND.NOT_FOUND');
    return summary;
  }

  async employerApplications(
    brandId: number,
    page: PageRequest,
    filter: ApplicationsFilter = {},
  ): Promise<ApplicationsPage> {
    const { position, status } = filter;
    const filtered = position !== undefined || status !== undefined;
    this.calls.push(
      `employerApplications:${brandId}:${page.offset}:${page.limit}` +
        (filtered ? `:${position ?? ''}:${status ?? ''}` : ''),
    );
    const all = (this.employerApplicationsByBrand.get(brandId) ?? []).filter(
      (application) =>
        (position === undefined || application.position.id === position) &&
        (status === undefined || application.status === status),
    );
    return pageOf(all, page);
  }

  async candidateApplications(page: PageRequest): Promise<ApplicationsPage> {
    this.calls.push(`candidateApplications:${page.offset}:${page.limit}`);
    return pageOf(this.candidateApplicationList, page);
  }

  async candidateUnreadCount(): Promise<number> {
    this.calls.push('candidateUnreadCount');
    return this.unread;
  }

  async hiringFigures(brandId: number, period?: DatePeriod): Promise<HiringFigures> {
    this.record('hiringFigures', `${brandId}:${period?.from ?? ''}:${period?.to ?? ''}`);
    const figures = this.hiring.get(brandId);
    if (!figures) throw apiFailure(404, 'BRAND.NOT_FOUND');
    return figures;
  }

  async openPositionsByLocation(brandId: number, page: PageRequest): Promise<Paged<LocationOpenPositions>> {
    this.record('openPositionsByLocation', `${brandId}:${page.offset}:${page.limit}`);
    return pagedOf(this.openPositionRows, page);
  }

  async replyTimesByLocation(
    brandId: number,
    period: DatePeriod | undefined,
    page: PageRequest,
  ): Promise<Paged<LocationReplyTimes>> {
    this.record('replyTimesByLocation', `${brandId}:${period?.from ?? ''}:${page.offset}:${page.limit}`);
    return pagedOf(this.replyTimeRows, page);
  }

  async onboardingFigures(brandId: number, period?: DatePeriod): Promise<OnboardingFigures> {
    this.record('onboardingFigures', `${brandId}:${period?.from ?? ''}:${period?.to ?? ''}`);
    const figures = this.onboarding.get(brandId);
    if (!figures) throw apiFailure(404, 'BRAND.NOT_FOUND');
    return figures;
  }

  async onboardingByLocation(
    brandId: number,
    period: DatePeriod | undefined,
    page: PageRequest,
  ): Promise<Paged<LocationOnboarding>> {
    this.record('onboardingByLocation', `${brandId}:${period?.from ?? ''}:${page.offset}:${page.limit}`);
    return pagedOf(this.onboardingRows, page);
  }

  async hiringReport(
    brandId: number,
    query: HiringReportQuery,
    page: PageRequest,
  ): Promise<Paged<HiringReportRow>> {
    this.record(
      'hiringReport',
      `${brandId}:${query.period.from}:${query.period.to}:${query.sort}:${query.direction}:${page.offset}:${page.limit}`,
    );
    return pagedOf(this.reportRows, page);
  }

  private record(method: string, detail: string): void {
    this.calls.push(`${method}:${detail}`);
    if (this.failing.has(method)) throw apiFailure(503, 'SERVICE_UNAVAILABLE');
  }
}

function pagedOf<T>(all: readonly T[], page: PageRequest): Paged<T> {
  return { total: all.length, rows: all.slice(page.offset, page.offset + page.limit) };
}

function pageOf(all: readonly DashboardApplication[], page: PageRequest): ApplicationsPage {
  return { total: all.length, applications: all.slice(page.offset, page.offset + page.limit) };
}
