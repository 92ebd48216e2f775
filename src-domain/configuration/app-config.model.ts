import { token } from '../shared/token';

/**
 * The public configuration the client runs with (served as /config.json and embedded in
 * server-rendered pages). Values only: nothing here is a secret.
 */
export interface AppConfig {
  readonly identity: {
    readonly endpoint: string;
    readonly userPoolId: string;
    readonly clientId: string;
    readonly authFlow: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH';
    readonly region: string;
  };
  readonly origins: {
    readonly public: string;
    readonly auth: string;
    readonly corporate: string;
    readonly legacyApp: string;
  };
  /** Base of `{lng}.json` translation files, e.g. '/locales' or a CDN URL. */
  readonly cdnLocalesUrl: string;
  readonly mapsApiKey: string;
  /** Empty when reCAPTCHA is off. */
  readonly recaptchaSiteKey: string;
  /** The job-ad provider's consent page and our client id there (issue #18; the sandbox locally). */
  readonly jobAds: {
    readonly authorizeUrl: string;
    readonly clientId: string;
  };
  /**
   * The external sign-in source (spec 000 §4: `external_auth.source`, e.g. 'OKTA') whose users
   * see the custom welcome page once; empty: nobody does.
   */
  readonly welcomeAuthSource: string;
}
export const AppConfig = token<AppConfig>('domain.app-config');

/** The login address the authentication layout links to (spec 000 §2 "configured login address"). */
export const LOGIN_PATH = '/user/login';
/** The signup chooser (spec 000 §2). */
export const SIGNUP_PATH = '/user/signup';
