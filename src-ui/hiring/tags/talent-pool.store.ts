import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { TagCatalogue, TaggedCandidatesPage } from '../../../src-domain/tags/tag.model';
import { TagsApiPort } from '../../../src-domain/tags/tags-api.port';
import type { Loadable } from '../../dashboard/dashboard.model';
import { tagsFailureKey } from './tags-failure';

/** Candidates per page of the talent pool. */
export const TALENT_POOL_PAGE_SIZE = 20;

/**
 * The talent pool of the context brand (/hiring/talent-pools): candidates of the brand's applicant
 * pool filtered by tag and name, paged, with a selection for bulk assign / unassign.
 */
@injectable()
export class TalentPoolStore {
  brandId: number | undefined = undefined;
  tags: Loadable<TagCatalogue> = { kind: 'loading' };
  page: Loadable<TaggedCandidatesPage> = { kind: 'loading' };
  tagId: number | undefined = undefined;
  search = '';
  offset = 0;
  readonly selected = new Set<string>();
  failureKey: string | undefined = undefined;
  /** i18n key and count of the last bulk write that worked. */
  done: { readonly key: string; readonly count: number } | undefined = undefined;
  busy = false;

  constructor(@inject(TagsApiPort) private readonly api: TagsApiPort) {
    makeAutoObservable<TalentPoolStore, 'api'>(this, { api: false });
  }

  async open(brandId: number): Promise<void> {
    if (this.brandId !== brandId) {
      this.brandId = brandId;
      this.tagId = undefined;
      this.search = '';
      this.offset = 0;
      this.selected.clear();
    }
    this.tags = { kind: 'loading' };
    try {
      const tags = await this.api.tags(brandId, true);
      runInAction(() => {
        if (this.brandId === brandId) this.tags = { kind: 'ready', value: tags };
      });
    } catch {
      runInAction(() => {
        if (this.brandId === brandId) this.tags = { kind: 'failed' };
      });
    }
    await this.loadPage();
  }

  async loadPage(): Promise<void> {
    const brandId = this.brandId;
    if (brandId === undefined) return;
    const query = {
      ...(this.tagId === undefined ? {} : { tagId: this.tagId }),
      ...(this.search.trim() ? { search: this.search.trim() } : {}),
      offset: this.offset,
      limit: TALENT_POOL_PAGE_SIZE,
    };
    this.page = { kind: 'loading' };
    try {
      const page = await this.api.taggedCandidates(brandId, query);
      runInAction(() => {
        if (this.brandId === brandId) this.page = { kind: 'ready', value: page };
      });
    } catch {
      runInAction(() => {
        if (this.brandId === brandId) this.page = { kind: 'failed' };
      });
    }
  }

  filter(tagId: number | undefined, search: string): Promise<void> {
    this.tagId = tagId;
    this.search = search;
    this.offset = 0;
    this.selected.clear();
    return this.loadPage();
  }

  goTo(offset: number): Promise<void> {
    this.offset = Math.max(0, offset);
    return this.loadPage();
  }

  toggle(candidateId: string, on: boolean): void {
    if (on) this.selected.add(candidateId);
    else this.selected.delete(candidateId);
  }

  /** Gives (or takes off) a tag to every selected candidate, then reloads the page. */
  async bulk(tagId: number, assign: boolean): Promise<void> {
    const brandId = this.brandId;
    const ids = [...this.selected];
    if (brandId === undefined || ids.length === 0) return;
    this.busy = true;
    this.failureKey = undefined;
    this.done = undefined;
    try {
      if (assign) await this.api.assign(brandId, ids, [tagId]);
      else await this.api.unassign(brandId, ids, [tagId]);
      runInAction(() => {
        this.done = { key: assign ? 'tags.pool.assigned' : 'tags.pool.unassigned', count: ids.length };
      });
      await this.loadPage();
    } catch (error) {
      runInAction(() => {
        this.failureKey = tagsFailureKey(error);
      });
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
