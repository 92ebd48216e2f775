/**
 * Tags on candidates (spec 001 §3 "Tag", issue #14). A tag belongs to a brand and is visible in
 * that brand's subtree; its `mode` says what it is:
 * - GLOBAL: a talent pool of the brand (and everything below it);
 * - STATUS: a pipeline stage; each enterprise has the six of `PIPELINE_STAGES`, one per
 *   application status, and carrying one means an application has that status;
 * - POSITION: a pool tied to one position;
 * - PRIVATE: seen by its author only (`isPrivate`).
 */

import type { ApplicationStatus } from '../messaging/messaging.model';

export type TagMode = 'GLOBAL' | 'STATUS' | 'POSITION' | 'PRIVATE';

export const TAG_MODES: readonly TagMode[] = ['GLOBAL', 'STATUS', 'POSITION', 'PRIVATE'];

/**
 * The default STATUS tags of an enterprise, in pipeline order: each stage's default name and the
 * application status it stands for (1:1).
 */
export const PIPELINE_STAGES: readonly { readonly name: string; readonly status: ApplicationStatus }[] = [
  { name: 'new', status: 'APPLIED' },
  { name: 'screening', status: 'SCREENING' },
  { name: 'interview', status: 'INTERVIEW' },
  { name: 'offer', status: 'OFFERED' },
  { name: 'hired', status: 'HIRED' },
  { name: 'rejected', status: 'REJECTED' },
];

/** The limits the server enforces and publishes (GET tags answers them). */
export interface TagLimits {
  /** Tags one brand may own (every mode, private ones included). */
  readonly tagsPerBrand: number;
  /** Tags one candidate may carry within one enterprise (STATUS tags not counted). */
  readonly tagsPerCandidate: number;
  /** Characters of a tag name after trimming. */
  readonly nameMaxLength: number;
  /** Characters of a feedback note. */
  readonly noteMaxLength: number;
}

export interface Tag {
  readonly id: number;
  readonly name: string;
  readonly mode: TagMode;
  readonly isPrivate: boolean;
  /** Position among the tags of its brand and mode, from 0. */
  readonly sortOrder: number;
  /** The brand that owns it (an ancestor of the brand asked about when inherited). */
  readonly brandId: number;
  readonly brandName: string;
  /** POSITION tags: the position; otherwise undefined. */
  readonly position: { readonly id: number; readonly title: string } | undefined;
  /** STATUS tags: the application status it stands for; otherwise undefined. */
  readonly status: ApplicationStatus | undefined;
  /** How many candidates carry it (STATUS: applications with that status) in the caller's view. */
  readonly candidateCount: number;
  /** The caller may rename, reorder or delete it from the brand asked about. */
  readonly editable: boolean;
}

/** GET tags: the tags visible from a brand, whether the caller manages them, and the limits. */
export interface TagCatalogue {
  readonly tags: readonly Tag[];
  /** The caller holds MANAGE_TAGS on the brand (may create GLOBAL and POSITION tags). */
  readonly canManage: boolean;
  readonly limits: TagLimits;
}

export type Thumb = 'UP' | 'DOWN';

/** One user's thumb and note on one candidate for one tag. */
export interface TagFeedback {
  readonly thumb: Thumb;
  readonly note: string;
  readonly authorName: string;
  /** The feedback is the caller's own (editable). */
  readonly mine: boolean;
  /** ISO date-time of the last change. */
  readonly updatedAt: string;
}

/** A tag a candidate carries, with its feedback. */
export interface CandidateTag {
  readonly tagId: number;
  readonly name: string;
  readonly mode: TagMode;
  /** STATUS tags: the application that has the status; otherwise undefined. */
  readonly applicationId: number | undefined;
  readonly feedback: readonly TagFeedback[];
}

/** One application of a candidate, as the talent pool shows it. */
export interface CandidateApplication {
  readonly id: number;
  readonly status: ApplicationStatus;
  readonly positionTitle: string;
  readonly brandName: string;
}

/** A candidate of a brand's applicant pool with the tags visible from that brand. */
export interface TaggedCandidate {
  /** The candidate's user id. */
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly applications: readonly CandidateApplication[];
  readonly tags: readonly CandidateTag[];
}

/** One brand whose talent pools keep the signed-in candidate. */
export interface PoolKeeper {
  readonly brandId: number;
  readonly brandName: string;
  /** Names of the shared pools (GLOBAL and POSITION tags) the candidate is in. */
  readonly pools: readonly string[];
  /** Private tags employers there gave the candidate (their names stay private). */
  readonly privateTags: number;
}

/** The signed-in candidate's own talent pools and whether they opted out of all of them. */
export interface CandidatePools {
  readonly optedOut: boolean;
  /** ISO date-time of the opt-out; undefined when not opted out. */
  readonly optedOutAt: string | undefined;
  readonly brands: readonly PoolKeeper[];
}

export interface TaggedCandidatesPage {
  readonly total: number;
  readonly candidates: readonly TaggedCandidate[];
}
