import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AppConfig } from '../../src-domain/configuration/app-config.model';
import { validatePassword } from '../../src-domain/password/password-validation.rules';
import { evaluatePassword, type PasswordEvaluation } from '../../src-domain/password/password.rules';
import { looksLikeEmail } from '../../src-domain/registration/email-status.rules';
import {
  RegistrationApiPort,
  type LightSignupInvitation,
} from '../../src-domain/registration/registration-api.port';
import { passwordErrorKey } from '../account/password-keys';
import { serverErrorCode, serverFailureMessage, ssoProvider } from '../account/server-message';
import type { FormMessage } from '../account/form-message';

type Field = 'firstName' | 'email' | 'password';

/**
 * Light signup (spec 000 §3, §7): the invitation is looked up by `code` (no token), then
 * first name, last name, password (and the email when the invitation has none) and the
 * reCAPTCHA response create the account in one call.
 */
@injectable()
export class LightSignupStore {
  code = '';
  lookup: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  data: LightSignupInvitation | undefined = undefined;
  lookupFailure: FormMessage | undefined = undefined;
  firstName = '';
  lastName = '';
  email = '';
  password = '';
  recaptchaToken: string | undefined = undefined;
  errors: Partial<Record<Field, string>> = {};
  failure: FormMessage | undefined = undefined;
  busy = false;
  attempts = 0;
  createdEmail: string | undefined = undefined;

  constructor(
    @inject(RegistrationApiPort) private readonly api: RegistrationApiPort,
    @inject(AppConfig) private readonly config: AppConfig,
  ) {
    makeAutoObservable<LightSignupStore, 'api' | 'config'>(this, { api: false, config: false });
  }

  get evaluation(): PasswordEvaluation {
    return evaluatePassword(this.password, this.data?.email ?? this.email);
  }

  get needsEmail(): boolean {
    return !this.data?.email;
  }

  get hasErrors(): boolean {
    return this.failure !== undefined || Object.values(this.errors).some(Boolean);
  }

  /** Looks the invitation up; the form shows once it is known. */
  async load(code: string | undefined): Promise<void> {
    if (!code) {
      this.lookup = 'failed';
      this.lookupFailure = { key: 'lightSignup.missingCode' };
      return;
    }
    if (code === this.code && this.lookup !== 'failed') return;
    this.code = code;
    this.lookup = 'loading';
    this.createdEmail = undefined;
    try {
      const data = await this.api.lightSignupInvitation(code);
      runInAction(() => {
        this.data = data;
        this.firstName = data.firstName ?? '';
        this.lastName = data.lastName ?? '';
        this.lookup = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.lookup = 'failed';
        this.lookupFailure = serverFailureMessage(error, 'lightSignup.invalid');
      });
    }
  }

  set(field: 'firstName' | 'lastName' | 'email' | 'password', value: string): void {
    this[field] = value;
    if (field !== 'lastName') this.errors[field] = undefined;
  }

  setRecaptchaToken(token: string | undefined): void {
    this.recaptchaToken = token;
  }

  async submit(): Promise<boolean> {
    const errors: Partial<Record<Field, string>> = {};
    if (this.firstName.trim() === '') errors.firstName = 'registration.validation.firstNameRequired';
    if (this.needsEmail) {
      if (this.email.trim() === '') errors.email = 'registration.validation.emailRequired';
      else if (!looksLikeEmail(this.email)) errors.email = 'registration.validation.emailInvalid';
    }
    const password = validatePassword(this.password, this.data?.email ?? this.email);
    if (password) errors.password = passwordErrorKey(password.code);
    this.errors = errors;
    this.failure = undefined;
    if (this.hasErrors) {
      this.attempts += 1;
      return false;
    }
    this.busy = true;
    try {
      const createdEmail = await this.api.completeLightSignup({
        code: this.code,
        firstName: this.firstName.trim(),
        lastName: this.lastName.trim(),
        password: this.password,
        email: this.needsEmail ? this.email.trim() : undefined,
        recaptchaToken: this.recaptchaToken,
      });
      runInAction(() => {
        this.createdEmail = createdEmail;
        this.password = '';
      });
      return true;
    } catch (error) {
      runInAction(() => {
        const code = serverErrorCode(error);
        if (code === 'IDENTITY.EMAIL_TAKEN') this.errors.email = 'registration.emailStatus.used';
        else if (code === 'IDENTITY.INVALID_PASSWORD') this.errors.password = 'password.errors.WEAK';
        if (code === 'REGISTRATION.SSO_REQUIRED') {
          // The invitation's e-mail belongs to a group that signs in through its own provider.
          this.failure = {
            key: 'registration.emailStatus.ssoRequired',
            values: { provider: ssoProvider(error) },
          };
        } else if (!this.errors.email && !this.errors.password) {
          this.failure = serverFailureMessage(error, 'registration.failed');
        }
        this.attempts += 1;
      });
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  get recaptchaRequired(): boolean {
    return this.config.recaptchaSiteKey !== '';
  }
}
