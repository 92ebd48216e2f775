import { foldTagName, normaliseTagName, tagNameProblem } from '../../src-domain/tags/tag-name.rules';
import { TagAssignmentRefusedError } from '../../src-domain/tags/tag-assignment.errors';
import type {
  CandidatePools,
  Tag,
  TagCatalogue,
  TagFeedback,
  TaggedCandidate,
  TaggedCandidatesPage,
  Thumb,
} from '../../src-domain/tags/tag.model';
import type {
  NewTag,
  PoolCandidateCheck,
  TagNameCheck,
  TaggedCandidatesQuery,
  TagsApiPort,
} from '../../src-domain/tags/tags-api.port';
import { apiFailure } from './api-failure';

const LIMITS = { tagsPerBrand: 200, tagsPerCandidate: 20, nameMaxLength: 50, noteMaxLength: 1000 };

/**
 * In-memory TagsApiPort for one brand's view: tags (names unique after folding, 409
 * TAGS.NAME_TAKEN; bad names 400 with their code), candidates with the tags they carry,
 * assign / unassign, feedback, and `failNext` to make the next call reject.
 */
export class FakeTagsApi implements TagsApiPort {
  readonly calls: string[] = [];
  tagList: Tag[] = [];
  candidates: TaggedCandidate[] = [];
  canManage = true;
  optedOut = new Set<string>();
  /** The signed-in candidate's pools (myTalentPools / setTalentPoolOptOut). */
  myPools: CandidatePools = { optedOut: false, optedOutAt: undefined, brands: [] };
  /** The next call rejects with this error. */
  failNext: Error | undefined;
  private nextId = 1000;

  private take(call: string): void {
    this.calls.push(call);
    const failure = this.failNext;
    this.failNext = undefined;
    if (failure) throw failure;
  }

  async tags(brandId: number, includeAll = false): Promise<TagCatalogue> {
    this.take(`tags:${brandId}:${includeAll}`);
    return {
      tags: [...this.tagList].sort((a, b) => a.sortOrder - b.sortOrder),
      canManage: this.canManage,
      limits: LIMITS,
    };
  }

  async createTag(brandId: number, tag: NewTag): Promise<Tag> {
    this.take(`createTag:${brandId}:${tag.mode}:${tag.name}`);
    const problem = tagNameProblem(tag.name);
    if (problem) throw apiFailure(400, problem);
    const name = normaliseTagName(tag.name);
    if (
      this.tagList.some((other) => other.mode === tag.mode && foldTagName(other.name) === foldTagName(name))
    ) {
      throw apiFailure(409, 'TAGS.NAME_TAKEN');
    }
    const created: Tag = {
      id: (this.nextId += 1),
      name,
      mode: tag.mode,
      isPrivate: tag.mode === 'PRIVATE',
      sortOrder: this.tagList.filter((other) => other.mode === tag.mode).length,
      brandId,
      brandName: 'Brand',
      position: undefined,
      status: undefined,
      candidateCount: 0,
      editable: true,
    };
    this.tagList.push(created);
    return created;
  }

  async updateTag(
    brandId: number,
    tagId: number,
    change: { name?: string; sortOrder?: number },
  ): Promise<Tag> {
    this.take(`updateTag:${brandId}:${tagId}:${change.name ?? ''}:${change.sortOrder ?? ''}`);
    const tag = this.tagList.find((other) => other.id === tagId);
    if (!tag) throw apiFailure(404, 'TAGS.NOT_FOUND');
    let updated: Tag = change.name === undefined ? tag : { ...tag, name: normaliseTagName(change.name) };
    if (change.sortOrder !== undefined) {
      const peers = this.tagList.filter((other) => other.mode === tag.mode && other.id !== tag.id);
      peers.sort((a, b) => a.sortOrder - b.sortOrder);
      peers.splice(Math.min(change.sortOrder, peers.length), 0, updated);
      this.tagList = this.tagList.map((other) => {
        const index = peers.findIndex((peer) => peer.id === other.id);
        return index === -1 ? other : { ...(other.id === tag.id ? updated : other), sortOrder: index };
      });
      updated = this.tagList.find((other) => other.id === tagId) ?? updated;
    } else {
      this.tagList = this.tagList.map((other) => (other.id === tagId ? updated : other));
    }
    return updated;
  }

  async deleteTag(brandId: number, tagId: number): Promise<number> {
    this.take(`deleteTag:${brandId}:${tagId}`);
    const tag = this.tagList.find((other) => other.id === tagId);
    this.tagList = this.tagList.filter((other) => other.id !== tagId);
    return tag?.candidateCount ?? 0;
  }

  async checkName(brandId: number, name: string, mode: NewTag['mode']): Promise<TagNameCheck> {
    this.take(`checkName:${brandId}:${mode}:${name}`);
    const clash = this.tagList.find(
      (other) => other.mode === mode && foldTagName(other.name) === foldTagName(name),
    );
    return {
      name: normaliseTagName(name),
      available: !clash && !tagNameProblem(name),
      clash: clash ? { id: clash.id, name: clash.name, mode: clash.mode } : undefined,
    };
  }

