import { token } from '../shared/token';
import type {
  CandidatePools,
  TagCatalogue,
  Tag,
  TagMode,
  TaggedCandidate,
  TaggedCandidatesPage,
  Thumb,
  TagFeedback,
} from './tag.model';

/** A new tag: GLOBAL and POSITION need MANAGE_TAGS on the brand; PRIVATE needs SOURCE_HIRE. */
export interface NewTag {
  readonly name: string;
  readonly mode: Exclude<TagMode, 'STATUS'>;
  /** POSITION tags only: a position of the brand or below it. */
  readonly positionId?: number;
}

/** What a name check answers: the normalised name and the tag that already has it, if any. */
export interface TagNameCheck {
  readonly name: string;
  readonly available: boolean;
  readonly clash: Pick<Tag, 'id' | 'name' | 'mode'> | undefined;
}

/** The candidates of a brand's applicant pool, filtered and paged. */
export interface TaggedCandidatesQuery {
  /** Only candidates carrying this tag. */
  readonly tagId?: number;
  /** Only tags of these modes are answered (and, with `tagId` unset, only candidates carrying one). */
  readonly modes?: readonly TagMode[];
  /** A part of the first or last name. */
  readonly search?: string;
  readonly offset: number;
  readonly limit: number;
}

/** Whether a candidate may be put in a brand's talent pools. */
export type PoolCandidateCheck =
  | { readonly valid: true }
  | { readonly valid: false; readonly reason: 'TAGS.CANDIDATE_NOT_FOUND' | 'TAGS.CANDIDATE_OPTED_OUT' };

/**
 * The tags area (spec 001 §7 "Tags", issue #14). Every call is scoped to `brandId`, which the
 * caller must be able to see. Rejects with a `GatewayError` carrying a TAGS.* or BRAND.* code
 * when a call fails (e.g. 409 TAGS.NAME_TAKEN, 409 TAGS.BRAND_LIMIT, 400 TAGS.NAME_EMPTY).
 */
export interface TagsApiPort {
  /** The tags visible from the brand; `includeAll` adds the tags of brands below it. */
  tags(brandId: number, includeAll?: boolean): Promise<TagCatalogue>;
  createTag(brandId: number, tag: NewTag): Promise<Tag>;
  /** Renames and/or moves a tag (`sortOrder`: its new place among its brand's tags of its mode). */
  updateTag(brandId: number, tagId: number, change: { name?: string; sortOrder?: number }): Promise<Tag>;
  /** Deletes a tag and its assignments; answers how many candidates carried it. */
  deleteTag(brandId: number, tagId: number): Promise<number>;
  /** Checks a name (trimmed) against the tags of the same mode and scope. */
  checkName(brandId: number, name: string, mode: NewTag['mode'], positionId?: number): Promise<TagNameCheck>;
  /** Some candidates (by user id) with the tags they carry as seen from the brand. */
  candidateTags(brandId: number, candidateIds: readonly string[]): Promise<readonly TaggedCandidate[]>;
  /** The brand's applicant pool, filtered and paged. */
  taggedCandidates(brandId: number, query: TaggedCandidatesQuery): Promise<TaggedCandidatesPage>;
  /**
   * Gives every candidate every tag (all or nothing). A STATUS tag needs `applicationId` (one
   * candidate): it sets that application's status. When candidates are refused (not in a tag's
   * pool, opted out, over the limit) nothing is written and it rejects with a
   * `TagAssignmentRefusedError` naming each of them.
   */
  assign(
    brandId: number,
    candidateIds: readonly string[],
    tagIds: readonly number[],
    applicationId?: number,
  ): Promise<void>;
  /**
   * Takes the tags off the candidates (STATUS tags cannot be taken off, only changed); rejects
   * with a `TagAssignmentRefusedError` naming the candidates outside a tag's pool.
   */
  unassign(brandId: number, candidateIds: readonly string[], tagIds: readonly number[]): Promise<void>;
  /** Saves the caller's thumb and note; answers the tag's feedback on the candidate. */
  giveFeedback(
    brandId: number,
    tagId: number,
    candidateId: string,
    thumb: Thumb,
    note: string,
  ): Promise<readonly TagFeedback[]>;
  /** Whether the candidate may join the brand's talent pools. */
  validatePoolCandidate(brandId: number, candidateId: string): Promise<PoolCandidateCheck>;
  /** The signed-in candidate's own talent pools (the brands keeping them) and opt-out. */
  myTalentPools(): Promise<CandidatePools>;
  /**
   * Opts the signed-in candidate out of every talent pool (their pool and private tags are
   * deleted and employers cannot tag them again) or back in; answers the pools afterwards.
   */
  setTalentPoolOptOut(optedOut: boolean): Promise<CandidatePools>;
}
export const TagsApiPort = token<TagsApiPort>('domain.tags-api');
