import { inject, injectable } from 'inversify';
import type { ApplicationsPage, BrandSummary } from '../../src-domain/dashboards/dashboard.model';
import type { DashboardsApiPort, PageRequest } from '../../src-domain/dashboards/dashboards-api.port';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type { HomePagePreference } from '../../src-domain/home-page/home-page.rules';

/** GET /v1/users/navigation_preferences (wire). */
interface NavigationPreferencesWire {
  readonly default_home_page: string | null;
}

/** GET /v1/unread_message_count_candidate (wire). */
interface UnreadCountWire {
  readonly count: number;
}

/**
 * DashboardsApiPort over the core gateway; the only place that knows these paths. The summary
 * and application reads answer in the domain's own shape (`dashboard.model.ts`), so they pass
 * through as they are.
 */
@injectable()
export class HttpDashboardsApi implements DashboardsApiPort {
  constructor(@inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort) {}

  async homePagePreference(): Promise<string | undefined> {
    const wire = await this.gateway.request<NavigationPreferencesWire | undefined>({
      method: 'GET',
      path: '/v1/users/navigation_preferences',
    });
    return wire?.default_home_page ?? undefined;
  }

  async saveHomePagePreference(preference: HomePagePreference | undefined): Promise<void> {
    await this.gateway.request<NavigationPreferencesWire>({
      method: 'PUT',
      path: '/v1/users/navigation_preferences',
      body: { default_home_page: preference ?? null },
    });
  }

  brandSummary(brandId: number): Promise<BrandSummary> {
    return this.gateway.request<BrandSummary>({
      method: 'GET',
      path: `/v1/dashboards/brands/${brandId}/summary`,
    });
  }

  employerApplications(brandId: number, page: PageRequest): Promise<ApplicationsPage> {
    return this.gateway.request<ApplicationsPage>({
      method: 'GET',
      path: '/v1/employer_applications',
      query: { brand: brandId, offset: page.offset, limit: page.limit },
    });
  }

  candidateApplications(page: PageRequest): Promise<ApplicationsPage> {
    return this.gateway.request<ApplicationsPage>({
      method: 'GET',
      path: '/v1/candidate_applications',
      query: { offset: page.offset, limit: page.limit },
    });
  }

  async candidateUnreadCount(): Promise<number> {
    const wire = await this.gateway.request<UnreadCountWire>({
      method: 'GET',
      path: '/v1/unread_message_count_candidate',
    });
    return wire.count;
  }
}
