import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { RandomTokenPort } from '../../src-domain/identity/random-token.port';
import {
  RewardsApiPort,
  type BudgetInput,
  type RecognitionInput,
} from '../../src-domain/rewards/rewards-api.port';
import type {
  Budget,
  BudgetDetail,
  Recognition,
  RewardsPerson,
} from '../../src-domain/rewards/rewards.model';
import { failureCode, type RewardsLoadable, type RewardsWrite } from './rewards.loadable';

/**
 * Budget management: allocating a brand's budget, one budget with what each person gave and
 * received, the people who may be recognised, and recognising one of them. Every write sends a
 * fresh Idempotency-Key; a failed write keeps the form and carries the server's code.
 */
@injectable()
export class BudgetManagementStore {
  detail: RewardsLoadable<BudgetDetail> = { kind: 'loading' };
  recipients: RewardsLoadable<readonly RewardsPerson[]> = { kind: 'loading' };
  allocation: RewardsWrite = { kind: 'idle' };
  recognition: RewardsWrite = { kind: 'idle' };
  announcement: RewardsWrite = { kind: 'idle' };
  lastRecognition: Recognition | undefined = undefined;

  constructor(
    @inject(RewardsApiPort) private readonly api: RewardsApiPort,
    @inject(RandomTokenPort) private readonly tokens: RandomTokenPort,
  ) {
    makeAutoObservable<BudgetManagementStore, 'api' | 'tokens'>(this, { api: false, tokens: false });
  }

  async loadDetail(brandId: number, budgetId: number): Promise<void> {
    this.detail = { kind: 'loading' };
    try {
      const value = await this.api.budget(brandId, budgetId);
      runInAction(() => (this.detail = { kind: 'ready', value }));
    } catch (error) {
      runInAction(() => (this.detail = { kind: 'failed', code: failureCode(error) }));
    }
  }

  async loadRecipients(brandId: number): Promise<void> {
    this.recipients = { kind: 'loading' };
    try {
      const value = await this.api.recipients(brandId);
      runInAction(() => (this.recipients = { kind: 'ready', value }));
    } catch (error) {
      runInAction(() => (this.recipients = { kind: 'failed', code: failureCode(error) }));
    }
  }

  /** Allocates; resolves the new budget, or undefined when refused (see `allocation`). */
  async allocate(brandId: number, input: BudgetInput): Promise<Budget | undefined> {
    this.allocation = { kind: 'saving' };
    try {
      const budget = await this.api.allocateBudget(brandId, input, this.tokens.next(16));
      runInAction(() => (this.allocation = { kind: 'saved' }));
      return budget;
    } catch (error) {
      runInAction(() => (this.allocation = { kind: 'failed', code: failureCode(error) }));
      return undefined;
    }
  }

  /** Recognises; true when the recognition was made (see `recognition` otherwise). */
  async recognise(brandId: number, input: RecognitionInput): Promise<boolean> {
    this.recognition = { kind: 'saving' };
    try {
      const made = await this.api.recognise(brandId, input, this.tokens.next(16));
      runInAction(() => {
        this.recognition = { kind: 'saved' };
        this.lastRecognition = made;
      });
      return true;
    } catch (error) {
      runInAction(() => (this.recognition = { kind: 'failed', code: failureCode(error) }));
      return false;
    }
  }

  /** Posts a manager's announcement to the news feed; true when it was posted. */
  async announce(brandId: number, message: string): Promise<boolean> {
    this.announcement = { kind: 'saving' };
    try {
      await this.api.announce(brandId, message, this.tokens.next(16));
      runInAction(() => (this.announcement = { kind: 'saved' }));
      return true;
    } catch (error) {
      runInAction(() => (this.announcement = { kind: 'failed', code: failureCode(error) }));
      return false;
    }
  }

  resetWrites(): void {
    this.allocation = { kind: 'idle' };
    this.recognition = { kind: 'idle' };
    this.announcement = { kind: 'idle' };
  }
}
