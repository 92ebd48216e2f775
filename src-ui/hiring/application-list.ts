import { makeAutoObservable, runInAction } from 'mobx';
import type { PageRequest } from '../../src-domain/dashboards/dashboards-api.port';
import {
  MESSAGING_PAGE_SIZE,
  type ApplicationSummary,
  type ApplicationSummaryPage,
} from '../../src-domain/messaging/messaging.model';

/**
 * A list of applications read ten at a time: the first page (skeleton / error panel with retry),
 * then "Loading more..." pages appended at the end. A new `reset` supersedes pages still in
 * flight for the previous one, so a changed filter never mixes lists.
 */
export class ApplicationList {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  items: ApplicationSummary[] = [];
  total = 0;
  loadingMore = false;
  moreFailed = false;
  private run = 0;

  constructor(private fetchPage: (page: PageRequest) => Promise<ApplicationSummaryPage>) {
    makeAutoObservable<ApplicationList, 'run' | 'fetchPage'>(this, { run: false, fetchPage: false });
  }

  get hasMore(): boolean {
    return this.status === 'ready' && this.items.length < this.total;
  }

  /** Reads the first page afresh, with `fetchPage` from now on when given. Never rejects. */
  async reset(fetchPage?: (page: PageRequest) => Promise<ApplicationSummaryPage>): Promise<void> {
    if (fetchPage) this.fetchPage = fetchPage;
    const run = ++this.run;
    this.status = 'loading';
    this.items = [];
    this.total = 0;
    this.loadingMore = false;
    this.moreFailed = false;
    try {
      const page = await this.fetchPage({ offset: 0, limit: MESSAGING_PAGE_SIZE });
      runInAction(() => {
        if (run !== this.run) return;
        this.items = [...page.applications];
        this.total = page.total;
        this.status = 'ready';
      });
    } catch {
      runInAction(() => {
        if (run === this.run) this.status = 'failed';
      });
    }
  }

  /** Appends the next page; does nothing while one loads or when all are in. Never rejects. */
  async loadMore(): Promise<void> {
    if (!this.hasMore || this.loadingMore) return;
    const run = this.run;
    this.loadingMore = true;
    this.moreFailed = false;
    try {
      const page = await this.fetchPage({ offset: this.items.length, limit: MESSAGING_PAGE_SIZE });
      runInAction(() => {
        if (run !== this.run) return;
        const known = new Set(this.items.map((item) => item.id));
        this.items.push(...page.applications.filter((item) => !known.has(item.id)));
        this.total = page.total;
        this.loadingMore = false;
      });
    } catch {
      runInAction(() => {
        if (run !== this.run) return;
        this.loadingMore = false;
        this.moreFailed = true;
      });
    }
  }
}
