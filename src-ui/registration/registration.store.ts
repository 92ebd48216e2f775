import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AppConfig } from '../../src-domain/configuration/app-config.model';
import { loginError } from '../../src-domain/login-errors/login-error.rules';
import { validatePassword } from '../../src-domain/password/password-validation.rules';
import { evaluatePassword, type PasswordEvaluation } from '../../src-domain/password/password.rules';
import {
  emailStatus,
  looksLikeEmail,
  type EmailStatus,
} from '../../src-domain/registration/email-status.rules';
import { RegistrationApiPort, type Currency } from '../../src-domain/registration/registration-api.port';
import { registrationPayload } from '../../src-domain/registration/registration.model';
import {
  acceptUsernameSuggestion,
  usernameStatus,
  type UsernameStatus,
} from '../../src-domain/registration/username.rules';
import { serverErrorCode, serverFailureMessage, ssoProvider } from '../account/server-message';
import type { FormMessage } from '../account/form-message';
import { passwordErrorKey } from '../account/password-keys';

/** Which registration: job seeker (/user/candidate, /candidate, /signup) or employer. */
export type RegistrationKind = 'candidate' | 'employer';

type Field =
  'firstName' | 'lastName' | 'email' | 'username' | 'password' | 'phone' | 'brandName' | 'currency';
/** i18n keys of what is wrong, per field. */
export type RegistrationErrors = Partial<Record<Field, string>>;

/**
 * Candidate and employer registration (spec 000 §2, §4, §5): the password meter and its
 * messages, the email status check (used / unverified with an activation link sent /
 * DRAFT_NO_PASSWORD), the username check with a suggestion, an optional phone, employers'
 * business name and currency. Success means an activation link is in the user's inbox.
 */
@injectable()
export class RegistrationStore {
  kind: RegistrationKind = 'candidate';
  firstName = '';
  lastName = '';
  email = '';
  username = '';
  password = '';
  phone: string | undefined = undefined;
  phoneInvalid = false;
  brandName = '';
  currencyId: number | undefined = undefined;
  currencies: readonly Currency[] = [];
  currenciesState: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  emailCheck: EmailStatus | undefined = undefined;
  /** Set when the email's domain must sign in through its group's provider: that provider. */
  ssoProvider: string | undefined = undefined;
  checkingEmail = false;
  usernameCheck: UsernameStatus | undefined = undefined;
  checkingUsername = false;
  errors: RegistrationErrors = {};
  failure: FormMessage | undefined = undefined;
  busy = false;
  attempts = 0;
  /** The email the activation link went to, once registered. */
  registeredEmail: string | undefined = undefined;
  recaptchaToken: string | undefined = undefined;

  constructor(
    @inject(RegistrationApiPort) private readonly api: RegistrationApiPort,
    @inject(AppConfig) private readonly config: AppConfig,
  ) {
    makeAutoObservable<RegistrationStore, 'api' | 'config'>(this, { api: false, config: false });
  }

  /** Starts a fresh form of `kind` (on entering the screen); employers load the currencies. */
  start(kind: RegistrationKind): void {
    if (this.kind !== kind || this.registeredEmail) this.clear();
    this.kind = kind;
  }

  /** The strength of the password as typed (spec 000 §4 meter states). */
  get evaluation(): PasswordEvaluation {
    return evaluatePassword(this.password, this.email);
  }

  get recaptchaRequired(): boolean {
    return this.config.recaptchaSiteKey !== '';
  }

  get hasErrors(): boolean {
    return this.failure !== undefined || Object.values(this.errors).some(Boolean);
  }

  set(field: 'firstName' | 'lastName' | 'brandName' | 'password', value: string): void {
    this[field] = value;
    this.errors[field] = undefined;
  }

  setEmail(value: string): void {
    this.email = value;
    this.emailCheck = undefined;
    this.ssoProvider = undefined;
    this.errors.email = undefined;
  }

  setUsername(value: string): void {
    this.username = value;
    this.usernameCheck = undefined;
    this.errors.username = undefined;
  }

