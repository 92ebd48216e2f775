import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { RewardsApiPort } from '../../src-domain/rewards/rewards-api.port';
import type { NewsItem } from '../../src-domain/rewards/rewards.model';
import { REWARDS_PAGE_SIZE } from './rewards.loadable';

/**
 * The header's news feed: recognitions and announcements of the brands the user may see, newest
 * first, a page at a time. `load` starts over; `loadMore` appends the next page. Never rejects.
 */
@injectable()
export class NewsFeedStore {
  items: readonly NewsItem[] = [];
  total = 0;
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  loadingMore = false;
  moreFailed = false;

  constructor(@inject(RewardsApiPort) private readonly api: RewardsApiPort) {
    makeAutoObservable<NewsFeedStore, 'api'>(this, { api: false });
  }

  get hasMore(): boolean {
    return this.items.length < this.total;
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const page = await this.api.newsFeed({ offset: 0, limit: REWARDS_PAGE_SIZE });
      runInAction(() => {
        this.items = page.items;
        this.total = page.total;
        this.status = 'ready';
      });
    } catch {
      runInAction(() => (this.status = 'failed'));
    }
  }

  /**
   * Reads the first page again in place (a recognition or announcement was posted, issue #32):
   * the items shown stay until the answer, which replaces them; nothing unless the feed has been
   * read. Never rejects.
   */
  async refresh(): Promise<void> {
    if (this.status !== 'ready') return;
    try {
      const page = await this.api.newsFeed({
        offset: 0,
        limit: Math.max(REWARDS_PAGE_SIZE, this.items.length),
      });
      runInAction(() => {
        this.items = page.items;
        this.total = page.total;
      });
    } catch {
      // The feed shown stays; the next event tries again.
    }
  }

  async loadMore(): Promise<void> {
    if (this.loadingMore || !this.hasMore) return;
    this.loadingMore = true;
    this.moreFailed = false;
    try {
      const page = await this.api.newsFeed({ offset: this.items.length, limit: REWARDS_PAGE_SIZE });
      runInAction(() => {
        this.items = [...this.items, ...page.items];
        this.total = page.total;
      });
    } catch {
      runInAction(() => (this.moreFailed = true));
    } finally {
      runInAction(() => (this.loadingMore = false));
    }
  }
}
