/** The paths domain rules send users to (spec 000 §2). */
export const Routes = {
  dashboard: '/dashboard',
  memberDashboard: '/dashboard/member',
  ttsDashboard: '/dashboard/tts',
  hiringDashboard: '/dashboard/hiring',
  /** The employer inbox (issue #13); filters in the query: position, location, status, unread, archived. */
  hiringApplications: '/hiring/applications',
  /** One application in the employer inbox: `${hiringApplications}/:applicationId`. */
  hiringApplication: '/hiring/applications/:applicationId',
  /** One of the candidate's applications and its thread. */
  memberApplication: '/dashboard/member/applications/:applicationId',
  /** The job-ad provider's campaigns (issue #18; the path is our design). */
  jobAds: '/hiring/job-ads',
  /** Not named by the spec; the hiring report of issue #13. */
  hiringReport: '/hiring/report',
  schedule: '/schedule',
  /** The manager's week grid of a location (issue #34): ?location=<id>&week=<Monday>. */
  scheduleWeek: '/schedule/week',
  /** The employee's shifts, offers and takes (issue #34; our design). */
  myShifts: '/my-shifts',
  /** A location's labour rules, the manager's settings (issue #34; our design). */
  scheduleRules: '/schedule/rules',
  accessPortal: '/access-portal/main',
  gpMainDashboard: '/enterprise-dashboards/gp-main-dashboard',
  parentMainDashboard: '/enterprise-dashboards/parent-main-dashboard',
  riskDashboard: '/enterprise-dashboards/risk-dashboard',
  /** Not named by the spec; our design for the saved HARRI_ENGAGE preference. */
  engagementDashboard: '/enterprise-dashboards/engagement-dashboard',
  /** Clock-out attestation questions of the context brand (spec 000 §2). */
  attestationSettings: '/settings/clockout-attestation',
  /** The tag manager of the context brand (issue #14); settings/{brand id}/tags names a brand. */
  tagSettings: '/settings/tags',
  /** The manager's logbook of the context location, or the week overview above locations (issue #36). */
  logbook: '/logbook',
  /** Candidates by tag across the brands the user may see (issue #14). */
  talentPools: '/hiring/talent-pools',
  /** The context brand's team, each person opening their card (issue #13; our design). */
  hiringTeam: '/hiring/team',
  /** The context brand's position settings, positions and their approvals to recruit (issue #13; our design). */
  hiringPositions: '/hiring/positions',
  /** The candidate's own talent pools and their opt-out (issue #14; our design). */
  memberTalentPools: '/dashboard/member/talent-pools',
  /** The employee's time clock (issue #33), for anyone with a schedulable membership. */
  timeClock: '/time-clock',
  /** A manager's timesheets of a location's week (issue #33): approve, edit, export. */
  timesheets: '/time/timesheets',
  login: '/user/login',
  logout: '/user/logout',
  signup: '/user/signup',
  maintenance: '/maintenance',
  accountSuspension: '/account-suspension',
  /** The signed-in user's profile (photo); our design, reached from the user menu. */
  profile: '/profile',
  /** A brand's media library; our design (issue #15). */
  brandMedia: '/brands/:brandId/media',
  /** The managers' interview calendar and availability (issue #35): ?location=&view=availability. */
  hiringInterviews: '/hiring/interviews',
  /** The job queue's dead letters, for platform administrators only (issue #35). */
  adminJobs: '/admin/jobs',
  /** Real users' vitals per route, for platform administrators only (issue #30). */
  adminVitals: '/admin/vitals',
  /** The candidate's booking page behind a signed link, no sign-in (issue #35). */
  interviewBooking: '/interview/:token',
} as const;
export type RoutePath = (typeof Routes)[keyof typeof Routes];