  /**
   * The phone widget's value: E.164 when valid, undefined with `invalid` when typed but wrong
   * (the widget keeps the text, so nothing the user typed is lost).
   */
  setPhone(value: string | undefined, invalid: boolean): void {
    this.phone = value;
    this.phoneInvalid = invalid;
    this.errors.phone = undefined;
  }

  setCurrency(id: number | undefined): void {
    this.currencyId = id;
    this.errors.currency = undefined;
  }

  setRecaptchaToken(token: string | undefined): void {
    this.recaptchaToken = token;
  }

  /** Loads the currency list once (employers); after a failure the form says so and calling again retries. */
  async loadCurrencies(): Promise<void> {
    if (this.currenciesState === 'loading' || this.currenciesState === 'loaded') return;
    this.currenciesState = 'loading';
    try {
      const list = await this.api.currencies();
      runInAction(() => {
        this.currencies = list;
        this.currenciesState = 'loaded';
        this.currencyId ??= list.find((currency) => currency.code === 'USD')?.id ?? list[0]?.id;
      });
    } catch {
      runInAction(() => (this.currenciesState = 'failed'));
    }
  }

  /** Checks the email on leaving the field (spec 000 §4 email statuses). */
  async checkEmail(): Promise<void> {
    const email = this.email.trim();
    if (email === '') return;
    if (!looksLikeEmail(email)) {
      this.errors.email = 'registration.validation.emailInvalid';
      return;
    }
    this.checkingEmail = true;
    try {
      const answer = await this.api.checkEmail(email);
      runInAction(() => {
        if (this.email.trim() !== email) return;
        this.emailCheck = emailStatus(answer);
        this.errors.email = emailErrorKey(this.emailCheck);
      });
    } catch (error) {
      runInAction(() => {
        if (this.email.trim() !== email) return;
        const code = serverErrorCode(error);
        if (code === 'INVALID_EMAIL_ADDRESS') this.errors.email = 'registration.validation.emailInvalid';
        else if (code === SSO_REQUIRED) this.refuseSso(error);
      });
    } finally {
      runInAction(() => (this.checkingEmail = false));
    }
  }

  /** Checks the username on leaving the field; a taken name comes with a suggestion. */
  async checkUsername(): Promise<void> {
    const username = this.username.trim();
    if (username === '') return;
    if (/\s/.test(username)) {
      this.errors.username = 'registration.validation.usernameInvalid';
      return;
    }
    this.checkingUsername = true;
    try {
      const answer = await this.api.checkUsername(username);
      runInAction(() => {
        if (this.username.trim() !== username) return;
        this.usernameCheck = usernameStatus(answer);
        this.errors.username =
          this.usernameCheck.kind === 'taken' ? 'registration.usernameStatus.taken' : undefined;
      });
    } catch {
      // The check is a convenience: the registration itself refuses a taken name.
    } finally {
      runInAction(() => (this.checkingUsername = false));
    }
  }

  /** Takes the server's suggested username (domain `acceptUsernameSuggestion`). */
  acceptSuggestion(): void {
    if (!this.usernameCheck) return;
    this.username = acceptUsernameSuggestion(this.username, this.usernameCheck);
    this.usernameCheck = { kind: 'available' };
    this.errors.username = undefined;
  }

