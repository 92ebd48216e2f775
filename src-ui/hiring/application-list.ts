import { makeAutoObservable, runInAction } from 'mobx';
import type { PageRequest } from '../../src-domain/dashboards/dashboards-api.port';
import {
  MESSAGING_PAGE_SIZE,
  type ApplicationSummary,
  type ApplicationSummaryPage,
} from '../../src-domain/messaging/messaging.model';

/** The most rows a refresh reads again at once (the gateway's page limit). */
export const REFRESH_LIMIT = 50;

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

  /**
   * Reads again, in place, the pages shown (something in them changed, issue #32): the rows stay
   * until the answer replaces them, so nothing flickers and "Load more" pages are kept (up to
   * REFRESH_LIMIT rows; rows past it stay as they were). A list that failed is read afresh; one
   * still loading is left alone. Never rejects.
   */
  async refresh(): Promise<void> {
    if (this.status === 'failed') return this.reset();
    if (this.status !== 'ready' || this.loadingMore) return;
    const run = this.run;
    const shown = this.items.length;
    try {
      const page = await this.fetchPage({
        offset: 0,
        limit: Math.min(REFRESH_LIMIT, Math.max(MESSAGING_PAGE_SIZE, shown)),
      });
      runInAction(() => {
        if (run !== this.run || this.loadingMore) return;
        const fresh = new Set(page.applications.map((item) => item.id));
        const rest = this.items.slice(page.applications.length).filter((item) => !fresh.has(item.id));
        this.items = [...page.applications, ...rest];
        this.total = page.total;
      });
    } catch {
      // The rows shown stay; the next event or safety poll tries again.
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
