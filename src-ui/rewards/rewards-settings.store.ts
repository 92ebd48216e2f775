import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { RandomTokenPort } from '../../src-domain/identity/random-token.port';
import { RewardsApiPort, type RuleInput } from '../../src-domain/rewards/rewards-api.port';
import type { Budget, Page, Raffle, RewardRule } from '../../src-domain/rewards/rewards.model';
import { failureCode, REWARDS_PAGE_SIZE, type RewardsLoadable, type RewardsWrite } from './rewards.loadable';

/**
 * The lists of the rewards settings tabs for one brand: budgets and raffles a page at a time
 * (`offset`), and the brand's rules, which it also saves (a fresh Idempotency-Key per save).
 * Each load replaces the previous answer; never rejects.
 */
@injectable()
export class RewardsSettingsStore {
  budgets: RewardsLoadable<Page<Budget>> = { kind: 'loading' };
  budgetsOffset = 0;
  raffles: RewardsLoadable<Page<Raffle>> = { kind: 'loading' };
  rafflesOffset = 0;
  rules: RewardsLoadable<readonly RewardRule[]> = { kind: 'loading' };
  ruleWrite: RewardsWrite = { kind: 'idle' };

  constructor(
    @inject(RewardsApiPort) private readonly api: RewardsApiPort,
    @inject(RandomTokenPort) private readonly tokens: RandomTokenPort,
  ) {
    makeAutoObservable<RewardsSettingsStore, 'api' | 'tokens'>(this, { api: false, tokens: false });
  }

  /** Creates or replaces a rule; true when saved (see `ruleWrite` otherwise). */
  async saveRule(brandId: number, input: RuleInput, ruleId: number | undefined): Promise<boolean> {
    this.ruleWrite = { kind: 'saving' };
    try {
      await this.api.saveRule(brandId, input, ruleId, this.tokens.next(16));
      runInAction(() => (this.ruleWrite = { kind: 'saved' }));
      return true;
    } catch (error) {
      runInAction(() => (this.ruleWrite = { kind: 'failed', code: failureCode(error) }));
      return false;
    }
  }

  resetRuleWrite(): void {
    this.ruleWrite = { kind: 'idle' };
  }

  async loadBudgets(brandId: number, offset = 0): Promise<void> {
    this.budgets = { kind: 'loading' };
    this.budgetsOffset = offset;
    try {
      const value = await this.api.budgets(brandId, { offset, limit: REWARDS_PAGE_SIZE });
      runInAction(() => (this.budgets = { kind: 'ready', value }));
    } catch (error) {
      runInAction(() => (this.budgets = { kind: 'failed', code: failureCode(error) }));
    }
  }

  async loadRaffles(brandId: number, offset = 0): Promise<void> {
    this.raffles = { kind: 'loading' };
    this.rafflesOffset = offset;
    try {
      const value = await this.api.raffles(brandId, { offset, limit: REWARDS_PAGE_SIZE });
      runInAction(() => (this.raffles = { kind: 'ready', value }));
    } catch (error) {
      runInAction(() => (this.raffles = { kind: 'failed', code: failureCode(error) }));
    }
  }

  async loadRules(brandId: number): Promise<void> {
    this.rules = { kind: 'loading' };
    try {
      const value = await this.api.rules(brandId);
      runInAction(() => (this.rules = { kind: 'ready', value }));
    } catch (error) {
      runInAction(() => (this.rules = { kind: 'failed', code: failureCode(error) }));
    }
  }
}
