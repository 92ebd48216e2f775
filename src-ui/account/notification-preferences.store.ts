import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { GatewayError } from '../../src-domain/gateway/gateway.errors';
import {
  NotificationPreferencesApiPort,
  type NotificationPreferences,
} from '../../src-domain/notifications/notification-preferences-api.port';

/** The panel's read: loading, the stored channels, or failed. */
export type NotificationPreferencesState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly stored: NotificationPreferences }
  | { readonly status: 'failed' };

/** What the last save did: the key of its message under `sms.preferences.outcome`. */
export type SaveOutcome = 'saving' | 'saved' | 'invalidPhone' | 'phoneRequired' | 'failed';

/** Where the phone's verification is: the key of its message under `sms.preferences.verify.outcome`. */
export type VerifyOutcome =
  | 'sending'
  | 'sent'
  | 'rateLimited'
  | 'optedOut'
  | 'confirming'
  | 'verified'
  | 'invalidCode'
  | 'expiredCode'
  | 'failed';

const VERIFY_OUTCOME_OF: Readonly<Record<string, VerifyOutcome>> = {
  'SMS.CODE_RATE_LIMITED': 'rateLimited',
  'SMS.OPTED_OUT': 'optedOut',
  'SMS.CODE_INVALID': 'invalidCode',
  'SMS.CODE_EXPIRED': 'expiredCode',
};

/**
 * "Notifications" on the profile (issue #35): the person's channels (mail, SMS, in-app), the
 * daily logbook digest (issue #36) and the number texts go to. The form keeps what the person typed across a refused save; a refused phone
 * says why. An answer that arrives after a newer `load()` started is dropped. The stored phone is
 * verified by a code texted to it (`sendCode`, then `confirmCode`); a refused code keeps what was
 * typed and `verification` says why.
 */
@injectable()
export class NotificationPreferencesStore {
  state: NotificationPreferencesState = { status: 'loading' };
  email = true;
  sms = false;
  inApp = true;
  logbookDigest = false;
  phone = '';
  outcome: SaveOutcome | undefined = undefined;
  /** The code as typed. */
  code = '';
  /** A code was texted since the panel loaded: the code field shows. */
  codeSent = false;
  verification: VerifyOutcome | undefined = undefined;
  private generation = 0;

  constructor(@inject(NotificationPreferencesApiPort) private readonly api: NotificationPreferencesApiPort) {
    makeAutoObservable<NotificationPreferencesStore, 'api' | 'generation'>(this, {
      api: false,
      generation: false,
    });
  }

  async load(): Promise<void> {
    const generation = ++this.generation;
    this.state = { status: 'loading' };
    this.outcome = undefined;
    this.verification = undefined;
    this.codeSent = false;
    this.code = '';
    try {
      const stored = await this.api.load();
      runInAction(() => {
        if (generation === this.generation) this.apply(stored);
      });
    } catch {
      runInAction(() => {
        if (generation === this.generation) this.state = { status: 'failed' };
      });
    }
  }

  setEmail(value: boolean): void {
    this.email = value;
  }
  setSms(value: boolean): void {
    this.sms = value;
  }
  setInApp(value: boolean): void {
    this.inApp = value;
  }
  setLogbookDigest(value: boolean): void {
    this.logbookDigest = value;
  }
  setPhone(value: string): void {
    this.phone = value;
  }
  setCode(value: string): void {
    this.code = value;
  }

  /** Texts a code to the stored phone; `verification` says what happened. */
  async sendCode(): Promise<void> {
    this.verification = 'sending';
    try {
      await this.api.sendPhoneCode();
      runInAction(() => {
        this.codeSent = true;
        this.code = '';
        this.verification = 'sent';
      });
    } catch (error) {
      runInAction(() => (this.verification = verifyOutcomeOf(error)));
    }
  }

  /** Checks the typed code; on success the stored phone shows verified. */
  async confirmCode(): Promise<void> {
    this.verification = 'confirming';
    try {
      const stored = await this.api.confirmPhoneCode(this.code);
      runInAction(() => {
        this.state = { status: 'ready', stored };
        this.codeSent = false;
        this.code = '';
        this.verification = 'verified';
      });
    } catch (error) {
      runInAction(() => (this.verification = verifyOutcomeOf(error)));
    }
  }

  /** Saves the form; on a refusal the form keeps what was typed and `outcome` says why. */
  async save(): Promise<void> {
    this.outcome = 'saving';
    try {
      const stored = await this.api.save({
        email: this.email,
        sms: this.sms,
        inApp: this.inApp,
        logbookDigest: this.logbookDigest,
        phone: this.phone,
      });
      runInAction(() => {
        const phoneChanged = stored.phone !== this.storedPhone();
        this.apply(stored);
        this.outcome = 'saved';
        if (phoneChanged) {
          this.codeSent = false;
          this.verification = undefined;
        }
      });
    } catch (error) {
      const code = error instanceof GatewayError ? error.serverCode : undefined;
      runInAction(() => {
        this.outcome =
          code === 'SMS.INVALID_PHONE'
            ? 'invalidPhone'
            : code === 'SMS.PHONE_REQUIRED'
              ? 'phoneRequired'
              : 'failed';
      });
    }
  }

  private storedPhone(): string | undefined {
    return this.state.status === 'ready' ? this.state.stored.phone : undefined;
  }

  private apply(stored: NotificationPreferences): void {
    this.state = { status: 'ready', stored };
    this.email = stored.email;
    this.sms = stored.sms;
    this.inApp = stored.inApp;
    this.logbookDigest = stored.logbookDigest;
    this.phone = stored.phone ?? '';
  }
}

function verifyOutcomeOf(error: unknown): VerifyOutcome {
  const code = error instanceof GatewayError ? error.serverCode : undefined;
  return (code && VERIFY_OUTCOME_OF[code]) || 'failed';
}
