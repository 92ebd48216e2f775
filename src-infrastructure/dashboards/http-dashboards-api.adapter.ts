import { inject, injectable } from 'inversify';
import type { DashboardsApiPort, PageRequest } from '../../src-domain/dashboards/dashboards-api.port';
import type { HaloDashboard, HaloFigures } from '../../src-domain/dashboards/halo-dashboard.model';
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
  Spread,
} from '../../src-domain/dashboards/hiring-dashboard.model';
import { HttpGatewayPort, type GatewayRequest } from '../../src-domain/gateway/http-gateway.port';
import { RandomTokenPort } from '../../src-domain/identity/random-token.port';
import type { HomePagePreference } from '../../src-domain/home-page/home-page.rules';
import type { WireBody, WireData, WireQuery } from '../gateway/gateway-wire';

type NavigationPreferencesWire = WireData<'/v1/users/navigation_preferences'>;

type HaloWire = WireData<'/v1/dashboards/brands/{id}/halo'>;
type HaloFiguresWire = HaloWire['totals'];
type HaloQueryWire = WireQuery<'/v1/dashboards/brands/{id}/halo'>;
type HiringFiguresWire = WireData<'/v1/dashboards/brands/{id}/hiring'>;
type OpenPositionsWire = WireData<'/v1/dashboards/brands/{id}/hiring/open_positions'>;
type ReplyTimesWire = WireData<'/v1/dashboards/brands/{id}/hiring/reply_times'>;
type OnboardingWire = WireData<'/v1/dashboards/brands/{id}/tts'>;
type OnboardingLocationsWire = WireData<'/v1/dashboards/brands/{id}/tts/locations'>;
type HiringReportWire = WireData<'/v1/dashboards/brands/{id}/hiring_report'>;
type HiringReportQueryWire = WireQuery<'/v1/dashboards/brands/{id}/hiring_report'>;
type PeriodQueryWire = WireQuery<'/v1/dashboards/brands/{id}/hiring'>;

/** Median and p90 hours as the dashboards' routes send them (null: nothing measured). */
type SpreadWire = OnboardingWire['time_to_hire'];

const spreadOf = (wire: SpreadWire): Spread => ({
  medianHours: wire.median_hours ?? undefined,
  p90Hours: wire.p90_hours ?? undefined,
});

/** A subtree's Halo figures; the wire's null engagement or risk (not readable there) is undefined. */
const haloFiguresOf = (wire: HaloFiguresWire): HaloFigures => ({
  locations: wire.locations,
  teamMembers: wire.team_members,
  openPositions: wire.open_positions,
  engagement: wire.engagement
    ? { recognitions: wire.engagement.recognitions, activeRecognisers: wire.engagement.active_recognisers }
    : undefined,
  risk: wire.risk ? { flagged: wire.risk.flagged, unresolved: wire.risk.unresolved } : undefined,
});

const periodQuery = (period: DatePeriod | undefined): PeriodQueryWire =>
  period ? { from: period.from, to: period.to } : {};

/** A paged wire answer: the total and one page of rows under the route's own key. */
type PagedWire<Key extends string, Row> = { readonly total: number } & {
  readonly [K in Key]: readonly Row[];
};

/**
 * DashboardsApiPort over the core gateway; the only place that knows these paths, mapping each
 * wire answer to the domain's shape.
 */
@injectable()
export class HttpDashboardsApi implements DashboardsApiPort {
  constructor(
    @inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort,
    @inject(RandomTokenPort) private readonly random: RandomTokenPort,
  ) {}

  async homePagePreference(): Promise<string | undefined> {
    const wire = await this.gateway.request<NavigationPreferencesWire | undefined>({
      method: 'GET',
      path: '/v1/users/navigation_preferences',
    });
    return wire?.default_home_page ?? undefined;
  }

  async saveHomePagePreference(preference: HomePagePreference | undefined): Promise<void> {
    await this.gateway.request<WireData<'/v1/users/navigation_preferences', 'put'>>({
      method: 'PUT',
      path: '/v1/users/navigation_preferences',
      body: { default_home_page: preference ?? null } satisfies WireBody<
        '/v1/users/navigation_preferences',
        'put'
      >,
      idempotencyKey: this.random.next(16),
    });
  }

