import { lazyScreen } from '../navigation/lazy-screen';
import type { ScreenRoute } from '../navigation/route.model';

/**
 * Authentication and account screens (spec 000 §2). Guests-only screens (`guest`) send a
 * signed-in user on to `ref` or /dashboard; the screens that make sense before any script runs
 * (login, signup, forgot password, a password reset link) are rendered on the server. Screens that only act (logout,
 * refresh, sso client) are public, unframed and not server-rendered.
 */
/** Candidate registration answers at three addresses (spec 000 §2): one screen, one chunk. */
const candidateRegistration = (path: string): ScreenRoute => ({
  path,
  access: 'guest',
  layout: 'auth',
  prompt: 'login',
  serverRendered: true,
  chunk: 'route-candidate-registration',
  titleKey: 'registration.candidate.documentTitle',
  screen: lazyScreen(
    () =>
      import(
        /* webpackChunkName: "route-candidate-registration" */ '../registration/CandidateRegistrationScreen'
      ),
  ),
});

export const authRoutes: readonly ScreenRoute[] = [
  {
    path: '/user/signup',
    access: 'public',
    layout: 'auth',
    prompt: 'login',
    serverRendered: true,
    chunk: 'route-signup',
    titleKey: 'signup.documentTitle',
    screen: lazyScreen(() => import(/* webpackChunkName: "route-signup" */ '../signup/SignupChooser')),
  },
  {
    path: '/user/login',
    access: 'guest',
    layout: 'auth',
    prompt: 'signup',
    serverRendered: true,
    chunk: 'route-login',
    titleKey: 'login.documentTitle',
    screen: lazyScreen(() => import(/* webpackChunkName: "route-login" */ '../login/LoginScreen')),
  },
  {
    path: '/qsrlogin',
    access: 'guest',
    layout: 'auth',
    prompt: 'none',
    serverRendered: true,
    chunk: 'route-qsr-login',
    titleKey: 'login.qsr.documentTitle',
    screen: lazyScreen(() => import(/* webpackChunkName: "route-qsr-login" */ '../login/QsrLoginScreen')),
  },
  {
    path: '/user/social-callback',
    access: 'public',
    layout: 'bare',
    serverRendered: false,
    chunk: 'route-social-callback',
    titleKey: 'login.social.callbackTitle',
    screen: lazyScreen(
      () => import(/* webpackChunkName: "route-social-callback" */ '../login/SocialCallbackScreen'),
    ),
  },
  ...['/user/candidate', '/candidate', '/signup'].map(candidateRegistration),
  {
    path: '/user/employer',
    access: 'guest',
    layout: 'auth',
    prompt: 'login',
    serverRendered: true,
    chunk: 'route-employer-registration',
    titleKey: 'registration.employer.documentTitle',
    screen: lazyScreen(
      () =>
        import(
          /* webpackChunkName: "route-employer-registration" */ '../registration/EmployerRegistrationScreen'
        ),
    ),
  },
  {
    path: '/light-signup',
    access: 'guest',
    layout: 'auth',
    prompt: 'login',
    serverRendered: true,
    chunk: 'route-light-signup',
    titleKey: 'lightSignup.documentTitle',
    screen: lazyScreen(
      () => import(/* webpackChunkName: "route-light-signup" */ '../registration/LightSignupScreen'),
    ),
  },
  {
    path: '/forgot-password',
    access: 'guest',
    layout: 'auth',
    prompt: 'signup',
    serverRendered: true,
    chunk: 'route-forgot-password',
    titleKey: 'forgotPassword.documentTitle',
    screen: lazyScreen(
      () => import(/* webpackChunkName: "route-forgot-password" */ '../account/ForgotPasswordScreen'),
    ),
  },
  {
    path: '/user/reset/password/token',
    access: 'public',
    layout: 'auth',
    prompt: 'signup',
    // The link's code is checked while the page renders: the page holds the form or the error.
    // The links carry the address too (`email`), which the screen does not read.
    serverRendered: true,
    renderedQuery: ['code', 'token', 'email'],
    chunk: 'route-reset-password',
    titleKey: 'resetPassword.documentTitle',
    screen: lazyScreen(
      () => import(/* webpackChunkName: "route-reset-password" */ '../account/ResetPasswordScreen'),
    ),
  },
  {
    path: '/user/setup-mfa',
    access: 'authenticated',
    requires: 'SIGNED_IN',
    layout: 'auth',
    prompt: 'none',
    serverRendered: false,
    chunk: 'route-setup-mfa',
    titleKey: 'mfa.documentTitle',
    screen: lazyScreen(() => import(/* webpackChunkName: "route-setup-mfa" */ '../account/MfaSetupScreen')),
  },
  {
    path: '/sso_client/:clientId',
    access: 'public',
    layout: 'bare',
    serverRendered: false,
    chunk: 'route-sso-client',
    titleKey: 'logout.ssoTitle',
    screen: lazyScreen(() => import(/* webpackChunkName: "route-sso-client" */ '../account/SsoClientScreen')),
  },
  {
    path: '/user/logout',
    access: 'public',
    layout: 'bare',
    serverRendered: false,
    chunk: 'route-logout',
    titleKey: 'logout.documentTitle',
    screen: lazyScreen(() => import(/* webpackChunkName: "route-logout" */ '../account/LogoutScreen')),
  },
  {
    path: '/user/refresh',
    access: 'public',
    layout: 'bare',
    serverRendered: false,
    chunk: 'route-refresh',
    titleKey: 'logout.refreshTitle',
    screen: lazyScreen(() => import(/* webpackChunkName: "route-refresh" */ '../account/RefreshScreen')),
  },
  {
    path: '/user/shadow-logout',
    access: 'public',
    layout: 'bare',
    serverRendered: false,
    chunk: 'route-shadow-logout',
    titleKey: 'logout.documentTitle',
    screen: lazyScreen(
      () => import(/* webpackChunkName: "route-shadow-logout" */ '../account/ShadowLogoutScreen'),
    ),
  },
  {
    path: '/oauth2',
    access: 'public',
    layout: 'auth',
    prompt: 'none',
    serverRendered: false,
    chunk: 'route-oauth2',
    titleKey: 'oauth.documentTitle',
    screen: lazyScreen(() => import(/* webpackChunkName: "route-oauth2" */ '../account/OAuthCallbackScreen')),
  },
  {
    path: '/maintenance',
    access: 'public',
    layout: 'bare',
    serverRendered: true,
    chunk: 'route-maintenance',
    titleKey: 'holding.maintenance.documentTitle',
    screen: lazyScreen(
      () => import(/* webpackChunkName: "route-maintenance" */ '../account/MaintenanceScreen'),
    ),
  },
  {
    path: '/account-suspension',
    access: 'public',
    layout: 'bare',
    serverRendered: true,
    chunk: 'route-account-suspension',
    titleKey: 'holding.suspension.documentTitle',
    screen: lazyScreen(
      () => import(/* webpackChunkName: "route-account-suspension" */ '../account/AccountSuspensionScreen'),
    ),
  },
];
