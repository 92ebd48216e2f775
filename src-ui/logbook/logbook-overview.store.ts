import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { GatewayError } from '../../src-domain/gateway/gateway.errors';
import { LogbookApiPort } from '../../src-domain/logbook/logbook-api.port';
import { logbookToday, searchableLogbookQuery } from '../../src-domain/index';
import {
  LOGBOOK_PAGE_SIZES,
  type LogbookEntry,
  type LogbookPage,
  type LogbookWeek,
} from '../../src-domain/logbook/logbook.model';
import { ClockPort } from '../../src-domain/time/clock.port';
import type { LogbookLoadable } from './logbook-day.store';

const codeOf = (error: unknown): string | undefined =>
  error instanceof GatewayError ? (error.serverCode ?? error.code) : undefined;

/**
 * What an area manager reads above locations (issue #36): the week's counts per location and
 * type, and search across the brand's subtree. Never rejects.
 */
@injectable()
export class LogbookOverviewStore {
  brandId: number | undefined = undefined;
  date = '';
  week: LogbookLoadable<LogbookWeek> = { kind: 'loading' };
  query = '';
  /** The page of results shown; undefined until a search is run. */
  results: LogbookLoadable<LogbookPage<LogbookEntry>> | undefined = undefined;
  /** What the shown results answer (the box may be edited since): paging keeps it. */
  searched = '';
  /** Where the shown page of results starts. */
  offset = 0;
  readonly pageSize: number = LOGBOOK_PAGE_SIZES.search;
  private brandOfResults: number | undefined = undefined;

  constructor(
    @inject(LogbookApiPort) private readonly api: LogbookApiPort,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    makeAutoObservable<LogbookOverviewStore, 'api' | 'clock'>(this, { api: false, clock: false });
  }

  async openWeek(brandId: number, date: string | undefined): Promise<void> {
    this.brandId = brandId;
    this.date = date ?? logbookToday(this.clock.now());
    await this.loadWeek();
  }

  async loadWeek(): Promise<void> {
    const { brandId, date } = this;
    if (brandId === undefined) return;
    this.week = { kind: 'loading' };
    try {
      const value = await this.api.week(brandId, date);
      runInAction(() => (this.week = { kind: 'ready', value }));
    } catch (error) {
      runInAction(() => (this.week = { kind: 'failed', code: codeOf(error) }));
    }
  }

  setQuery(query: string): void {
    this.query = query;
  }

  clearSearch(): void {
    this.query = '';
    this.searched = '';
    this.offset = 0;
    this.results = undefined;
  }

  /** Searches the box's text below `brandId` from the first page; a query without a word shows nothing (no call). */
  async search(brandId: number): Promise<void> {
    if (!searchableLogbookQuery(this.query)) {
      this.results = { kind: 'failed', code: 'LOGBOOK.SEARCH_EMPTY' };
      return;
    }
    this.searched = this.query;
    this.brandOfResults = brandId;
    await this.showPage(0);
  }

  /** Shows the page at `offset` of the last search (same words, same brand); nothing before a search. */
  async showPage(offset: number): Promise<void> {
    const brandId = this.brandOfResults;
    const query = this.searched;
    if (brandId === undefined || query === '') return;
    const start = Math.max(0, offset);
    this.offset = start;
    this.results = { kind: 'loading' };
    const stillAsked = () => this.searched === query && this.offset === start;
    try {
      const value = await this.api.search(brandId, query, { offset: start, limit: this.pageSize });
      runInAction(() => {
        if (stillAsked()) this.results = { kind: 'ready', value };
      });
    } catch (error) {
      runInAction(() => {
        if (stillAsked()) this.results = { kind: 'failed', code: codeOf(error) };
      });
    }
  }
}
