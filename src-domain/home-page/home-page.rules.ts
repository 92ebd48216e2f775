import type { BrandContext } from '../brands/brand.model';
import { Routes } from '../navigation/routes.model';

/** Saved default home pages (GET /v1/users/navigation_preferences `default_home_page`). */
export const HOME_PAGE_PREFERENCES = ['HALO_DASHBOARD', 'RISK_ANALYSIS', 'HARRI_ENGAGE'] as const;
export type HomePagePreference = (typeof HOME_PAGE_PREFERENCES)[number];

/** What the /dashboard choice reads (computed from the user, policy and feature table). */
export interface HomePageFacts {
  readonly isShadowUser: boolean;
  readonly isEmployer: boolean;
  readonly entry?: BrandContext;
  /** `default_home_page`; unknown values are ignored. */
  readonly savedPreference?: string;
  readonly dashboards: {
    readonly halo: boolean;
    readonly risk: boolean;
    readonly engagement: boolean;
  };
  readonly schedulingOnly: boolean;
  readonly tts: boolean;
  /** Origin of the corporate host (shadow users go there), e.g. 'https://corporate.example'. */
  readonly corporateOrigin: string;
}

/** Where /dashboard leads: a route of this app, or an absolute URL on another host. */
export type HomePage =
  | { readonly kind: 'route'; readonly path: string; readonly step: HomePageStep }
  | { readonly kind: 'external'; readonly url: string; readonly step: HomePageStep };

/** Which of the eight steps of spec 000 §4 decided. */
export type HomePageStep =
  'shadow-user' | 'member' | 'dashboard' | 'top-level' | 'scheduling-only' | 'tts' | 'hiring' | 'error';

/** Step 8: the page when the facts could not be loaded. */
export const HOME_PAGE_ON_ERROR: HomePage = { kind: 'route', path: Routes.dashboard, step: 'error' };

const route = (path: string, step: HomePageStep): HomePage => ({ kind: 'route', path, step });

function haloRoute(entry: BrandContext | undefined): string {
  return entry?.top_level === true ? Routes.gpMainDashboard : Routes.parentMainDashboard;
}

/**
 * Step 3: a saved preference wins when its dashboard is accessible; without a usable preference
 * the Halo dashboard is the default dashboard when accessible. `undefined` when no dashboard applies.
 */
export function dashboardHomePage(
  facts: Pick<HomePageFacts, 'savedPreference' | 'dashboards' | 'entry'>,
): string | undefined {
  const { dashboards, savedPreference } = facts;
  if (savedPreference === 'HALO_DASHBOARD' && dashboards.halo) return haloRoute(facts.entry);
  if (savedPreference === 'RISK_ANALYSIS' && dashboards.risk) return Routes.riskDashboard;
  if (savedPreference === 'HARRI_ENGAGE' && dashboards.engagement) return Routes.engagementDashboard;
  return dashboards.halo ? haloRoute(facts.entry) : undefined;
}

/**
 * The home page for /dashboard (spec 000 §4), in order: 1 shadow user → corporate host;
 * 2 non-employer → /dashboard/member; 3 dashboard by access and saved preference;
 * 4 top-level entry → /access-portal/main; 5 scheduling-only → /schedule; 6 TTS → /dashboard/tts;
 * 7 otherwise /dashboard/hiring. Pass `'failed'` when the facts could not load (step 8 → /dashboard).
 */
export function chooseHomePage(facts: HomePageFacts | 'failed'): HomePage {
  if (facts === 'failed') return HOME_PAGE_ON_ERROR;
  if (facts.isShadowUser) return { kind: 'external', url: facts.corporateOrigin, step: 'shadow-user' };
  if (!facts.isEmployer) return route(Routes.memberDashboard, 'member');
  const dashboard = dashboardHomePage(facts);
  if (dashboard !== undefined) return route(dashboard, 'dashboard');
  if (facts.entry?.top_level === true) return route(Routes.accessPortal, 'top-level');
  if (facts.schedulingOnly) return route(Routes.schedule, 'scheduling-only');
  if (facts.tts) return route(Routes.ttsDashboard, 'tts');
  return route(Routes.hiringDashboard, 'hiring');
}

/**
 * The first-time custom welcome page (spec 000 §4): shown once, only to users whose
 * `external_auth.source` is the configured source, and only while the local flag
 * (`h_custom_welcome_page_shown`) is not set. The caller sets the flag after showing it.
 */
export function shouldShowCustomWelcome(input: {
  readonly externalAuthSource: string | undefined;
  readonly welcomeSource: string | undefined;
  readonly alreadyShown: boolean;
}): boolean {
  if (input.alreadyShown || input.welcomeSource === undefined || input.externalAuthSource === undefined)
    return false;
  return input.externalAuthSource.toUpperCase() === input.welcomeSource.toUpperCase();
}
