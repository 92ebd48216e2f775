import type {
  ApplicationsPage,
  BrandSummary,
  DashboardApplication,
} from '../../src-domain/dashboards/dashboard.model';
import type { DashboardsApiPort, PageRequest } from '../../src-domain/dashboards/dashboards-api.port';
import type { HomePagePreference } from '../../src-domain/home-page/home-page.rules';
import { apiFailure } from './api-failure';

/**
 * In-memory DashboardsApiPort: a saved preference, summaries per brand (404 BRAND.NOT_FOUND for
 * others), applications per brand and the candidate's own, paged by offset and limit like the
 * server, and an unread count.
 */
export class FakeDashboardsApi implements DashboardsApiPort {
  readonly calls: string[] = [];
  preference: string | undefined;
  readonly summaries = new Map<number, BrandSummary>();
  readonly employerApplicationsByBrand = new Map<number, DashboardApplication[]>();
  candidateApplicationList: DashboardApplication[] = [];
  unread = 0;

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

  async employerApplications(brandId: number, page: PageRequest): Promise<ApplicationsPage> {
    this.calls.push(`employerApplications:${brandId}:${page.offset}:${page.limit}`);
    return pageOf(this.employerApplicationsByBrand.get(brandId) ?? [], page);
  }

  async candidateApplications(page: PageRequest): Promise<ApplicationsPage> {
    this.calls.push(`candidateApplications:${page.offset}:${page.limit}`);
    return pageOf(this.candidateApplicationList, page);
  }

  async candidateUnreadCount(): Promise<number> {
    this.calls.push('candidateUnreadCount');
    return this.unread;
  }
}

function pageOf(all: readonly DashboardApplication[], page: PageRequest): ApplicationsPage {
  return { total: all.length, applications: all.slice(page.offset, page.offset + page.limit) };
}
