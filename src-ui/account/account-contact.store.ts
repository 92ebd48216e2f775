import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  AccountApiPort,
  type UserRecord,
  type VerificationChannel,
  type VerificationStatus,
} from '../../src-domain/account/account-api.port';
import { GatewayError } from '../../src-domain/gateway/gateway.errors';

/** The account panel's read: loading, the record with each channel's status, or failed. */
export type AccountContactState =
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      readonly record: UserRecord;
      /** E-mail always; phone only when one is saved. */
      readonly channels: readonly VerificationStatus[];
    }
  | { readonly status: 'failed' };

/** What the last send or confirm did for a channel, for the message beside it. */
export type ChannelOutcome =
  'sending' | 'sent' | 'confirming' | 'verified' | 'mismatch' | 'expired' | 'failed';

function outcomeOf(error: unknown): ChannelOutcome {
  const code = error instanceof GatewayError ? error.serverCode : undefined;
  if (code === 'VERIFICATION.CODE_MISMATCH') return 'mismatch';
  if (code === 'VERIFICATION.EXPIRED_CODE') return 'expired';
  return 'failed';
}

/**
 * "Your account" on the profile (issue #15): the user's own record (GET /v1/user) and, for the
 * e-mail and the saved phone, whether each is verified (GET /v1/users/verification/check). An
 * unverified channel can be sent a code and confirmed here; the status is read again after each.
 * An answer that arrives after a newer `load()` started is dropped.
 */
@injectable()
export class AccountContactStore {
  state: AccountContactState = { status: 'loading' };
  outcomes: Partial<Record<VerificationChannel, ChannelOutcome>> = {};
  private generation = 0;

  constructor(@inject(AccountApiPort) private readonly api: AccountApiPort) {
    makeAutoObservable<AccountContactStore, 'api' | 'generation'>(this, { api: false, generation: false });
  }

  /** Reads the record, then the status of each channel it has. */
  async load(): Promise<void> {
    const generation = ++this.generation;
    this.state = { status: 'loading' };
    this.outcomes = {};
    try {
      const record = await this.api.userRecord();
      const wanted: VerificationChannel[] = record.phone ? ['EMAIL', 'PHONE'] : ['EMAIL'];
      const channels = await Promise.all(wanted.map((channel) => this.api.verificationStatus(channel)));
      runInAction(() => {
        if (generation === this.generation) this.state = { status: 'ready', record, channels };
      });
    } catch {
      runInAction(() => {
        if (generation === this.generation) this.state = { status: 'failed' };
      });
    }
  }

  /** Sends a code to `channel`, then reads its status again (a proven channel says so). */
  async sendCode(channel: VerificationChannel): Promise<void> {
    this.outcomes = { ...this.outcomes, [channel]: 'sending' };
    try {
      const sent = await this.api.sendVerificationCode(channel);
      await this.refresh(channel, sent === 'sent' ? 'sent' : 'verified');
    } catch (error) {
      runInAction(() => (this.outcomes = { ...this.outcomes, [channel]: outcomeOf(error) }));
    }
  }

  /** Confirms `code` (six digits) for `channel`; a wrong or expired code says which. */
  async confirm(channel: VerificationChannel, code: string): Promise<void> {
    this.outcomes = { ...this.outcomes, [channel]: 'confirming' };
    try {
      await this.api.confirmVerificationCode(channel, code.trim());
      await this.refresh(channel, 'verified');
    } catch (error) {
      runInAction(() => (this.outcomes = { ...this.outcomes, [channel]: outcomeOf(error) }));
    }
  }

  private async refresh(channel: VerificationChannel, outcome: ChannelOutcome): Promise<void> {
    const status = await this.api.verificationStatus(channel);
    runInAction(() => {
      this.outcomes = { ...this.outcomes, [channel]: outcome };
      const state = this.state;
      if (state.status !== 'ready') return;
      this.state = {
        ...state,
        channels: state.channels.map((item) => (item.channel === channel ? status : item)),
      };
    });
  }
}
