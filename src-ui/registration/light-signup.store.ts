import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AppConfig } from '../../src-domain/configuration/app-config.model';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import { validatePassword } from '../../src-domain/password/password-validation.rules';
import { evaluatePassword, type PasswordEvaluation } from '../../src-domain/password/password.rules';
import { looksLikeEmail } from '../../src-domain/registration/email-status.rules';
import { passwordErrorKey } from '../account/password-keys';
import { serverDataMessage, serverErrorCode, ssoProvider } from '../account/server-message';
import type { FormMessage } from '../account/form-message';

/** GET /v1/light_signup: what the code is for. */
export interface LightSignupData {
  readonly code: string;
  readonly brand: { readonly id: number; readonly name: string; readonly type: string };
  readonly position_title?: string | null;
  readonly email?: string | null;
  readonly first_name?: string | null;
  readonly last_name?: string | null;
}

type Field = 'firstName' | 'email' | 'password';

/**
 * Light signup (spec 000 §3, §7): the invitation is looked up by `code` (GET, no token), then
 * first name, last name, password (and the email when the invitation has none) and the
 * reCAPTCHA response create the account with one POST.
 */
@injectable()
export class LightSignupStore {
  code = '';
  lookup: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  data: LightSignupData | undefined = undefined;
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
    @inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort,
    @inject(AppConfig) private readonly config: AppConfig,
  ) {
    makeAutoObservable<LightSignupStore, 'gateway' | 'config'>(this, { gateway: false, config: false });
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
      const data = await this.gateway.request<LightSignupData>({
        method: 'GET',
        path: '/v1/light_signup',
        query: { code },
        noAuth: true,
      });
      runInAction(() => {
        this.data = data;
        this.firstName = data.first_name ?? '';
        this.lastName = data.last_name ?? '';
        this.lookup = 'ready';
      });
    } catch (error) {
      const text = serverDataMessage(error);
      runInAction(() => {
        this.lookup = 'failed';
        this.lookupFailure = text ? { text } : { key: 'lightSignup.invalid' };
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
      const answer = await this.gateway.request<{ email: string }>({
        method: 'POST',
        path: '/v1/light_signup',
        noAuth: true,
        body: {
          code: this.code,
          first_name: this.firstName.trim(),
          last_name: this.lastName.trim(),
          password: this.password,
          ...(this.needsEmail ? { email: this.email.trim() } : {}),
          ...(this.recaptchaToken ? { 'g-recaptcha-response': this.recaptchaToken } : {}),
        },
      });
      runInAction(() => {
        this.createdEmail = answer.email;
        this.password = '';
      });
      return true;
    } catch (error) {
      runInAction(() => {
        const code = serverErrorCode(error);
        if (code === 'IDENTITY.EMAIL_TAKEN') this.errors.email = 'registration.emailStatus.used';
        else if (code === 'IDENTITY.INVALID_PASSWORD') this.errors.password = 'password.errors.WEAK';
        const text = serverDataMessage(error);
        if (code === 'REGISTRATION.SSO_REQUIRED') {
          // The invitation's e-mail belongs to a group that signs in through its own provider.
          this.failure = {
            key: 'registration.emailStatus.ssoRequired',
            values: { provider: ssoProvider(error) },
          };
        } else if (!this.errors.email && !this.errors.password) {
          this.failure = text ? { text } : { key: 'registration.failed' };
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
