import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AppConfig } from '../../src-domain/configuration/app-config.model';
import { StorageKey } from '../../src-domain/consent/storage-keys.rules';
import { AccountApiPort, type MfaStatus } from '../../src-domain/account/account-api.port';
import { mustSetUpMfa } from '../../src-domain/account/mfa.rules';
import { IdentityPort } from '../../src-domain/identity/identity.port';
import { loginError, type LoginErrorMessage } from '../../src-domain/login-errors/login-error.rules';
import { NavigationPort } from '../../src-domain/navigation/navigation.port';
import { emailStatus } from '../../src-domain/registration/email-status.rules';
import { RegistrationApiPort } from '../../src-domain/registration/registration-api.port';
import { LOGIN_CLEANUP_KEYS } from '../../src-domain/session/logout.rules';
import type { CustomChallengeName, SignInOutcome } from '../../src-domain/session/session.model';
import { KeyValueStoragePort } from '../../src-domain/storage/key-value-storage.port';
import { ClockPort } from '../../src-domain/time/clock.port';
import { SessionStore } from '../session/session.store';

/** The MFA set-up screen (spec 000 §2 /user/setup-mfa). */
export const MFA_SETUP_PATH = '/user/setup-mfa';

/** The login-catalogue code of a sign-in refused because the account was never activated. */
const UNCONFIRMED = 'USER_NOT_CONFIRMED';

/** How the session began, kept under `h_login_type` (spec 001 storage registry). */
export type LoginType = 'PASSWORD' | 'MAGIC_LINK' | 'CORPORATE' | 'SOCIAL';

/** Field errors are i18n keys; the view translates them. */
export interface LoginFieldErrors {
  email?: string;
  password?: string;
}

/**
 * The login form and the sign-in flows of /user/login and /qsrlogin (spec 000 §2, §4, §8):
 * password sign-in (with a reCAPTCHA token when configured), the corporate shadow-session
 * token, the magic link, the MFA set-up redirect and the error catalogue. On success the
 * session is restored; the route's guest gate then sends the user to `ref` or /dashboard.
 */
@injectable()
export class LoginStore {
  email = '';
  password = '';
  recaptchaToken: string | undefined = undefined;
  fieldErrors: LoginFieldErrors = {};
  recaptchaError: string | undefined = undefined;
  /** The failure of the last attempt, from the login error catalogue. */
  failure: LoginErrorMessage | undefined = undefined;
  /**
   * True when the last attempt was refused for an unverified account and the server confirmed it
   * sent a new activation link (spec 000 §5: 'An account activation link has been sent to you…').
   */
  activationLinkSent = false;
  busy = false;
  /** Counts refused or failed submissions: the view moves focus and resets reCAPTCHA on change. */
  attempts = 0;

  constructor(
    @inject(IdentityPort) private readonly identity: IdentityPort,
    @inject(AccountApiPort) private readonly account: AccountApiPort,
    @inject(NavigationPort) private readonly navigation: NavigationPort,
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(KeyValueStoragePort) private readonly storage: KeyValueStoragePort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(RegistrationApiPort) private readonly registration: RegistrationApiPort,
  ) {
    makeAutoObservable<
      LoginStore,
      'identity' | 'account' | 'navigation' | 'config' | 'session' | 'storage' | 'clock' | 'registration'
    >(this, {
      identity: false,
      account: false,
      registration: false,
      navigation: false,
      config: false,
      session: false,
      storage: false,
      clock: false,
    });
  }

  /** True when the form must carry a reCAPTCHA token (a site key is configured). */
  get recaptchaRequired(): boolean {
    return this.config.recaptchaSiteKey !== '';
  }

  get hasErrors(): boolean {
    return (
      this.failure !== undefined ||
      this.recaptchaError !== undefined ||
      Object.values(this.fieldErrors).some(Boolean)
    );
  }

  setEmail(value: string): void {
    this.email = value;
    this.fieldErrors.email = undefined;
  }

  setPassword(value: string): void {
    this.password = value;
    this.fieldErrors.password = undefined;
  }

  setRecaptchaToken(token: string | undefined): void {
    this.recaptchaToken = token;
    if (token) this.recaptchaError = undefined;
  }

  /** Shows the catalogue message of an `error_code` query parameter (spec 000 §8). */
  showErrorCode(code: string | undefined): void {
    this.failure = code ? loginError(code) : undefined;
  }

  /** Forgets the form (leaving the screen): nothing typed outlives the page. */
  reset(): void {
    this.email = '';
    this.password = '';
    this.recaptchaToken = undefined;
    this.fieldErrors = {};
    this.recaptchaError = undefined;
    this.failure = undefined;
    this.activationLinkSent = false;
    this.busy = false;
    this.attempts = 0;
  }

  /**
   * The user is about to sign in (focus entered the form): the identity gets ready meanwhile.
   * Resolves once it is (never rejects).
   */
  prepare(): Promise<void> {
    return this.identity.prepareSignIn?.() ?? Promise.resolve();
  }

