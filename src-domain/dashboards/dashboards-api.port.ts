import type { HomePagePreference } from '../home-page/home-page.rules';
import { token } from '../shared/token';
import type { ApplicationsPage, BrandSummary } from './dashboard.model';

/** A page of a list: `limit` items from `offset`. */
export interface PageRequest {
  readonly offset: number;
  readonly limit: number;
}

/**
 * The reads of the home page and the dashboards (spec 000 §4, 001 §7): the saved home-page
 * preference, a brand's figures and recent applications, and a candidate's own applications
 * and unread messages. Rejects with a `GatewayError` when a call fails.
 */
export interface DashboardsApiPort {
  /** The saved default home page (e.g. 'HARRI_ENGAGE'); `undefined` when none is saved. */
  homePagePreference(): Promise<string | undefined>;
  /** Saves the default home page (one of HOME_PAGE_PREFERENCES; `undefined` = none, the rule decides). */
  saveHomePagePreference(preference: HomePagePreference | undefined): Promise<void>;
  /** The figures of `brandId` and its subtree. */
  brandSummary(brandId: number): Promise<BrandSummary>;
  /** Applications under `brandId`, newest first. */
  employerApplications(brandId: number, page: PageRequest): Promise<ApplicationsPage>;
  /** The signed-in candidate's own applications, newest first. */
  candidateApplications(page: PageRequest): Promise<ApplicationsPage>;
  /** How many messages the signed-in candidate has not read. */
  candidateUnreadCount(): Promise<number>;
}
export const DashboardsApiPort = token<DashboardsApiPort>('domain.dashboards-api');
