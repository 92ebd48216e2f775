import { makeAutoObservable, runInAction } from 'mobx';
import { TagAssignmentRefusedError } from '../../../src-domain/tags/tag-assignment.errors';
import type { TagsApiPort } from '../../../src-domain/tags/tags-api.port';
import { tagsFailureKey, tagsReasonKey } from './tags-failure';

/** A selected row: the candidate it belongs to and the name the bar shows for them. */
export interface SelectedRow {
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
 * The selection and bulk write shared by the inbox's and the talent pool's tagging bars
 * (issue #14). Rows are keyed by the caller (an application id in the inbox, a candidate id in
 * the pool); several rows of one candidate tag them once. `apply` sends one assign or unassign
 * call for every selected candidate: on success the selection empties and `outcome` says how
 * many; on a refusal nothing was written, `refused` names EVERY refused candidate with its reason
 * and the selection stays, and `dropRefused` unselects them so the rest can be sent again. A
 * failure that names no candidate sets `failureKey`.
 */
export class BulkTagging<K extends string | number> {
  readonly selected = new Map<K, SelectedRow>();
  busy = false;
  outcome: BulkOutcome | undefined = undefined;
  refused: readonly RefusedCandidate[] = [];
  /** i18n key of a failure that names no candidate. */
  failureKey: string | undefined = undefined;

  constructor(private readonly api: TagsApiPort) {
    makeAutoObservable<BulkTagging<K>, 'api'>(this, { api: false });
  }

  /** The distinct candidates of the selected rows, in selection order. */
  get candidates(): readonly SelectedRow[] {
    const seen = new Map<string, SelectedRow>();
    for (const row of this.selected.values()) if (!seen.has(row.candidateId)) seen.set(row.candidateId, row);
    return [...seen.values()];
  }

  isSelected(key: K): boolean {
    return this.selected.has(key);
  }

  /** Selects (with the row's candidate) or unselects a row; the last outcome is forgotten. */
  select(key: K, row: SelectedRow, on: boolean): void {
    if (on) this.selected.set(key, row);
    else this.selected.delete(key);
    this.outcome = undefined;
  }

  /** Empties the selection and forgets the last outcome, refusals and failure. */
  clear(): void {
    this.selected.clear();
    this.refused = [];
    this.failureKey = undefined;
    this.outcome = undefined;
  }

  /**
   * Gives (`assign`) or takes off a tag of `brandId` for every selected candidate in one call.
   * Answers whether it worked; never rejects.
   */
  async apply(brandId: number, tagId: number, assign: boolean): Promise<boolean> {
    const candidates = this.candidates;
    if (candidates.length === 0 || this.busy) return false;
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
    for (const [key, row] of [...this.selected]) {
      if (refused.has(row.candidateId)) this.selected.delete(key);
    }
    this.refused = [];
  }
}
