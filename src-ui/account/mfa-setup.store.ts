import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AccountApiPort } from '../../src-domain/account/account-api.port';
import { MFA_TYPES, type MfaType } from '../../src-domain/session/session.model';
import { SessionStore } from '../session/session.store';
import type { FormMessage } from './form-message';
import { serverErrorCode, serverFailureMessage } from './server-message';

export type MfaStep = 'loading' | 'choose' | 'phone' | 'verify' | 'passcodes' | 'done' | 'unavailable';

/**
 * /user/setup-mfa (spec 000 §4 multi-factor types Email, Phone, Passcodes). Email and Phone
 * prove the channel with a six-digit code before the method is saved; a user without a phone
 * adds one to the profile first. Passcodes are issued by the server when the method is saved
 * and shown once.
 */
@injectable()
export class MfaSetupStore {
  step: MfaStep = 'loading';
  method: MfaType | undefined = undefined;
  alreadySetUp = false;
  code = '';
  codeError: string | undefined = undefined;
  phone: string | undefined = undefined;
  phoneError: string | undefined = undefined;
  methodError: string | undefined = undefined;
  codeSent = false;
  passcodes: readonly string[] = [];
  failure: FormMessage | undefined = undefined;
  busy = false;
  attempts = 0;

  constructor(
    @inject(AccountApiPort) private readonly account: AccountApiPort,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<MfaSetupStore, 'account' | 'session'>(this, { account: false, session: false });
  }

  readonly methods: readonly MfaType[] = MFA_TYPES;

  get email(): string {
    return this.session.user?.email ?? '';
  }

  get hasErrors(): boolean {
    return (
      this.failure !== undefined ||
      this.codeError !== undefined ||
      this.phoneError !== undefined ||
      this.methodError !== undefined
    );
  }

  /** Reads the requirement; a user already set up sees it done. */
  async load(): Promise<void> {
    this.step = 'loading';
    this.failure = undefined;
    try {
      const status = await this.account.mfaStatus();
      runInAction(() => {
        this.alreadySetUp = status.setUp;
        this.step = status.setUp ? 'done' : 'choose';
      });
    } catch (error) {
      runInAction(() => {
        this.step = 'unavailable';
        this.failure = this.messageOf(error);
      });
    }
  }

  choose(method: MfaType): void {
    this.method = method;
    this.methodError = undefined;
  }

  setCode(value: string): void {
    this.code = value.replace(/\s/g, '');
    this.codeError = undefined;
  }

  setPhone(value: string | undefined): void {
    this.phone = value;
    this.phoneError = undefined;
  }

  /** Continues with the chosen method: a code for Email / Phone, the passcodes otherwise. */
  async proceed(): Promise<void> {
    this.failure = undefined;
    if (!this.method) {
      this.methodError = 'mfa.validation.methodRequired';
      this.attempts += 1;
      return;
    }
    if (this.method === 'Passcodes') return this.save();
    if (this.method === 'Phone' && !this.session.user?.phone) {
      this.step = 'phone';
      return;
    }
    return this.sendCode();
  }

  /** Saves the phone on the profile, then sends it a code. */
  async savePhone(): Promise<void> {
    const phone = this.phone;
    if (!phone) {
      this.phoneError = 'mfa.validation.phoneRequired';
      this.attempts += 1;
      return;
    }
    await this.act(async () => {
      await this.account.savePhone(phone);
      await this.session.restore();
    });
    if (!this.failure) await this.sendCode();
  }

  /** Sends (or sends again) a code to the chosen channel. */
  async sendCode(): Promise<void> {
    const type = this.method === 'Phone' ? 'PHONE' : 'EMAIL';
    await this.act(async () => {
      const sent = await this.account.sendVerificationCode(type);
      runInAction(() => {
        this.codeSent = sent === 'sent';
        this.code = '';
        if (this.codeSent) this.step = 'verify';
      });
    });
    // A channel the account has already proven needs no new code: the method is saved at once.
    if (!this.failure && !this.codeSent) await this.save();
  }

  /** Confirms the code, then saves the method. */
  async verify(): Promise<void> {
    if (!/^\d{6}$/.test(this.code)) {
      this.codeError = this.code === '' ? 'mfa.validation.codeRequired' : 'mfa.validation.codeFormat';
      this.attempts += 1;
      return;
    }
    const type = this.method === 'Phone' ? 'PHONE' : 'EMAIL';
    const confirmed = await this.act(async () => {
      await this.account.confirmVerificationCode(type, this.code);
    });
    if (confirmed) await this.save();
  }

  /** Back to the choice of method. */
  back(): void {
    this.step = 'choose';
    this.failure = undefined;
    this.codeError = undefined;
    this.code = '';
  }

  /** The passcodes were saved by the user: done. */
  confirmPasscodes(): void {
    this.step = 'done';
  }

  private async save(): Promise<void> {
    const method = this.method;
    if (!method) return;
    await this.act(async () => {
      const passcodes = await this.account.saveMfaMethod(method);
      runInAction(() => {
        this.passcodes = passcodes;
        this.step = method === 'Passcodes' && this.passcodes.length > 0 ? 'passcodes' : 'done';
      });
    });
  }

  /** Runs a call with the busy flag; a failure becomes the form's message. Resolves success. */
  private async act(call: () => Promise<void>): Promise<boolean> {
    this.busy = true;
    this.failure = undefined;
    try {
      await call();
      return true;
    } catch (error) {
      runInAction(() => {
        if (serverErrorCode(error) === 'VERIFICATION.CODE_MISMATCH') {
          this.codeError = 'mfa.validation.codeWrong';
        } else {
          this.failure = serverFailureMessage(error, 'mfa.failed');
        }
        this.attempts += 1;
      });
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  private messageOf(error: unknown): FormMessage {
    return serverFailureMessage(error, 'mfa.failed');
  }
}
