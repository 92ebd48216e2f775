import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  PositionsApiPort,
  type AtrFilter,
  type PositionAtr,
  type PositionOption,
  type PositionSettings,
} from '../../src-domain/positions/positions-api.port';
import { failureCode, type Loadable } from './loadable';

/** How many positions one page of the positions list shows. */
export const POSITIONS_PAGE_SIZE = 20;

/** A position of the list with its category code. */
export interface PositionRow extends PositionOption {
  readonly category: string;
}

/** What the positions screen shows of a brand: its settings, the ATR statuses, its positions. */
export interface PositionsView {
  readonly settings: PositionSettings;
  /** The ATR statuses in the server's order (position_type_lookup), for the ATR filter. */
  readonly atrStatuses: readonly AtrFilter[];
  /** The category codes in the lookup's order (the editor's choices). */
  readonly categories: readonly string[];
  /** Open positions of the brand and its subtree, by category in the lookup's order. */
  readonly positions: readonly PositionRow[];
}

/** The approvals to recruit of one position, as its dialog shows them. */
export interface AtrDialog {
  readonly position: PositionRow;
  readonly filter: AtrFilter;
  readonly atrs: Loadable<readonly PositionAtr[]>;
}

/**
 * The positions screen of the context brand (issue #13; our design): the brand's position
 * settings (GET /v1/brands/{id}/positions/settings), its open positions by category in the order
 * of GET /v1/position_type_lookup, paged here, and one position's approvals to recruit at a time
 * (GET /v1/brands/{id}/positions/{id}/atrs?filter_by=). Only the latest answer of each read is kept.
 */
@injectable()
export class PositionsStore {
  brandId: number | undefined = undefined;
  offset = 0;
  view: Loadable<PositionsView> = { kind: 'loading' };
  /** Archived positions are listed too (the list's filter, issue #38). */
  includeArchived = false;
  dialog: AtrDialog | undefined = undefined;
  private request = 0;
  private atrRequest = 0;

  constructor(@inject(PositionsApiPort) private readonly positionsApi: PositionsApiPort) {
    makeAutoObservable<PositionsStore, 'positionsApi' | 'request' | 'atrRequest'>(this, {
      positionsApi: false,
      request: false,
      atrRequest: false,
    });
  }

  /** Reads `brandId`'s settings, codes and positions (again); a failure is kept with its code. */
  async show(brandId: number): Promise<void> {
    this.brandId = brandId;
    const includeArchived = this.includeArchived;
    this.offset = 0;
    this.dialog = undefined;
    const request = ++this.request;
    this.view = { kind: 'loading' };
    try {
      const [types, settings, categories] = await Promise.all([
        this.positionsApi.positionTypes(),
        this.positionsApi.settings(brandId),
        this.positionsApi.positionsByCategory(brandId, includeArchived),
      ]);
      const rank = (category: string) => {
        const index = types.categories.indexOf(category);
        return index < 0 ? types.categories.length : index;
      };
      const positions = [...categories]
        .sort((a, b) => rank(a.category) - rank(b.category))
        .flatMap((entry) => entry.positions.map((position) => ({ ...position, category: entry.category })));
      const atrStatuses = types.atrStatuses.filter(isAtrFilter);
      runInAction(() => {
        if (request === this.request)
          this.view = {
            kind: 'ready',
            value: { settings, atrStatuses, positions, categories: types.categories },
          };
      });
    } catch (error) {
      runInAction(() => {
        if (request === this.request) this.view = { kind: 'failed', code: failureCode(error) };
      });
    }
  }

  /** Lists archived positions too (true) or not; reads the brand shown again. */
  setIncludeArchived(value: boolean): Promise<void> {
    this.includeArchived = value;
    return this.retry();
  }

  /** Reads the brand shown again (after a failure). */
  retry(): Promise<void> {
    return this.brandId === undefined ? Promise.resolve() : this.show(this.brandId);
  }

  /** Shows the page of positions starting at `offset`. */
  page(offset: number): void {
    this.offset = Math.max(0, offset);
  }

  get pageRows(): readonly PositionRow[] {
    return this.view.kind === 'ready'
      ? this.view.value.positions.slice(this.offset, this.offset + POSITIONS_PAGE_SIZE)
      : [];
  }

  /** The locations of the list (id and name, by name), where a new position may be opened. */
  get locations(): readonly { readonly id: number; readonly name: string }[] {
    if (this.view.kind !== 'ready') return [];
    const byId = new Map<number, string>();
    for (const position of this.view.value.positions)
      if (position.locationId !== undefined) byId.set(position.locationId, position.locationName);
    return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  }

  get total(): number {
    return this.view.kind === 'ready' ? this.view.value.positions.length : 0;
  }

  /** Opens the ATR dialog of `position`, all statuses. Never rejects. */
  openAtrs(position: PositionRow): Promise<void> {
    this.dialog = { position, filter: 'ALL', atrs: { kind: 'loading' } };
    return this.loadAtrs();
  }

  /** Narrows the open dialog to one status (or ALL). */
  filterAtrs(filter: AtrFilter): Promise<void> {
    if (!this.dialog) return Promise.resolve();
    this.dialog = { ...this.dialog, filter };
    return this.loadAtrs();
  }

  closeAtrs(): void {
    this.dialog = undefined;
    this.atrRequest++;
  }

  /** Reads the open dialog's ATRs with its filter; a failure is kept with its code. */
  async loadAtrs(): Promise<void> {
    const dialog = this.dialog;
    const brandId = this.brandId;
    if (!dialog || brandId === undefined) return;
    const request = ++this.atrRequest;
    this.dialog = { ...dialog, atrs: { kind: 'loading' } };
    const settle = (atrs: AtrDialog['atrs']) =>
      runInAction(() => {
        if (request === this.atrRequest && this.dialog) this.dialog = { ...this.dialog, atrs };
      });
    try {
      settle({
        kind: 'ready',
        value: await this.positionsApi.atrs(brandId, dialog.position.id, dialog.filter),
      });
    } catch (error) {
      settle({ kind: 'failed', code: failureCode(error) });
    }
  }
}

const ATR_FILTERS: readonly string[] = ['ALL', 'PENDING', 'APPROVED', 'REJECTED', 'FILLED'];
function isAtrFilter(value: string): value is AtrFilter {
  return ATR_FILTERS.includes(value);
}