  /** Validates, then signs in with email and password. Resolves true once signed in. */
  async submit(): Promise<boolean> {
    const errors: LoginFieldErrors = {};
    if (this.email.trim() === '') errors.email = 'login.validation.emailRequired';
    if (this.password === '') errors.password = 'login.validation.passwordRequired';
    this.fieldErrors = errors;
    this.failure = undefined;
    this.recaptchaError =
      this.recaptchaRequired && !this.recaptchaToken ? 'login.validation.recaptchaRequired' : undefined;
    if (errors.email || errors.password || this.recaptchaError) {
      this.attempts += 1;
      return false;
    }
    return this.run('PASSWORD', () =>
      this.identity.signIn(this.email.trim(), this.password, this.recaptchaToken),
    );
  }

  /**
   * Starts the shadow session a corporate user opened from the corporate host (spec 000 §4):
   * CUSTOM_AUTH with the CORPORATE_USER_ACCESS_TOKEN challenge answered by the one-time token.
   */
  signInWithCorporateToken(username: string, token: string): Promise<boolean> {
    return this.run('CORPORATE', () => this.challenge(username, 'CORPORATE_USER_ACCESS_TOKEN', token));
  }

  /**
   * Magic link: the token is stored (h_magic_link_token), then CUSTOM_AUTH answers the
   * MASTER_ACCOUNT_TOKEN challenge with it; with no stored token the identity service fails
   * with MASTER_ACCOUNT_TOKEN_NOT_FOUND (spec 000 §4), shown from the catalogue.
   */
  signInWithMagicLink(username: string, token: string): Promise<boolean> {
    return this.run('MAGIC_LINK', () => {
      this.storage.set(StorageKey.magicLinkToken, token);
      return this.challenge(username, 'MASTER_ACCOUNT_TOKEN', token);
    });
  }

  /**
   * Completes a sign-in that another flow (the social popup) obtained: the same success path
   * (login time, MFA check, session restore). Resolves true once signed in.
   */
  async completeSignIn(outcome: SignInOutcome, loginType: LoginType): Promise<boolean> {
    return this.run(loginType, async () => outcome, { keepStoredEntries: true });
  }

  private async challenge(
    username: string,
    name: CustomChallengeName,
    answer: string,
  ): Promise<SignInOutcome> {
    if (this.identity.signInWithChallenge) {
      const outcome = await this.identity.signInWithChallenge(username, name, answer);
      return outcome.kind === 'custom-challenge'
        ? this.identity.answerCustomChallenge(outcome.challengeName, answer)
        : outcome;
    }
    return this.identity.answerCustomChallenge(name, answer);
  }

  private async run(
    loginType: LoginType,
    attempt: () => Promise<SignInOutcome>,
    options: { keepStoredEntries?: boolean } = {},
  ): Promise<boolean> {
    this.busy = true;
    this.failure = undefined;
    this.activationLinkSent = false;
    try {
      // Locally stored authentication entries are cleared before a login (spec 000 §4).
      if (!options.keepStoredEntries) LOGIN_CLEANUP_KEYS.forEach((key) => this.storage.remove(key));
      return await this.session.whileOpening(async () => this.settle(await attempt(), loginType));
    } catch {
      runInAction(() => (this.failure = loginError('UNKNOWN')));
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
        if (this.failure) this.attempts += 1;
      });
    }
  }

  private async settle(outcome: SignInOutcome, loginType: LoginType): Promise<boolean> {
    switch (outcome.kind) {
      case 'failed': {
        // An unverified account is told so, and sent a new activation link (spec 000 §5).
        const sent =
          outcome.code === UNCONFIRMED && loginType === 'PASSWORD' && (await this.resendActivation());
        runInAction(() => {
          this.failure = loginError(outcome.code);
          this.activationLinkSent = sent;
        });
        return false;
      }
      case 'custom-challenge':
        // A challenge nobody answers here is a misconfigured flow, not the user's fault.
        runInAction(() => (this.failure = loginError('UNKNOWN')));
        return false;
      case 'mfa-setup-required':
        // Our set-up screen, whatever path the identity service names (spec 000 §2).
        this.navigation.redirect(MFA_SETUP_PATH);
        return true;
      case 'signed-in': {
        this.storage.set(StorageKey.loginType, loginType);
        this.storage.set(StorageKey.loginTime, String(this.clock.now()));
        // MFA decides first (once the session is restored the guest gate leaves for the
        // dashboard); both come with the one session bootstrap read.
        // A gateway without the bootstrap (or a failed read) leaves the MFA status to read here.
        const mfaPassed = this.session
          .mfaStatusAtSignIn()
          .then(async (mfa) => !mustSetUpMfa(mfa ?? (await this.mfaStatus())));
        const restored = this.session.restoreAfterMfaCheck(mfaPassed);
        if (await mfaPassed) await restored;
        else this.navigation.redirect(MFA_SETUP_PATH);
        return true;
      }
    }
  }

  /**
   * Asks for a new activation link for the typed e-mail (validateEmail sends one for an account
   * never activated). Resolves whether the server says it sent one; never rejects.
   */
  private async resendActivation(): Promise<boolean> {
    try {
      const status = emailStatus(await this.registration.checkEmail(this.email.trim()));
      return status.kind === 'unverified' && status.activationLinkSent;
    } catch {
      return false;
    }
  }

  /** The MFA requirement, or undefined when it cannot be read (the sign-in goes on). */
  private async mfaStatus(): Promise<MfaStatus | undefined> {
    try {
      return await this.account.mfaStatus();
    } catch {
      return undefined;
    }
  }
}
