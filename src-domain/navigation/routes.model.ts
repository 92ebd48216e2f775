/** The paths domain rules send users to (spec 000 §2). */
export const Routes = {
  dashboard: '/dashboard',
  memberDashboard: '/dashboard/member',
  ttsDashboard: '/dashboard/tts',
  hiringDashboard: '/dashboard/hiring',
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
  /** The signed-in user's profile (photo); our design, reached from the user menu. */
  profile: '/profile',
  /** A brand's media library; our design (issue #15). */
  brandMedia: '/brands/:brandId/media',
} as const;
export type RoutePath = (typeof Routes)[keyof typeof Routes];