  async haloDashboard(brandId: number, page: PageRequest): Promise<HaloDashboard> {
    const wire = await this.gateway.request<HaloWire>({
      method: 'GET',
      path: `/v1/dashboards/brands/${brandId}/halo`,
      query: { offset: page.offset, limit: page.limit } satisfies HaloQueryWire,
    });
    return {
      brandName: wire.brand_name,
      period: wire.period,
      totals: haloFiguresOf(wire.totals),
      levels: {
        total: wire.total,
        rows: wire.children.map((row) => ({ ...row.brand, ...haloFiguresOf(row) })),
      },
    };
  }

  async hiringFigures(brandId: number, period?: DatePeriod): Promise<HiringFigures> {
    const wire = await this.gateway.request<HiringFiguresWire>({
      method: 'GET',
      path: `/v1/dashboards/brands/${brandId}/hiring`,
      query: periodQuery(period),
    });
    return {
      brandName: wire.brand_name,
      period: wire.period,
      openPositions: wire.open_positions,
      locationsWithOpenPositions: wire.locations_with_open_positions,
      applicationsByStatus: wire.applications_by_status,
      unreadMessages: wire.unread_messages,
      firstReply: { ...spreadOf(wire.first_reply), replied: wire.first_reply.replied },
    };
  }

  async openPositionsByLocation(brandId: number, page: PageRequest): Promise<Paged<LocationOpenPositions>> {
    return this.paged<OpenPositionsWire, 'locations', LocationOpenPositions>(
      `/v1/dashboards/brands/${brandId}/hiring/open_positions`,
      {},
      page,
      'locations',
      (row) => ({
        id: row.id,
        name: row.name,
        openPositions: row.open_positions,
        applications: row.applications,
      }),
    );
  }

  async replyTimesByLocation(
    brandId: number,
    period: DatePeriod | undefined,
    page: PageRequest,
  ): Promise<Paged<LocationReplyTimes>> {
    return this.paged<ReplyTimesWire, 'locations', LocationReplyTimes>(
      `/v1/dashboards/brands/${brandId}/hiring/reply_times`,
      periodQuery(period),
      page,
      'locations',
      (row) => ({
        id: row.id,
        name: row.name,
        applications: row.applications,
        replied: row.replied,
        ...spreadOf(row),
      }),
    );
  }

  async onboardingFigures(brandId: number, period?: DatePeriod): Promise<OnboardingFigures> {
    const wire = await this.gateway.request<OnboardingWire>({
      method: 'GET',
      path: `/v1/dashboards/brands/${brandId}/tts`,
      query: periodQuery(period),
    });
    return {
      brandName: wire.brand_name,
      period: wire.period,
      hires: wire.hires,
      offered: wire.offered,
      toOnboard: wire.hired_not_archived,
      timeToHire: spreadOf(wire.time_to_hire),
    };
  }

  async onboardingByLocation(
    brandId: number,
    period: DatePeriod | undefined,
    page: PageRequest,
  ): Promise<Paged<LocationOnboarding>> {
    return this.paged<OnboardingLocationsWire, 'locations', LocationOnboarding>(
      `/v1/dashboards/brands/${brandId}/tts/locations`,
      periodQuery(period),
      page,
      'locations',
      (row) => ({ id: row.id, name: row.name, hires: row.hires, offered: row.offered, ...spreadOf(row) }),
    );
  }

  async hiringReport(
    brandId: number,
    query: HiringReportQuery,
    page: PageRequest,
  ): Promise<Paged<HiringReportRow>> {
    return this.paged<HiringReportWire, 'rows', HiringReportRow>(
      `/v1/dashboards/brands/${brandId}/hiring_report`,
      {
        ...periodQuery(query.period),
        sort: query.sort,
        direction: query.direction,
      } satisfies HiringReportQueryWire,
      page,
      'rows',
      (row) => ({
        positionId: row.position_id,
        position: row.position,
        locationId: row.location_id,
        location: row.location,
        applications: row.applications,
        applied: row.applied,
        screening: row.screening,
        interview: row.interview,
        offered: row.offered,
        hired: row.hired,
        rejected: row.rejected,
        replied: row.replied,
        ...spreadOf(row),
      }),
    );
  }

  /** GET one page of a paged read and map its rows (the wire keeps them under `key`). */
  private async paged<Wire extends PagedWire<Key, Wire[Key][number]>, Key extends string, Row>(
    path: string,
    query: NonNullable<GatewayRequest['query']>,
    page: PageRequest,
    key: Key,
    row: (wire: Wire[Key][number]) => Row,
  ): Promise<Paged<Row>> {
    const wire = await this.gateway.request<Wire>({
      method: 'GET',
      path,
      query: { ...query, offset: page.offset, limit: page.limit },
    });
    return { total: wire.total, rows: wire[key].map(row) };
  }
}
