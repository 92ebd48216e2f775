import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { CandidatePools } from '../../../src-domain/tags/tag.model';
import { TagsApiPort } from '../../../src-domain/tags/tags-api.port';
import type { Loadable } from '../../dashboard/dashboard.model';

/**
 * The signed-in candidate's talent pools (/dashboard/member/talent-pools): which brands keep them
 * in which pools, and the opt-out (all pools at once) or opting back in.
 */
@injectable()
export class CandidatePoolsStore {
  pools: Loadable<CandidatePools> = { kind: 'loading' };
  saving = false;
  /** The last opt-out / opt-in failed (the screen says so; what is shown stays). */
  saveFailed = false;

  constructor(@inject(TagsApiPort) private readonly api: TagsApiPort) {
    makeAutoObservable<CandidatePoolsStore, 'api'>(this, { api: false });
  }

  /** Reads the candidate's pools (skeleton, then the list or an error panel). Never rejects. */
  async load(): Promise<void> {
    this.pools = { kind: 'loading' };
    try {
      const pools = await this.api.myTalentPools();
      runInAction(() => (this.pools = { kind: 'ready', value: pools }));
    } catch {
      runInAction(() => (this.pools = { kind: 'failed' }));
    }
  }

  /** Opts out of every pool (`true`) or back in; answers whether it was saved. Never rejects. */
  async setOptOut(optedOut: boolean): Promise<boolean> {
    if (this.saving) return false;
    this.saving = true;
    this.saveFailed = false;
    try {
      const pools = await this.api.setTalentPoolOptOut(optedOut);
      runInAction(() => (this.pools = { kind: 'ready', value: pools }));
      return true;
    } catch {
      runInAction(() => (this.saveFailed = true));
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }
}
