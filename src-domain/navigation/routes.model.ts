/** The paths domain rules send users to (spec 000 §2). */
export const Routes = {
  dashboard: '/dashboard',
  memberDashboard: '/dashboard/member',
  ttsDashboard: '/dashboard/tts',
  hiringDashboard: '/dashboard/hiring',
  /** Not named by the spec; the hiring report of issue #13. */
  hiringReport: '/hiring/report',
  schedule: '/schedule',
  accessPortal: '/access-portal/main',
  gpMainDashboard: '/enterprise-dashboards/gp-main-dashboard',
  parentMainDashboard: '/enterprise-dashboards/parent-main-dashboard',
  riskDashboard: '/enterprise-dashboards/risk-dashboard',
  /** Not named by the spec; our design for the saved HARRI_ENGAGE preference. */
  engagementDashboard: '/enterprise-dashboards/engagement-dashboard',
  login: '/user/login',
  logout: '/user/logout',
  signup: '/user/signup',
  maintenance: '/maintenance',
  accountSuspension: '/account-suspension',
} as const;
export type RoutePath = (typeof Routes)[keyof typeof Routes];
