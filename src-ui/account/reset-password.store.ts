import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AccountApiPort } from '../../src-domain/account/account-api.port';
import { loginError } from '../../src-domain/login-errors/login-error.rules';
import { validateNewPassword } from '../../src-domain/password/password-validation.rules';
import { evaluatePassword, type PasswordEvaluation } from '../../src-domain/password/password.rules';
import type { FormMessage } from './form-message';
import { passwordErrorKey } from './password-keys';
import { serverErrorCode, serverFailureMessage } from './server-message';

/**
 * /user/reset/password/token?code=… (spec 000 §5, §7): the link's code is checked,
 * then the code and the new password (twice) set the password. Server failures show its data
 * message.
 */
@injectable()
export class ResetPasswordStore {
  code = '';
  check: 'idle' | 'checking' | 'valid' | 'invalid' = 'idle';
  checkFailure: FormMessage | undefined = undefined;
  newPassword = '';
  confirmPassword = '';
  newPasswordError: string | undefined = undefined;
  confirmError: string | undefined = undefined;
  failure: FormMessage | undefined = undefined;
  busy = false;
  done = false;
  attempts = 0;

  constructor(@inject(AccountApiPort) private readonly account: AccountApiPort) {
    makeAutoObservable<ResetPasswordStore, 'account'>(this, { account: false });
  }

  get evaluation(): PasswordEvaluation {
    return evaluatePassword(this.newPassword);
  }

  get hasErrors(): boolean {
    return (
      this.failure !== undefined || this.newPasswordError !== undefined || this.confirmError !== undefined
    );
  }

  setNewPassword(value: string): void {
    this.newPassword = value;
    this.newPasswordError = undefined;
  }

  setConfirmPassword(value: string): void {
    this.confirmPassword = value;
    this.confirmError = undefined;
  }

  /** Checks the code of the link (once per code). */
  async validate(code: string | undefined): Promise<void> {
    if (!code) {
      this.check = 'invalid';
      this.checkFailure = { key: 'resetPassword.missingCode' };
      return;
    }
    if (code === this.code && this.check !== 'idle') return;
    this.code = code;
    this.check = 'checking';
    this.done = false;
    try {
      await this.account.checkPasswordResetCode(code);
      runInAction(() => (this.check = 'valid'));
    } catch (error) {
      runInAction(() => {
        this.check = 'invalid';
        this.checkFailure = this.messageOf(error, 'resetPassword.invalid');
      });
    }
  }

  async submit(): Promise<boolean> {
    this.failure = undefined;
    const problem = validateNewPassword(this.newPassword, this.confirmPassword);
    this.newPasswordError =
      problem && problem.code !== 'PASSWORD.MISMATCH' ? passwordErrorKey(problem.code) : undefined;
    this.confirmError = problem?.code === 'PASSWORD.MISMATCH' ? passwordErrorKey(problem.code) : undefined;
    if (this.hasErrors) {
      this.attempts += 1;
      return false;
    }
    this.busy = true;
    try {
      await this.account.confirmPasswordReset(this.code, this.newPassword, this.confirmPassword);
      runInAction(() => {
        this.done = true;
        this.newPassword = '';
        this.confirmPassword = '';
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.failure = this.messageOf(error, 'resetPassword.failed');
        this.attempts += 1;
      });
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  private messageOf(error: unknown, fallbackKey: string): FormMessage {
    const code = serverErrorCode(error);
    if (code === 'RESET_MAX_ATTEMPTS') return { key: loginError(code).key };
    return serverFailureMessage(error, fallbackKey);
  }
}
