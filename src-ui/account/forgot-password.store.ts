import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AppConfig } from '../../src-domain/configuration/app-config.model';
import { AccountApiPort } from '../../src-domain/account/account-api.port';
import { loginError } from '../../src-domain/login-errors/login-error.rules';
import type { FormMessage } from './form-message';
import { serverErrorCode, serverFailureMessage } from './server-message';

/** The reset flow of this product (spec 000 §5: flow, default HARRI). */
export const RESET_FLOW = 'HARRI';

/**
 * /forgot-password (spec 000 §5, §7, §8): username (the email), reCAPTCHA response when
 * configured and flow HARRI ask the server for a reset link. Failures show the
 * server's data message; RESET_MAX_ATTEMPTS shows its catalogue text.
 */
@injectable()
export class ForgotPasswordStore {
  email = '';
  recaptchaToken: string | undefined = undefined;
  emailError: string | undefined = undefined;
  recaptchaError: string | undefined = undefined;
  failure: FormMessage | undefined = undefined;
  sent = false;
  busy = false;
  attempts = 0;

  constructor(
    @inject(AccountApiPort) private readonly account: AccountApiPort,
    @inject(AppConfig) private readonly config: AppConfig,
  ) {
    makeAutoObservable<ForgotPasswordStore, 'account' | 'config'>(this, { account: false, config: false });
  }

  get hasErrors(): boolean {
    return this.failure !== undefined || this.emailError !== undefined || this.recaptchaError !== undefined;
  }

  setEmail(value: string): void {
    this.email = value;
    this.emailError = undefined;
  }

  setRecaptchaToken(token: string | undefined): void {
    this.recaptchaToken = token;
    if (token) this.recaptchaError = undefined;
  }

  reset(): void {
    this.email = '';
    this.recaptchaToken = undefined;
    this.emailError = undefined;
    this.recaptchaError = undefined;
    this.failure = undefined;
    this.sent = false;
    this.busy = false;
    this.attempts = 0;
  }

  /** Sends the request; `returnUrl` (optional) is where the reset should lead back to. */
  async submit(returnUrl?: string): Promise<boolean> {
    this.failure = undefined;
    this.emailError = this.email.trim() === '' ? 'forgotPassword.validation.emailRequired' : undefined;
    this.recaptchaError =
      this.config.recaptchaSiteKey !== '' && !this.recaptchaToken
        ? 'login.validation.recaptchaRequired'
        : undefined;
    if (this.hasErrors) {
      this.attempts += 1;
      return false;
    }
    this.busy = true;
    try {
      await this.account.requestPasswordReset({
        username: this.email.trim(),
        flow: RESET_FLOW,
        recaptchaToken: this.recaptchaToken,
        returnUrl,
      });
      runInAction(() => (this.sent = true));
      return true;
    } catch (error) {
      runInAction(() => {
        const code = serverErrorCode(error);
        if (code === 'RESET_MAX_ATTEMPTS') this.failure = { key: loginError(code).key };
        else this.failure = serverFailureMessage(error, 'forgotPassword.failed');
        this.attempts += 1;
      });
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
