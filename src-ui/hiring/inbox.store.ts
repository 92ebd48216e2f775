import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { sameInboxFilters } from '../../src-domain/messaging/inbox-filters.rules';
import { MessagingApiPort } from '../../src-domain/messaging/messaging-api.port';
import type { InboxFilters, MessageBoard } from '../../src-domain/messaging/messaging.model';
import { PositionsApiPort, type PositionCategory } from '../../src-domain/positions/positions-api.port';
import { TeamApiPort, type TeamLocation } from '../../src-domain/team/team-api.port';
import { ApplicationList } from './application-list';
import { failureCode, type Loadable } from './loadable';

/** The choices of the position and location filters. */
export interface InboxFilterOptions {
  readonly positions: readonly PositionCategory[];
  readonly locations: readonly TeamLocation[];
}

/**
 * The employer inbox (/hiring/applications): applications of the context brand and below, ten at
 * a time, filtered as the URL says; the group's message board; and the filter choices (positions
 * of the subtree by category, locations with members). The view owns the URL and calls `show`
 * with the brand and the filters it reads there.
 */
@injectable()
export class InboxStore {
  brandId: number | undefined = undefined;
  filters: InboxFilters = {};
  readonly list: ApplicationList;
  board: Loadable<MessageBoard> = { kind: 'loading' };
  options: Loadable<InboxFilterOptions> = { kind: 'loading' };
  private optionsBrandId: number | undefined = undefined;
  /** Something the list shows changed elsewhere (a stage moved): the next `show` reads again. */
  private stale = false;

  constructor(
    @inject(MessagingApiPort) private readonly api: MessagingApiPort,
    @inject(PositionsApiPort) private readonly positions: PositionsApiPort,
    @inject(TeamApiPort) private readonly team: TeamApiPort,
  ) {
    this.list = new ApplicationList(() => Promise.reject(new Error('no brand shown yet')));
    makeAutoObservable<InboxStore, 'api' | 'positions' | 'team' | 'optionsBrandId' | 'stale'>(this, {
      api: false,
      positions: false,
      team: false,
      optionsBrandId: false,
      stale: false,
      list: false,
    });
  }

  /**
   * Shows `brandId` filtered by `filters`: reads the first page and the board when either
   * changed (or `force`), and the filter choices once per brand. Never rejects.
   */
  async show(brandId: number, filters: InboxFilters, force = false): Promise<void> {
    const stale = this.stale;
    this.stale = false;
    const brandChanged = brandId !== this.brandId;
    const filtersChanged = !sameInboxFilters(filters, this.filters);
    if (!force && !stale && !brandChanged && !filtersChanged && this.list.status !== 'failed') return;
    this.brandId = brandId;
    this.filters = filters;
    const archived = filters.includeArchived ?? false;
    const reads: Promise<void>[] = [
      this.list.reset((page) => this.api.employerApplications(brandId, filters, page)),
    ];
    if (force || stale || brandChanged || this.board.kind !== 'ready' || filtersChanged)
      reads.push(this.readBoard(brandId, archived));
    if (force || this.optionsBrandId !== brandId || this.options.kind === 'failed')
      reads.push(this.readOptions(brandId));
    await Promise.all(reads);
  }

  /**
   * Says an application changed elsewhere (its stage, from the application view): the list and
   * the board are read again the next time the inbox is shown, whatever its filters.
   */
  markStale(): void {
    this.stale = true;
  }

  /**
   * Reads the list and the board again for the brand and filters shown (a message or a stage
   * changed, issue #32); nothing before the first `show`. Never rejects.
   */
  async refresh(): Promise<void> {
    if (this.brandId === undefined) return;
    if (this.list.status === 'failed') return this.show(this.brandId, this.filters, true);
    await Promise.all([
      this.list.refresh(),
      this.readBoard(this.brandId, this.filters.includeArchived ?? false, true),
    ]);
  }

  /** Reads everything again (the error panel's retry). Never rejects. */
  retry(): Promise<void> {
    return this.brandId === undefined ? Promise.resolve() : this.show(this.brandId, this.filters, true);
  }

  /** Reads the board; `quiet` keeps a board shown until the answer and keeps it on a failure. */
  private async readBoard(brandId: number, includeArchived: boolean, quiet = false): Promise<void> {
    if (!quiet || this.board.kind !== 'ready') this.board = { kind: 'loading' };
    try {
      const value = await this.api.messageBoard(brandId, includeArchived);
      runInAction(() => {
        if (this.brandId === brandId) this.board = { kind: 'ready', value };
      });
    } catch (error) {
      runInAction(() => {
        if (!quiet || this.board.kind !== 'ready') this.board = { kind: 'failed', code: failureCode(error) };
      });
    }
  }

  private async readOptions(brandId: number): Promise<void> {
    this.optionsBrandId = brandId;
    this.options = { kind: 'loading' };
    try {
      const [positions, locations] = await Promise.all([
        this.positions.positionsByCategory(brandId),
        this.team.locations(brandId),
      ]);
      runInAction(() => {
        if (this.optionsBrandId === brandId)
          this.options = { kind: 'ready', value: { positions, locations } };
      });
    } catch (error) {
      runInAction(() => (this.options = { kind: 'failed', code: failureCode(error) }));
    }
  }
}
