import { makeAutoObservable, runInAction } from 'mobx';
import type { PageRequest } from '../../src-domain/dashboards/dashboards-api.port';
import type { Paged } from '../../src-domain/dashboards/hiring-dashboard.model';
import type { Loadable } from './dashboard.model';

/**
 * One paged list of a dashboard: the shown page (loading / ready / failed), its offset, and the
 * read that fetches a page. A newer read wins over an older one still under way.
 */
export class PagedList<T> {
  state: Loadable<Paged<T>> = { kind: 'loading' };
  offset = 0;
  private read: ((page: PageRequest) => Promise<Paged<T>>) | undefined = undefined;
  private generation = 0;

  constructor(readonly pageSize: number) {
    makeAutoObservable<PagedList<T>, 'read' | 'generation'>(this, { read: false, generation: false });
  }

  /** Starts over from the first page with `read`; never rejects. */
  reset(read: (page: PageRequest) => Promise<Paged<T>>): Promise<void> {
    this.read = read;
    return this.show(0);
  }

  /** Shows the page at `offset` (the same page again: a retry); never rejects. */
  async show(offset: number): Promise<void> {
    const read = this.read;
    if (!read) return;
    const generation = ++this.generation;
    this.offset = offset;
    this.state = { kind: 'loading' };
    try {
      const value = await read({ offset, limit: this.pageSize });
      if (generation === this.generation) runInAction(() => (this.state = { kind: 'ready', value }));
    } catch {
      if (generation === this.generation) runInAction(() => (this.state = { kind: 'failed' }));
    }
  }

  /** Marks the list failed without reading (its brand could not be read). */
  fail(): void {
    this.generation++;
    this.state = { kind: 'failed' };
  }
}
