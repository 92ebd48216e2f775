import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { RandomTokenPort } from '../../src-domain/identity/random-token.port';
import { RewardsApiPort } from '../../src-domain/rewards/rewards-api.port';
import type { BirthdayProfile } from '../../src-domain/rewards/rewards.model';
import { failureCode, type RewardsLoadable, type RewardsWrite } from './rewards.loadable';

/**
 * The member's own birthday and opt-in to a birthday grant (their preferences): loads it, saves
 * it with a fresh Idempotency-Key; a saved answer replaces the loaded one. Never rejects.
 */
@injectable()
export class BirthdayStore {
  profile: RewardsLoadable<BirthdayProfile> = { kind: 'loading' };
  write: RewardsWrite = { kind: 'idle' };

  constructor(
    @inject(RewardsApiPort) private readonly api: RewardsApiPort,
    @inject(RandomTokenPort) private readonly tokens: RandomTokenPort,
  ) {
    makeAutoObservable<BirthdayStore, 'api' | 'tokens'>(this, { api: false, tokens: false });
  }

  async load(): Promise<void> {
    this.profile = { kind: 'loading' };
    this.write = { kind: 'idle' };
    try {
      const value = await this.api.birthdayProfile();
      runInAction(() => (this.profile = { kind: 'ready', value }));
    } catch (error) {
      runInAction(() => (this.profile = { kind: 'failed', code: failureCode(error) }));
    }
  }

  /** True when saved (see `write` otherwise). */
  async save(profile: BirthdayProfile): Promise<boolean> {
    this.write = { kind: 'saving' };
    try {
      const value = await this.api.saveBirthdayProfile(profile, this.tokens.next(16));
      runInAction(() => {
        this.profile = { kind: 'ready', value };
        this.write = { kind: 'saved' };
      });
      return true;
    } catch (error) {
      runInAction(() => (this.write = { kind: 'failed', code: failureCode(error) }));
      return false;
    }
  }
}
