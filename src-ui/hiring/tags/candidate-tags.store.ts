import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { TagCatalogue, TaggedCandidate, Thumb } from '../../../src-domain/tags/tag.model';
import { TagsApiPort, type PoolCandidateCheck } from '../../../src-domain/tags/tags-api.port';
import type { Loadable } from '../../dashboard/dashboard.model';
import { tagsFailureKey } from './tags-failure';

/** What one candidate panel shows: the brand's tags, the candidate and the pool check. */
export interface CandidateTagsView {
  readonly catalogue: TagCatalogue;
  readonly candidate: TaggedCandidate | undefined;
  readonly pool: PoolCandidateCheck;
}

const keyOf = (brandId: number, candidateId: string) => `${brandId}:${candidateId}`;

/**
 * The candidates' tag panels (CandidateTagsPanel), one entry per brand and candidate: loads the
 * brand's tags, the candidate's tags and the talent-pool check together; assigns, unassigns,
 * moves the pipeline and saves feedback, then reloads the candidate.
 */
@injectable()
export class CandidateTagsStore {
  readonly views = new Map<string, Loadable<CandidateTagsView>>();
  /** i18n key of the last failed write per panel. */
  readonly failures = new Map<string, string>();
  readonly busy = new Set<string>();

  constructor(@inject(TagsApiPort) private readonly api: TagsApiPort) {
    makeAutoObservable<CandidateTagsStore, 'api'>(this, { api: false });
  }

  view(brandId: number, candidateId: string): Loadable<CandidateTagsView> {
    return this.views.get(keyOf(brandId, candidateId)) ?? { kind: 'loading' };
  }

  failure(brandId: number, candidateId: string): string | undefined {
    return this.failures.get(keyOf(brandId, candidateId));
  }

  isBusy(brandId: number, candidateId: string): boolean {
    return this.busy.has(keyOf(brandId, candidateId));
  }

  async load(brandId: number, candidateId: string): Promise<void> {
    const key = keyOf(brandId, candidateId);
    this.views.set(key, { kind: 'loading' });
    try {
      const [catalogue, candidates, pool] = await Promise.all([
        this.api.tags(brandId),
        this.api.candidateTags(brandId, [candidateId]),
        this.api.validatePoolCandidate(brandId, candidateId),
      ]);
      runInAction(() => {
        this.views.set(key, {
          kind: 'ready',
          value: { catalogue, candidate: candidates.find((c) => c.id === candidateId), pool },
        });
      });
    } catch {
      runInAction(() => this.views.set(key, { kind: 'failed' }));
    }
  }

  /**
   * Reads the candidate and the brand's tags again without a skeleton (the stage was moved by
   * another control of the screen); keeps what is shown when the read fails. Never rejects.
   */
  async refresh(brandId: number, candidateId: string): Promise<void> {
    const key = keyOf(brandId, candidateId);
    if (this.views.get(key)?.kind !== 'ready') return this.load(brandId, candidateId);
    try {
      await this.reread(brandId, candidateId);
    } catch {
      // What is on screen stays; the next write or open reads again.
    }
  }

  private async reread(brandId: number, candidateId: string): Promise<void> {
    const key = keyOf(brandId, candidateId);
    const [candidates, catalogue] = await Promise.all([
      this.api.candidateTags(brandId, [candidateId]),
      this.api.tags(brandId),
    ]);
    runInAction(() => {
      const current = this.views.get(key);
      if (current?.kind === 'ready') {
        this.views.set(key, {
          kind: 'ready',
          value: { ...current.value, catalogue, candidate: candidates.find((c) => c.id === candidateId) },
        });
      }
    });
  }

  private async write(
    brandId: number,
    candidateId: string,
    action: () => Promise<unknown>,
  ): Promise<boolean> {
    const key = keyOf(brandId, candidateId);
    this.busy.add(key);
    this.failures.delete(key);
    try {
      await action();
      await this.reread(brandId, candidateId);
      return true;
    } catch (error) {
      runInAction(() => this.failures.set(key, tagsFailureKey(error)));
      return false;
    } finally {
      runInAction(() => this.busy.delete(key));
    }
  }

  assign(brandId: number, candidateId: string, tagId: number): Promise<boolean> {
    return this.write(brandId, candidateId, () => this.api.assign(brandId, [candidateId], [tagId]));
  }

  /** Creates a tag (GLOBAL with MANAGE_TAGS, else PRIVATE) and gives it to the candidate. */
  createAndAssign(brandId: number, candidateId: string, name: string, shared: boolean): Promise<boolean> {
    return this.write(brandId, candidateId, async () => {
      const tag = await this.api.createTag(brandId, { name, mode: shared ? 'GLOBAL' : 'PRIVATE' });
      await this.api.assign(brandId, [candidateId], [tag.id]);
    });
  }

  unassign(brandId: number, candidateId: string, tagId: number): Promise<boolean> {
    return this.write(brandId, candidateId, () => this.api.unassign(brandId, [candidateId], [tagId]));
  }

  /** Moves the application to the stage of a STATUS tag; answers whether it moved. */
  moveStage(
    brandId: number,
    candidateId: string,
    applicationId: number,
    stageTagId: number,
  ): Promise<boolean> {
    return this.write(brandId, candidateId, () =>
      this.api.assign(brandId, [candidateId], [stageTagId], applicationId),
    );
  }

  giveFeedback(
    brandId: number,
    candidateId: string,
    tagId: number,
    thumb: Thumb,
    note: string,
  ): Promise<boolean> {
    return this.write(brandId, candidateId, () =>
      this.api.giveFeedback(brandId, tagId, candidateId, thumb, note),
    );
  }
}
