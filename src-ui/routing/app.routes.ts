import { Routes } from '../../src-domain/navigation/routes.model';
import type { PageNeed } from '../../src-domain/permissions/page-access.rules';
import { BRAND_PROFILE_ROUTE } from '../brand-profile/brand-profile.path';
import { PREFERENCES_ROUTE } from '../preferences/preferences.path';
import { lazyScreen } from '../navigation/lazy-screen';
import type { ScreenRoute } from '../navigation/route.model';

/**
 * The route table of the whole application, one file on purpose (over 400 lines): every path,
 * its lazily loaded screen (one webpack chunk each) and the need that guards it, read in one place
 * when a route is added or an access rule is checked. Each entry is a declaration; no logic lives here.
 */

const dashboard = lazyScreen(
  () => import(/* webpackChunkName: "route-dashboard" */ '../dashboard/DashboardScreen'),
);
const memberDashboard = lazyScreen(
  () => import(/* webpackChunkName: "route-member-dashboard" */ '../dashboard/MemberDashboard'),
);
const haloDashboard = lazyScreen(
  () => import(/* webpackChunkName: "route-halo-dashboard" */ '../dashboard/HaloDashboard'),
);
const hiringInbox = lazyScreen(
  () => import(/* webpackChunkName: "route-hiring-inbox" */ '../hiring/InboxScreen'),
);
const hiringApplication = lazyScreen(
  () => import(/* webpackChunkName: "route-hiring-application" */ '../hiring/ApplicationScreen'),
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
const jobAds = lazyScreen(() => import(/* webpackChunkName: "route-job-ads" */ '../job-ads/JobAdsScreen'));
const brandProfile = lazyScreen(
  () => import(/* webpackChunkName: "route-brand-profile" */ '../brand-profile/BrandProfileScreen'),
);
const preferences = lazyScreen(
  () => import(/* webpackChunkName: "route-preferences" */ '../preferences/PreferencesScreen'),
);
const riskDashboard = lazyScreen(
  () => import(/* webpackChunkName: "route-risk-dashboard" */ '../attestation/risk/RiskDashboard'),
);
const attestationSettings = lazyScreen(
  () => import(/* webpackChunkName: "route-attestation" */ '../attestation/AttestationSettingsScreen'),
);
const attestationEditor = lazyScreen(
  () => import(/* webpackChunkName: "route-attestation-editor" */ '../attestation/AttestationEditorScreen'),
);
const logbook = lazyScreen(() => import(/* webpackChunkName: "route-logbook" */ '../logbook/LogbookScreen'));
const tagManager = lazyScreen(
  () => import(/* webpackChunkName: "route-tag-manager" */ '../hiring/tags/TagManagerScreen'),
);
const talentPools = lazyScreen(
  () => import(/* webpackChunkName: "route-talent-pools" */ '../hiring/tags/TalentPoolScreen'),
);
const hiringTeam = lazyScreen(
  () => import(/* webpackChunkName: "route-hiring-team" */ '../hiring/TeamScreen'),
);
const hiringPositions = lazyScreen(
  () => import(/* webpackChunkName: "route-hiring-positions" */ '../hiring/PositionsScreen'),
);
const candidatePools = lazyScreen(
  () => import(/* webpackChunkName: "route-candidate-pools" */ '../hiring/tags/CandidatePoolsScreen'),
);
const rewardsSettings = lazyScreen(
  () => import(/* webpackChunkName: "route-rewards-settings" */ '../rewards/RewardsSettingsScreen'),
);
const rewardsManagement = lazyScreen(
  () => import(/* webpackChunkName: "route-rewards" */ '../rewards/RewardsManagementScreen'),
);
const engagementDashboard = lazyScreen(
  () => import(/* webpackChunkName: "route-engagement" */ '../rewards/EngagementScreen'),
);
const mediaLibrary = lazyScreen(
  () => import(/* webpackChunkName: "route-media" */ '../media/MediaLibraryScreen'),
);
const profile = lazyScreen(() => import(/* webpackChunkName: "route-profile" */ '../media/ProfileScreen'));
const timeClock = lazyScreen(
  () => import(/* webpackChunkName: "route-time-clock" */ '../time-clock/TimeClockScreen'),
);
const scheduleLanding = lazyScreen(
  () => import(/* webpackChunkName: "route-schedule" */ '../schedules/ScheduleLandingScreen'),
);
const scheduleWeek = lazyScreen(
  () => import(/* webpackChunkName: "route-schedule-week" */ '../schedules/ScheduleWeekScreen'),
);
const myShifts = lazyScreen(
  () => import(/* webpackChunkName: "route-my-shifts" */ '../schedules/MyShiftsScreen'),
);
const scheduleRules = lazyScreen(
  () => import(/* webpackChunkName: "route-schedule-rules" */ '../schedules/LabourRulesScreen'),
);
const timesheets = lazyScreen(
  () => import(/* webpackChunkName: "route-timesheets" */ '../timesheets/TimesheetsScreen'),
);
const deadJobs = lazyScreen(
  () => import(/* webpackChunkName: "route-admin-jobs" */ '../jobs/DeadJobsScreen'),
);
const vitalsReport = lazyScreen(
  () => import(/* webpackChunkName: "route-admin-vitals" */ '../vitals/VitalsScreen'),
);
const hiringInterviews = lazyScreen(
  () => import(/* webpackChunkName: "route-hiring-interviews" */ '../interviews/InterviewsScreen'),
);
const interviewBooking = lazyScreen(
  () => import(/* webpackChunkName: "route-interview-booking" */ '../interviews/BookingScreen'),
);
const statusPage = lazyScreen(() => import(/* webpackChunkName: "route-status" */ '../errors/StatusPage'));

/** A signed-in screen inside the application layout, rendered in the browser only, behind its need. */
function appRoute(
  path: string,
  requires: PageNeed,
  chunk: string,
  titleKey: string,
  screen: ScreenRoute['screen'],
  heading?: ScreenRoute['heading'],
): ScreenRoute {
  return {
    path,
    access: 'authenticated',
    requires,
    layout: 'app',
    serverRendered: false,
    chunk,
    titleKey,
    heading,
    screen,
  };
}

/** The heading of a screen whose h1 is a `dashboard__title`. */
const dashboardHeading = (key: string) => ({ key, className: 'dashboard__title' });

/**
 * The routing status pages (spec 000 §8): public and unframed. Rendered on the server (static
 * text and links): complete HTML until the visitor engages, like the other guest pages (#30: in
 * the browser alone they booted the whole app at load, Lighthouse TBT 0.8–3.7 s).
 */
function statusRoute(code: string): ScreenRoute {
  return {
    path: `/${code}`,
    access: 'public',
    layout: 'bare',
    serverRendered: true,
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
    dashboardHeading('dashboard.hiring.title'),
  ),
  appRoute(
    Routes.jobAds,
    'HIRING',
    'route-job-ads',
    'jobAds.documentTitle',
    jobAds,
    dashboardHeading('jobAds.title'),
  ),
  appRoute(
    Routes.hiringApplications,
    'HIRING',
    'route-hiring-inbox',
    'hiring.inbox.documentTitle',
    hiringInbox,
    { key: 'hiring.inbox.title', className: 'hiring__title' },
  ),
  appRoute(
    Routes.hiringApplication,
    'HIRING',
    'route-hiring-application',
    'hiring.application.documentTitle',
    hiringApplication,
  ),
  appRoute(
    Routes.memberApplication,
    'MEMBER',
    'route-hiring-application',
    'hiring.application.documentTitle',
    hiringApplication,
  ),
  appRoute(
    Routes.ttsDashboard,
    'TTS_DASHBOARD',
    'route-tts-dashboard',
    'dashboard.tts.title',
    ttsDashboard,
    dashboardHeading('dashboard.tts.title'),
  ),
  appRoute(
    Routes.hiringReport,
    'HIRING',
    'route-hiring-report',
    'hiringDashboards.report.title',
    hiringReport,
  ),
  appRoute(Routes.schedule, 'SCHEDULING', 'route-schedule', 'schedules.landing.title', scheduleLanding),
  appRoute(Routes.scheduleWeek, 'SCHEDULING', 'route-schedule-week', 'schedules.week.title', scheduleWeek),
  appRoute(Routes.myShifts, 'SIGNED_IN', 'route-my-shifts', 'schedules.mine.title', myShifts),
  appRoute(
    Routes.scheduleRules,
    'SCHEDULING',
    'route-schedule-rules',
    'scheduleAvailability.rules.title',
    scheduleRules,
  ),
  appRoute(
    Routes.gpMainDashboard,
    'HALO_DASHBOARD',
    'route-halo-dashboard',
    'dashboard.halo.title',
    haloDashboard,
    dashboardHeading('dashboard.halo.title'),
  ),
  appRoute(
    Routes.parentMainDashboard,
    'HALO_DASHBOARD',
    'route-halo-dashboard',
    'dashboard.halo.title',
    haloDashboard,
    dashboardHeading('dashboard.halo.title'),
  ),
  appRoute(
    Routes.riskDashboard,
    'RISK_DASHBOARD',
    'route-risk-dashboard',
    'attestation.risk.title',
    riskDashboard,
    dashboardHeading('attestation.risk.title'),
  ),
  appRoute(
    Routes.engagementDashboard,
    'ENGAGEMENT_DASHBOARD',
    'route-engagement',
    'rewards.engagement.title',
    engagementDashboard,
    dashboardHeading('rewards.engagement.title'),
  ),
  // Rewards and recognition (spec 001 §2; issue #17): `:path` is the brand's id. The screens ask
  // the server for MANAGE_REWARDS on that brand (SettingsGate), so the page need is EMPLOYER.
  appRoute(
    '/settings/:path/rewards-and-recognition/*',
    'EMPLOYER',
    'route-rewards-settings',
    'rewards.settings.title',
    rewardsSettings,
  ),
  // Without a brand in the path: the context brand's page (the screens redirect to it).
  appRoute(
    '/settings/rewards-and-recognition/*',
    'EMPLOYER',
    'route-rewards-settings',
    'rewards.settings.title',
    rewardsSettings,
  ),
  appRoute(
    '/rewards-and-recognition/*',
    'EMPLOYER',
    'route-rewards',
    'rewards.management.documentTitle',
    rewardsManagement,
  ),
  appRoute(
    '/:path/rewards-and-recognition/*',
    'EMPLOYER',
    'route-rewards',
    'rewards.management.documentTitle',
    rewardsManagement,
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
    { ...dashboardHeading('search.resultsTitle'), params: { term: 'searchTerm' } },
  ),
  appRoute(
    BRAND_PROFILE_ROUTE,
    'EMPLOYER',
    'route-brand-profile',
    'brandData.profile.documentTitle',
    brandProfile,
  ),
  appRoute(
    PREFERENCES_ROUTE,
    'EMPLOYER',
    'route-preferences',
    'brandData.preferences.documentTitle',
    preferences,
  ),
  // Clock-out attestation settings (spec 000 §2, 001 §2); `:path` is the brand id, else the
  // context brand. The per-brand authorisation call decides inside the screen (SettingsGate).
  appRoute(
    Routes.attestationSettings,
    'EMPLOYER',
    'route-attestation',
    'attestation.title',
    attestationSettings,
  ),
  appRoute(
    '/settings/:path/clockout-attestation',
    'EMPLOYER',
    'route-attestation',
    'attestation.title',
    attestationSettings,
  ),
  appRoute(
    '/clockout-attestation/management/:id?',
    'EMPLOYER',
    'route-attestation-editor',
    'attestation.editor.documentTitle',
    attestationEditor,
  ),
  appRoute(
    '/:path/clockout-attestation/management/:id?',
    'EMPLOYER',
    'route-attestation-editor',
    'attestation.editor.documentTitle',
    attestationEditor,
  ),
  appRoute(Routes.tagSettings, 'EMPLOYER', 'route-tag-manager', 'tags.manager.title', tagManager),
  appRoute(Routes.logbook, 'LOGBOOK', 'route-logbook', 'logbook.title', logbook),
  appRoute('/settings/:path/tags', 'EMPLOYER', 'route-tag-manager', 'tags.manager.title', tagManager),
  appRoute(Routes.talentPools, 'HIRING', 'route-talent-pools', 'tags.pool.title', talentPools),
  appRoute(Routes.hiringTeam, 'HIRING', 'route-hiring-team', 'hiringTeam.list.title', hiringTeam),
  appRoute(
    Routes.hiringPositions,
    'HIRING',
    'route-hiring-positions',
    'hiringSetup.positions.title',
    hiringPositions,
  ),
  appRoute(Routes.memberTalentPools, 'MEMBER', 'route-candidate-pools', 'tags.mine.title', candidatePools, {
    key: 'tags.mine.title',
    className: '',
  }),
  appRoute(Routes.profile, 'SIGNED_IN', 'route-profile', 'media.profile.documentTitle', profile, {
    key: 'media.profile.title',
    className: 'media-screen__title',
  }),
  appRoute(Routes.brandMedia, 'HIRING', 'route-media', 'media.documentTitle', mediaLibrary),
  // Issue #33: the time clock opens with no network at all (its queue and copy are on the phone).
  {
    ...appRoute(Routes.timeClock, 'SIGNED_IN', 'route-time-clock', 'timeClock.title', timeClock, {
      key: 'timeClock.title',
      className: 'time-clock__title',
    }),
    offline: true,
  },
  appRoute(Routes.timesheets, 'SCHEDULING', 'route-timesheets', 'timesheets.title', timesheets),
  // The job queue's dead-letter list (issue #35): the server answers platform administrators only.
  appRoute('/admin/jobs', 'SIGNED_IN', 'route-admin-jobs', 'jobs.documentTitle', deadJobs),
  // Real users' vitals per route (issue #30): the server answers platform administrators only.
  appRoute('/admin/vitals', 'SIGNED_IN', 'route-admin-vitals', 'vitals.documentTitle', vitalsReport),
  appRoute(
    Routes.hiringInterviews,
    'HIRING',
    'route-hiring-interviews',
    'interviews.documentTitle',
    hiringInterviews,
  ),
  // The candidate's booking page (issue #35): public, the signed link is the key. The server
  // reads the page behind the link while it renders it (issue #30).
  {
    path: Routes.interviewBooking,
    access: 'public',
    layout: 'auth',
    prompt: 'none',
    serverRendered: true,
    chunk: 'route-interview-booking',
    titleKey: 'interviews.booking.documentTitle',
    screen: interviewBooking,
  },
  statusRoute('404'),
  statusRoute('403'),
  statusRoute('405'),
];

/** The need a signed-in path declares (its route's `requires`), or undefined for another path. */
export function requirementOf(path: string): PageNeed | undefined {
  return appRoutes.find((route) => route.path === path)?.requires;
}
