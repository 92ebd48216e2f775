import type { HomePagePreference } from '../home-page/home-page.rules';
import { token } from '../shared/token';
import type { HaloDashboard } from './halo-dashboard.model';
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
} from './hiring-dashboard.model';

/** A page of a list: `limit` items from `offset`. */
export interface PageRequest {
  readonly offset: number;
  readonly limit: number;
}

/**
 * The reads of the home page and the dashboards (spec 000 §4, 001 §7): the saved home-page
 * preference and a brand's figures (Halo, hiring, TTS, the hiring report). Applications and unread counts are the messaging port's
 * (MessagingApiPort: one port per endpoint). Rejects with a `GatewayError` when a call fails.
 */
export interface DashboardsApiPort {
  /** The saved default home page (e.g. 'HARRI_ENGAGE'); `undefined` when none is saved. */
  homePagePreference(): Promise<string | undefined>;
  /** Saves the default home page (one of HOME_PAGE_PREFERENCES; `undefined` = none, the rule decides). */
  saveHomePagePreference(preference: HomePagePreference | undefined): Promise<void>;
  /**
   * The Halo main dashboard of `brandId` (the last 30 days): its totals and one page of its direct
   * children (by name), each rolled up over its subtree.
   */
  haloDashboard(brandId: number, page: PageRequest): Promise<HaloDashboard>;
  /** The hiring dashboard's figures of `brandId`'s subtree; `period` undefined: the last 30 days. */
  hiringFigures(brandId: number, period?: DatePeriod): Promise<HiringFigures>;
  /** Open positions per location, most first. */
  openPositionsByLocation(brandId: number, page: PageRequest): Promise<Paged<LocationOpenPositions>>;
  /** Time to first reply per location over the period, slowest first (no reply at all first). */
  replyTimesByLocation(
    brandId: number,
    period: DatePeriod | undefined,
    page: PageRequest,
  ): Promise<Paged<LocationReplyTimes>>;
  /** The TTS (onboarding) dashboard's figures; `period` undefined: the last 30 days. */
  onboardingFigures(brandId: number, period?: DatePeriod): Promise<OnboardingFigures>;
  /** Hires, open offers and time to hire per location, most hires first. */
  onboardingByLocation(
    brandId: number,
    period: DatePeriod | undefined,
    page: PageRequest,
  ): Promise<Paged<LocationOnboarding>>;
  /** The hiring report of the period, in the asked order, one page (limit ≤ 500). */
  hiringReport(brandId: number, query: HiringReportQuery, page: PageRequest): Promise<Paged<HiringReportRow>>;
}
export const DashboardsApiPort = token<DashboardsApiPort>('domain.dashboards-api');
