import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApplicationSummary } from '../../../src-domain/messaging/messaging.model';
import { TagAssignmentRefusedError } from '../../../src-domain/tags/tag-assignment.errors';
import type { Tag } from '../../../src-domain/tags/tag.model';
import { TagsApiPort } from '../../../src-domain/tags/tags-api.port';
import type { Loadable } from '../../dashboard/dashboard.model';
import { tagsFailureKey, tagsReasonKey } from './tags-failure';

/** A selected inbox row: the candidate its application belongs to. */
interface SelectedRow {
  readonly candidateId: string;
  readonly name: string;
}

/** One refused candidate as the bar lists it: their name and the i18n key of the reason. */
export interface RefusedCandidate {
  readonly candidateId: string;
  readonly name: string;
  readonly reasonKey: string;
}

/** What the last bulk write did: how many candidates it tagged (or untagged). */
export interface BulkOutcome {
  readonly assigned: boolean;
  readonly count: number;
}

/**
 * Bulk tagging from the applications inbox (issue #14): the rows the user selected (by
 * application; several rows of one candidate tag them once), the tags that may be given from the
 * inbox brand (STATUS stages left out: a stage belongs to one application), and one assign or
 * unassign call for every selected candidate. A refusal writes nothing and lists each refused
 * candidate; `dropRefused` unselects them so the rest can be sent again.
 */
@injectable()
export class InboxTaggingStore {
  brandId: number | undefined = undefined;
  tags: Loadable<readonly Tag[]> = { kind: 'loading' };
  readonly selected = new Map<number, SelectedRow>();
  busy = false;
  outcome: BulkOutcome | undefined = undefined;
  refused: readonly RefusedCandidate[] = [];
  /** i18n key of a failure that names no candidate. */
  failureKey: string | undefined = undefined;

  constructor(@inject(TagsApiPort) private readonly api: TagsApiPort) {
    makeAutoObservable<InboxTaggingStore, 'api'>(this, { api: false });
  }

  /** The distinct candidates of the selected rows, in selection order. */
  get candidates(): readonly SelectedRow[] {
    const seen = new Map<string, SelectedRow>();
    for (const row of this.selected.values()) if (!seen.has(row.candidateId)) seen.set(row.candidateId, row);
    return [...seen.values()];
  }

  isSelected(applicationId: number): boolean {
    return this.selected.has(applicationId);
  }

  /** Reads the tags of the inbox brand (once per brand; again after a failure). Never rejects. */
  async open(brandId: number): Promise<void> {
    if (brandId === this.brandId && this.tags.kind !== 'failed') return;
    if (brandId !== this.brandId) this.clear();
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
    if (on) {
      this.selected.set(application.id, {
        candidateId: candidate.id,
        name: `${candidate.firstName} ${candidate.lastName}`.trim(),
      });
    } else this.selected.delete(application.id);
    this.outcome = undefined;
  }

  /** Selects (or unselects) every row shown. */
  toggleAll(applications: readonly ApplicationSummary[], on: boolean): void {
    for (const application of applications) this.toggle(application, on);
  }

  clear(): void {
    this.selected.clear();
    this.refused = [];
    this.failureKey = undefined;
    this.outcome = undefined;
  }

  /**
   * Gives (`assign`) or takes off a tag for every selected candidate in one call. On success the
   * selection empties and `outcome` says how many; on a refusal nothing was written, `refused`
   * names each candidate and the selection stays. Answers whether it worked; never rejects.
   */
  async apply(tagId: number, assign: boolean): Promise<boolean> {
    const brandId = this.brandId;
    const candidates = this.candidates;
    if (brandId === undefined || candidates.length === 0 || this.busy) return false;
    const ids = candidates.map((candidate) => candidate.candidateId);
    this.busy = true;
    this.outcome = undefined;
    this.refused = [];
    this.failureKey = undefined;
    try {
      if (assign) await this.api.assign(brandId, ids, [tagId]);
      else await this.api.unassign(brandId, ids, [tagId]);
      runInAction(() => {
        this.selected.clear();
        this.outcome = { assigned: assign, count: ids.length };
      });
      return true;
    } catch (error) {
      runInAction(() => {
        if (error instanceof TagAssignmentRefusedError) {
          const names = new Map(candidates.map((candidate) => [candidate.candidateId, candidate.name]));
          this.refused = error.refusals.map((refusal) => ({
            candidateId: refusal.candidateId,
            name: names.get(refusal.candidateId) ?? refusal.candidateId,
            reasonKey: tagsReasonKey(refusal.reason),
          }));
        } else this.failureKey = tagsFailureKey(error);
      });
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Unselects the refused candidates' rows (to send the others again). */
  dropRefused(): void {
    const refused = new Set(this.refused.map((candidate) => candidate.candidateId));
    for (const [applicationId, row] of [...this.selected]) {
      if (refused.has(row.candidateId)) this.selected.delete(applicationId);
    }
    this.refused = [];
  }
}
