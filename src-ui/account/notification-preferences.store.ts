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

/**
 * "Notifications" on the profile (issue #35): the person's channels (mail, SMS, in-app) and the
 * number texts go to. The form keeps what the person typed across a refused save; a refused phone
 * says why. An answer that arrives after a newer `load()` started is dropped.
 */
@injectable()
export class NotificationPreferencesStore {
  state: NotificationPreferencesState = { status: 'loading' };
  email = true;
  sms = false;
  inApp = true;
  phone = '';
  outcome: SaveOutcome | undefined = undefined;
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
  setPhone(value: string): void {
    this.phone = value;
  }

  /** Saves the form; on a refusal the form keeps what was typed and `outcome` says why. */
  async save(): Promise<void> {
    this.outcome = 'saving';
    try {
      const stored = await this.api.save({
        email: this.email,
        sms: this.sms,
        inApp: this.inApp,
        phone: this.phone,
      });
      runInAction(() => {
        this.apply(stored);
        this.outcome = 'saved';
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

  private apply(stored: NotificationPreferences): void {
    this.state = { status: 'ready', stored };
    this.email = stored.email;
    this.sms = stored.sms;
    this.inApp = stored.inApp;
    this.phone = stored.phone ?? '';
  }
}
