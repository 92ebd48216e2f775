import { Routes } from '../../src-domain/navigation/routes.model';
import type { PageNeed } from '../../src-domain/permissions/page-access.rules';
import { lazyScreen } from './lazy-screen';
import type { ScreenRoute } from './route.model';

const dashboard = lazyScreen(
  () => import(/* webpackChunkName: "route-dashboard" */ '../dashboard/DashboardScreen'),
);
const memberDashboard = lazyScreen(
  () => import(/* webpackChunkName: "route-member-dashboard" */ '../dashboard/MemberDashboard'),
);
const brandDashboard = lazyScreen(
  () => import(/* webpackChunkName: "route-brand-dashboard" */ '../dashboard/BrandDashboard'),
);
const hiringDashboard = lazyScreen(
  () => import(/* webpackChunkName: "route-hiring-dashboard" */ '../dashboard/HiringDashboard'),
);
const ttsDashboard = lazyScreen(
  () => import(/* webpackChunkName: "route-tts-dashboard" */ '../dashboard/TtsDashboard'),
);
const hiringReport = lazyScreen(
  () => import(/* webpackChunkName: "route-hiring-report" */ '../dashboard/HiringReport'),
);
const accessPortal = lazyScreen(
  () => import(/* webpackChunkName: "route-access-portal" */ '../access-portal/AccessPortalScreen'),
);
const searchResults = lazyScreen(
  () => import(/* webpackChunkName: "route-search" */ '../search/SearchResultsScreen'),
);
const statusPage = lazyScreen(() => import(/* webpackChunkName: "route-status" */ '../errors/StatusPage'));

/** A signed-in screen inside the application layout, rendered in the browser only, behind its need. */
function appRoute(
  path: string,
  requires: PageNeed,
  chunk: string,
  titleKey: string,
  screen: ScreenRoute['screen'],
): ScreenRoute {
  return {
    path,
    access: 'authenticated',
    requires,
    layout: 'app',
    serverRendered: false,
    chunk,
    titleKey,
    screen,
  };
}

/** The routing status pages (spec 000 §8): public and unframed. */
function statusRoute(code: string): ScreenRoute {
  return {
    path: `/${code}`,
    access: 'public',
    layout: 'bare',
    serverRendered: false,
    chunk: 'route-status',
    titleKey: `errors.status.${code}.title`,
    screen: statusPage,
  };
}

/**
 * Screens of the signed-in application (spec 000 §2), inside the application shell. The
 * settings routes (clock-out attestation, rewards and recognition) join this list with the
 * hiring features: `appRoute('/settings/:path/clockout-attestation', …)` and friends.
 */
export const appRoutes: readonly ScreenRoute[] = [
  appRoute(Routes.dashboard, 'SIGNED_IN', 'route-dashboard', 'dashboard.documentTitle', dashboard),
  appRoute(
    Routes.memberDashboard,
    'MEMBER',
    'route-member-dashboard',
    'dashboard.member.documentTitle',
    memberDashboard,
  ),
  appRoute(
    Routes.hiringDashboard,
    'HIRING',
    'route-hiring-dashboard',
    'dashboard.hiring.title',
    hiringDashboard,
  ),
  appRoute(Routes.ttsDashboard, 'TTS_DASHBOARD', 'route-tts-dashboard', 'dashboard.tts.title', ttsDashboard),
  appRoute(
    Routes.hiringReport,
    'HIRING',
    'route-hiring-report',
    'hiringDashboards.report.title',
    hiringReport,
  ),
  appRoute(
    Routes.schedule,
    'SCHEDULING',
    'route-brand-dashboard',
    'dashboard.schedule.title',
    brandDashboard,
  ),
  appRoute(
    Routes.gpMainDashboard,
    'HALO_DASHBOARD',
    'route-brand-dashboard',
    'dashboard.halo.title',
    brandDashboard,
  ),
  appRoute(
    Routes.parentMainDashboard,
    'HALO_DASHBOARD',
    'route-brand-dashboard',
    'dashboard.halo.title',
    brandDashboard,
  ),
  appRoute(
    Routes.riskDashboard,
    'RISK_DASHBOARD',
    'route-brand-dashboard',
    'dashboard.risk.title',
    brandDashboard,
  ),
  appRoute(
    Routes.engagementDashboard,
    'ENGAGEMENT_DASHBOARD',
    'route-brand-dashboard',
    'dashboard.engagement.title',
    brandDashboard,
  ),
  appRoute(
    `${Routes.accessPortal}/*`,
    'EMPLOYER',
    'route-access-portal',
    'shell.accessPortal.documentTitle',
    accessPortal,
  ),
  appRoute(
    '/global-search-result/:searchTerm',
    'GLOBAL_SEARCH',
    'route-search',
    'search.documentTitle',
    searchResults,
  ),
  statusRoute('404'),
  statusRoute('403'),
  statusRoute('405'),
];

/** The need a signed-in path declares (its route's `requires`), or undefined for another path. */
export function requirementOf(path: string): PageNeed | undefined {
  return appRoutes.find((route) => route.path === path)?.requires;
}
