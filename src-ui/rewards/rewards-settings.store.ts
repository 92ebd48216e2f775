import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { RandomTokenPort } from '../../src-domain/identity/random-token.port';
import { RewardsApiPort, type RuleInput } from '../../src-domain/rewards/rewards-api.port';
import { handGrantOccasion } from '../../src-domain/rewards/hand-grant.rules';
import type { Budget, Page, Raffle, RewardRule, RewardsPerson } from '../../src-domain/rewards/rewards.model';
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
  handGrant: RewardsWrite = { kind: 'idle' };
  /** The last grant by hand the server answered: whom, how many points, and whether it was new. */
  lastHandGrant:
    { readonly person: RewardsPerson; readonly points: number; readonly fired: boolean } | undefined =
    undefined;

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

  /**
   * Grants `rule` by hand to `person` for what happened on `day` (HAND_GRANTED_EVENTS); true when
   * the server answered (see `lastHandGrant`: `fired` is false when that person already had this
   * grant for that day). A new grant reads the rules again in place, for their granted count.
   */
  async grantByHand(brandId: number, rule: RewardRule, person: RewardsPerson, day: string): Promise<boolean> {
    this.handGrant = { kind: 'saving' };
    try {
      const fired = await this.api.fireRule(
        brandId,
        rule.id,
        person.id,
        handGrantOccasion(rule, day),
        this.tokens.next(16),
      );
      runInAction(() => {
        this.handGrant = { kind: 'saved' };
        this.lastHandGrant = { person, points: rule.points, fired };
      });
      if (fired) await this.refreshRules(brandId);
      return true;
    } catch (error) {
      runInAction(() => (this.handGrant = { kind: 'failed', code: failureCode(error) }));
      return false;
    }
  }

  /** Reads the rules again without the loading state; a failed read keeps the list shown. */
  private async refreshRules(brandId: number): Promise<void> {
    try {
      const value = await this.api.rules(brandId);
      runInAction(() => (this.rules = { kind: 'ready', value }));
    } catch {
      // The list shown stays; its count is one behind until the next read.
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