  async candidateTags(brandId: number, candidateIds: readonly string[]): Promise<readonly TaggedCandidate[]> {
    this.take(`candidateTags:${brandId}:${candidateIds.join(',')}`);
    return this.candidates.filter((candidate) => candidateIds.includes(candidate.id));
  }

  async taggedCandidates(brandId: number, query: TaggedCandidatesQuery): Promise<TaggedCandidatesPage> {
    this.take(`taggedCandidates:${brandId}:${query.tagId ?? ''}:${query.search ?? ''}:${query.offset}`);
    const matching = this.candidates.filter(
      (candidate) =>
        (query.tagId === undefined || candidate.tags.some((tag) => tag.tagId === query.tagId)) &&
        (!query.search ||
          `${candidate.firstName} ${candidate.lastName}`.toLowerCase().includes(query.search.toLowerCase())),
    );
    return { total: matching.length, candidates: matching.slice(query.offset, query.offset + query.limit) };
  }

  async assign(
    brandId: number,
    candidateIds: readonly string[],
    tagIds: readonly number[],
    applicationId?: number,
  ) {
    this.take(`assign:${brandId}:${candidateIds.join(',')}:${tagIds.join(',')}:${applicationId ?? ''}`);
    this.refuse(candidateIds, true);
    this.candidates = this.candidates.map((candidate) => {
      if (!candidateIds.includes(candidate.id)) return candidate;
      const added = tagIds
        .map((id) => this.tagList.find((tag) => tag.id === id))
        .filter(
          (tag): tag is Tag =>
            tag !== undefined && !candidate.tags.some((carried) => carried.tagId === tag.id),
        )
        .map((tag) => ({ tagId: tag.id, name: tag.name, mode: tag.mode, applicationId, feedback: [] }));
      const kept = added.some((tag) => tag.mode === 'STATUS')
        ? candidate.tags.filter((tag) => tag.mode !== 'STATUS' || tag.applicationId !== applicationId)
        : candidate.tags;
      return { ...candidate, tags: [...kept, ...added] };
    });
  }

  /** As the server: unknown candidates (and, assigning, opted-out ones) refuse the whole call. */
  private refuse(candidateIds: readonly string[], assigning: boolean): void {
    const refusals = candidateIds.flatMap((candidateId) =>
      !this.candidates.some((candidate) => candidate.id === candidateId)
        ? [{ candidateId, reason: 'TAGS.CANDIDATE_NOT_FOUND' }]
        : assigning && this.optedOut.has(candidateId)
          ? [{ candidateId, reason: 'TAGS.CANDIDATE_OPTED_OUT' }]
          : [],
    );
    const [first] = refusals;
    if (!first) return;
    const status = first.reason === 'TAGS.CANDIDATE_NOT_FOUND' ? 404 : 409;
    const failure = apiFailure(status, first.reason);
    throw new TagAssignmentRefusedError(failure.code, status, first.reason, first.reason, refusals);
  }

  async unassign(brandId: number, candidateIds: readonly string[], tagIds: readonly number[]) {
    this.take(`unassign:${brandId}:${candidateIds.join(',')}:${tagIds.join(',')}`);
    this.refuse(candidateIds, false);
    this.candidates = this.candidates.map((candidate) =>
      candidateIds.includes(candidate.id)
        ? { ...candidate, tags: candidate.tags.filter((tag) => !tagIds.includes(tag.tagId)) }
        : candidate,
    );
  }

  async giveFeedback(
    brandId: number,
    tagId: number,
    candidateId: string,
    thumb: Thumb,
    note: string,
  ): Promise<readonly TagFeedback[]> {
    this.take(`giveFeedback:${brandId}:${tagId}:${candidateId}:${thumb}:${note}`);
    const mine: TagFeedback = {
      thumb,
      note,
      authorName: 'Me',
      mine: true,
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    let answer: readonly TagFeedback[] = [];
    this.candidates = this.candidates.map((candidate) =>
      candidate.id !== candidateId
        ? candidate
        : {
            ...candidate,
            tags: candidate.tags.map((tag) => {
              if (tag.tagId !== tagId) return tag;
              answer = [mine, ...tag.feedback.filter((entry) => !entry.mine)];
              return { ...tag, feedback: answer };
            }),
          },
    );
    return answer;
  }

  async validatePoolCandidate(brandId: number, candidateId: string): Promise<PoolCandidateCheck> {
    this.take(`validatePoolCandidate:${brandId}:${candidateId}`);
    if (this.optedOut.has(candidateId)) return { valid: false, reason: 'TAGS.CANDIDATE_OPTED_OUT' };
    if (!this.candidates.some((candidate) => candidate.id === candidateId)) {
      return { valid: false, reason: 'TAGS.CANDIDATE_NOT_FOUND' };
    }
    return { valid: true };
  }

  async myTalentPools(): Promise<CandidatePools> {
    this.take('myTalentPools');
    return this.myPools;
  }

  async setTalentPoolOptOut(optedOut: boolean): Promise<CandidatePools> {
    this.take(`setTalentPoolOptOut:${optedOut}`);
    this.myPools = optedOut
      ? { optedOut: true, optedOutAt: '2026-01-02T00:00:00.000Z', brands: [] }
      : { ...this.myPools, optedOut: false, optedOutAt: undefined };
    return this.myPools;
  }
}