  /** Validates everything, then registers. Resolves true when the account was created. */
  async submit(): Promise<boolean> {
    this.failure = undefined;
    this.errors = this.validate();
    if (this.hasErrors) {
      this.attempts += 1;
      return false;
    }
    this.busy = true;
    try {
      const email = this.email.trim();
      await this.api.register({
        payload: registrationPayload({
          first_name: this.firstName,
          last_name: this.lastName,
          user_type: this.kind === 'employer' ? 'EMPLOYER' : 'CANDIDATE',
          ...(this.kind === 'employer'
            ? {
                brandName: this.brandName,
                ...(this.currencyId !== undefined ? { currencyId: this.currencyId } : {}),
              }
            : {}),
        }),
        email,
        password: this.password,
        username: this.username.trim() || undefined,
        phone: this.phone,
        recaptchaToken: this.recaptchaToken,
      });
      runInAction(() => {
        this.registeredEmail = email;
        this.password = '';
      });
      return true;
    } catch (error) {
      runInAction(() => this.refused(error));
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
        if (this.hasErrors) this.attempts += 1;
      });
    }
  }

  private validate(): RegistrationErrors {
    const errors: RegistrationErrors = {};
    if (this.firstName.trim() === '') errors.firstName = 'registration.validation.firstNameRequired';
    const email = this.email.trim();
    if (email === '') errors.email = 'registration.validation.emailRequired';
    else if (!looksLikeEmail(email)) errors.email = 'registration.validation.emailInvalid';
    else if (this.ssoProvider !== undefined) errors.email = SSO_REQUIRED_KEY;
    else if (this.emailCheck) errors.email = emailErrorKey(this.emailCheck);
    if (/\s/.test(this.username.trim())) errors.username = 'registration.validation.usernameInvalid';
    else if (this.usernameCheck?.kind === 'taken') errors.username = 'registration.usernameStatus.taken';
    const password = validatePassword(this.password, email);
    if (password) errors.password = passwordErrorKey(password.code);
    if (this.phoneInvalid) errors.phone = 'registration.validation.phoneInvalid';
    if (this.kind === 'employer') {
      if (this.brandName.trim() === '') errors.brandName = 'registration.validation.brandNameRequired';
      if (this.currenciesState === 'loaded' && this.currencyId === undefined) {
        errors.currency = 'registration.validation.currencyRequired';
      }
    }
    return errors;
  }

  private refused(error: unknown): void {
    const code = serverErrorCode(error);
    if (code === SSO_REQUIRED) this.refuseSso(error);
    else if (code === 'IDENTITY.EMAIL_TAKEN') this.errors.email = 'registration.emailStatus.used';
    else if (code === 'IDENTITY.USERNAME_TAKEN') this.errors.username = 'registration.usernameStatus.taken';
    else if (code === 'IDENTITY.INVALID_EMAIL' || code === 'INVALID_EMAIL_ADDRESS') {
      this.errors.email = 'registration.validation.emailInvalid';
    } else if (code === 'IDENTITY.INVALID_PASSWORD' || code?.startsWith('PASSWORD.')) {
      this.errors.password = 'password.errors.WEAK';
    } else if (code === 'INVALID_PHONE_NUMBER') this.errors.phone = 'registration.validation.phoneInvalid';
    else if (code && loginError(code).key !== 'login.errors.UNKNOWN')
      this.failure = { key: loginError(code).key };
    else this.failure = serverFailureMessage(error, 'registration.failed');
  }

  /** The email's group signs in through its own provider: say so beside the email. */
  private refuseSso(error: unknown): void {
    this.ssoProvider = ssoProvider(error);
    this.errors.email = SSO_REQUIRED_KEY;
  }

  private clear(): void {
    this.firstName = '';
    this.lastName = '';
    this.email = '';
    this.username = '';
    this.password = '';
    this.phone = undefined;
    this.phoneInvalid = false;
    this.brandName = '';
    this.emailCheck = undefined;
    this.ssoProvider = undefined;
    this.usernameCheck = undefined;
    this.errors = {};
    this.failure = undefined;
    this.busy = false;
    this.attempts = 0;
    this.registeredEmail = undefined;
    this.recaptchaToken = undefined;
  }
}

/** The server's refusal of an email of an SSO-only domain (spec 000 §5), and its message key. */
const SSO_REQUIRED = 'REGISTRATION.SSO_REQUIRED';
const SSO_REQUIRED_KEY = 'registration.emailStatus.ssoRequired';

/** The field error of an email status: used and unverified accounts cannot register again. */
function emailErrorKey(status: EmailStatus): string | undefined {
  switch (status.kind) {
    case 'available':
      return undefined;
    case 'used':
      return 'registration.emailStatus.used';
    case 'unverified':
      return 'registration.emailStatus.unverified';
  }
}
