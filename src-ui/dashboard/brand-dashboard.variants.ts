import { Routes } from '../../src-domain/navigation/routes.model';
import type { BrandSummary } from '../../src-domain/dashboards/dashboard.model';

/** A figure of the brand summary that a dashboard can show. */
export type Figure = keyof Pick<
  BrandSummary,
  | 'locations'
  | 'open_positions'
  | 'team_members'
  | 'applications_total'
  | 'applications_last_30_days'
  | 'hires_last_30_days'
  | 'unread_messages'
>;

/** What one employer dashboard shows. */
export interface BrandDashboardVariant {
  readonly titleKey: string;
  readonly figures: readonly Figure[];
  readonly positions: boolean;
  readonly statuses: boolean;
  readonly applications: boolean;
}

/** The Halo main dashboard, the same at group (GP) and parent level. */
const MAIN_DASHBOARD: BrandDashboardVariant = {
  titleKey: 'dashboard.halo.title',
  figures: ['locations', 'team_members', 'open_positions', 'hires_last_30_days'],
  positions: false,
  statuses: true,
  applications: false,
};

/**
 * What each employer dashboard shows of the brand's figures (spec: content "not shown"; ours). The
 * hiring and TTS dashboards have data of their own (HiringDashboard.tsx, TtsDashboard.tsx).
 */
const VARIANTS: Readonly<Record<string, BrandDashboardVariant>> = {
  [Routes.schedule]: {
    titleKey: 'dashboard.schedule.title',
    figures: ['team_members', 'locations', 'open_positions'],
    positions: true,
    statuses: false,
    applications: false,
  },
  [Routes.gpMainDashboard]: MAIN_DASHBOARD,
  [Routes.parentMainDashboard]: MAIN_DASHBOARD,
  [Routes.riskDashboard]: {
    titleKey: 'dashboard.risk.title',
    figures: ['locations', 'team_members', 'unread_messages', 'open_positions'],
    positions: true,
    statuses: false,
    applications: false,
  },
  [Routes.engagementDashboard]: {
    titleKey: 'dashboard.engagement.title',
    figures: ['team_members', 'hires_last_30_days', 'applications_last_30_days'],
    positions: false,
    statuses: true,
    applications: false,
  },
};

/** The employer dashboard at `pathname` (a trailing slash ignored), or undefined for another page. */
export function brandDashboardVariant(pathname: string): BrandDashboardVariant | undefined {
  return VARIANTS[pathname.replace(/\/+$/, '')];
}
