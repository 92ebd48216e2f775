import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { GatewayError } from '../../src-domain/gateway/gateway.errors';
import { LogbookApiPort } from '../../src-domain/logbook/logbook-api.port';
import { logbookToday, searchableLogbookQuery } from '../../src-domain/index';
import type { LogbookEntry, LogbookWeek } from '../../src-domain/logbook/logbook.model';
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
  /** Undefined until a search is run. */
  results: LogbookLoadable<readonly LogbookEntry[]> | undefined = undefined;

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
    this.results = undefined;
  }

  /** Searches below `brandId`; a query without a word shows nothing (no call). */
  async search(brandId: number): Promise<void> {
    if (!searchableLogbookQuery(this.query)) {
      this.results = { kind: 'failed', code: 'LOGBOOK.SEARCH_EMPTY' };
      return;
    }
    const query = this.query;
    this.results = { kind: 'loading' };
    try {
      const value = await this.api.search(brandId, query);
      runInAction(() => {
        if (this.query === query) this.results = { kind: 'ready', value };
      });
    } catch (error) {
      runInAction(() => (this.results = { kind: 'failed', code: codeOf(error) }));
    }
  }
}
