import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApplicationSummary } from '../../../src-domain/messaging/messaging.model';
import type { Tag } from '../../../src-domain/tags/tag.model';
import { TagsApiPort } from '../../../src-domain/tags/tags-api.port';
import type { Loadable } from '../../dashboard/dashboard.model';
import { BulkTagging } from './bulk-tagging';

/**
 * Bulk tagging from the applications inbox (issue #14): the rows the user selected (by
 * application; several rows of one candidate tag them once), the tags that may be given from the
 * inbox brand (STATUS stages left out: a stage belongs to one application), and one assign or
 * unassign call for every selected candidate through the shared BulkTagging (a refusal writes
 * nothing and lists each refused candidate).
 */
@injectable()
export class InboxTaggingStore {
  brandId: number | undefined = undefined;
  tags: Loadable<readonly Tag[]> = { kind: 'loading' };
  /** The selected rows, keyed by application id, and the bulk write (shared with the talent pool). */
  readonly bulk: BulkTagging<number>;

  constructor(@inject(TagsApiPort) private readonly api: TagsApiPort) {
    this.bulk = new BulkTagging<number>(api);
    makeAutoObservable<InboxTaggingStore, 'api'>(this, { api: false, bulk: false });
  }

  isSelected(applicationId: number): boolean {
    return this.bulk.isSelected(applicationId);
  }

  /** Reads the tags of the inbox brand (once per brand; again after a failure). Never rejects. */
  async open(brandId: number): Promise<void> {
    if (brandId === this.brandId && this.tags.kind !== 'failed') return;
    if (brandId !== this.brandId) this.bulk.clear();
    this.brandId = brandId;
    this.tags = { kind: 'loading' };
    try {
      const catalogue = await this.api.tags(brandId, true);
      runInAction(() => {
        if (this.brandId !== brandId) return;
        this.tags = { kind: 'ready', value: catalogue.tags.filter((tag) => tag.mode !== 'STATUS') };
      });
    } catch {
      runInAction(() => {
        if (this.brandId === brandId) this.tags = { kind: 'failed' };
      });
    }
  }

  /** Selects or unselects a row; rows without a candidate (the candidate's own list) are ignored. */
  toggle(application: ApplicationSummary, on: boolean): void {
    const candidate = application.candidate;
    if (!candidate) return;
    const name = `${candidate.firstName} ${candidate.lastName}`.trim();
    this.bulk.select(application.id, { candidateId: candidate.id, name }, on);
  }

  /** Selects (or unselects) every row shown. */
  toggleAll(applications: readonly ApplicationSummary[], on: boolean): void {
    for (const application of applications) this.toggle(application, on);
  }

  /** Gives or takes off a tag for every selected candidate of the inbox brand (see BulkTagging). */
  apply(tagId: number, assign: boolean): Promise<boolean> {
    const brandId = this.brandId;
    return brandId === undefined ? Promise.resolve(false) : this.bulk.apply(brandId, tagId, assign);
  }
}
