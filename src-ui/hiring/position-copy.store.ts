import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PositionPostingsApiPort } from '../../src-domain/careers/position-postings-api.port';
import { failureCode } from './loadable';

/** A location the copy dialog offers. */
export interface CopyLocation {
  readonly id: number;
  readonly name: string;
}

/**
 * The "copy to other locations" dialog of a position (issue #38): the locations offered (the
 * caller's tree, the source's own left out), a search over their names, the checked ones, and
 * the one call that copies to all of them or none. `copied` counts the copies of the last
 * success; `failure` is the server's code (the checks stay as they were).
 */
@injectable()
export class PositionCopyStore {
  source: { brandId: number; positionId: number; title: string; locationId: number | undefined } | undefined =
    undefined;
  locations: readonly CopyLocation[] = [];
  query = '';
  selected = new Set<number>();
  busy = false;
  failure: string | undefined = undefined;
  copied: number | undefined = undefined;
  /** Counts successful copies, so the positions list reads again. */
  done = 0;

  constructor(@inject(PositionPostingsApiPort) private readonly api: PositionPostingsApiPort) {
    makeAutoObservable<PositionCopyStore, 'api'>(this, { api: false });
  }

  get open(): boolean {
    return this.source !== undefined;
  }

  /**
   * Opens the dialog for a position and reads the caller's locations, the source's own left out,
   * by name. A failed read is said as `failure`. Never rejects.
   */
  async start(source: NonNullable<PositionCopyStore['source']>): Promise<void> {
    this.source = source;
    this.locations = [];
    this.query = '';
    this.selected = new Set();
    this.failure = undefined;
    this.copied = undefined;
    try {
      const targets = await this.api.copyTargets();
      runInAction(() => {
        this.locations = targets
          .filter((location) => location.id !== source.locationId)
          .sort((a, b) => a.name.localeCompare(b.name));
      });
    } catch (error) {
      runInAction(() => {
        this.failure = failureCode(error) ?? 'NETWORK';
      });
    }
  }

  close(): void {
    this.source = undefined;
  }

  setQuery(query: string): void {
    this.query = query;
  }

  /** The locations whose name holds every word of the query (any case). */
  get shown(): readonly CopyLocation[] {
    const words = this.query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
    return this.locations.filter((location) =>
      words.every((word) => location.name.toLocaleLowerCase().includes(word)),
    );
  }

  toggle(id: number, checked: boolean): void {
    const next = new Set(this.selected);
    if (checked) next.add(id);
    else next.delete(id);
    this.selected = next;
    this.failure = undefined;
  }

  /** Copies to every checked location (all or none). Never rejects. */
  async submit(): Promise<void> {
    const source = this.source;
    if (!source || this.busy) return;
    if (this.selected.size === 0) {
      this.failure = 'POSITIONS.COPY_TARGETS_INVALID';
      return;
    }
    this.busy = true;
    this.failure = undefined;
    try {
      const copies = await this.api.copy(source.brandId, source.positionId, [...this.selected]);
      runInAction(() => {
        this.busy = false;
        this.copied = copies.length;
        this.selected = new Set();
        this.done++;
      });
    } catch (error) {
      runInAction(() => {
        this.busy = false;
        this.failure = failureCode(error) ?? 'NETWORK';
      });
    }
  }
}
