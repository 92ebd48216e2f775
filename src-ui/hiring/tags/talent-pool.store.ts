import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { TagCatalogue, TaggedCandidate, TaggedCandidatesPage } from '../../../src-domain/tags/tag.model';
import { TagsApiPort } from '../../../src-domain/tags/tags-api.port';
import type { Loadable } from '../../dashboard/dashboard.model';
import { BulkTagging } from './bulk-tagging';

/** Candidates per page of the talent pool. */
export const TALENT_POOL_PAGE_SIZE = 20;

/**
 * The talent pool of the context brand (/hiring/talent-pools): candidates of the brand's applicant
 * pool filtered by tag and name, paged, with a selection for bulk assign / unassign through the
 * BulkTagging the inbox uses too (so a refusal names every refused candidate here as well).
 */
@injectable()
export class TalentPoolStore {
  brandId: number | undefined = undefined;
  tags: Loadable<TagCatalogue> = { kind: 'loading' };
  page: Loadable<TaggedCandidatesPage> = { kind: 'loading' };
  tagId: number | undefined = undefined;
  search = '';
  offset = 0;
  /** The selected candidates (keyed by candidate id) and the bulk write. */
  readonly bulk: BulkTagging<string>;

  constructor(@inject(TagsApiPort) private readonly api: TagsApiPort) {
    this.bulk = new BulkTagging<string>(api);
    makeAutoObservable<TalentPoolStore, 'api'>(this, { api: false, bulk: false });
  }

  async open(brandId: number): Promise<void> {
    if (this.brandId !== brandId) {
      this.brandId = brandId;
      this.tagId = undefined;
      this.search = '';
      this.offset = 0;
      this.bulk.clear();
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
    this.bulk.clear();
    return this.loadPage();
  }

  goTo(offset: number): Promise<void> {
    this.offset = Math.max(0, offset);
    return this.loadPage();
  }

  toggle(candidate: TaggedCandidate, on: boolean): void {
    const name = `${candidate.firstName} ${candidate.lastName}`.trim();
    this.bulk.select(candidate.id, { candidateId: candidate.id, name }, on);
  }

  /**
   * Gives (or takes off) a tag to every selected candidate; when it worked, reloads the page so
   * the rows show it. Answers whether it worked; never rejects.
   */
  async apply(tagId: number, assign: boolean): Promise<boolean> {
    const brandId = this.brandId;
    if (brandId === undefined) return false;
    const done = await this.bulk.apply(brandId, tagId, assign);
    if (done) await this.loadPage();
    return done;
  }
}
