import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { RandomTokenPort } from '../../src-domain/identity/random-token.port';
import { RewardsApiPort } from '../../src-domain/rewards/rewards-api.port';
import type { Page, Referral, RewardsMember, RewardsPerson } from '../../src-domain/rewards/rewards.model';
import { failureCode, REWARDS_PAGE_SIZE, type RewardsLoadable, type RewardsWrite } from './rewards.loadable';

/**
 * The people tab of one brand: its members' start dates and its applications' referrers, a page
 * at a time, the members who may be named referrer, and the state of each row's save (keyed
 * `person:<id>` / `application:<id>`; a fresh Idempotency-Key per save). A saved row is replaced
 * in the page in place. Never rejects.
 */
@injectable()
export class RewardPeopleStore {
  people: RewardsLoadable<Page<RewardsMember>> = { kind: 'loading' };
  peopleOffset = 0;
  referrals: RewardsLoadable<Page<Referral>> = { kind: 'loading' };
  referralsOffset = 0;
  referrers: readonly RewardsPerson[] = [];
  writes = new Map<string, RewardsWrite>();

  constructor(
    @inject(RewardsApiPort) private readonly api: RewardsApiPort,
    @inject(RandomTokenPort) private readonly tokens: RandomTokenPort,
  ) {
    makeAutoObservable<RewardPeopleStore, 'api' | 'tokens'>(this, { api: false, tokens: false });
  }

  writeOf(key: string): RewardsWrite {
    return this.writes.get(key) ?? { kind: 'idle' };
  }

  async loadPeople(brandId: number, offset = 0): Promise<void> {
    this.people = { kind: 'loading' };
    this.peopleOffset = offset;
    try {
      const value = await this.api.rewardPeople(brandId, { offset, limit: REWARDS_PAGE_SIZE });
      runInAction(() => (this.people = { kind: 'ready', value }));
    } catch (error) {
      runInAction(() => (this.people = { kind: 'failed', code: failureCode(error) }));
    }
  }

  /** The page of applications and, once, the members who may be named referrer. */
  async loadReferrals(brandId: number, offset = 0): Promise<void> {
    this.referrals = { kind: 'loading' };
    this.referralsOffset = offset;
    try {
      const [value, referrers] = await Promise.all([
        this.api.referrals(brandId, { offset, limit: REWARDS_PAGE_SIZE }),
        this.referrers.length > 0 ? Promise.resolve(this.referrers) : this.api.recipients(brandId),
      ]);
      runInAction(() => {
        this.referrals = { kind: 'ready', value };
        this.referrers = referrers;
      });
    } catch (error) {
      runInAction(() => (this.referrals = { kind: 'failed', code: failureCode(error) }));
    }
  }

  /** Sets (undefined: clears) a member's start date; true when saved. */
  async saveStartDate(brandId: number, userId: string, startedOn: string | undefined): Promise<boolean> {
    const key = `person:${userId}`;
    this.writes.set(key, { kind: 'saving' });
    try {
      await this.api.setStartDate(brandId, userId, startedOn, this.tokens.next(16));
      runInAction(() => {
        this.writes.set(key, { kind: 'saved' });
        if (this.people.kind === 'ready') {
          const { total, items } = this.people.value;
          this.people = {
            kind: 'ready',
            value: {
              total,
              items: items.map((item) => (item.person.id === userId ? { ...item, startedOn } : item)),
            },
          };
        }
      });
      return true;
    } catch (error) {
      runInAction(() => this.writes.set(key, { kind: 'failed', code: failureCode(error) }));
      return false;
    }
  }

  /** Records (undefined: clears) an application's referrer; true when saved. */
  async saveReferrer(
    brandId: number,
    applicationId: number,
    referrerId: string | undefined,
  ): Promise<boolean> {
    const key = `application:${applicationId}`;
    this.writes.set(key, { kind: 'saving' });
    try {
      await this.api.setReferrer(brandId, applicationId, referrerId, this.tokens.next(16));
      runInAction(() => {
        this.writes.set(key, { kind: 'saved' });
        if (this.referrals.kind === 'ready') {
          const { total, items } = this.referrals.value;
          const referrer = this.referrers.find((person) => person.id === referrerId);
          this.referrals = {
            kind: 'ready',
            value: {
              total,
              items: items.map((item) =>
                item.applicationId === applicationId ? { ...item, referrer } : item,
              ),
            },
          };
        }
      });
      return true;
    } catch (error) {
      runInAction(() => this.writes.set(key, { kind: 'failed', code: failureCode(error) }));
      return false;
    }
  }
}
